"""Rule ingest_ncu: runs opprof.stages.ingest.ingest_ncu with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.ingest import ingest_ncu

main(ingest_ncu)
