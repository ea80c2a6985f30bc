"""Rule refuse_bundle_name: runs opprof.stages.output.refuse_bundle_name with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.output import refuse_bundle_name

main(refuse_bundle_name)
