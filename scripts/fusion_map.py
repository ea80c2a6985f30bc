"""Rule fusion_map: runs opprof.stages.ingest.fusion_map with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.ingest import fusion_map

main(fusion_map)
