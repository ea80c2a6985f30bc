"""Rule join: runs opprof.stages.operators.join with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.operators import join

main(join)
