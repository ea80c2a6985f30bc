"""Rule preflight: runs opprof.stages.capture.preflight with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.capture import preflight

main(preflight)
