"""Rule measured_window: runs opprof.stages.gate.measured_window with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.gate import measured_window

main(measured_window)
