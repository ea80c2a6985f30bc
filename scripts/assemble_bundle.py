"""Rule assemble_bundle: capture.json of a live capture, written last."""

import argparse

from opprof.capture.phases import assemble_bundle
from opprof.cli import run

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--bundle", required=True)
parser.add_argument("--probe", required=True)
parser.add_argument("--records", required=True, nargs="+", help="the phase records")
parser.add_argument("--warmup", type=int, required=True)
parser.add_argument("--measured", type=int, required=True)
parser.add_argument("--inductor", help="the bundle's Inductor folder, for compiled workloads")
run(assemble_bundle, parser)
