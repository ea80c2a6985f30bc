"""The capture rules' stages: run one tool over the workload, check what it wrote, and leave a
record (exact command, wall time, tool version, kernel count) that assemble_bundle puts into
capture.json, which it writes last.

Each phase runs the workload in its own process (``scripts/run_workload.py``): the tools cannot
share one (DESIGN.md). ``python -P`` keeps ``scripts/`` off ``sys.path``, where a script could
shadow a standard-library module that torch imports.
"""

from __future__ import annotations

import argparse
import gzip
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from opprof.analysis.fusion_map import keep_debug_output
from opprof.analysis.layer_dedup import plan_replay
from opprof.analysis.window import marker_manifest
from opprof.bundle.manifest import MANIFEST, bundle_from_manifest, read_json
from opprof.capture import commands
from opprof.capture.checks import (
    check_kineto_trace,
    check_ncu_rows,
    check_nsys_export,
    expected_ncu_kernels,
    load_scope,
    scope_from_document,
)
from opprof.capture.clocks import ClockMode, clock_control, clocks_record
from opprof.capture.tools import replay_passes, run_tool, tool_stdout, tool_version
from opprof.errors import OpprofError
from opprof.ingest import nsys as nsys_ingest
from opprof.io import atomic_scratch, write_bytes, write_json

DEBUG_ENV = {"TORCH_COMPILE_DEBUG": "1", "TORCHINDUCTOR_FORCE_DISABLE_CACHES": "1"}
# Where the workload processes keep compiled bytecode when the user has not chosen a place.
DEFAULT_PYCACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "opprof" / "pycache"


def workload_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a workload process: this one's, with a bytecode cache.

    Every phase is a fresh interpreter that imports torch (and transformers); where
    site-packages holds no .pyc files and PYTHONDONTWRITEBYTECODE is set (as in many
    containers) each of them compiles all that source again: GPT-2's start-up took 11.1 s there
    and 5.0 s with this cache on the H200 test machine. A PYTHONPYCACHEPREFIX tree outside the
    install leaves the install untouched.
    """
    env = {**os.environ, **(extra or {})}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("PYTHONPYCACHEPREFIX", str(DEFAULT_PYCACHE))
    return env


def add_run_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments every phase script takes to run the workload (rule scripts share them)."""
    parser.add_argument("--workload", required=True)
    parser.add_argument("--runner", required=True, help="scripts/run_workload.py")
    parser.add_argument("--warmup", type=int, required=True)
    parser.add_argument("--measured", type=int, required=True)


def _program(runner: str, workload: str, phase: str, warmup: int, measured: int, *extra: str) -> list[str]:
    return [
        sys.executable,
        "-P",
        runner,
        "--workload",
        workload,
        "--phase",
        phase,
        "--device",
        "cuda",
        "--warmup",
        str(warmup),
        "--measured",
        str(measured),
        *extra,
    ]


def _record(path: str, phase: str, command: str, wall_s: float, kernels: int | None, **extra: Any) -> None:
    write_json(path, {"phase": phase, "command": command, "wall_s": round(wall_s, 3), "kernels": kernels, **extra})


def capture_kineto(workload: str, runner: str, warmup: int, measured: int, trace: str, record: str) -> None:
    """Rule phase1_kineto: torch.profiler over the measured iterations -> kineto.json.gz."""
    program = _program(runner, workload, "kineto", warmup, measured, "--trace", trace)
    wall_s, _ = run_tool(program, workload_env())
    kernels = check_kineto_trace(Path(trace), measured)
    _record(record, "phase1_kineto", commands.shell_line(program), wall_s, kernels)


def capture_nsys(
    workload: str,
    runner: str,
    nsys: str,
    warmup: int,
    measured: int,
    probe: str,
    clock_mode: ClockMode,
    report: str,
    sqlite: str,
    modules: str,
    record: str,
) -> None:
    """Rule phase2_nsys: the nsys timeline with emit_nvtx and module ranges -> nsys.sqlite, modules.json.
    In ``lock`` clock mode the clocks are pinned for this phase only."""
    program = _program(runner, workload, "nsys", warmup, measured, "--modules", modules)
    report_stem = Path(report)
    profile = commands.nsys_profile(nsys, report_stem, program)
    with clock_control(clock_mode, read_json(probe)):
        wall_s, _ = run_tool(profile, workload_env())
    with atomic_scratch(sqlite) as exported:
        export = commands.nsys_export(nsys, report_stem.with_suffix(".nsys-rep"), exported)
        run_tool(export)
        kernels = check_nsys_export(exported, measured, eager=not workload.endswith("_compiled"))
    command = commands.shell_line(
        profile, commands.nsys_export(nsys, report_stem.with_suffix(".nsys-rep"), Path(sqlite))
    )
    _record(record, "phase2_nsys", command, wall_s, kernels, clock_mode=clock_mode, tools={"nsys": tool_version(nsys)})


def ncu_csv(stdout: str) -> str:
    """The CSV part of ``ncu --import --csv`` output: ncu may print ``==PROF==``/``==WARNING==`` lines first."""
    lines = stdout.splitlines(keepends=True)
    first = next((i for i, line in enumerate(lines) if not line.startswith("==")), len(lines))
    return "".join(lines[first:])


def capture_ncu(
    workload: str,
    runner: str,
    ncu: str,
    group: str,
    metrics: str,
    replay_mode: commands.ReplayMode,
    print_units: commands.PrintUnits,
    warmup: int,
    measured: int,
    nsys_sqlite: str,
    scope: str | None,
    report: str,
    csv: str,
    record: str,
) -> None:
    """Rule ncu_replay: one counter group over the window (or a scope's part of it) -> ncu/<group>.csv.gz,
    refused unless it holds exactly the kernels the phase-2 timeline puts in that window."""
    sqlite = Path(nsys_sqlite)
    profile_scope = load_scope(scope) if scope else None
    expected = expected_ncu_kernels(
        nsys_ingest.read_kernels(sqlite),
        nsys_ingest.read_ranges(sqlite),
        marker_manifest(measured),
        sqlite,
        profile_scope,
    )
    program = _program(runner, workload, "ncu", warmup, measured, *(["--scope", scope] if scope else []))
    names = metrics.split(",")
    report_stem = Path(report)
    profile = commands.ncu_profile(ncu, names, replay_mode, report_stem, program)
    wall_s, output = run_tool(profile, workload_env())
    export = commands.ncu_export(ncu, report_stem.with_suffix(".ncu-rep"), print_units)
    write_bytes(csv, gzip.compress(ncu_csv(tool_stdout(export)).encode(), mtime=0))
    kernels = check_ncu_rows(Path(csv), expected)
    command = (
        f"{commands.shell_line(profile, export)} > {Path(csv).with_suffix('')} && gzip -n {Path(csv).with_suffix('')}"
    )
    _record(
        record,
        f"ncu_{group}",
        command,
        wall_s,
        kernels,
        group=group,
        passes=replay_passes(output),
        metrics=names,
        tools={"ncu": tool_version(ncu)},
    )


def plan_ncu_replay(nsys_sqlite: str, modules: str, measured: int, scope: str, plan: str, full: bool) -> None:
    """Rule layer_dedup: the ncu profile scope and the replay plan from the phase-2 timeline.
    ``full`` asks for no dedup: ncu profiles the whole measured window."""
    sqlite = Path(nsys_sqlite)
    kernels, ranges = nsys_ingest.read_kernels(sqlite), nsys_ingest.read_ranges(sqlite)
    planned = plan_replay(kernels, ranges, read_json(modules), measured, sqlite, dedup=not full)
    expected = expected_ncu_kernels(
        kernels, ranges, marker_manifest(measured), sqlite, scope_from_document(planned.scope)
    )
    measured_count = sum(n for _, n in planned.plan["measured"])
    if expected != measured_count:
        raise OpprofError(sqlite, f"replay plan measures {measured_count} kernels, the scope would profile {expected}")
    write_json(scope, planned.scope)
    write_json(plan, {**planned.plan, "notes": "; ".join(planned.notes)})


def capture_inductor(workload: str, runner: str, warmup: int, measured: int, out: str, record: str) -> None:
    """Rule inductor_debug: compile with ``TORCH_COMPILE_DEBUG=1`` and keep the useful debug files.

    A compile served from Inductor's cache writes no output_code.py, so this run bypasses the
    caches; it is a run of its own so that the captured runs keep compiling from the shared cache
    (their autotuned kernel configurations must agree across phases).
    """
    with tempfile.TemporaryDirectory(prefix="opprof-inductor-") as debug_root:
        ran = Path(debug_root) / "modules.json"
        program = _program(runner, workload, "plain", warmup, measured, "--modules", str(ran))
        settings = {**DEBUG_ENV, "TORCH_COMPILE_DEBUG_DIR": debug_root}
        wall_s, _ = run_tool(program, workload_env(settings))
        traced = read_json(ran)["workload"]["compiled_graphs"]
        with atomic_scratch(out) as kept:
            graphs = keep_debug_output(Path(debug_root), kept, traced)
    command = " ".join([*(f"{k}={v}" for k, v in settings.items()), commands.shell_line(program)])
    _record(
        record,
        "inductor_debug",
        command.replace(debug_root, "<scratch>"),
        wall_s,
        None,
        graphs=graphs,
        traced_graphs=traced,
    )


def assemble_bundle(
    bundle: str, probe: str, records: list[str], warmup: int, measured: int, inductor: str | None
) -> None:
    """Rule assemble_bundle: capture.json from probe.json, the phase records and modules.json (the
    workload as it ran); written last, and only if it validates and every file it lists is there."""
    root = Path(bundle)
    ran = read_json(root / "modules.json")["workload"]
    environment = read_json(probe)
    phases = {r["phase"]: r for r in (read_json(p) for p in records)}
    ncu_runs = [r for name, r in sorted(phases.items()) if name.startswith("ncu_")]
    nsys_run = phases["phase2_nsys"]
    chip = nsys_ingest.read_capture_info(root / "nsys.sqlite")["gpu_chip"]
    if chip is None:
        raise OpprofError(
            root / "nsys.sqlite", "the export names no GPU chip (TARGET_INFO_GPU); ncu metric names need it"
        )
    manifest = {
        "format": "opprof-capture-bundle",
        "format_version": 1,
        "name": ran["name"],
        "workload": {**ran, "name": ran["name"].removesuffix("_compiled"), "source": "opprof.capture.workloads"},
        "gpu": {**environment["gpu"], "chip": chip.lower()},
        "software": {
            **environment["software"],
            **nsys_run["tools"],
            **{k: v for r in ncu_runs for k, v in r["tools"].items()},
        },
        "clocks": clocks_record(nsys_run["clock_mode"], environment["clocks"]),
        "iterations": {"warmup": warmup, "measured": measured},
        "window": {"method": "markers"},
        "commands": {name: r["command"] for name, r in phases.items()},
        "metrics": sorted({m for r in ncu_runs for m in r["metrics"]}),
        "files": {
            "nsys": "nsys.sqlite",
            "kineto": "kineto.json.gz",
            "ncu": [
                {"group": r["group"], "path": f"ncu/{r['group']}.csv.gz", "passes": r["passes"], "wall_s": r["wall_s"]}
                for r in ncu_runs
            ],
            "replay_plan": "replay_plan.json" if (root / "replay_plan.json").is_file() else None,
            "modules": "modules.json",
            # torch.compile that traced nothing leaves no graph to map (and git keeps no empty folder).
            "inductor": inductor if inductor and phases["inductor_debug"]["graphs"] else None,
        },
    }
    manifest_path = root / MANIFEST
    bundle_from_manifest(root, manifest, manifest_path)
    write_json(manifest_path, manifest)
