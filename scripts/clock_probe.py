"""Rule clock_probe: runs opprof.stages.clock_probe with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import clock_probe

main(clock_probe)
