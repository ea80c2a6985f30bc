"""Rule communication: runs opprof.stages.host.communication with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.host import communication

main(communication)
