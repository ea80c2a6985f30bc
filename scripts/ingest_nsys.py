"""Rule ingest_nsys: nsys SQLite export -> kernel and NVTX range tables."""

import argparse

from opprof.cli import run
from opprof.stages import ingest_nsys

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--bundle", required=True)
parser.add_argument("--kernels", required=True)
parser.add_argument("--ranges", required=True)
parser.add_argument("--info", required=True)
run(ingest_nsys, parser)
