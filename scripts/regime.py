"""Rule regime: runs opprof.stages.host.regime with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.host import regime

main(regime)
