"""Rule profile: runs opprof.stages.profile with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import profile

main(profile)
