"""Run one opprof workload in one capture phase (the program nsys and ncu launch)."""

from opprof.cli import main, require_torch

require_torch()  # before the harness imports it: one line, not a traceback

from opprof.capture.harness import run_workload  # noqa: E402

main(run_workload)
