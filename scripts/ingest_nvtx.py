"""Rule ingest_nvtx: runs opprof.stages.ingest.ingest_nvtx with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.ingest import ingest_nvtx

main(ingest_nvtx)
