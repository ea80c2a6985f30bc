"""Rule ingest_replay_plan: runs opprof.stages.ingest.ingest_replay_plan with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.ingest import ingest_replay_plan

main(ingest_replay_plan)
