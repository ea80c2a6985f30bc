"""Reads ``.ncu-rep`` reports with NVIDIA's ``ncu_report`` module, in a process of its own.

``ncu_report`` does not always raise on a corrupt report: a failed protobuf check inside it
calls ``abort()`` and takes the whole process down. opprof.ingest.ncu therefore runs this
module as a long-lived child process and turns a dead child into an OpprofError.

Protocol: each line on stdin is a JSON string (a report path); each reply is one line of JSON
on stdout: ``{"kernels": [{"name": ..., "values": {...}, "texts": {...}, "units": {...}}, ...]}``
or ``{"error": "..."}``. ``values`` holds numeric metrics at full precision in the unit given
for them (null where the report has none), ``texts`` the text-valued ones. Only the standard
library and ``ncu_report`` are imported here, so the child starts fast.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import ncu_report


def _action(action: Any) -> dict[str, Any]:
    values: dict[str, int | float | None] = {}
    texts: dict[str, str] = {}
    units: dict[str, str] = {}
    for name in action.metric_names():
        metric = action.metric_by_name(name)
        if metric is None:
            continue
        value = metric.value()
        if isinstance(value, str):
            texts[name] = value
        else:
            values[name] = value if isinstance(value, int | float) and not isinstance(value, bool) else None
        units[name] = str(metric.unit())
    name = str(action.name(ncu_report.IAction.NameBase_MANGLED))
    return {"name": name, "values": values, "texts": texts, "units": units}


def read_report(path: str) -> dict[str, Any]:
    """Every profiled kernel of every range, in report order."""
    context = ncu_report.load_report(path)
    kernels = []
    for range_index in range(context.num_ranges()):
        profiled = context.range_by_idx(range_index)
        kernels += [_action(profiled.action_by_idx(i)) for i in range(profiled.num_actions())]
    return {"kernels": kernels}


def serve() -> None:
    for line in sys.stdin:
        try:
            reply = read_report(json.loads(line))
        except Exception as exc:  # whatever the SWIG layer raises becomes a reply, not a dead worker
            reply = {"error": f"{type(exc).__name__}: {exc}"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve()
