"""Rule phase0_timing: runs opprof.stages.phase0_timing with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import phase0_timing

main(phase0_timing)
