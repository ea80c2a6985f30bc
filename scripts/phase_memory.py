"""Rule phase_memory: runs opprof.stages.capture.phase_memory with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.capture import phase_memory

main(phase_memory)
