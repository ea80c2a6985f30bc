"""Benchmark: the analysis DAG on a synthetic bundle of about 1,000,000 measured kernels.

The bundle repeats the two real measured GPT-2 forwards of tests/data/captures/gpt2 (468 kernels,
2394 NVTX ranges and their launch calls) until the window holds --kernels kernels, in a copy of
the real nsys export. ncu measured the first two iterations (the real CSV); a replay plan
propagates their counters to every repetition, as opprof's optimized capture does. The Kineto
trace is left out at this size (a torch.profiler trace of 1M kernels would be ~3.4 GB of JSON, which
no capture makes): attribution here rests on NVTX enclosure, the tier that scales with nsys.

Prints wall time, kernels per second, the peak resident memory of the largest rule process
(every rule writes a Snakemake benchmark file with its max RSS) and the size of profile.json.
With --against REV, before and after in one run: the workflow of git revision REV (a worktree)
and of this checkout analyse the same bundle in turns, --repeats times each, and the medians
and their ratio print; a machine's load moves single runs by several seconds.

    python benchmarks/bench_analysis.py --kernels 1000000
    python benchmarks/bench_analysis.py --kernels 1000000 --against 7bfe795 --repeats 3
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from conftest import GPT2_BUNDLE, workflow_command  # noqa: E402

SOURCE = GPT2_BUNDLE
FIRST, UNIT = 469, 468  # window start in the real capture; kernels per repeated unit (2 forwards)


def _copy_rows(
    conn: sqlite3.Connection,
    table: str,
    where: str,
    shift_columns: dict[str, str],
    copies: int,
    period: int,
    corr_period: int,
) -> None:
    """Append ``copies - 1`` shifted copies of the selected rows (times by ``period``, ids by
    ``corr_period``), copy after copy, each in the rows' order: one INSERT over a copy of the
    selected rows, so the build stays linear in the bundle's size."""
    columns = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
    quoted = ", ".join(f'"{c}"' for c in columns)
    conn.execute("DROP TABLE IF EXISTS temp.unit")
    conn.execute(f"CREATE TEMP TABLE unit AS SELECT {quoted} FROM {table} WHERE {where} ORDER BY rowid")
    conn.execute("DROP TABLE IF EXISTS temp.copy_number")
    conn.execute("CREATE TEMP TABLE copy_number (k INTEGER PRIMARY KEY)")
    conn.executemany("INSERT INTO copy_number VALUES (?)", [(k,) for k in range(1, copies)])
    shifted = ", ".join(
        shift_columns.get(c, f'"{c}"').replace(":t", f"k * {period}").replace(":c", f"k * {corr_period}")
        for c in columns
    )
    conn.execute(f"INSERT INTO {table} ({quoted}) SELECT {shifted} FROM copy_number, unit ORDER BY k, unit.rowid")


def build_bundle(root: Path, kernels: int) -> int:
    copies = max(1, round(kernels / UNIT))
    bundle = root / "bench"
    shutil.copytree(SOURCE, bundle)
    for path in bundle.rglob("*"):
        path.chmod(0o644 if path.is_file() else 0o755)
    with sqlite3.connect(bundle / "nsys.sqlite") as conn:
        kernels_sql = 'SELECT correlationId, start, "end" FROM CUPTI_ACTIVITY_KIND_KERNEL ORDER BY correlationId'
        window = conn.execute(kernels_sql).fetchall()[FIRST:]
        c0, c1 = window[0][0], window[-1][0]
        nvtx = conn.execute('SELECT min(start), max("end") FROM NVTX_EVENTS').fetchone()
        runtime_start = conn.execute(
            "SELECT min(start) FROM CUPTI_ACTIVITY_KIND_RUNTIME WHERE correlationId BETWEEN ? AND ?", (c0, c1)
        ).fetchone()[0]
        t0 = min(nvtx[0], runtime_start)
        t1 = max(nvtx[1], window[-1][2])
        period = (t1 - t0) + 1_000_000
        corr_period = c1 - c0 + 1000
        shift = {"start": "start + :t", "end": '"end" + :t'}
        _copy_rows(
            conn,
            "CUPTI_ACTIVITY_KIND_KERNEL",
            f"correlationId BETWEEN {c0} AND {c1}",
            {**shift, "correlationId": "correlationId + :c"},
            copies,
            period,
            corr_period,
        )
        _copy_rows(
            conn,
            "CUPTI_ACTIVITY_KIND_RUNTIME",
            f"correlationId BETWEEN {c0} AND {c1}",
            {**shift, "correlationId": "correlationId + :c"},
            copies,
            period,
            corr_period,
        )
        last_range = conn.execute("SELECT max(rowid) FROM NVTX_EVENTS").fetchone()[0]
        _copy_rows(conn, "NVTX_EVENTS", f"rowid <= {last_range}", shift, copies, period, corr_period)
    window_size = copies * UNIT
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["name"] = "bench"
    manifest["iterations"]["measured"] = 2 * copies
    manifest["window"] = {
        "method": "explicit",
        "nsys": {"first_kernel": FIRST, "count": window_size},
        "ncu": {"first_kernel": 0, "count": UNIT},
    }
    manifest["files"]["kineto"] = None
    manifest["files"]["replay_plan"] = "replay_plan.json"
    (bundle / "kineto.json.gz").unlink()
    plan = {
        "format": "opprof-replay-plan",
        "window_size": window_size,
        "measured": [[0, UNIT]],
        "propagated": [
            [k * UNIT, UNIT, 0, f"forwards {2 * k}-{2 * k + 1} repeat forwards 0-1"] for k in range(1, copies)
        ],
    }
    (bundle / "replay_plan.json").write_text(json.dumps(plan))
    (bundle / "capture.json").write_text(json.dumps(manifest, indent=1))
    return window_size


def run(
    workdir: Path, captures: Path, cores: int, target: str = "results/bench/profile.json", repo: Path = REPO
) -> float:
    """Wall seconds of the workflow of checkout ``repo`` (its package first on the path, for the
    Snakefile's own imports too) producing ``target``."""
    command = workflow_command(workdir, captures, target, extra=("--quiet", "all"), cores=cores, repo=repo)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(repo), os.environ.get("PYTHONPATH")) if p)}
    start = time.perf_counter()
    subprocess.run(command, check=True, env=env)
    return time.perf_counter() - start


def compare(root: Path, captures: Path, cores: int, revision: str, repeats: int) -> None:
    """The workflow of ``revision`` and of this checkout on the same bundle, in turns (so that a
    change of load hits both alike), each run in a fresh working directory; medians compared."""
    baseline = root / "baseline"
    subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", "-q", str(baseline), revision], check=True)
    try:
        sides = {revision: baseline, "this checkout": REPO}
        walls: dict[str, list[float]] = {side: [] for side in sides}
        peaks: dict[str, float] = {}
        for number in range(repeats):
            for side, repo in sides.items():
                workdir = root / f"work_{len(walls[side])}_{repo.name}"
                walls[side].append(run(workdir, captures, cores, repo=repo))
                peaks[side] = max(peaks.get(side, 0.0), max(r[2] for r in rule_benchmarks(workdir)) / 1024)
                shutil.rmtree(workdir)
            print(f"run {number + 1}: " + ", ".join(f"{side} {w[-1]:.1f} s" for side, w in walls.items()))
        before, after = (statistics.median(w) for w in walls.values())
        print(
            f"median of {repeats}: {revision} {before:.1f} s (peak {peaks[revision]:.2f} GiB), this checkout "
            f"{after:.1f} s (peak {peaks['this checkout']:.2f} GiB): {before / after:.2f}x"
        )
    finally:
        subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(baseline)], check=True)


def rule_benchmarks(workdir: Path) -> list[tuple[str, float, float]]:
    rows = []
    for path in sorted((workdir / "results" / "bench" / "benchmarks").glob("*.tsv")):
        with path.open() as handle:
            record = next(csv.DictReader(handle, delimiter="\t"))
        rows.append((path.stem, float(record["s"]), float(record["max_rss"])))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", type=int, default=1_000_000)
    parser.add_argument("--cores", type=int, default=2)
    parser.add_argument("--keep", type=Path, help="build the bundle and results here and keep them")
    parser.add_argument("--report", action="store_true", help="then build report.html too and print its cost")
    parser.add_argument("--against", metavar="REV", help="also run git revision REV's workflow, in turns")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each side with --against")
    args = parser.parse_args()
    root = args.keep or Path(tempfile.mkdtemp(prefix="opprof-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    size = build_bundle(root / "captures", args.kernels)
    print(
        f"synthetic bundle: {size:,} measured kernels, nsys export "
        f"{(root / 'captures' / 'bench' / 'nsys.sqlite').stat().st_size / 2**20:.0f} MiB, "
        f"built in {time.perf_counter() - started:.0f} s"
    )
    if args.against:
        compare(root, root / "captures", args.cores, args.against, args.repeats)
    wall = run(root / "work", root / "captures", args.cores)
    print(f"{'rule':<18} {'wall s':>8} {'max RSS MiB':>12}")
    rules = rule_benchmarks(root / "work")  # the report rule is not part of the target
    for name, seconds, rss in rules:
        print(f"{name:<18} {seconds:>8.1f} {rss:>12.0f}")
    profile = root / "work" / "results" / "bench" / "profile.json"
    print(
        f"whole analysis (snakemake --cores {args.cores}): {wall:.1f} s, {size / wall:,.0f} kernels/s, "
        f"peak memory of any rule {max(r[2] for r in rules) / 1024:.2f} GiB, "
        f"profile.json {profile.stat().st_size:,} bytes ({profile.stat().st_size / 2**20:.0f} MiB)"
    )
    if args.report:
        run(root / "work", root / "captures", args.cores, "results/bench/report.html")
        report = next(r for r in rule_benchmarks(root / "work") if r[0] == "report")
        print(
            f"report rule (rule all builds it; not part of the target): {report[1]:.1f} s, "
            f"max RSS {report[2] / 1024:.2f} GiB"
        )
    if not args.keep:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
