"""Rule attribute: runs opprof.stages.operators.attribute with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.operators import attribute

main(attribute)
