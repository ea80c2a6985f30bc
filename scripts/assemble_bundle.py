"""Rule assemble_bundle: runs opprof.stages.assemble_bundle with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import assemble_bundle

main(assemble_bundle)
