"""Run one opprof workload in one capture phase (the program nsys and ncu launch)."""

import argparse

from opprof.capture.harness import PHASES, run_workload
from opprof.capture.workloads import REGISTRY, SEED
from opprof.cli import run

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--workload", required=True, choices=sorted(REGISTRY))
parser.add_argument("--phase", required=True, choices=PHASES)
parser.add_argument("--device", default="cuda")
parser.add_argument("--warmup", type=int, default=2)
parser.add_argument("--measured", type=int, default=2)
parser.add_argument("--seed", type=int, default=SEED)
parser.add_argument("--trace", help="kineto phase: the gzipped Chrome trace to write")
parser.add_argument("--modules", help="modules.json to write (qualified name, type, parameter shapes)")
parser.add_argument("--scope", help="ncu phase: profile scope JSON (one iteration, excluded modules)")
run(run_workload, parser)
