"""Rule report: runs opprof.stages.output.report with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.output import report

main(report)
