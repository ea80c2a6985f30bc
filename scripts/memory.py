"""Rule memory: runs opprof.stages.memory.memory with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.memory import memory

main(memory)
