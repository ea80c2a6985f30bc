"""Rule ingest_kineto: runs opprof.stages.ingest.ingest_kineto with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.ingest import ingest_kineto

main(ingest_kineto)
