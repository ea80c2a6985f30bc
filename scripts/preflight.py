"""Rule preflight: runs opprof.stages.preflight with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import preflight

main(preflight)
