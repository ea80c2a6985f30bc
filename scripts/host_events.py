"""Rule host_events: runs opprof.stages.host.host_events with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.host import host_events

main(host_events)
