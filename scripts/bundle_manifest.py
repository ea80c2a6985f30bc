"""Rule bundle_manifest: runs opprof.stages.ingest.bundle_manifest with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.ingest import bundle_manifest

main(bundle_manifest)
