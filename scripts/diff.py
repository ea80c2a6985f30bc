"""Rule diff: runs opprof.stages.diff.diff with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.diff import diff

main(diff)
