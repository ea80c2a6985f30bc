"""What the capture stages share: the workload program and its environment, the phase record
(exact command, wall time, tool version, kernel count) and the capture.json that assemble_bundle
builds from those records, last.

Each phase runs the workload in its own process (``scripts/run_workload.py``), as the tools cannot
share one: torch.profiler and nsys both subscribe to CUPTI, and in one process the loser records
nothing, silently. ``python -P`` keeps ``scripts/`` off ``sys.path``, where a script could
shadow a standard-library module that torch imports.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from opprof.capture.clocks import clocks_record
from opprof.errors import OpprofError
from opprof.io import write_json

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


def workload_program(runner: str, workload: str, phase: str, warmup: int, measured: int, *extra: str) -> list[str]:
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


def phase_record(path: str, phase: str, command: str, wall_s: float, kernels: int | None, **extra: Any) -> None:
    write_json(path, {"phase": phase, "command": command, "wall_s": round(wall_s, 3), "kernels": kernels, **extra})


def ncu_csv(stdout: str) -> str:
    """The CSV part of ``ncu --import --csv`` output: ncu may print ``==PROF==``/``==WARNING==`` lines first."""
    lines = stdout.splitlines(keepends=True)
    first = next((i for i, line in enumerate(lines) if not line.startswith("==")), len(lines))
    return "".join(lines[first:])


def bundle_manifest_document(
    root: Path,
    environment: dict[str, Any],
    records: list[dict[str, Any]],
    nsys_info: dict[str, Any],
    ran: dict[str, Any],
    warmup: int,
    measured: int,
    inductor: str | None,
) -> dict[str, Any]:
    """capture.json of a live capture in ``root`` from probe.json (``environment``), the phase
    records, what the nsys export recorded and modules.json's workload (``ran``)."""
    phases = {r["phase"]: r for r in records}
    ncu_runs = [r for name, r in sorted(phases.items()) if name.startswith("ncu_")]
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
