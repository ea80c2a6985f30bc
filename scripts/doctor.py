"""Rule doctor: runs opprof.stages.capture.doctor with the flags the rule passes."""

from opprof.cli import main
from opprof.stages.capture import doctor

main(doctor)
