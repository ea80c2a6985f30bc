"""Rule clock_probe: runs opprof.stages.capture.clock_probe with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.capture import clock_probe

main(clock_probe)
