"""Rule doctor: runs opprof.stages.doctor with the flags the rule passes."""

from opprof.cli import main
from opprof.stages import doctor

main(doctor)
