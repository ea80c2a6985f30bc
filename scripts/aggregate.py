"""Rule aggregate: runs opprof.stages.aggregate with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import aggregate

main(aggregate)
