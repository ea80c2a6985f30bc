"""Rule phase2_nsys: runs opprof.stages.capture.phase2_nsys with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.capture import phase2_nsys

main(phase2_nsys)
