"""Run one opprof workload in one capture phase (the program nsys and ncu launch)."""

from opprof.capture.harness import run_workload
from opprof.cli import main

main(run_workload)
