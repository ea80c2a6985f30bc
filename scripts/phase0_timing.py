"""Rule phase0_timing: runs opprof.stages.capture.phase0_timing with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.capture import phase0_timing

main(phase0_timing)
