"""Rule ncu_validation_replay: runs opprof.stages.ncu_validation_replay with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import ncu_validation_replay

main(ncu_validation_replay)
