"""Rule window_and_gate: measured window of each capture and the determinism gate across them."""

import argparse

from opprof.cli import run
from opprof.stages import gate

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--bundle", required=True)
parser.add_argument("--nsys-kernels", required=True)
parser.add_argument("--nsys-ranges", required=True)
parser.add_argument("--kineto-ops", required=True)
parser.add_argument("--kineto-launches", required=True)
parser.add_argument("--kineto-kernels", required=True)
parser.add_argument("--ncu-kernels", required=True)
parser.add_argument("--window", required=True)
parser.add_argument("--ncu-map", required=True)
run(gate, parser)
