"""Rule join: nsys window kernels get ncu counters by invocation order."""

import argparse

from opprof.cli import run
from opprof.stages import join

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--bundle", required=True)
parser.add_argument("--window", required=True)
parser.add_argument("--nsys-kernels", required=True)
parser.add_argument("--ncu-kernels", required=True)
parser.add_argument("--ncu-map", required=True)
parser.add_argument("--joined", required=True)
run(join, parser)
