"""Rule ncu_replay: runs opprof.stages.replay.ncu_replay with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.replay import ncu_replay

main(ncu_replay)
