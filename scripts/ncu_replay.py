"""Rule ncu_replay: one ncu counter group over the measured window -> ncu/<group>.csv.gz."""

import argparse

from opprof.capture.phases import add_run_arguments, capture_ncu
from opprof.cli import run

parser = argparse.ArgumentParser(description=__doc__)
add_run_arguments(parser)
parser.add_argument("--ncu", required=True)
parser.add_argument("--group", required=True)
parser.add_argument("--metrics", required=True, help="comma-separated ncu metric names")
parser.add_argument("--replay-mode", required=True, choices=["application", "kernel"])
parser.add_argument("--print-units", required=True, choices=["default", "base"])
parser.add_argument("--nsys-sqlite", required=True, help="the phase-2 export that fixes the kernel count")
parser.add_argument("--scope", help="profile scope JSON (one iteration, excluded modules)")
parser.add_argument("--report", required=True, help="path of the ncu report, without .ncu-rep")
parser.add_argument("--csv", required=True)
parser.add_argument("--record", required=True)
run(capture_ncu, parser)
