"""CUPTI's range profiler in the workload's process against ncu's kernel replay, from what
benchmarks/device/cupti_counters.sh recorded on the H200 (benchmarks/h200/cupti/): what each costs
per kernel, and per counter how far the values of GPT-2's first kernels lie apart: CUPTI against
ncu with its cache flush (ncu's default) and without, CUPTI against itself (two processes), and
ncu without its flush against with it.

    python benchmarks/cupti_against_ncu.py
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import numpy as np
import pandas as pd

from opprof.ingest.ncu import read_raw

RECORDED = Path(__file__).resolve().parent / "h200" / "cupti"


def cupti_runs(log: str) -> list[tuple[str, dict]]:
    """(workload, facts) of every CUPTI run the log holds, in order."""
    workloads = re.findall(r"^probe: (\S+) built and warmed", log, re.M)
    facts = [ast.literal_eval(f) for f in re.findall(r"^probe: (\{.*\})$", log, re.M)]
    return list(zip(workloads, facts, strict=True))


def relative(a: np.ndarray, b: np.ndarray) -> str:
    """Median and largest |a - b| / max(|a|, |b|) in percent (0 where both are 0; at most 100,
    so a counter that is 0 on one side reads 100, not a ratio to zero)."""
    larger = np.maximum(np.abs(a), np.abs(b))
    d = np.divide(np.abs(a - b), larger, out=np.zeros_like(larger), where=larger > 0) * 100
    return f"{np.median(d):5.1f} / {np.max(d):5.1f}"


def main() -> None:
    log = (RECORDED / "cupti.log").read_text()
    ncu_s = float(re.search(r"iteration under ncu ([\d.]+) s", log).group(1))
    flushed, unflushed = (read_raw(RECORDED / f"ncu_gpt2_{c}.csv.gz").metrics for c in ("all", "none"))
    kernels = len(flushed)
    print(
        f"ncu, GPT-2's first {kernels} kernels at 10 passes: {ncu_s:.1f} s, {1e3 * ncu_s / kernels:.0f} ms per kernel"
    )
    for workload, facts in cupti_runs(log):
        per_kernel = 1e3 * facts["collect_s"] / facts["ranges"]
        print(
            f"CUPTI, {workload}: all {facts['ranges']} kernels of an iteration at {facts['passes']} passes in "
            f"{facts['collect_s']:.1f} s ({per_kernel:.0f} ms per kernel), values read in {facts['evaluate_s']:.2f} s, "
            f"{facts['dropped']} ranges dropped"
        )
    first, second = (pd.read_csv(RECORDED / f"cupti_gpt2_{n}.csv.gz") for n in (1, 2))
    instructions = relative(
        first["smsp__inst_executed.sum"].head(kernels).to_numpy(float),
        flushed["smsp__inst_executed.sum"].to_numpy(float),
    )
    print(f"the same kernels in the same order: their instructions apart by (median / max %) {instructions}")
    table = pd.DataFrame(
        {
            metric: {
                "CUPTI vs ncu": relative(first[metric].head(kernels).to_numpy(float), flushed[metric].to_numpy(float)),
                "CUPTI vs ncu unflushed": relative(
                    first[metric].head(kernels).to_numpy(float), unflushed[metric].to_numpy(float)
                ),
                "CUPTI vs CUPTI": relative(second[metric].to_numpy(float), first[metric].to_numpy(float)),
                "ncu unflushed vs ncu": relative(unflushed[metric].to_numpy(float), flushed[metric].to_numpy(float)),
            }
            for metric in first.columns.drop("range")
        }
    ).T
    print("per counter, median / max % apart:")
    with pd.option_context("display.width", 200, "display.max_colwidth", 70):
        print(table.to_string())


if __name__ == "__main__":
    main()
