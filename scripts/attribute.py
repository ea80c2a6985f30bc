"""Rule attribute: runs opprof.stages.attribute with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import attribute

main(attribute)
