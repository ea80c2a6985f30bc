"""What the capture stages share: the workload program and its environment, the phase record
(exact command, wall time, tool version, kernel count) and the capture.json that assemble_bundle
builds from those records, last.

Each phase runs the workload in its own process (``scripts/run_workload.py``), as the tools cannot
share one: torch.profiler and nsys both subscribe to CUPTI, and in one process the loser records
nothing, silently. ``python -P`` keeps ``scripts/`` off ``sys.path``, where a script could
shadow a standard-library module that torch imports.
"""

from __future__ import annotations

import csv
import io
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from opprof.bundle.manifest import read_json, timed_count
from opprof.capture.clocks import clocks_record
from opprof.capture.commands import shell_line
from opprof.capture.ranks import rank_launch
from opprof.capture.spec import SETTINGS_ENV, CaptureSettings, Phase, WorkloadSpec, builtin_variant
from opprof.cli import use_bytecode_cache
from opprof.errors import OpprofError
from opprof.ingest.ncu import unit_scale
from opprof.io import write_json

TIMING = "timing.json"
DEBUG_ENV = {"TORCH_COMPILE_DEBUG": "1", "TORCHINDUCTOR_FORCE_DISABLE_CACHES": "1"}


def workload_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a workload process: this one's, with a bytecode cache."""
    env = {**os.environ, **(extra or {})}
    use_bytecode_cache(env)
    return env


@dataclass(frozen=True)
class PhaseProgram:
    """The program one phase runs (the harness for a ``build`` workload, the user's command for a
    ``command`` one) and the capture settings it reads from the environment."""

    argv: list[str]
    settings: CaptureSettings

    def env(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        return workload_env({**(extra or {}), SETTINGS_ENV: self.settings.to_env()})

    def launched(self, command: Sequence[str]) -> list[str]:
        """``command`` (this program, or a tool's command line ending in it) as the phase runs it:
        as it is for one rank; for a data-parallel workload, under torchrun with every rank."""
        spec = self.settings.spec
        return list(command) if spec.ranks == 1 else rank_launch(spec, list(command), self.argv)

    def shell_line(self, *around: Sequence[str]) -> str:
        """The command as one copy-pasteable line: the settings variable, then ``around`` (the
        profiler's command line ending in this program, and what follows it), the first as launched."""
        first, *rest = around or [self.argv]
        return f"{SETTINGS_ENV}={shlex.quote(self.settings.to_env())} {shell_line(self.launched(first), *rest)}"


def phase_program(
    spec_json: str,
    runner: str,
    phase: Phase,
    ran: str | None = None,
    trace: str | None = None,
    scope: str | None = None,
    device: str = "cuda",
    ranges: int | None = None,
    memory: str | None = None,
) -> PhaseProgram:
    spec = WorkloadSpec.from_json(spec_json)
    settings = CaptureSettings(phase, spec, ran=ran, trace=trace, scope=scope, ranges=ranges, memory=memory)
    if spec.command is not None:
        return PhaseProgram(shlex.split(spec.command), settings)
    return PhaseProgram([sys.executable, "-P", runner, "--device", device], settings)


def check_command(argv: list[str]) -> None:
    """A command workload's program exists and, where it is Python, can import opprof (the
    package its ``opprof.steps`` loop needs) and torch."""
    found = shutil.which(argv[0]) if argv else None
    if found is None:
        raise OpprofError(argv[0] if argv else None, "the workload's command is not an executable on PATH")
    if not Path(found).name.startswith("python"):
        return
    probe = subprocess.run(
        [found, "-c", "import opprof.capture.api"], capture_output=True, text=True, env=workload_env(), check=False
    )
    if probe.returncode != 0:
        last = (probe.stderr.strip().splitlines() or ["no output"])[-1]
        raise OpprofError(
            found,
            f"cannot import opprof ({last}): install opprof in the program's environment (pip install -e <opprof>)",
        )


def ran_modules(program: PhaseProgram) -> dict[str, Any]:
    """modules.json, which the program writes to its settings' ``ran`` when its last measured
    step ends: a program that never ran them (a command without ``opprof.steps``) is refused in
    one line."""
    ran = Path(program.settings.ran or "")
    if not program.settings.ran or not ran.is_file():
        what = program.settings.spec.command or shell_line(program.argv)
        raise OpprofError(
            ran,
            f"{what!r} ran no measured opprof step: mark its loop with opprof.steps(...) or "
            "opprof.iteration(k) (docs/workloads.md)",
        )
    document: dict[str, Any] = read_json(ran)
    return document


def phase_record(path: str, phase: str, command: str, wall_s: float, kernels: int | None, **extra: Any) -> None:
    write_json(path, {"phase": phase, "command": command, "wall_s": round(wall_s, 3), "kernels": kernels, **extra})


def ncu_csv(stdout: str) -> str:
    """The CSV part of ``ncu --import --csv`` output: ncu may print ``==PROF==``/``==WARNING==`` lines first."""
    lines = stdout.splitlines(keepends=True)
    first = next((i for i, line in enumerate(lines) if not line.startswith("==")), len(lines))
    return "".join(lines[first:])


_NUMBER = re.compile(r"-?[\d,]+(\.\d*)?([eE][-+]?\d+)?")


def merged_ncu_csv(parts: list[str], source: str) -> str:
    """Raw-page CSVs of consecutive ncu runs of one counter group as one, in run order: IDs
    numbered on, and a column that one run printed in another unit (ncu scales each report's
    columns to its own values) rescaled to the first run's unit. By hand, not pandas: the text
    keeps ncu's layout (header, units row, rows) that the ingest checks."""
    tables = [list(csv.reader(io.StringIO(part))) for part in parts]
    header, units = tables[0][0], tables[0][1]
    first_scales = [unit_scale(unit) for unit in units]
    id_column = header.index("ID")
    rows: list[list[str]] = []
    for number, table in enumerate(tables):
        if table[0] != header:
            raise OpprofError(source, f"ncu run {number} printed other columns than run 0")
        factors = []
        for column, (printed, (first_to_base, first_base)) in enumerate(zip(table[1], first_scales, strict=True)):
            to_base, base = unit_scale(printed)
            if base != first_base:
                raise OpprofError(
                    source, f"ncu run {number} prints {header[column]} in {printed}, run 0 in {units[column]}"
                )
            factors.append(to_base / first_to_base)
        for row in table[2:]:
            rescaled = [
                cell if factor == 1 or not _NUMBER.fullmatch(cell) else repr(float(cell.replace(",", "")) * factor)
                for cell, factor in zip(row, factors, strict=True)
            ]
            rescaled[id_column] = str(len(rows))
            rows.append(rescaled)
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows([header, units, *rows])
    return out.getvalue()


def bundle_manifest_document(
    root: Path,
    environment: dict[str, Any],
    records: list[dict[str, Any]],
    nsys_info: dict[str, Any],
    ran: dict[str, Any],
    warmup: int,
    measured: int,
    inductor: str | None,
    spec: WorkloadSpec,
    timing: dict[str, Any] | None = None,
    memory: tuple[str, str] | None = None,
) -> dict[str, Any]:
    """capture.json of a live capture in ``root`` from probe.json (``environment``), the phase
    records, what the nsys export recorded, modules.json's workload (``ran``), timing.json and
    the memory phase's two files (``memory``: memory.json's and the trace's names in ``root``)."""
    phases = {r["phase"]: r for r in records}
    ncu_runs = [r for name, r in sorted(phases.items()) if name.startswith("ncu_")]
    cupti_run = phases.get("cupti_counters")
    counted = [*ncu_runs, *([cupti_run] if cupti_run else [])]
    nsys_run = phases["phase2_nsys"]
    chip = nsys_info["gpu_chip"]
    if chip is None:
        raise OpprofError(
            root / "nsys.sqlite", "the export names no GPU chip (TARGET_INFO_GPU); ncu metric names need it"
        )
    return {
        "format": "opprof-capture-bundle",
        "format_version": 1,
        "name": ran["name"],
        "workload": {
            **ran,
            "name": builtin_variant(ran["name"])[0] if spec.builtin else ran["name"],
            "source": spec.source,
        },
        "gpu": {**environment["gpu"], "chip": chip.lower()},
        "software": {
            **environment["software"],
            **nsys_run["tools"],
            **{k: v for r in counted for k, v in r["tools"].items()},
        },
        "clocks": clocks_record(nsys_run["clock_mode"], environment["clocks"]),
        # The timing phase times its own count of measured steps (timing_steps, or what the loop ran).
        "iterations": {"warmup": warmup, "measured": measured, **({"timed": timed_count(timing)} if timing else {})},
        "window": {"method": "markers"},
        "commands": {name: r["command"] for name, r in phases.items()},
        "metrics": sorted({m for r in counted for m in r["metrics"]}),
        "files": {
            "nsys": "nsys.sqlite",
            "kineto": "kineto.json.gz",
            "ncu": [
                {
                    "group": r["group"],
                    "path": f"ncu/{r['group']}.csv.gz",
                    "passes": r["passes"],
                    "wall_s": r["wall_s"],
                    **({"runs": r["runs"]} if r.get("runs") else {}),
                }
                for r in ncu_runs
            ],
            "cupti": "cupti.json" if cupti_run else None,
            "replay_plan": "replay_plan.json" if (root / "replay_plan.json").is_file() else None,
            "modules": "modules.json",
            # torch.compile that traced nothing leaves no graph to map (and git keeps no empty folder).
            "inductor": inductor if inductor and phases["inductor_debug"]["graphs"] else None,
            "timing": TIMING if timing else None,
            "memory": memory[0] if memory else None,
            "memory_trace": memory[1] if memory else None,
        },
        **({"compile": compile_record(timing)} if timing and timing["dynamo"] else {}),
        **({"range_profiler": range_profiler_record(cupti_run)} if cupti_run else {}),
    }


def range_profiler_record(run: dict[str, Any]) -> dict[str, Any]:
    """capture.json's range_profiler entry: how CUPTI's range profiler counted (cupti_counters' record)."""
    return {
        "kernels": run["kernels"],
        "passes": run["passes"],
        "wall_s": run["wall_s"],
        "collect_s": run["collect_s"],
        "caches": "as the program left them: not flushed before each kernel",
    }


def compile_record(timing: dict[str, Any]) -> dict[str, Any]:
    """capture.json's compile entry from timing.json: the first step's wall time (Dynamo traces
    and Inductor compiles there) and what Dynamo made."""
    first = timing["steps"][0]
    return {
        "first_call_wall_s": round(first["wall_ns"] / 1e9, 3),
        "graphs": timing["dynamo"]["graphs"],
        "graph_breaks": timing["dynamo"]["graph_breaks"],
        # Absent from timing.json written before Dynamo's recompilations were counted.
        **({"recompilations": timing["dynamo"]["recompilations"]} if "recompilations" in timing["dynamo"] else {}),
    }
