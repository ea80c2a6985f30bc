"""Rule whatif_runs: runs opprof.stages.whatif.whatif_runs with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.whatif import whatif_runs

main(whatif_runs)
