"""Rule validate_replay: runs opprof.stages.replay.validate_replay with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.replay import validate_replay

main(validate_replay)
