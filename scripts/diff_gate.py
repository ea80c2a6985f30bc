"""Rule diff_gate: runs opprof.stages.diff.diff_gate with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.diff import diff_gate

main(diff_gate)
