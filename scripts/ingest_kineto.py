"""Rule ingest_kineto: runs opprof.stages.ingest_kineto with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import ingest_kineto

main(ingest_kineto)
