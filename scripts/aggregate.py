"""Rule aggregate: runs opprof.stages.operators.aggregate with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.operators import aggregate

main(aggregate)
