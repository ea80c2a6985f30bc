"""Rule ncu_validation_replay: runs opprof.stages.replay.ncu_validation_replay with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.replay import ncu_validation_replay

main(ncu_validation_replay)
