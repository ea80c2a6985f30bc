"""Rule profile: runs opprof.stages.output.profile with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.output import profile

main(profile)
