"""Rule whatif_runs: runs opprof.stages.whatif_runs with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import whatif_runs

main(whatif_runs)
