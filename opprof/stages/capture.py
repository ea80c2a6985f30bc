"""Rules of rules/capture.smk: the capture phases run over the workload on a GPU machine, each writing
its file of the bundle and its phase record, and capture.json written last.
"""

from __future__ import annotations

import dataclasses
import sys
import tempfile
from pathlib import Path

from opprof.analysis.fusion_map import keep_debug_output
from opprof.bundle.manifest import bundle_from_manifest, read_json, read_timing, timed_count
from opprof.capture import commands
from opprof.capture.checks import check_kineto_trace, check_memory_capture, check_nsys_export
from opprof.capture.clocks import ClockMode, clock_control
from opprof.capture.doctor import doctor_checks, first_failure, outlook, preflight_checks
from opprof.capture.doctor import report as doctor_report
from opprof.capture.phases import (
    DEBUG_ENV,
    bundle_manifest_document,
    check_command,
    phase_program,
    phase_record,
    ran_modules,
)
from opprof.capture.spec import WorkloadSpec
from opprof.capture.tools import CaptureSetting, find_tool, run_tool, tool_version
from opprof.cli import require_torch
from opprof.errors import OpprofError
from opprof.ingest import nsys
from opprof.io import atomic_scratch, write_json


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
