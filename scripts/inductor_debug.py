"""Rule inductor_debug: runs opprof.stages.capture.inductor_debug with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.capture import inductor_debug

main(inductor_debug)
