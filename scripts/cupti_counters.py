"""Rule cupti_counters: runs opprof.stages.replay.cupti_counters with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.replay import cupti_counters

main(cupti_counters)
