"""Issue 4's figures from a live validation run: ncu wall time of the naive replay (every kernel of
the measured window) against the optimized one (one iteration, one layer per class), both made in
one workflow run, and the error of every propagated counter against the fully measured value.

On a GPU machine, after `snakemake --cores 1 results/gpt2/replay_validation.json`:

    python benchmarks/replay_cost.py results/gpt2/replay_validation.json

Without an argument it prints the run recorded on the H200 (benchmarks/h200/gpt2/).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from opprof.analysis.replay_validation import describe_validation

RECORDED = Path(__file__).resolve().parent / "h200" / "gpt2" / "replay_validation.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report", nargs="?", type=Path, default=RECORDED)
    report = json.loads(parser.parse_args().report.read_text())
    print(describe_validation(report))


if __name__ == "__main__":
    main()
