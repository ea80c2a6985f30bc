"""Rule communication: runs opprof.stages.communication with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import communication

main(communication)
