"""Rule memory: runs opprof.stages.memory with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import memory

main(memory)
