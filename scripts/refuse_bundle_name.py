"""Rule refuse_bundle_name: runs opprof.stages.refuse_bundle_name with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import refuse_bundle_name

main(refuse_bundle_name)
