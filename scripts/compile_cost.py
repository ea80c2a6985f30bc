"""Rule compile_cost: runs opprof.stages.compile_cost with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import compile_cost

main(compile_cost)
