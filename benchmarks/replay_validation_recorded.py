"""Issue 4's validation table on real H200 counters, without a GPU.

The recorded GPT-2 bundle's ncu replay measured all 468 kernels of its two forwards. Layer dedup
keeps 25 of them (iteration 0: embedding, block h.0, final LayerNorm); this script profiles the
bundle with only those 25 ncu rows plus the replay plan, then compares every propagated counter
with what ncu actually measured at that position, and prints the table. The noise column is how
far the same family's rate moved between the two fully measured iterations (identical kernels
measured twice). The measured 25 come from that same replay, so every error here is layer
dedup's own assumption (identical layers measure alike), not noise between two ncu runs. The
live counterpart on a GPU is results/<name>/replay_validation.json (benchmarks/replay_cost.py).

    python benchmarks/replay_validation_recorded.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from conftest import GPT2_BUNDLE, workflow_command  # noqa: E402
from gpt2_layers import planned_bundle  # noqa: E402

from opprof.analysis.replay_validation import describe_validation, validate_replay  # noqa: E402
from opprof.ingest.ncu import read_ncu  # noqa: E402
from opprof.ingest.nsys import read_kernels  # noqa: E402


def main() -> None:
    root = Path(tempfile.mkdtemp(prefix="opprof-validation-"))
    _, planned = planned_bundle(root / "captures" / "gpt2")
    print("; ".join(planned.notes))
    subprocess.run(
        workflow_command(root / "work", root / "captures", "results/gpt2/kernels.parquet"),
        check=True,
        capture_output=True,
    )
    results = root / "work" / "results" / "gpt2"
    window = pd.read_parquet(results / "tables" / "window.parquet").merge(
        read_kernels(GPT2_BUNDLE / "nsys.sqlite"), left_on="nsys_kernel_index", right_on="kernel_index"
    )
    full, _ = read_ncu(GPT2_BUNDLE / "ncu" / "all.csv.gz", "full", "gh100")
    report = validate_replay(pd.read_parquet(results / "kernels.parquet"), full, window, GPT2_BUNDLE)
    print(describe_validation(report))


if __name__ == "__main__":
    main()
