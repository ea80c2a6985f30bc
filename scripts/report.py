"""Rule report: runs opprof.stages.report with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import report

main(report)
