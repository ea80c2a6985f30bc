"""Rule profile_source: runs opprof.stages.profile_source with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import profile_source

main(profile_source)
