"""Rule check_workload: runs opprof.stages.check_workload with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import check_workload

main(check_workload)
