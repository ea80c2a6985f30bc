"""Rule cupti_counters: runs opprof.stages.cupti_counters with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import cupti_counters

main(cupti_counters)
