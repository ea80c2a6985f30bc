"""Rule gate: runs opprof.stages.gate.gate with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.gate import gate

main(gate)
