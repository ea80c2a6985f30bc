"""Rule bundle_manifest: runs opprof.stages.bundle_manifest with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import bundle_manifest

main(bundle_manifest)
