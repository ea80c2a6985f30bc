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


def cupti_runs(log: str) -> list[dict]:
    """Every CUPTI run the log holds, in order: its facts, workload, build seconds, process wall
    seconds and, where the launch is logged, the seconds from launch to the probe's start."""
    runs, run = [], {}
    for line in log.splitlines():
        if m := re.match(r"launched ([\d.]+)", line):
            run = {"launched": float(m.group(1))}
        elif m := re.match(r"probe: started ([\d.]+)", line):
            run["started"] = float(m.group(1))
        elif m := re.match(r"probe: (\S+) built and warmed in ([\d.]+) s", line):
            run.update(workload=m.group(1), build=float(m.group(2)))
        elif line.startswith("probe: {"):
            run.update(ast.literal_eval(line.removeprefix("probe: ")))
        elif m := re.match(r"cupti \S+ \(\d+\): ([\d.]+) s wall", line):
            runs.append({**run, "wall": float(m.group(1))})
            run = {}
    return runs


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
    for run in cupti_runs(log):
        per_kernel = 1e3 * run["collect_s"] / run["ranges"]
        parts = [f"imports {run['started'] - run['launched']:.1f} s"] if "launched" in run else []
        parts += [f"build {run['build']:.1f} s"]
        parts += [f"profiler set-up {run['setup_s']:.1f} s"] if "setup_s" in run else []
        print(
            f"CUPTI, {run['workload']}: all {run['ranges']} kernels of an iteration at {run['passes']} passes in "
            f"{run['collect_s']:.1f} s ({per_kernel:.0f} ms per kernel), values read in {run['evaluate_s']:.2f} s, "
            f"{run['dropped']} ranges dropped; the process {run['wall']:.1f} s ({', '.join(parts)})"
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
