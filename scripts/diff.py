"""Rule diff: runs opprof.stages.diff with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import diff

main(diff)
