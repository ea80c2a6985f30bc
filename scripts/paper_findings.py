"""Rule paper_findings: runs opprof.stages.diff.paper_findings with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.diff import paper_findings

main(paper_findings)
