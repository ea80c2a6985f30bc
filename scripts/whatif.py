"""Rule whatif: runs opprof.stages.whatif with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import whatif

main(whatif)
