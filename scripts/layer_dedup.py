"""Rule layer_dedup: ncu profile scope and replay plan from the phase-2 timeline (one iteration,
one layer per class of identical layers)."""

import argparse

from opprof.capture.phases import plan_ncu_replay
from opprof.cli import run

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--nsys-sqlite", required=True)
parser.add_argument("--modules", required=True)
parser.add_argument("--measured", required=True, type=int)
parser.add_argument("--scope", required=True)
parser.add_argument("--plan", required=True)
parser.add_argument("--full", action="store_true", help="no dedup: ncu profiles the whole measured window")
run(plan_ncu_replay, parser)
