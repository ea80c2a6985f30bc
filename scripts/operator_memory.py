"""Rule operator_memory: runs opprof.stages.memory.operator_memory with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.memory import operator_memory

main(operator_memory)
