"""Rule ingest_kineto: Kineto trace -> host operators, launches and kernels (empty tables if the bundle has none)."""

import argparse

from opprof.cli import run
from opprof.stages import ingest_kineto

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--bundle", required=True)
parser.add_argument("--ops", required=True)
parser.add_argument("--launches", required=True)
parser.add_argument("--kernels", required=True)
parser.add_argument("--info", required=True)
run(ingest_kineto, parser)
