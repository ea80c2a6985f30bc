"""Rule gate: runs opprof.stages.gate with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import gate

main(gate)
