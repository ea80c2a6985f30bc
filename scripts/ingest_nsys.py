"""Rule ingest_nsys: runs opprof.stages.ingest.ingest_nsys with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.ingest import ingest_nsys

main(ingest_nsys)
