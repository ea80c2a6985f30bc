"""Rule host_events: runs opprof.stages.host_events with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import host_events

main(host_events)
