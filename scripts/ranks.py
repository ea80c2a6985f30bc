"""Rule ranks: runs opprof.stages.ranks.ranks with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.ranks import ranks

main(ranks)
