"""Rule profile_source: runs opprof.stages.output.profile_source with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.output import profile_source

main(profile_source)
