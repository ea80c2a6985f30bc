"""Rule nvtx_operators: runs opprof.stages.operators.nvtx_operators with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.operators import nvtx_operators

main(nvtx_operators)
