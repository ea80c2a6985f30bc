"""One what-if run: the workload with a set of fixes applied, its steps timed (the program the whatif rule launches)."""

from opprof.cli import main, require_torch

require_torch()  # before the runner imports it: one line, not a traceback

from opprof.capture.whatif import whatif_run  # noqa: E402

main(whatif_run)
