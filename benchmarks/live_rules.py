"""Where the time of one workflow run goes, rule by rule: the run's wall time, the DAG build
before the first job, each job's wall time (its benchmark file where the rule writes one, else
snakemake's log, to the second), each capture phase's tool time and the harness's build and run
times from its log, what is left between jobs; and the start-up of a process and the import time
of torch, transformers and opprof (what every phase and rule pays first).

    python benchmarks/live_rules.py profile_gpt2 --fresh gpt2 [--cores 1] [--config capture=live]
    python benchmarks/live_rules.py --compare before.json after.json
    python benchmarks/live_rules.py --same-bundle results/captures/gpt2 other/results/captures/gpt2

``--fresh NAME`` removes NAME's results, its live bundle and the clock probe cache first, so the
run is a first run; ``--checkout DIR`` runs DIR's workflow and package (another revision, e.g. a
``git archive`` of the base) instead of this one's; ``--json`` keeps the figures for ``--compare``.
``--same-bundle`` compares what two live captures of one workload recorded (files, iterations,
kernel counts per phase, the measured window, counters, modules) and exits 1 where they differ.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
START = re.compile(r"^\[(\w{3} \w{3} +\d+ [\d:]+ \d{4})\]$")
JOB = re.compile(r"^(?:local)?rule (\w+):$")
JOBID = re.compile(r"^\s+jobid: (\d+)$")
WILDCARDS = re.compile(r"^\s+wildcards: (.*)$")
FINISHED = re.compile(r"^Finished jobid: (\d+) \(Rule: (\w+)\)$")
LOG_DATE = re.compile(r"^\s+Date: ([\d-]+ [\d:]+)$")
HARNESS = re.compile(r"opprof: \S+ (\w+): built in ([\d.]+) s, ran in ([\d.]+) s")
# What a capture rule's script imports, and what the profile, report and trace rules' scripts import.
IMPORTS = ("torch", "transformers", "opprof.stages.capture", "opprof.stages.output")


def _path_first(checkout: Path) -> str:
    """PYTHONPATH with ``checkout`` first: its opprof, and whatever else the environment adds."""
    return os.pathsep.join(p for p in (str(checkout), os.environ.get("PYTHONPATH")) if p)


def _seconds(command: list[str], env: dict[str, str], repeats: int) -> float | None:
    """Median wall seconds of ``command``; None where it fails (a module another revision lacks)."""
    walls = []
    for _ in range(repeats):
        started = time.perf_counter()
        if subprocess.run(command, env=env, check=False, capture_output=True).returncode != 0:
            return None
        walls.append(time.perf_counter() - started)
    return statistics.median(walls)


def start_up(checkout: Path, repeats: int = 3) -> dict[str, float | None]:
    """Median wall seconds of a bare interpreter, and of each import on top of it (fresh processes,
    the bytecode cache the workflow's processes use; None for a module the checkout lacks)."""
    sys.path.insert(0, str(checkout))
    from opprof.capture.phases import workload_env

    env = workload_env({"PYTHONPATH": _path_first(checkout)})
    bare = _seconds([sys.executable, "-P", "-c", "pass"], env, repeats)
    if bare is None:
        raise SystemExit(f"{sys.executable}: the interpreter does not start in {checkout}'s environment")
    figures: dict[str, float | None] = {"interpreter": bare}
    for module in IMPORTS:
        seconds = _seconds([sys.executable, "-P", "-c", f"import {module}"], env, repeats)
        figures[f"import {module}"] = None if seconds is None else seconds - bare
    return figures


def fresh(checkout: Path, name: str) -> None:
    for folder in (f"results/{name}", f"results/captures/{name}", "results/clock_probes"):
        shutil.rmtree(checkout / folder, ignore_errors=True)


def run_workflow(checkout: Path, target: str, cores: int, config: list[str], log: Path) -> tuple[float, Path]:
    """Run the workflow in ``checkout``; its wall seconds and snakemake's log of the run."""
    logs = checkout / ".snakemake" / "log"
    before = set(logs.glob("*.snakemake.log")) if logs.is_dir() else set()
    command = [sys.executable, "-m", "snakemake", "--cores", str(cores)]
    command += ["--config", *config] if config else []
    env = {**os.environ, "PYTHONPATH": _path_first(checkout)}
    started = time.perf_counter()
    with log.open("w") as out:
        done = subprocess.run([*command, "--", target], cwd=checkout, env=env, stdout=out, stderr=subprocess.STDOUT)
    wall = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} -- {target} failed in {checkout} (status {done.returncode}): see {log}")
    (new,) = set(logs.glob("*.snakemake.log")) - before
    return wall, new


def jobs_of(log: Path) -> tuple[datetime, list[dict[str, Any]]]:
    """The run's start and each job: rule, wildcards, start and end (snakemake's log: seconds)."""
    run_start: datetime | None = None
    stamp: datetime | None = None
    jobs: dict[int, dict[str, Any]] = {}
    pending: dict[str, Any] | None = None
    for line in log.read_text().splitlines():
        if (m := LOG_DATE.match(line)) and run_start is None:
            run_start = datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S")
        elif m := START.match(line):
            stamp, pending = datetime.strptime(m.group(1), "%a %b %d %H:%M:%S %Y"), None
        elif (m := JOB.match(line)) and stamp is not None:
            pending = {"rule": m.group(1), "wildcards": "", "start": stamp}
        elif pending is not None and (m := WILDCARDS.match(line)):
            pending["wildcards"] = m.group(1)
        elif pending is not None and (m := JOBID.match(line)):
            jobs[int(m.group(1))] = pending
        elif (m := FINISHED.match(line)) and stamp is not None:
            jobs[int(m.group(1))]["end"] = stamp
    assert run_start is not None, f"{log}: no Date line"
    return run_start, sorted((j for j in jobs.values() if "end" in j), key=lambda j: j["start"])


def _wildcard(wildcards: str, key: str) -> str | None:
    found = re.search(rf"\b{key}=([^,]+)", wildcards)
    return found.group(1) if found else None


def job_figures(checkout: Path, job: dict[str, Any], since: float) -> dict[str, Any]:
    """One job's wall seconds (its benchmark file where written in this run, else the log's), and
    for a capture phase its tool time (phase record) and the harness's build and run times."""
    name, group = _wildcard(job["wildcards"], "name"), _wildcard(job["wildcards"], "group")
    rule = job["rule"]
    figures: dict[str, Any] = {
        "rule": rule,
        "wildcards": job["wildcards"],
        "log_s": (job["end"] - job["start"]).total_seconds(),
    }
    if name is None:
        return figures
    bench = checkout / "results" / name / "benchmarks" / f"{rule}.tsv"
    if bench.is_file() and bench.stat().st_mtime >= since:
        figures["benchmark_s"] = float(bench.read_text().splitlines()[1].split("\t")[0])
    # ncu_replay runs once per counter group: record ncu_<group>.json, log ncu_replay_<group>.log.
    record = checkout / "results" / name / "capture" / (f"ncu_{group}.json" if group else f"{rule}.json")
    if record.is_file() and record.stat().st_mtime >= since:
        # A record without a tool run (the memory tables, the preflight) has no wall_s.
        tool_s = json.loads(record.read_text()).get("wall_s")
        if tool_s is not None:
            figures["tool_s"] = tool_s
    rule_log = checkout / "results" / name / "logs" / (f"{rule}_{group}.log" if group else f"{rule}.log")
    if rule_log.is_file():
        found = HARNESS.findall(rule_log.read_text())
        if found:
            figures["built_s"] = sum(float(b) for _, b, _ in found)
            figures["ran_s"] = sum(float(r) for _, _, r in found)
    return figures


def measure(args: argparse.Namespace) -> dict[str, Any]:
    checkout = Path(args.checkout).resolve()
    if args.fresh:
        fresh(checkout, args.fresh)
    since = time.time()
    wall, log = run_workflow(checkout, args.target, args.cores, args.config, Path(args.log).resolve())
    run_start, jobs = jobs_of(log)
    rows = [job_figures(checkout, job, since) for job in jobs]
    first = jobs[0]["start"] if jobs else run_start
    in_jobs = sum(r.get("benchmark_s", r["log_s"]) for r in rows)
    return {
        "checkout": str(checkout),
        "target": args.target,
        "cores": args.cores,
        "config": args.config,
        "wall_s": wall,
        "dag_s": (first - run_start).total_seconds(),
        "jobs_s": in_jobs,
        "jobs": rows,
        "start_up": start_up(checkout),
    }


def show(figures: dict[str, Any]) -> str:
    lines = [
        f"{figures['target']} in {figures['checkout']} (--cores {figures['cores']}, --config "
        f"{' '.join(figures['config']) or '-'}): {figures['wall_s']:.1f} s wall",
        f"  before the first job (start-up, DAG): {figures['dag_s']:.0f} s (log, to the second)",
        f"  in jobs: {figures['jobs_s']:.1f} s; between and after them: "
        f"{figures['wall_s'] - figures['dag_s'] - figures['jobs_s']:.1f} s",
        f"  {'rule':24s} {'wildcards':22s} {'wall s':>7s} {'from':>9s} {'tool s':>7s} {'build s':>8s} {'run s':>6s}",
    ]
    for row in figures["jobs"]:
        source = "benchmark" if "benchmark_s" in row else "log"
        lines.append(
            f"  {row['rule']:24s} {row['wildcards'][:22]:22s} {row.get('benchmark_s', row['log_s']):7.1f} {source:>9s}"
            + "".join(f" {row[k]:{w}.1f}" if k in row else " " * (w + 1) for k, w in (("tool_s", 7), ("built_s", 8)))
            + (f" {row['ran_s']:6.1f}" if "ran_s" in row else "")
        )
    lines.append("  start-up of a fresh process (median of 3, bytecode cache as the workflow's):")
    lines += [
        f"    {what:24s} " + ("not in this checkout" if seconds is None else f"{seconds:6.2f} s")
        for what, seconds in figures["start_up"].items()
    ]
    return "\n".join(lines)


def compare(before: dict[str, Any], after: dict[str, Any]) -> str:
    """Per rule (summed over its jobs) and in total: before, after, and the difference."""

    def per_rule(figures: dict[str, Any]) -> dict[str, float]:
        sums: dict[str, float] = {}
        for row in figures["jobs"]:
            sums[row["rule"]] = sums.get(row["rule"], 0.0) + row.get("benchmark_s", row["log_s"])
        return sums

    a, b = per_rule(before), per_rule(after)
    lines = [f"{'seconds':26s} {'before':>8s} {'after':>8s} {'change':>8s}"]
    for rule in sorted(set(a) | set(b), key=lambda r: -max(a.get(r, 0), b.get(r, 0))):
        lines.append(f"{rule:26s} {a.get(rule, 0):8.1f} {b.get(rule, 0):8.1f} {b.get(rule, 0) - a.get(rule, 0):+8.1f}")
    for key, what in (("dag_s", "before the first job"), ("jobs_s", "in jobs"), ("wall_s", "wall")):
        lines.append(f"{what:26s} {before[key]:8.1f} {after[key]:8.1f} {after[key] - before[key]:+8.1f}")
    return "\n".join(lines)


def bundle_contents(root: Path) -> dict[str, Any]:
    """What a live capture recorded that two runs of one workload must agree on."""
    manifest = json.loads((root / "capture.json").read_text())
    work = root.parent.parent / root.name / "capture"
    records = {
        p.stem: json.loads(p.read_text()) for p in sorted(work.glob("*.json")) if p.stem.startswith(("phase", "ncu_"))
    }
    timing = json.loads((root / "timing.json").read_text())
    modules = json.loads((root / "modules.json").read_text())
    plan = json.loads((root / "replay_plan.json").read_text()) if (root / "replay_plan.json").is_file() else {}
    return {
        "files": sorted(k for k, v in manifest["files"].items() if v),
        "iterations": manifest["iterations"],
        "metrics": manifest["metrics"],
        "workload": {k: v for k, v in manifest["workload"].items() if k != "description"},
        "kernels": {
            phase: {k: r.get(k) for k in ("kernels", "export_kernels", "allocator_events")}
            for phase, r in records.items()
        },
        "timed steps": [(s["step"], s["iteration"]) for s in timing["steps"]],
        "modules": modules["modules"],
        "window and ncu kernels": {k: plan.get(k) for k in ("window_size", "ncu_kernels")},
    }


def same_bundle(a: Path, b: Path) -> int:
    left, right = bundle_contents(a), bundle_contents(b)
    differing = [key for key in left if left[key] != right[key]]
    for key in left:
        print(f"{'DIFFERS' if key in differing else 'same':8s} {key}: {json.dumps(left[key])[:160]}")
        if key in differing:
            print(f"{'':8s} {'':{len(key)}s}  {json.dumps(right[key])[:160]}")
    return 1 if differing else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("target", nargs="?", default="profile_gpt2")
    parser.add_argument("--cores", type=int, default=1)
    parser.add_argument("--config", nargs="*", default=[], help="snakemake --config values, e.g. capture=live")
    parser.add_argument("--fresh", metavar="NAME", help="remove NAME's results, live bundle and clock cache first")
    parser.add_argument("--checkout", default=str(REPO), help="the workflow to run (default: this one)")
    parser.add_argument("--log", default="live_rules.log", help="where snakemake's output goes")
    parser.add_argument("--json", help="write the figures here too")
    parser.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"), help="two --json files")
    parser.add_argument("--same-bundle", nargs=2, metavar=("A", "B"), help="two live bundles of one workload")
    args = parser.parse_args()
    if args.same_bundle:
        sys.exit(same_bundle(Path(args.same_bundle[0]), Path(args.same_bundle[1])))
    if args.compare:
        before, after = (json.loads(Path(p).read_text()) for p in args.compare)
        print(compare(before, after))
        return
    figures = measure(args)
    if args.json:  # first: the figures outlive a fault in printing them
        Path(args.json).write_text(json.dumps(figures, indent=1, default=str))
    print(show(figures))


if __name__ == "__main__":
    main()
