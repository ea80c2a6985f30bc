"""The report's first question and its key_averages view: the regime (is the GPU doing too much
work, or waiting on the CPU) and, per operator name, Kineto's calls and CPU time against the
kernel time nsys measured. Read from profile.json's ``regime`` and the operator summary."""

from __future__ import annotations

from typing import Any

import pandas as pd

from opprof.units import format_count, format_ns, format_pct, format_share

VERDICT_TEXT = {
    "host-bound": "the GPU waits on the CPU: the host's launches set the step's pace, so faster kernels buy nothing "
    "here; fewer, larger launches or less host work per step do (CUDA graphs, torch.compile, batching)",
    "GPU-bound": "the GPU runs back to back: the queue of launched work never drains, so the kernels are the job, "
    "and their counters below say why they take the time they take",
    "mixed": "the host and the GPU each set the pace for part of the step: both host overhead and kernel time matter",
}
# The orders the key_averages table offers (no script: one pre-sorted body per order).
KEY_AVERAGE_ORDERS = (
    ("self-cuda", "Self CUDA", "duration_ns"),
    ("self-cpu", "Self CPU", "self_cpu_ns"),
    ("cpu-total", "CPU total", "cpu_total_ns"),
    ("cuda-total", "CUDA total", "cuda_total_ns"),
    ("calls", "Calls", "calls"),
    ("kernels", "Kernels", "kernel_count"),
)


def _share(value: float | None) -> str:
    return "n/a" if value is None else format_share(value)


def _ns(value: float | None) -> str:
    return "n/a" if value is None or pd.isna(value) else format_ns(value)


def _count(value: int | None) -> str:
    return "n/a" if value is None or pd.isna(value) else format_count(value)


def _plural(count: int, noun: str) -> str:
    return f"{format_count(count)} {noun}{'' if count == 1 else 's'}"


def regime_kpi(regime: dict[str, Any]) -> dict[str, str]:
    """The headline's regime figure: GPU busy, the verdict and where it comes from."""
    verdict = regime["verdict"] or "no verdict"
    return {
        "label": "GPU busy",
        "value": _share(regime["busy_fraction"]),
        "detail": f"{verdict} · {regime['source'] or regime['reason']}",
    }


def _span_row(span: dict[str, Any], label: str) -> dict[str, str]:
    return {
        "label": label,
        "span": _ns(span["span_ns"]),
        "busy": _share(span["busy_fraction"]),
        "kernels": format_count(span["kernels"]),
        "kernel_time": _ns(span["kernel_ns"]),
        "host_cpu": _ns(span["host_self_cpu_ns"]),
        "host_sync": _ns(span["host_sync_ns"]),
        "gap": _ns(span.get("median_gap_ns")),
    }


def model_view(model: dict[str, Any]) -> dict[str, Any]:
    """The step model's line on the regime card: its error on the median step, and the host's
    share of the critical path that gives the verdict."""
    error = model.get("error")
    return {
        "verdict": model.get("verdict"),
        "host_share": _share(model.get("host_share")),
        "modelled": _ns(model.get("modelled_wall_ns")),
        "measured": _ns(model.get("measured_wall_ns")),
        "error": "n/a" if error is None else f"{error:+.1%}",
        "reference": model.get("reference") or "nothing",
        "reason": model.get("reason"),
        "thresholds": model.get("thresholds") or {},
    }


PART_LABELS = {
    "gpu_wait": "waiting on the GPU",
    "data_loading": "data loading",
    "optimizer": "optimizer",
    "loss": "loss",
    "backward": "backward (autograd's engine)",
    "forward": "forward",
    "other": "other",
    "profiler_start": "the profiler's start (not the program's)",
}


def host_split_view(split: dict[str, Any] | None) -> dict[str, Any] | None:
    """Where the host time of the measured steps goes: each part that took time, its share, what
    it counts and its fix; the advice (the largest part's fix) where the step is host-bound. None
    with no measured step to split."""
    if not split or not split["steps"]:
        return None
    return {
        "total": _ns(split.get("host_ns")),
        "steps": len(split["steps"]),
        "parts": [
            {
                **p,
                "label": PART_LABELS[p["part"]],
                "time": _ns(p["host_ns"]),
                "share_text": _share(p["share"]),
                "largest": p["part"] == split["largest"],
            }
            for p in split["parts"]
            if p["host_ns"]
        ],
        "largest": PART_LABELS.get(split["largest"] or "", "n/a"),
        "advice": split["advice"],
        "reason": split["reason"],
        "modules_reason": split.get("forward_modules_reason"),
        "modules": [
            {**m, "time": _ns(m["host_ns"]), "share_text": _share(m["share"]), "nsys_time": _ns(m["nsys_host_ns"])}
            for m in (split.get("forward_modules") or {}).get("modules", [])
        ],
        "forward_operators": [{**o, "time": _ns(o["cpu_total_ns"])} for o in split.get("forward_operators") or []],
    }


def profiler_start_note(check: dict[str, Any] | None) -> str | None:
    """One sentence on the calls the profiler's start landed on, None where it landed on none."""
    if not check or not check["calls"]:
        return None
    calls = "; ".join(
        f"{c['name']} in iteration {c['iteration']}: {format_ns(c['recorded_self_cpu_ns'])} Self CPU against "
        f"{format_ns(c['self_cpu_ns'])}, the median of its {_plural(c['later_calls'], 'later call')}"
        for c in check["calls"]
    )
    return (
        f"The profiler's start ({format_ns(check['removed_ns'])}) landed on the first call of {calls}. "
        "Its excess is left out of Self CPU, the stretch factors and the host-time split."
    )


def regime_view(regime: dict[str, Any], profiler_start: dict[str, Any] | None = None) -> dict[str, Any]:
    """What the regime card shows: the verdict with its evidence, per capture, where the host
    time goes, and the profiler's start (``profiler_start``: the profile's check)."""
    kineto = regime["kineto"]
    spans = [_span_row(kineto["window"], "window")] if kineto["window"] else []
    spans += [_span_row(s, f"iteration {s['iteration']}") for s in kineto["iterations"]]
    perturbation, step = regime["perturbation"], regime["step"]
    stretch = {**step["stretch"], step["source"]: 1.0}
    captures = [
        {
            "capture": name,
            "median": _ns(perturbation[name]["median_host_ns"]),
            "times": "n/a" if stretch.get(name) is None else f"{stretch[name]:.2f} times",
        }
        for name in ("timing", "nsys", "kineto")
    ]
    kineto_stretch = stretch.get("kineto")
    return {
        "verdict": regime["verdict"],
        "meaning": VERDICT_TEXT.get(regime["verdict"] or "", regime["reason"] or ""),
        "busy": _share(regime["busy_fraction"]),
        "source": regime["source"],
        "reason": regime["reason"],
        "thresholds": regime["thresholds"],
        "model": model_view(regime["step_model"]),
        "step_source": step["source"] or "no source",
        "kineto_stretch": "n/a" if kineto_stretch is None else f"{kineto_stretch:.2f} times",
        "steps": [
            {
                "iteration": t["iteration"],
                "host": _ns(t["host_ns"]),
                "wall": _ns(t["wall_ns"]),
                "busy_ns": _ns(t["gpu_busy_ns"]),
                "busy": _share(t["gpu_busy_ns"] / t["wall_ns"] if t["wall_ns"] else None),
            }
            for t in step["steps"]
        ],
        "spans": spans,
        "perturbation": captures,
        "regions": [{**r, "span": _ns(r["span_ns"]), "busy": _share(r["busy_fraction"])} for r in regime["regions"]],
        "api": [{**a, "time": _ns(a["cpu_total_ns"])} for a in regime["cuda_api"]],
        "host_split": host_split_view(regime.get("host_split")),
        "profiler_start": profiler_start_note(profiler_start),
    }


def cuda_total_by_name(view: pd.DataFrame) -> pd.Series:
    """Per operator name, the time of the kernels it or an operator it called launched (ns): each
    kernel counted once for every distinct name on its launching operator's stack. Empty where
    no kernel carries its stack (profile.json's kernel records of an older run)."""
    stacks = view[view["operator_stack"].notna()]
    names = stacks["operator_stack"].str.split(" > ").map(lambda stack: sorted(set(stack)))
    return stacks.assign(name=names).explode("name").groupby("name")["duration_ns"].sum()


def key_average_table(summary: pd.DataFrame, cuda_total: pd.Series, cuda_api: list[dict[str, Any]]) -> pd.DataFrame:
    """torch.profiler's key_averages rows: the operator summary with each name's CUDA total, and
    one row per CUDA runtime call (Kineto's cudaLaunchKernel and the like: their CPU time is their
    own, they launch no kernel of their own), ``runtime`` telling them apart."""
    runtime = pd.DataFrame(
        {
            "operator_name": [a["name"] for a in cuda_api],
            "calls": [a["calls"] for a in cuda_api],
            "self_cpu_ns": [a["cpu_total_ns"] for a in cuda_api],
            "cpu_total_ns": [a["cpu_total_ns"] for a in cuda_api],
        }
    )
    table = pd.concat([summary.assign(runtime=False), runtime.assign(runtime=True)], ignore_index=True)
    # No stacks at all: CUDA total is unknown (n/a), not zero.
    launched = table["operator_name"].map(cuda_total).fillna(0) if len(cuda_total) else float("nan")
    zeros = ("duration_ns", "kernel_count", "invocations", "high_kernels", "medium_kernels")
    return table.assign(cuda_total_ns=launched, **{c: table[c].fillna(0) for c in zeros})


def _of(part: float, whole: float) -> str:
    return "n/a" if pd.isna(part) or not whole else format_pct(100 * part / whole)


def _per_call(total: float, calls: float) -> str:
    return "n/a" if pd.isna(total) or pd.isna(calls) or not calls else format_ns(total / calls)


def key_average_totals(table: pd.DataFrame) -> dict[str, str]:
    """The line under torch's table: Self CPU and Self CUDA time totals over every row."""
    return {"self_cpu": _ns(table["self_cpu_ns"].sum()), "self_cuda": format_ns(table["duration_ns"].sum())}


def key_averages(table: pd.DataFrame) -> list[dict[str, Any]]:
    """The key_averages table (``key_average_table``) in each offered order: one list of rows
    per order; percentages of the Self CPU and Self CUDA totals, averages per call."""
    self_cpu, self_cuda = table["self_cpu_ns"].sum(), table["duration_ns"].sum()
    cells: list[dict[str, Any]] = [
        {
            "name": r["operator_name"],
            "runtime": r["runtime"],
            "calls": _count(r["calls"]),
            "self_cpu": _ns(r["self_cpu_ns"]),
            "self_cpu_pct": _of(r["self_cpu_ns"], self_cpu),
            "cpu_total": _ns(r["cpu_total_ns"]),
            "cpu_avg": _per_call(r["cpu_total_ns"], r["calls"]),
            "self_cuda": format_ns(r["duration_ns"]),
            "self_cuda_pct": _of(r["duration_ns"], self_cuda),
            "cuda_total": _ns(r["cuda_total_ns"]),
            "cuda_avg": _per_call(r["cuda_total_ns"], r["calls"]),
            "kernels": format_count(r["kernel_count"]),
            "invocations": format_count(r["invocations"]),
            "tiers": "CUDA runtime call"
            if r["runtime"]
            else f"{format_count(r['high_kernels'])} high · {format_count(r['medium_kernels'])} medium"
            if r["kernel_count"]
            else "no kernel",
        }
        for r in table.to_dict("records")
    ]
    rows = table.assign(cells=pd.Series(cells, index=table.index, dtype=object))
    return [
        {
            "id": key,
            "label": label,
            "rows": rows.sort_values(
                [column, "operator_name"], ascending=[False, True], kind="stable", na_position="last"
            )["cells"].tolist(),
        }
        for key, label, column in KEY_AVERAGE_ORDERS
    ]


def compile_view(cost: dict[str, Any] | None) -> dict[str, Any] | None:
    """What the compile card shows: the first call, Dynamo's graphs, the per-step costs and what
    compiling saved against the eager variant (negative: it cost)."""
    if cost is None:
        return None
    first = cost["first_call"]
    kineto, timed = cost["kineto_per_step"], cost["timing_per_step"]
    eager = cost["eager"]
    rows = [
        ("host time per step (timing phase)", timed["host_ns"], eager and eager["per_step"]["host_ns"]),
        ("wall time per step (timing phase)", timed["wall_ns"], eager and eager["per_step"]["wall_ns"]),
        ("GPU busy per step (Kineto kernels)", timed["gpu_busy_ns"], eager and eager["per_step"]["gpu_busy_ns"]),
    ]
    # A row with neither side measured says nothing: the reason is said once instead.
    measured = [(what, compiled, plain) for what, compiled, plain in rows if compiled is not None or plain is not None]
    unmeasured = "the timing phase recorded no per-step times" if timed["wall_ns"] is None else None
    return {
        "first_call": "not timed" if first is None else f"{first['first_call_wall_s']:.2f} s",
        "graphs": "Dynamo's graphs not recorded"
        if first is None
        else f"{_plural(first['graphs'], 'graph')}, {_plural(first['graph_breaks'], 'graph break')}",
        "kineto": [
            ("Dynamo guard and cache lookup", _ns(kineto["cache_lookup_ns"])),
            ("compiled region (wrappers and graph call)", _ns(kineto["compiled_region_ns"])),
            ("compiled graph call", _ns(kineto["graph_call_ns"])),
        ],
        "eager_name": eager["workload"] if eager else None,
        "rows": [
            {
                "what": what,
                "compiled": _ns(compiled),
                "eager": _ns(plain) if eager else "n/a",
                "saved": "n/a" if compiled is None or plain is None else _ns(plain - compiled),
            }
            for what, compiled, plain in measured
        ],
        "reason": "; ".join(r for r in (unmeasured, cost["reason"]) if r) or None,
    }
