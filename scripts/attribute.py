"""Rule attribute: attribution tier, method and operator of every window kernel."""

import argparse

from opprof.cli import run
from opprof.stages import attribute_kernels

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--joined", required=True)
parser.add_argument("--nsys-ranges", required=True)
parser.add_argument("--kineto-ops", required=True)
parser.add_argument("--kineto-launches", required=True)
parser.add_argument("--kineto-kernels", required=True)
parser.add_argument("--fusion-map", required=True)
parser.add_argument("--attributed", required=True)
run(attribute_kernels, parser)
