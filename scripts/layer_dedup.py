"""Rule layer_dedup: runs opprof.stages.replay.layer_dedup with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.replay import layer_dedup

main(layer_dedup)
