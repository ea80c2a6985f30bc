"""Rules of rules/replay.smk: the replay plan, the ncu replays and the range profiler's counters over
its scope, and validation mode's check of the propagated counters.
"""

from __future__ import annotations

import gzip
import tempfile
from pathlib import Path
from typing import Literal

from opprof import tables
from opprof.analysis.layer_dedup import plan_replay
from opprof.analysis.replay_validation import naive_cost
from opprof.analysis.replay_validation import validate_replay as compare_replays
from opprof.analysis.sequence_dedup import ReplayCost
from opprof.bundle.manifest import read_json
from opprof.capture import commands
from opprof.capture.checks import check_ncu_rows
from opprof.capture.phases import merged_ncu_csv, ncu_csv, phase_program, phase_record, ran_modules
from opprof.capture.tools import replay_passes, run_tool, tool_stdout, tool_version
from opprof.counters import for_chip
from opprof.errors import OpprofError
from opprof.ingest import cupti, ncu
from opprof.io import read_table, write_bytes, write_json


def layer_dedup(
    window: str,
    ranges: str,
    modules: str,
    scope: str,
    plan: str,
    full: bool = False,
    run_s: float | None = None,
    kernel_s: float | None = None,
    range_profiler: bool = False,
) -> None:
    """The ncu profile scope and the replay plan, with the kernel count ncu must produce, from the
    measured window of the phase-2 timeline. ``full``: no dedup, ncu profiles the whole window;
    ``run_s`` and ``kernel_s`` (the cost of an ncu program run and of a profiled kernel): fold
    repeated launch runs too; ``range_profiler``: CUPTI's range profiler measures every kernel of
    one iteration instead (no layer or sequence dedup: it costs a pass, not a replay, per kernel)."""
    cost = ReplayCost(run_s, kernel_s) if run_s is not None and kernel_s is not None else None
    planned = plan_replay(
        read_table(window, tables.NSYS_WINDOW),
        read_table(ranges, tables.NSYS_RANGES),
        read_json(modules),
        Path(window),
        dedup=not full,
        sequence=None if range_profiler else cost,
        whole_iteration=range_profiler,
    )
    write_json(scope, planned.scope)
    write_json(plan, {**planned.plan, "notes": "; ".join(planned.notes)})


def ncu_replay(
    spec: str,
    runner: str,
    ncu_tool: str,
    group: str,
    metrics: str,
    replay_mode: commands.ReplayMode,
    print_units: commands.PrintUnits,
    plan: str,
    nsys_info: str,
    report: str,
    csv: str,
    record: str,
    scope: str | None = None,
    kernels: Literal["planned", "window"] = "planned",
    sample: int | None = None,
) -> None:
    """One counter group over the plan's scope -> ncu/<group>.csv.gz, refused unless it holds exactly
    the kernels the plan says (``kernels``: ``planned``, the count layer dedup wrote for its scope,
    in one ncu program run per span of ``ncu_runs``; ``window``, every kernel of the window, for
    validation's full replay without a scope, or its first ``sample`` launches). ncu is asked only
    for the group's names that the GPU's chip (named by the nsys export) lists, one per counter;
    the record says what was left out."""
    document = read_json(plan)
    chip = read_json(nsys_info).get("gpu_chip")
    window_size = int(document["window_size"])
    if kernels == "window" and document.get("excluded"):
        raise OpprofError(
            plan,
            f"validation replays every kernel of the window, and {sum(s[1] for s in document['excluded'])} of them "
            "are collectives ncu must not replay: validate on a workload without collectives",
        )
    sampled = kernels == "window" and sample is not None and sample < window_size
    expected = (sample if sampled else window_size) if kernels == "window" else document.get("ncu_kernels")
    if not isinstance(expected, int):
        raise OpprofError(plan, "replay plan gives no ncu_kernels count: rerun layer_dedup")
    runs: list[tuple[int, int] | None]
    if sampled:
        runs = [(0, expected)]
    elif kernels == "planned" and document.get("ncu_runs"):
        runs = [(int(skip), int(count)) for skip, count in document["ncu_runs"]]
    else:
        runs = [None]
    names, left_out = for_chip(metrics.split(","), None if chip is None else str(chip).lower())
    parts, lines, walls, passes = [], [], [], []
    with tempfile.TemporaryDirectory(prefix="opprof-ncu-") as scratch:
        for number, launches in enumerate(runs):
            stem = Path(report) if len(runs) == 1 else Path(f"{report}_run{number}")
            program = phase_program(spec, runner, "ncu", ran=str(Path(scratch) / "modules.json"), scope=scope)
            profile_command = commands.ncu_profile(
                ncu_tool, names, replay_mode, stem, program.argv, launches, document.get("ncu_kernel_filter")
            )
            wall_s, output = run_tool(program.launched(profile_command), program.env())
            ran_modules(program)
            export = commands.ncu_export(ncu_tool, stem.with_suffix(".ncu-rep"), print_units)
            part = Path(scratch) / f"run{number}.csv"
            parts.append(ncu_csv(tool_stdout(export)))
            part.write_text(parts[-1], encoding="utf-8")
            check_ncu_rows(part, expected if launches is None else launches[1])
            lines.append(program.shell_line(profile_command, export))
            walls.append(wall_s)
            passes.append(replay_passes(output))
    text = parts[0] if len(parts) == 1 else merged_ncu_csv(parts, csv)
    write_bytes(csv, gzip.compress(text.encode(), mtime=0))
    profiled = check_ncu_rows(Path(csv), expected)
    plain = Path(csv).with_suffix("")
    phase_record(
        record,
        f"ncu_{group}",
        f"{lines[0]} > {plain} && gzip -n {plain}"
        if len(lines) == 1
        else " && ".join(f"{line} > {plain}.run{n}" for n, line in enumerate(lines))
        + f"; then opprof's merged_ncu_csv joins the runs into {plain} (IDs numbered on, run 0's units)",
        sum(walls),
        profiled,
        group=group,
        passes=max((p for p in passes if p is not None), default=None),
        metrics=names,
        sample_of=window_size if sampled else None,
        chip=chip,
        metrics_left_out=left_out,
        tools={"ncu": tool_version(ncu_tool)},
        runs=[
            {"launch_skip": r[0], "launch_count": r[1], "wall_s": round(w, 3), "passes": n}
            for r, w, n in zip(runs, walls, passes, strict=True)
            if r is not None
        ],
    )


def cupti_counters(spec: str, runner: str, plan: str, counters: str, record: str) -> None:
    """Counters of every kernel of one measured iteration from CUPTI's range profiler in the
    program's own run, one pass per measured iteration -> cupti.json, refused unless it holds one
    range per kernel of the plan's iteration, every pass ran and none was dropped."""
    document = read_json(plan)
    expected = document.get("ncu_kernels")
    if document.get("collector") != "cupti" or not isinstance(expected, int):
        raise OpprofError(plan, "the replay plan is not one for the range profiler: rerun layer_dedup")
    with tempfile.TemporaryDirectory(prefix="opprof-cupti-") as scratch:
        program = phase_program(
            spec, runner, "cupti", ran=str(Path(scratch) / "modules.json"), trace=counters, ranges=expected
        )
        wall_s, _ = run_tool(program.launched(program.argv), program.env())
        ran_modules(program)
    written = cupti.read_cupti(counters, expected)
    phase_record(
        record,
        "cupti_counters",
        program.shell_line(),
        wall_s,
        expected,
        passes=written["passes"],
        metrics=written["metrics"],
        chip=written["chip"],
        collect_s=written["collect_s"],
        tools={"cupti": str(written["cupti_version"])},
    )


# Validation mode runs the same replay: every kernel of the window (group "full") or the
# optimized replay once more (group "repeat", with the plan's scope).
ncu_validation_replay = ncu_replay


def validate_replay(
    manifest: str,
    kernels: str,
    window: str,
    nsys_kernels: str,
    full_csv: str,
    optimized_record: str,
    full_record: str,
    repeat_csv: str,
    repeat_record: str,
    validation: str,
) -> None:
    """Propagated counters against a replay of every kernel and against a second run of the
    optimized replay, and the replays' ncu wall times."""
    chip = str(read_json(manifest)["gpu"]["chip"]).lower()
    window_kernels = (
        read_table(window, tables.WINDOW)
        .merge(read_table(nsys_kernels, tables.NSYS_KERNELS), left_on="nsys_kernel_index", right_on="kernel_index")
        .sort_values("position")
    )
    full, _ = ncu.read_ncu(full_csv, "full", chip)
    repeat, _ = ncu.read_ncu(repeat_csv, "repeat", chip)
    records = (("optimized", optimized_record), ("full", full_record), ("repeat", repeat_record))
    runs = {name: read_json(path) for name, path in records}
    sampled = runs["full"].get("sample_of") is not None
    result = compare_replays(
        read_table(kernels, tables.KERNELS), full, window_kernels, Path(full_csv), repeat, sampled=sampled
    )
    timing = {name: {k: run.get(k) for k in ("wall_s", "kernels", "passes")} for name, run in runs.items()}
    naive = {"wall_s": timing["full"]["wall_s"], "how": "measured: ncu replayed every kernel of the window"}
    if sampled:
        # Every ncu program run of this validation, as (kernels profiled, wall seconds).
        program_runs = [
            (int(r["launch_count"]), float(r["wall_s"])) for run in runs.values() for r in run.get("runs", [])
        ]
        fit = naive_cost(program_runs, len(window_kernels))
        naive = {
            **fit,
            "how": f"extrapolated: a start-up plus {fit['kernel_s']:.3f} s per kernel, fitted to {len(program_runs)}"
            f" ncu program runs of this validation (the full replay of the first {timing['full']['kernels']}"
            f" launches among them), for all {len(window_kernels)} kernels in one run",
        }
    optimized_s = timing["optimized"]["wall_s"]
    speedup = naive["wall_s"] / optimized_s if optimized_s else None
    write_json(validation, {"ncu_runs": timing, "naive": naive, "speedup": speedup, **result})
