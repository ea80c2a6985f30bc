"""Rule join: runs opprof.stages.join with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import join

main(join)
