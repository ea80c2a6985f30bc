"""Rule ingest_ncu: ncu raw CSV of every counter group -> one kernel table with logical counters."""

import argparse

from opprof.cli import run
from opprof.stages import ingest_ncu

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--bundle", required=True)
parser.add_argument("--kernels", required=True)
parser.add_argument("--resolution", required=True)
run(ingest_ncu, parser)
