"""Rule trace: runs opprof.stages.trace with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import trace

main(trace)
