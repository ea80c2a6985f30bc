"""Rule measured_window: runs opprof.stages.measured_window with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import measured_window

main(measured_window)
