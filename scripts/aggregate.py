"""Rule aggregate: per operator invocation and per operator name aggregation."""

import argparse

from opprof.cli import run
from opprof.stages import aggregate

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--attributed", required=True)
parser.add_argument("--kernels", required=True)
parser.add_argument("--operators", required=True)
parser.add_argument("--summary", required=True)
run(aggregate, parser)
