"""Rule trace: runs opprof.stages.output.trace with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.output import trace

main(trace)
