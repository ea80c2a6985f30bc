"""Rule regime: runs opprof.stages.regime with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import regime

main(regime)
