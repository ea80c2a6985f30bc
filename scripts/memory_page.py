"""Rule memory_page: runs opprof.stages.memory.memory_page with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.memory import memory_page

main(memory_page)
