"""Rule inductor_debug: Inductor debug output of a compiled workload -> the bundle's inductor/ folder."""

import argparse

from opprof.capture.phases import add_run_arguments, capture_inductor
from opprof.cli import run

parser = argparse.ArgumentParser(description=__doc__)
add_run_arguments(parser)
parser.add_argument("--out", required=True)
parser.add_argument("--record", required=True)
run(capture_inductor, parser)
