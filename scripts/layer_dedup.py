"""Rule layer_dedup: runs opprof.stages.layer_dedup with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import layer_dedup

main(layer_dedup)
