"""Rule phase1_kineto: torch.profiler (CPU + CUDA) over the measured iterations -> kineto.json.gz."""

import argparse

from opprof.capture.phases import add_run_arguments, capture_kineto
from opprof.cli import run

parser = argparse.ArgumentParser(description=__doc__)
add_run_arguments(parser)
parser.add_argument("--trace", required=True)
parser.add_argument("--record", required=True)
run(capture_kineto, parser)
