"""Here, after whatif.sh ran on the GPU machine: add its what-if runs to the shipped bundles.

Each $OUT/whatif_<name>.json is copied to captures/h200/<name>/whatif_runs.json and listed in the
bundle's capture.json (files.whatif), with the command that made it. A runs file of another
workload than the bundle's is refused.

Usage: python benchmarks/device/add_whatif.py COMMAND RUNS_JSON... [--captures CAPTURES_DIR]
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

from opprof.bundle.manifest import bundle_from_manifest
from opprof.io import write_json

MEMBER = "whatif_runs.json"


def add(runs: Path, captures: Path, command: str) -> str:
    """``runs`` added to its workload's bundle in ``captures``; the bundle's name."""
    document = json.loads(runs.read_text())
    bundle = captures / document["workload"]
    manifest_path = bundle / "capture.json"
    manifest = json.loads(manifest_path.read_text())
    if manifest["name"] != document["workload"]:
        raise SystemExit(f"{runs}: runs of {document['workload']!r}, bundle of {manifest['name']!r}")
    shutil.copyfile(runs, bundle / MEMBER)
    manifest["files"]["whatif"] = MEMBER
    manifest["commands"]["whatif"] = command
    bundle_from_manifest(bundle, manifest, manifest_path)
    write_json(manifest_path, manifest)
    return str(bundle)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", help="the device command that made the runs")
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--captures", type=Path, default=Path("captures/h200"))
    args = parser.parse_args()
    for runs in args.runs:
        print(add(runs, args.captures, args.command))


if __name__ == "__main__":
    main()
