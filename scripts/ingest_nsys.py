"""Rule ingest_nsys: runs opprof.stages.ingest_nsys with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import ingest_nsys

main(ingest_nsys)
