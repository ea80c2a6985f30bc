"""Rule ingest_ncu: runs opprof.stages.ingest_ncu with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import ingest_ncu

main(ingest_ncu)
