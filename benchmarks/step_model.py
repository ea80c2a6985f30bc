"""The step model against the measured step, per shipped bundle: each measured Kineto step replayed
at the timing phase's host time (opprof/analysis/step_model.py), its modelled median wall time, the
timing phase's, the error and the critical path's verdict.

Usage: python benchmarks/step_model.py [CAPTURES_DIR]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from opprof.analysis.step_model import build_model, model_record, steps_of
from opprof.bundle.manifest import read_timing
from opprof.ingest import kineto
from opprof.units import format_ns


def main(captures: str = "captures/h200") -> None:
    print("| bundle | measured step | modelled | error | host share of the critical path | verdict |")
    print("|---|---|---|---|---|---|")
    for manifest_path in sorted(Path(captures).glob("*/capture.json")):
        bundle = manifest_path.parent
        manifest = json.loads(manifest_path.read_text())
        files = manifest["files"]
        if not files.get("kineto") or not files.get("timing"):
            continue
        trace = bundle / files["kineto"]
        tables = kineto.read_trace(trace)
        memory = kineto.memory_ops(kineto.load_trace(trace))
        timing = read_timing(bundle / files["timing"], manifest["iterations"]["measured"])
        record = model_record(
            build_model(steps_of(tables.ops, tables.calls, tables.kernels, memory, bundle), timing, [])
        )
        print(
            f"| {bundle.name} | {format_ns(record['measured_wall_ns'])} | {format_ns(record['modelled_wall_ns'])} "
            f"| {record['error']:+.1%} | {record['host_share']:.0%} | {record['verdict']} |",
            flush=True,
        )


if __name__ == "__main__":
    main(*sys.argv[1:])
