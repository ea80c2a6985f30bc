"""Here, after memory_phase.sh ran on the GPU machine: add what it captured to the shipped bundles.

For each bundle of the tarball: the memory phase's memory.json and memory_trace.json.gz, and a
timing.json where the bundle has none, copied into captures/h200/<name>/ and listed in its
capture.json (files, and the phase's command from its record). A phase captured under another
torch release than the bundle's is refused: its operators would not be the bundle's.

Usage: python benchmarks/device/add_phases.py PHASES_TGZ [CAPTURES_DIR]
"""

from __future__ import annotations

import json
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path

from opprof.bundle.manifest import bundle_from_manifest
from opprof.capture.phases import compile_record
from opprof.io import write_json

MEMBERS = {"memory": "memory.json", "memory_trace": "memory_trace.json.gz"}


def add(results: Path, bundle: Path) -> list[str]:
    """The phases of ``results`` (a workflow's results folder) added to ``bundle``; what was added."""
    name = bundle.name
    live = results / "captures" / name
    manifest_path = bundle / "capture.json"
    manifest = json.loads(manifest_path.read_text())
    added = []
    if (live / "memory.json").is_file():
        torch = json.loads((live / "memory.json").read_text())["torch"]
        if torch != manifest["software"]["torch"]:
            raise SystemExit(f"{name}: the memory phase ran torch {torch}, the bundle {manifest['software']['torch']}")
        for key, file in MEMBERS.items():
            shutil.copyfile(live / file, bundle / file)
            manifest["files"][key] = file
        manifest["commands"]["phase_memory"] = json.loads((results / name / "capture/phase_memory.json").read_text())[
            "command"
        ]
        added.append("memory")
    if (live / "timing.json").is_file() and not manifest["files"].get("timing"):
        shutil.copyfile(live / "timing.json", bundle / "timing.json")
        manifest["files"]["timing"] = "timing.json"
        record = json.loads((results / name / "capture/phase0_timing.json").read_text())
        manifest["commands"]["phase0_timing"] = record["command"]
        timing = json.loads((live / "timing.json").read_text())
        if timing["dynamo"]:
            manifest["compile"] = compile_record(timing)
        added.append("timing")
    bundle_from_manifest(bundle, manifest, manifest_path)
    write_json(manifest_path, manifest)
    return added


def main(tgz: str, captures: str = "captures/h200") -> None:
    with tempfile.TemporaryDirectory() as scratch:
        with tarfile.open(tgz) as archive:
            archive.extractall(scratch, filter="data")
        results = Path(scratch) / "results"
        for live in sorted((results / "captures").iterdir()):
            print(live.name, add(results, Path(captures) / live.name))


if __name__ == "__main__":
    main(*sys.argv[1:])
