"""Rule phase1_kineto: runs opprof.stages.capture.phase1_kineto with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.capture import phase1_kineto

main(phase1_kineto)
