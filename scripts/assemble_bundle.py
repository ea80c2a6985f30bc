"""Rule assemble_bundle: runs opprof.stages.capture.assemble_bundle with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.capture import assemble_bundle

main(assemble_bundle)
