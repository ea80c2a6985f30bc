"""Rule ranks: runs opprof.stages.ranks with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import ranks

main(ranks)
