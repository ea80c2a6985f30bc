"""Rule phase2_nsys: nsys timeline with emit_nvtx and module ranges -> nsys.sqlite and modules.json."""

import argparse

from opprof.capture.phases import add_run_arguments, capture_nsys
from opprof.cli import run

parser = argparse.ArgumentParser(description=__doc__)
add_run_arguments(parser)
parser.add_argument("--nsys", required=True)
parser.add_argument("--probe", required=True)
parser.add_argument("--clock-mode", required=True, choices=["observe", "lock"])
parser.add_argument("--report", required=True, help="path of the nsys report, without .nsys-rep")
parser.add_argument("--sqlite", required=True)
parser.add_argument("--modules", required=True)
parser.add_argument("--record", required=True)
run(capture_nsys, parser)
