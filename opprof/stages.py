"""Every rule of the workflow as one function of the same name: paths in, files out.

A rule runs ``scripts/<rule>.py``, which hands its flags to the function here (``opprof.cli``
builds them from the signature). Each function reads what its rule names as input, calls the
package's pure functions and writes every output atomically: a stage that fails leaves no output
behind. Capture stages run a profiler over the workload (``opprof.capture``); analysis stages
only read files.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import sys
import tempfile
from pathlib import Path
from typing import Any, Literal

import pandas as pd

from opprof import tables
from opprof.analysis import attribution, host_parts, host_time
from opprof.analysis import diff as compare
from opprof.analysis import ranks as compare_ranks
from opprof.analysis.aggregate import invocation_cpu_time, operator_index, operator_invocations, operator_summary
from opprof.analysis.communication import communication as communication_of
from opprof.analysis.compiled_regions import compiled_regions
from opprof.analysis.fusion_map import check_map_names_window, keep_debug_output, read_fusion_map, read_inductor_calls
from opprof.analysis.gate import gate_captures
from opprof.analysis.join import NSYS_FIELDS, join_counters
from opprof.analysis.layer_dedup import plan_replay
from opprof.analysis.memory import memory_join, memory_summary, memory_tables, summary_fault
from opprof.analysis.phases import PHASE_COLUMNS, backward_links
from opprof.analysis.replay_validation import naive_cost
from opprof.analysis.replay_validation import validate_replay as compare_replays
from opprof.analysis.sequence_dedup import ReplayCost
from opprof.analysis.step_model import Model, model_from_record, steps_of
from opprof.analysis.timing_check import check_timing, kernel_busy
from opprof.analysis.window import MARKER_COLUMNS, kineto_window, marker_manifest, ncu_window
from opprof.analysis.window import nsys_window as window_of_nsys
from opprof.bundle.manifest import (
    MANIFEST,
    bundle_from_manifest,
    ncu_entries,
    read_json,
    read_timing,
    timed_count,
    validate_json,
    validate_manifest,
    workload_differences,
)
from opprof.bundle.replay_plan import check_propagation, load_plan, plan_from_table, plan_table
from opprof.capture import commands
from opprof.capture.checks import check_kineto_trace, check_memory_capture, check_ncu_rows, check_nsys_export
from opprof.capture.clocks import ClockMode, clock_control
from opprof.capture.doctor import doctor_checks, first_failure, outlook, preflight_checks
from opprof.capture.doctor import report as doctor_report
from opprof.capture.fixes import NOT_RUNNABLE, RUNNABLE, whatif_sets
from opprof.capture.phases import (
    DEBUG_ENV,
    bundle_manifest_document,
    check_command,
    merged_ncu_csv,
    ncu_csv,
    phase_program,
    phase_record,
    ran_modules,
    workload_env,
)
from opprof.capture.spec import WorkloadSpec
from opprof.capture.tools import (
    CaptureSetting,
    describe_profiles,
    find_tool,
    replay_passes,
    run_tool,
    tool_stdout,
    tool_version,
)
from opprof.cli import require_torch
from opprof.counters import for_chip
from opprof.errors import GateError, OpprofError
from opprof.ingest import cupti, kineto, ncu, nsys
from opprof.ingest.memory import read_memory_document, read_memory_trace
from opprof.io import atomic_scratch, read_table, table_rows, write_bytes, write_json, write_table, write_text
from opprof.output import paper
from opprof.output.checks import capture_agreement, describe_disagreement
from opprof.output.profile import build_profile, kernel_columns, read_skeleton, write_profile
from opprof.output.trace import KERNEL_COLUMNS as TRACE_COLUMNS
from opprof.output.trace import build_trace, trace_bytes
from opprof.output.whatif import RUNS_FORMAT, check_runs
from opprof.report.diff_page import render_findings, write_diff_report
from opprof.report.memory import render_memory_page
from opprof.report.page import write_report

KINETO_TABLES = (
    tables.KINETO_OPS,
    tables.KINETO_LAUNCHES,
    tables.KINETO_KERNELS,
    tables.KINETO_CALLS,
    tables.KINETO_MEMORY,
)

# Capture stages ---------------------------------------------------------------------------


def doctor(
    nsys: list[str],
    ncu: list[str],
    results: str,
    clock_mode: ClockMode,
    capture: CaptureSetting,
    captures_dir: str,
    range_profiler: list[str],
) -> None:
    """Every check a live capture needs on this machine (the counter permission by profiling one
    tiny kernel with ncu), each failure with its one-line fix, and what will work and what will
    fall back. Changes nothing; the rule keeps what it printed in its log."""
    checks = doctor_checks(nsys, ncu, results, clock_mode, sys.executable)
    tools = (find_tool(nsys), find_tool(ncu))
    print(doctor_report(checks, outlook(checks, capture, tools, range_profiler, captures_dir)), end="")


def preflight(nsys: list[str], ncu: list[str], results: str, clock_mode: ClockMode, checks: str) -> None:
    """Before a live capture's first phase: the doctor's checks that run no program (GPU, tools,
    the driver's counter permission, clocks, DCGM, disk) -> checks.json; refused with the first
    failure's one-line fix."""
    done = preflight_checks(nsys, ncu, results, clock_mode)
    failing = first_failure(done)
    if failing is not None:
        raise OpprofError(None, f"{failing.refusal()} (snakemake --cores 1 doctor checks everything)")
    write_json(checks, {"format": "opprof-preflight", "checks": [dataclasses.asdict(c) for c in done]})


def clock_probe(cache_dir: str, probe: str, device: str = "cuda") -> None:
    """GPU identity, software versions and SM/memory clocks under load (observe only; cached per GPU)."""
    require_torch()  # one line naming the interpreter, not the import's traceback
    # Imported here: it needs torch and NVML, which the analysis images do not have.
    from opprof.capture.gpu import probe_clocks

    probe_clocks(cache_dir, device, probe)


def phase0_timing(spec: str, runner: str, timing: str, record: str, workload: str, device: str = "cuda") -> None:
    """The workload with no profiler, NVTX range or marker, every step timed -> timing.json: the
    host time the profiled phases are compared with, and the step time. It asks for
    ``max(measured, timing_steps)`` measured steps; a command's loop that ends sooner is timed over
    the steps it ran, and the record and the log say how many. It is the first run of the user's
    code, so also its check, before any profiler runs: a build entry that does not load, build or
    run, or a command whose Python cannot import opprof, is refused in one line naming its file.
    Writes workload.json (modules.json of this run), which every other phase waits for."""
    with tempfile.TemporaryDirectory(prefix="opprof-timing-") as scratch:
        program = phase_program(
            spec, runner, "timing", ran=str(Path(scratch) / "modules.json"), trace=timing, device=device
        )
        if program.settings.spec.command is not None:
            check_command(program.argv)
        wall_s, _ = run_tool(program.launched(program.argv), program.env())
        ran = ran_modules(program)
    spec_of = program.settings.spec
    timed = timed_count(read_timing(timing, spec_of.measured))
    if timed < spec_of.timed:
        print(
            f"opprof: {spec_of.name}: the program's loop ran {timed} measured steps after its warmup, "
            f"fewer than the {spec_of.timed} the timing phase asks for: its step time is the median of {timed}",
            file=sys.stderr,
        )
    phase_record(record, "phase0_timing", program.shell_line(), wall_s, None, timed_steps=timed)
    write_json(workload, ran)


def phase1_kineto(spec: str, runner: str, trace: str, record: str) -> None:
    """torch.profiler over the measured iterations -> kineto.json.gz, refused without kernels in the markers."""
    with tempfile.TemporaryDirectory(prefix="opprof-kineto-") as scratch:
        program = phase_program(spec, runner, "kineto", ran=str(Path(scratch) / "modules.json"), trace=trace)
        wall_s, _ = run_tool(program.launched(program.argv), program.env())
        ran_modules(program)
    kernels = check_kineto_trace(Path(trace), program.settings.spec.measured)
    phase_record(record, "phase1_kineto", program.shell_line(), wall_s, kernels)


def phase_memory(spec: str, runner: str, trace: str, memory: str, record: str, device: str = "cuda") -> None:
    """The memory phase, a run of its own on ``device``: torch.profiler recording the allocator's
    events -> memory_trace.json.gz, and the allocator's counts per iteration -> memory.json."""
    with tempfile.TemporaryDirectory(prefix="opprof-memory-") as scratch:
        program = phase_program(
            spec, runner, "memory", ran=str(Path(scratch) / "modules.json"), trace=trace, device=device, memory=memory
        )
        wall_s, _ = run_tool(program.launched(program.argv), program.env())
        ran_modules(program)
    events = check_memory_capture(Path(trace), Path(memory), program.settings.spec.measured)
    phase_record(record, "phase_memory", program.shell_line(), wall_s, None, device=device, allocator_events=events)


def phase2_nsys(
    spec: str,
    runner: str,
    nsys_tool: str,
    probe: str,
    clock_mode: ClockMode,
    report: str,
    export: str,
    modules: str,
    record: str,
) -> None:
    """The nsys timeline with emit_nvtx and module ranges -> nsys.sqlite, modules.json. In ``lock``
    clock mode the clocks are pinned for this phase only. The window is measured from it later
    (rule measured_window), once."""
    program = phase_program(spec, runner, "nsys", ran=modules)
    report_stem = Path(report)
    profile_command = commands.nsys_profile(nsys_tool, report_stem, program.argv)
    with clock_control(clock_mode, read_json(probe)):
        wall_s, _ = run_tool(program.launched(profile_command), program.env())
    ran = ran_modules(program)
    eager_with_modules = ran["workload"]["variant"] == "eager" and bool(ran["modules"])
    with atomic_scratch(export) as exported:
        export_command = commands.nsys_export(nsys_tool, report_stem.with_suffix(".nsys-rep"), exported)
        run_tool(export_command)
        exported_kernels = check_nsys_export(exported, program.settings.spec.measured, eager=eager_with_modules)
    command = program.shell_line(
        profile_command, commands.nsys_export(nsys_tool, report_stem.with_suffix(".nsys-rep"), Path(export))
    )
    phase_record(
        record,
        "phase2_nsys",
        command,
        wall_s,
        None,
        export_kernels=exported_kernels,
        clock_mode=clock_mode,
        tools={"nsys": tool_version(nsys_tool)},
    )


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


def inductor_debug(spec: str, runner: str, inductor: str, record: str) -> None:
    """Compile with ``TORCH_COMPILE_DEBUG=1`` and keep the debug files the fusion map reads.

    A compile served from Inductor's cache writes no output_code.py, so this run bypasses the
    caches; it is a run of its own so that the captured runs keep compiling from the shared cache
    (their autotuned kernel configurations must agree across phases).
    """
    with tempfile.TemporaryDirectory(prefix="opprof-inductor-") as debug_root:
        program = phase_program(spec, runner, "plain", ran=str(Path(debug_root) / "modules.json"))
        settings = {**DEBUG_ENV, "TORCH_COMPILE_DEBUG_DIR": debug_root}
        wall_s, _ = run_tool(program.launched(program.argv), program.env(settings))
        traced = ran_modules(program)["workload"]["compiled_graphs"]
        with atomic_scratch(inductor) as kept:
            graphs = keep_debug_output(Path(debug_root), kept, traced)
        command = " ".join([*(f"{k}={v}" for k, v in settings.items()), program.shell_line()])
    phase_record(
        record,
        "inductor_debug",
        command.replace(debug_root, "<scratch>"),
        wall_s,
        None,
        graphs=graphs,
        traced_graphs=traced,
    )


def assemble_bundle(
    spec: str,
    probe: str,
    records: list[str],
    export: str,
    modules: str,
    timing: str,
    memory: str,
    memory_trace: str,
    manifest: str,
    inductor: str | None = None,
) -> None:
    """capture.json of a live capture from probe.json, the phase records, modules.json,
    timing.json and the memory phase's files; written last, and only if it validates and every
    file it lists is there."""
    path = Path(manifest)
    workload = WorkloadSpec.from_json(spec)
    document = bundle_manifest_document(
        path.parent,
        read_json(probe),
        [read_json(p) for p in records],
        nsys.read_capture_info(export),
        read_json(modules)["workload"],
        workload.warmup,
        workload.measured,
        inductor,
        workload,
        read_json(timing),
        (Path(memory).name, Path(memory_trace).name),
    )
    bundle_from_manifest(path.parent, document, path)
    write_json(path, document)


def profile_source(
    names: list[str], bundles: list[str], profiles: list[str], source: Literal["live", "recorded"], reason: str
) -> None:
    """Targets profile_<workload> and profile_all: one line per profile saying which capture it profiled."""
    describe_profiles(list(zip(names, bundles, profiles, strict=True)), source, reason)


def refuse_bundle_name(name: str) -> None:
    """A bundle name the workflow cannot use safely: refused in one line."""
    raise OpprofError(
        None,
        f"bundle name {name!r} is not allowed: allowed characters are letters, digits, '_', '.' and '-' "
        "(and '/' only in a data-parallel rank, <name>/rank<r>)",
    )


# Ingest stages ----------------------------------------------------------------------------


def bundle_manifest(capture: str, manifest: str) -> None:
    """capture.json, validated (schema, and every member it lists inside the bundle and present),
    for the rules that read the capture's conditions."""
    write_json(manifest, validate_manifest(capture))


def ingest_nsys(export: str, kernels: str, info: str) -> None:
    """nsys SQLite export -> kernel table, and the capture facts it records."""
    write_table(kernels, tables.NSYS_KERNELS, nsys.read_kernels(export, categorical=True))
    write_json(info, nsys.read_capture_info(export))


def ingest_nvtx(export: str, ranges: str) -> None:
    """nsys SQLite export -> NVTX range table (a rule beside ingest_nsys: the export's two bulk
    reads, each in a process of its own, run at once)."""
    write_table(ranges, tables.NSYS_RANGES, nsys.read_ranges(export, categorical=True))


def ingest_kineto(
    ops: str, launches: str, kernels: str, calls: str, memory: str, info: str, trace: str | None = None
) -> None:
    """Kineto trace -> host operator, launch, kernel, CUDA API call and GPU memory copy and set
    tables. A bundle without a trace gives empty tables: attribution then rests on NVTX."""
    if trace is None:
        frames = [t.empty() for t in KINETO_TABLES]
        metadata: dict[str, Any] = {"present": False}
    else:
        document = kineto.load_trace(trace)
        frames = [*kineto.trace_tables(document, Path(trace)), kineto.memory_ops(document)]
        keys = ("cupti_version", "cuda_runtime_version", "cuda_driver_version", "schemaVersion")
        metadata = {"present": True, **{k: document.get(k) for k in keys}, "devices": kineto.devices(document)}
    for path, table, frame in zip((ops, launches, kernels, calls, memory), KINETO_TABLES, frames, strict=True):
        write_table(path, table, frame)
    write_json(info, metadata)


def ingest_ncu(
    manifest: str,
    csv: list[str],
    kernels: str,
    resolution: str,
    info: str,
    cupti_kernels: str,
    counters: str | None = None,
) -> None:
    """Every ncu file of the bundle (one per counter group, in capture.json's order) into one table
    with a group column, how each logical counter was resolved, and the GPU each file measured;
    the range profiler's counters (``counters``, cupti.json) into cupti_kernels, resolved as the
    group ``cupti``."""
    document = read_json(manifest)
    entries = ncu_entries(document)
    if [Path(p).name for p in csv] != [Path(e["path"]).name for e in entries]:
        raise OpprofError(manifest, f"ncu files {csv} are not the ones capture.json lists")
    listed = document["files"].get("cupti")
    if (listed is None) != (counters is None) or (counters and Path(counters).name != Path(listed).name):
        raise OpprofError(manifest, f"range profiler counters {counters} are not the ones capture.json lists")
    chip = str(document["gpu"]["chip"]).lower()
    raws = [ncu.read_raw(path) for path in csv]
    parts = [
        ncu.to_kernel_table(raw, entry["group"], chip, path)
        for raw, path, entry in zip(raws, csv, entries, strict=True)
    ]
    ranged = []
    if counters:
        counted = cupti.read_cupti(counters)
        cupti.check_manifest_entry(counted, document["range_profiler"], manifest)
        ranged = [cupti.to_kernel_table(counted, chip, counters)]
    for path, table, frames in (
        (kernels, tables.NCU_KERNELS, [p[0] for p in parts]),
        (resolution, tables.NCU_RESOLUTION, [p[1] for p in parts + ranged]),
        (cupti_kernels, tables.CUPTI_KERNELS, [p[0] for p in ranged]),
    ):
        write_table(path, table, pd.concat(frames, ignore_index=True) if frames else table.empty())
    write_json(info, {e["group"]: ncu.device_facts(raw) for raw, e in zip(raws, entries, strict=True)})


def ingest_replay_plan(window: str, replay_plan: str, plan: str | None = None, export: str | None = None) -> None:
    """The bundle's replay plan, checked against the size of the nsys ``export``'s measured window
    (every position covered once, every source measured), as one row per position (a bundle
    without a plan: ncu measured every position). That each source is the same kernel as its
    target is the gate's to check: only after the captures agree can a difference blame the plan."""
    nsys_w = read_table(window, tables.NSYS_WINDOW, ["position"])
    checked = load_plan(plan, len(nsys_w), export)
    write_table(replay_plan, tables.REPLAY_PLAN, plan_table(checked, len(nsys_w)))


def fusion_map(
    manifest: str, window: str, fusion_map: str, calls: str, inductor: list[str], inductor_dir: str | None = None
) -> None:
    """The bundle's Inductor fusion map and each graph's launch order, read from ``inductor_dir``
    (``inductor``: the files or the folder the rule names, so that an edit reruns it) and refused
    where it names none of the window's kernels; empty tables where capture.json lists no
    Inductor output."""
    listed = read_json(manifest)["files"].get("inductor")
    if listed is not None and (inductor_dir is None or not inductor):
        raise OpprofError(manifest, "capture.json lists Inductor output but the rule was given none of it")
    folder = Path(inductor_dir) if listed is not None and inductor_dir is not None else None
    table = read_fusion_map(folder)
    if folder is not None:
        check_map_names_window(table, read_table(window, tables.NSYS_WINDOW, ["name_key"])["name_key"], folder)
    write_table(fusion_map, tables.FUSION_MAP, table)
    write_table(calls, tables.INDUCTOR_CALLS, read_inductor_calls(folder))


# Window and gate --------------------------------------------------------------------------


def measured_window(
    kernels: str,
    ranges: str,
    nsys_window: str,
    manifest: str | None = None,
    capture: str | None = None,
    measured: int = 0,
) -> None:
    """The nsys kernels of the measured iterations, in launch order, with their window position:
    the one place the window is derived. A live capture, planned before its capture.json exists,
    gives its iteration count (``measured``) and uses the markers. A refusal names the bundle's
    ``capture`` (capture.json), whose window it is."""
    spec = read_json(manifest) if manifest else marker_manifest(measured)
    source = Path(capture or manifest or kernels)
    window = window_of_nsys(
        read_table(kernels, tables.NSYS_KERNELS), read_table(ranges, tables.NSYS_RANGES, MARKER_COLUMNS), spec, source
    )
    write_table(nsys_window, tables.NSYS_WINDOW, window)


def _plan_blame(document: dict[str, Any], bundle: Path, kineto: bool) -> str:
    """Whom a plan that pairs unlike kernels blames: the plan where the Kineto trace agreed with
    the nsys export (the gate has held them to each other), both without a trace to tell."""
    files = document["files"]
    plan = bundle / (files.get("replay_plan") or "replay_plan.json")
    if kineto:
        return str(plan)
    return f"{plan} (or {bundle / files['nsys']}: without a Kineto trace nothing tells which changed)"


def gate(
    manifest: str,
    nsys_window: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    ncu_kernels: str,
    cupti_kernels: str,
    replay_plan: str,
    window: str,
    ncu_map: str,
    record: str,
    bundle: str,
) -> None:
    """The determinism gate: the Kineto and every ncu window against the nsys one, before any
    counter is assigned. Writes the window with each capture's index, the ncu map and the record;
    a refusal names ``bundle``, the folder the captures came from."""
    document = read_json(manifest)
    path = Path(bundle) / "capture.json"
    nsys_w = read_table(nsys_window, tables.NSYS_WINDOW)
    k_kernels = read_table(kineto_kernels, tables.KINETO_KERNELS)
    kineto_w = (
        kineto_window(
            read_table(kineto_ops, tables.KINETO_OPS),
            read_table(kineto_launches, tables.KINETO_LAUNCHES),
            k_kernels,
            document,
            path,
        )
        if len(k_kernels)
        else None
    )
    ncu_k = read_table(ncu_kernels, tables.NCU_KERNELS)
    groups = [e["group"] for e in ncu_entries(document)]
    ncu_w = {g: ncu_window(ncu_k[ncu_k["group"] == g], document, path) for g in groups}
    plan = plan_from_table(read_table(replay_plan, tables.REPLAY_PLAN))
    ranges = read_table(cupti_kernels, tables.CUPTI_KERNELS) if document["files"].get("cupti") else None
    window_table, ncu_map_table, gate_record = gate_captures(
        nsys_w, kineto_w, ncu_w, plan.measured_positions, Path(bundle), ranges
    )
    check_propagation(plan, nsys_w, _plan_blame(document, Path(bundle), kineto_w is not None))
    write_table(window, tables.WINDOW, window_table)
    write_table(ncu_map, tables.NCU_MAP, ncu_map_table)
    write_json(record, gate_record)


# Operators --------------------------------------------------------------------------------


def join(
    manifest: str,
    window: str,
    nsys_kernels: str,
    ncu_kernels: str,
    cupti_kernels: str,
    ncu_map: str,
    replay_plan: str,
    joined: str,
) -> None:
    """nsys kernels of the window get ncu counters by invocation order (the range profiler's by
    the gate's map), measured or propagated by the plan."""
    document = read_json(manifest)
    table = join_counters(
        read_table(window, tables.WINDOW),
        read_table(nsys_kernels, tables.NSYS_KERNELS, NSYS_FIELDS),
        read_table(ncu_kernels, tables.NCU_KERNELS),
        read_table(ncu_map, tables.NCU_MAP),
        plan_from_table(read_table(replay_plan, tables.REPLAY_PLAN)),
        [e["group"] for e in ncu_entries(document)],
        read_table(cupti_kernels, tables.CUPTI_KERNELS) if document["files"].get("cupti") else None,
    )
    write_table(joined, tables.JOINED, table)


def nvtx_operators(nsys_window: str, ranges: str, operators: str) -> None:
    """The window's emit_nvtx aten ranges with their nesting and call index (empty where the capture
    has none, or no kernel a launch call). A pass over every NVTX range of the capture, so a rule
    of its own: it runs beside the gate and the join instead of inside attribution."""
    window = read_table(nsys_window, tables.NSYS_WINDOW, ["launch_tid", "launch_start_ns"])
    columns = list(dict.fromkeys([*attribution.NVTX_COLUMNS, *PHASE_COLUMNS]))
    found = attribution.nvtx_operators(window, read_table(ranges, tables.NSYS_RANGES, columns))
    table = tables.NVTX_OPERATORS
    write_table(operators, table, table.empty() if found is None else found[table.names])


def attribute(
    joined: str,
    nvtx_operators: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    fusion_map: str,
    inductor_calls: str,
    attributed: str,
    checks: str,
    trace: str = "kineto",
    export: str = "nsys",
) -> None:
    """Each kernel's operator and evidence tier (CUPTI correlation, NVTX enclosure, a CUDA graph's
    node by Inductor's call order, Inductor's map) and, for backward kernels, the forward
    operator they differentiate. ``trace`` and ``export`` (the bundle's Kineto trace and nsys
    export) name the captures in a refusal. ``checks``: how the graph replays aligned with
    Inductor's call lists, the medium tier's accuracy (the window attributed again without
    Kineto, scored against the high tier), and the compiled frames and graphs the measured
    iterations ran."""
    kernels = read_table(joined, tables.JOINED)
    operators = read_table(nvtx_operators, tables.NVTX_OPERATORS)
    nvtx_ops = None if operators.empty else operators
    fusion = read_table(fusion_map, tables.FUSION_MAP)
    ops = read_table(kineto_ops, tables.KINETO_OPS)
    table = attribution.attribute(
        kernels,
        nvtx_ops,
        ops,
        read_table(kineto_launches, tables.KINETO_LAUNCHES),
        read_table(kineto_kernels, tables.KINETO_KERNELS),
        (trace, export),
    )
    table, replays = attribution.attribute_graph_nodes(table, read_table(inductor_calls, tables.INDUCTOR_CALLS))
    table = attribution.attribute_by_inductor(table, fusion)
    accuracy = None
    if (table["confidence"] == tables.HIGH).any():
        no_kineto = tables.KINETO_OPS.empty(), tables.KINETO_LAUNCHES.empty(), tables.KINETO_KERNELS.empty()
        without = attribution.attribute_by_inductor(attribution.attribute(kernels, nvtx_ops, *no_kineto), fusion)
        accuracy = attribution.medium_accuracy(table, without)
    write_table(attributed, tables.ATTRIBUTED, pd.concat([table, backward_links(table, nvtx_ops)], axis=1))
    regions = compiled_regions(ops, Path(trace))
    write_json(checks, {"graph_replays": replays, "medium_accuracy": accuracy, "compiled_regions": regions})


def aggregate(attributed: str, host_events: str, kernels: str, operators: str, summary: str) -> None:
    """Per operator invocation and per operator name: counters aggregated over their kernels, and
    Kineto's CPU time per invocation and per name (calls too; names that launched no kernel too)."""
    table = read_table(attributed, tables.ATTRIBUTED)
    invocations = operator_invocations(table)
    write_table(kernels, tables.KERNELS, table.assign(operator_index=operator_index(table, invocations)))
    host = read_table(host_events, tables.HOST_EVENTS)
    write_table(operators, tables.OPERATORS, invocation_cpu_time(invocations, host))
    write_table(summary, tables.OPERATOR_SUMMARY, operator_summary(table, int(table["duration_ns"].sum()), host))


# Host time and regime ---------------------------------------------------------------------


def host_events(kineto_ops: str, kineto_calls: str, events: str, bundle: str) -> None:
    """Every Kineto host event of the measured iterations with its CPU total and Self CPU."""
    table = host_time.host_events(
        read_table(kineto_ops, tables.KINETO_OPS),
        read_table(kineto_calls, tables.KINETO_CALLS),
        Path(bundle) / "capture.json",
    )
    write_table(events, tables.HOST_EVENTS, table)


def compile_cost(
    manifest: str,
    host_events: str,
    regime: str,
    record: str,
    bundle: str,
    eager_regime: str | None = None,
    eager_manifest: str | None = None,
    eager: str | None = None,
    eager_bundle: str | None = None,
) -> None:
    """What torch.compile costs a compiled workload per step, against its eager variant
    (``eager``, whose regime record and capture.json are ``eager_regime`` and ``eager_manifest``)
    where that is profiled too, on the same GPU. An eager bundle of another workload is refused,
    naming both bundles' capture.json (``bundle``, ``eager_bundle``)."""
    document = read_json(manifest)
    against, reason = None, None
    if eager and eager_regime and eager_manifest:
        eager_document = read_json(eager_manifest)
        other = workload_differences(document, eager_document)
        if other:
            raise OpprofError(
                Path(bundle) / MANIFEST,
                f"its eager variant {Path(eager_bundle or eager) / MANIFEST} is another "
                f"workload ({other}): compile cost compares a compiled workload with its own eager run only",
            )
        reason = host_time.other_gpu(document, eager_document)
        against = None if reason else (eager, read_json(eager_regime))
    found = host_time.compile_cost(
        read_table(host_events, tables.HOST_EVENTS), read_json(regime), document.get("compile"), against, reason
    )
    write_json(record, found)


COMMUNICATION_COLUMNS = tables.ATTRIBUTED.select(
    "iteration", "start_ns", "duration_ns", "demangled_name", "operator_name", "kineto_kernel_index"
)


def regime(
    manifest: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    kineto_calls: str,
    kineto_memory: str,
    host_events: str,
    nsys_ranges: str,
    nsys_window: str,
    record: str,
    bundle: str,
    timing: str | None = None,
) -> None:
    """Host-bound, GPU-bound or mixed, from the critical path of the step model (the Kineto steps
    replayed at the timing phase's host time); per measured iteration, per user region and over
    the window the evidence; and how much each capture stretches a step's host time."""
    ops = read_table(kineto_ops, tables.KINETO_OPS)
    launches = read_table(kineto_launches, tables.KINETO_LAUNCHES)
    k_kernels = read_table(kineto_kernels, tables.KINETO_KERNELS)
    path = Path(bundle) / "capture.json"
    document = read_json(manifest)
    window = (
        kineto_window(ops, launches, k_kernels, document, path)
        if len(k_kernels)
        else k_kernels.assign(iteration=pd.Series(dtype="int64"))
    )
    ranges = read_table(nsys_ranges, tables.NSYS_RANGES, host_parts.NSYS_COLUMNS)
    timed = read_timing(timing, int(document["iterations"]["measured"]), document["name"]) if timing else None
    if timed is not None:
        check_timing(timed, kernel_busy(window), str(timing))
    found = host_time.regime(
        ops,
        launches,
        window,
        read_table(host_events, tables.HOST_EVENTS),
        ranges,
        read_table(nsys_window, tables.NSYS_WINDOW, ["iteration", "start_ns", "end_ns"]),
        timed,
        read_table(kineto_calls, tables.KINETO_CALLS),
        read_table(kineto_memory, tables.KINETO_MEMORY),
        k_kernels,
        path,
    )
    write_json(record, found)


def communication(attributed: str, kineto_kernels: str, record: str) -> None:
    """Collectives of the window: their kinds, time, bytes where Kineto recorded them, and per
    iteration how much of their time compute kernels overlapped on the nsys timeline. It reads the
    attributed kernels (what kernels.parquet holds but the operator index), so that it runs beside
    aggregation rather than after it."""
    kernel_table = read_table(attributed, tables.ATTRIBUTED, COMMUNICATION_COLUMNS)
    sizes = read_table(kineto_kernels, tables.KINETO_KERNELS, ["message_bytes"])["message_bytes"]
    index = kernel_table["kineto_kernel_index"]
    known = index.notna().to_numpy(bool)
    message_bytes = pd.Series(pd.NA, index=kernel_table.index, dtype="Int64")
    message_bytes[known] = sizes.to_numpy()[index[known].to_numpy("int64")]
    write_json(record, communication_of(kernel_table, message_bytes))


# Output -----------------------------------------------------------------------------------


def profile(
    manifest: str,
    kernels: str,
    operators: str,
    summary: str,
    resolution: str,
    nsys_info: str,
    kineto_info: str,
    ncu_info: str,
    gate_record: str,
    regime: str,
    communication: str,
    bundle: str,
    profile: str,
    compile_cost: str | None = None,
    strict: bool = False,
    memory: str | None = None,
    operator_memory: str | None = None,
    memory_join: str | None = None,
    attribution_checks: str | None = None,
    kineto_ops: str | None = None,
    kineto_calls: str | None = None,
    kineto_kernels: str | None = None,
    kineto_memory: str | None = None,
) -> None:
    """profile.json: one record per operator invocation, every number with its evidence, and the
    plan priced on the step model (rebuilt from the Kineto tables as the regime stage built it). Where the
    exports disagree with capture.json on the GPU or a tool's release, the profile says so (and
    ``strict`` refuses it). ``memory``: the bundle's memory phase summarised, with each invocation's
    counterpart (``operator_memory``) and how they were joined. ``attribution_checks``: how graph
    replays aligned and the medium tier's accuracy (the attribute rule's)."""
    document = read_json(manifest)
    kernel_table = read_table(kernels, tables.KERNELS, kernel_columns(table_rows(kernels)))
    if len(kernel_table) == 0:
        raise OpprofError(profile, "empty measured window")
    devices = read_json(ncu_info)
    tools_seen = {
        "nsys_export": read_json(nsys_info),
        "kineto_trace": read_json(kineto_info),
        "ncu_files": [
            {
                "group": e["group"],
                "file": Path(e["path"]).name,
                "passes": e.get("passes"),
                "wall_s": e.get("wall_s"),
                "device": devices.get(e["group"]),
            }
            for e in ncu_entries(document)
        ],
    }
    agreement = capture_agreement(document, tools_seen)
    if strict and agreement["disagreements"]:
        first = next(f for f in agreement["facts"] if not f["agree"])
        raise OpprofError(Path(bundle), f"the captures disagree (strict): {describe_disagreement(first)}")
    skeleton, arrays = build_profile(
        document,
        tools_seen,
        kernel_table,
        read_table(operators, tables.OPERATORS),
        read_table(summary, tables.OPERATOR_SUMMARY),
        read_table(resolution, tables.NCU_RESOLUTION),
        read_json(gate_record),
        agreement,
        read_json(regime),
        read_json(communication),
        read_json(compile_cost) if compile_cost else None,
        read_json(memory) if memory else None,
        read_json(memory_join) if memory_join else None,
        read_table(operator_memory, tables.OPERATOR_MEMORY) if operator_memory else None,
        read_json(attribution_checks) if attribution_checks else None,
        *_step_model(read_json(regime), Path(bundle), kineto_ops, kineto_calls, kineto_kernels, kineto_memory),
        read_json(Path(bundle) / document["files"]["modules"]) if document["files"].get("modules") else None,
    )
    write_profile(profile, skeleton, arrays)


def _step_model(
    regime: dict[str, Any], bundle: Path, ops: str | None, calls: str | None, kernels: str | None, memory: str | None
) -> tuple[Model | None, pd.DataFrame | None]:
    """The regime stage's step model and the Kineto host operators the plan's fixes read."""
    if ops is None or calls is None or kernels is None or memory is None:
        return None, None
    host_ops = read_table(ops, tables.KINETO_OPS)
    steps = steps_of(
        host_ops,
        read_table(calls, tables.KINETO_CALLS),
        read_table(kernels, tables.KINETO_KERNELS),
        read_table(memory, tables.KINETO_MEMORY),
        bundle / "capture.json",
    )
    return model_from_record(steps, regime.get("step_model") or {}), host_ops


def memory(trace: str, document: str, measured: int, ops: str, events: str, summary: str) -> None:
    """The memory phase's run (a bundle's or this machine's) -> memory_ops, memory_events and its
    summary: the step's peak and what holds it, activations, optimizer state, cross-checks."""
    counts = read_memory_document(document, measured)
    trace_ops, allocator = read_memory_trace(trace)
    operators, events_frame = memory_tables(trace_ops, allocator, counts["device"], trace)
    summarised = memory_summary(operators, events_frame, trace_ops, counts)
    fault = summary_fault(summarised)
    if fault is not None:
        raise OpprofError(trace, fault)
    write_table(ops, tables.MEMORY_OPS, operators)
    write_table(events, tables.MEMORY_EVENTS, events_frame)
    write_json(summary, summarised)


def operator_memory(operators: str, kineto_ops: str, memory_ops: str, joined: str, check: str, trace: str) -> None:
    """Each operator invocation of the profile with its memory run's counterpart (same name, same
    ordinal in the measured iterations) and its kernels' DRAM traffic; a memory run of another
    program than the Kineto run's is refused, naming its ``trace``."""
    frame, record = memory_join(
        read_table(operators, tables.OPERATORS),
        read_table(kineto_ops, tables.KINETO_OPS),
        read_table(memory_ops, tables.MEMORY_OPS),
        trace,
    )
    write_table(joined, tables.OPERATOR_MEMORY, frame)
    write_json(check, record)


def memory_page(summary: str, page: str, name: str, source: str) -> None:
    """memory.html: the memory card of a memory phase, the bundle's or one run on this machine
    (``source``), headed by where it ran."""
    write_text(page, render_memory_page(read_json(summary), name, source))


def report(
    profile: str, kernels: str, summary: str, ranges: str, operators: str, report: str, whatif: str | None = None
) -> None:
    """report.html: the profile as one self-contained page (``ranges``, the capture's NVTX
    ranges: its module tree; ``operators``, the window's aten ranges: each backward kernel's
    module; ``whatif``, where the bundle records what-if runs: the predictions checked)."""
    write_report(profile, report, kernels, summary, ranges, operators, read_json(whatif) if whatif else None)


def trace(
    profile: str,
    kernels: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    kineto_calls: str,
    kineto_memory: str,
    trace: str,
) -> None:
    """trace.json.gz: CPU operators and CUDA calls from Kineto, kernels from the nsys timeline with
    their operator, tier, counters and provenance, Kineto's memory copies and sets, flow arrows and
    iteration markers, in the Chrome trace format."""
    document = build_trace(
        read_table(kernels, tables.KERNELS, TRACE_COLUMNS),
        read_table(kineto_ops, tables.KINETO_OPS),
        read_table(kineto_launches, tables.KINETO_LAUNCHES),
        read_table(kineto_kernels, tables.KINETO_KERNELS),
        read_table(kineto_calls, tables.KINETO_CALLS),
        read_table(kineto_memory, tables.KINETO_MEMORY),
        read_skeleton(profile),
    )
    write_bytes(trace, trace_bytes(document))


def diff(
    base_profile: str,
    base_kernels: str,
    new_profile: str,
    new_kernels: str,
    base: str,
    new: str,
    diff: str,
    report: str,
    strict: bool = False,
) -> None:
    """Two profiles compared per operator family (diff.json and diff.html); with ``strict``, a
    pair captured under other conditions (GPU, clocks, tools, iterations) is refused."""
    sides = [
        compare.Side(name, read_json(profile_path), read_table(kernels_path, tables.KERNELS, compare.DIFF_COLUMNS))
        for name, profile_path, kernels_path in ((base, base_profile, base_kernels), (new, new_profile, new_kernels))
    ]
    document = compare.diff_profiles(*sides)
    refused = [d for d in document["differences"] if d["refusable"]]
    if strict and refused:
        listed = "; ".join(f"{d['what']} {d['base']} against {d['new']}" for d in refused)
        raise OpprofError(
            new_profile,
            f"captured under other conditions than {base_profile} ({listed}); strict diffs compare only like with like",
        )
    validate_json(document, "diff.schema.json", diff)
    write_json(diff, document)
    write_diff_report(document, report)


def ranks(
    profiles: list[str], kernels: list[str], ranks: list[int], summary: str, diff: str, report: str, name: str
) -> None:
    """The ranks of a data-parallel run compared (ranks.json): per rank kernel, compute,
    communication and idle time per iteration, the slowest rank and the family that makes it
    slowest, from the profile diff of the fastest rank against it (ranks_diff.json and .html)."""
    if not len(profiles) == len(kernels) == len(ranks):
        raise OpprofError(None, f"{name}: {len(ranks)} ranks, {len(profiles)} profiles, {len(kernels)} kernel tables")
    sides = [
        compare_ranks.Rank(
            rank,
            compare.Side(
                f"{name}/rank{rank}", read_json(profile), read_table(table, tables.KERNELS, compare.DIFF_COLUMNS)
            ),
        )
        for rank, profile, table in zip(ranks, profiles, kernels, strict=True)
    ]
    found, document = compare_ranks.cross_rank_summary(sides)
    validate_json(document, "diff.schema.json", diff)
    validate_json(found, "ranks.schema.json", summary)
    write_json(summary, found)
    write_json(diff, document)
    write_diff_report(document, report)


def diff_gate(diff: str, record: str, rules: str, expected: list[str] | None = None) -> None:
    """The regression gate over one diff: ``rules`` (config diff.gate, as JSON) crossed fail the
    target with the table of what crossed; the record says what was checked."""
    document = read_json(diff)
    gate = json.loads(rules)
    faults = compare.gate_rule_faults(gate)
    if faults:
        raise OpprofError(
            diff,
            f"config diff.gate: {'; '.join(faults)}: "
            "each bound must be a finite number, a counter's min at most its max",
        )
    unknown = [f for f in [*(expected or []), *(b["family"] for b in gate["counters"])] if f not in compare.FAMILIES]
    if unknown:
        raise OpprofError(diff, f"families {unknown} are not families ({', '.join(compare.FAMILIES)})")
    unknown = [b["counter"] for b in gate["counters"] if b["counter"] not in compare.KEY_COUNTERS]
    if unknown:
        raise OpprofError(diff, f"gate counters {unknown} are not compared ({', '.join(compare.KEY_COUNTERS)})")
    found = compare.gate_diff(document, gate, expected or [])
    if not found["passed"]:
        pair = f"{document['base']['name']} -> {document['new']['name']}"
        raise GateError(
            diff, f"{pair}: {len(found['crossed'])} regression rule(s) crossed", compare.crossed_table(found["crossed"])
        )
    write_json(record, found)


def paper_findings(
    diffs: list[str], bases: list[str], news: list[str], profiles: list[str], markdown: str, page: str
) -> None:
    """The method's three findings, rerun (results/paper/findings.md and .html): per pair of
    ``paper.PAIRS``, in order, its diff, both sides' kernel tables and the baseline's profile."""
    pairs = {
        workload: paper.Pair.of(
            read_json(diff_path),
            read_table(base, tables.KERNELS, paper.PAPER_COLUMNS),
            read_table(new, tables.KERNELS, paper.PAPER_COLUMNS),
        )
        for (workload, _, _), diff_path, base, new in zip(paper.PAIRS, diffs, bases, news, strict=True)
    }
    rows = paper.paper_findings(pairs)
    conditions = paper.conditions([read_json(p)["capture"]["manifest"] for p in profiles])
    html, text = render_findings(rows, conditions), paper.findings_markdown(rows, conditions)
    write_text(page, html)
    write_text(markdown, text)


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


# What-if stages -------------------------------------------------------------------------------


def whatif_runs(profile: str, spec: str, runner: str, steps: int, runs: str, device: str = "cuda") -> None:
    """The workload timed with no profiler under each fix the plan prices and opprof can apply,
    alone and as the plan combines them, and under the fixes it cannot model (each set a process
    of its own: scripts/whatif_run.py) -> the runs file whatif checks the predictions against."""
    plan = read_skeleton(profile)["plan"]
    workload = WorkloadSpec.from_json(spec)
    runs_list = []
    with tempfile.TemporaryDirectory(prefix="opprof-whatif-") as scratch:
        for index, chosen in enumerate(whatif_sets([f["fix"] for f in plan["fixes"]], workload)):
            out = Path(scratch) / f"{index}.json"
            command = [sys.executable, "-P", runner, "--spec", spec, "--fixes", chosen, "--steps", str(steps)]
            run_tool([*command, "--run", str(out), "--device", device], workload_env())
            runs_list.append(read_json(out))
    write_json(runs, {"format": RUNS_FORMAT, "workload": workload.name, "runs": runs_list})


def whatif(profile: str, whatif: str, runs: str | None = None, reason: str | None = None) -> None:
    """whatif.json: each what-if run against the plan's prediction for the same fixes; with no
    runs (no GPU here, none recorded in the bundle) the file says so and why."""
    plan = read_skeleton(profile)["plan"]
    if runs is None:
        write_json(whatif, {"runs": [], "checked": False, "reason": reason or "no what-if runs"})
        return
    checked = check_runs(read_json(runs), plan, runs, NOT_RUNNABLE)
    write_json(whatif, {**checked, "checked": True, "reason": None, "runnable": RUNNABLE, "not_runnable": NOT_RUNNABLE})
