"""Rule whatif: runs opprof.stages.whatif.whatif with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.whatif import whatif

main(whatif)
