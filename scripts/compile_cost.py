"""Rule compile_cost: runs opprof.stages.host.compile_cost with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.host import compile_cost

main(compile_cost)
