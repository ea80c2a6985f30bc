"""Rule clock_probe: GPU identity, software versions and SM/memory clocks under load (observe only)."""

import argparse

from opprof.capture.gpu import probe_clocks
from opprof.cli import run

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--cache-dir", required=True, help="probes cached per GPU uuid")
parser.add_argument("--device", default="cuda")
parser.add_argument("--out", required=True)
run(probe_clocks, parser)
