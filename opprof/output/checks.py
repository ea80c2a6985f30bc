"""Numbers that cannot be true are flagged in the profile, never published silently."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from opprof.counters import catalogue
from opprof.tables import counter_column

# ncu and nsys time kernels on different clocks and under different conditions (replay,
# cache flushes, clock control); beyond this factor a duration pair is called out.
DURATION_RATIO_LIMIT = 10.0
# DRAM bytes a kernel moved over its ncu duration, against the peak its GPU's memory interface
# allows: a small margin for the clock ncu reads the attribute at, beyond it the counter is wrong.
DRAM_PEAK_MARGIN = 1.1


def _dram_beyond_peak(kernels: pd.DataFrame, peak: float | None) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    if peak is None:
        return [], {
            "peak_bytes_per_s": None,
            "reason": "no ncu file of the capture prints the memory clock and bus width",
        }
    moved = kernels[counter_column("dram_bytes_read")] + kernels[counter_column("dram_bytes_write")]
    seconds = kernels[counter_column("ncu_duration_ns")].where(lambda d: d > 0) * 1e-9
    ratio = (moved / seconds / peak).dropna()
    beyond = ratio[ratio > DRAM_PEAK_MARGIN]
    flags = [
        {
            "kind": "dram_bytes_beyond_peak",
            "position": int(kernels["position"].loc[i]),
            "counter": "dram_bytes_read+dram_bytes_write",
            "value": float(beyond[i]),
        }
        for i in beyond.index
    ]
    summary = {
        "peak_bytes_per_s": peak,
        "source": "ncu device attributes (2 x memory clock x bus width)",
        "limit_factor": DRAM_PEAK_MARGIN,
        "beyond_limit": len(beyond),
    }
    return flags, summary


def plausibility(kernels: pd.DataFrame, peak_dram_bytes_per_s: float | None) -> dict[str, Any]:
    flags, dram = _dram_beyond_peak(kernels, peak_dram_bytes_per_s)
    negative = kernels[kernels["duration_ns"] < 0]
    flags += [
        {"kind": "negative_duration", "position": int(p), "counter": "duration_ns", "value": float(v)}
        for p, v in zip(negative["position"], negative["duration_ns"], strict=True)
    ]
    for counter in catalogue():
        column = counter_column(counter.name)
        values = kernels[column]
        if counter.unit == "%":
            bad = kernels[(values < 0) | (values > 100)]
            kind = "percentage_out_of_range"
        else:
            bad = kernels[values < 0]
            kind = "negative_value"
        flags += [
            {"kind": kind, "position": int(p), "counter": counter.name, "value": float(v)}
            for p, v in zip(bad["position"], bad[column], strict=True)
        ]
    ratio = (
        kernels[counter_column("ncu_duration_ns")] / kernels["duration_ns"].where(kernels["duration_ns"] > 0)
    ).dropna()
    far = ratio[(ratio > DURATION_RATIO_LIMIT) | (ratio < 1 / DURATION_RATIO_LIMIT)]
    flags += [
        {
            "kind": "ncu_nsys_duration_ratio",
            "position": int(kernels["position"].loc[i]),
            "counter": "ncu_duration_ns",
            "value": float(ratio[i]),
        }
        for i in far.index
    ]
    distribution = None
    if len(ratio):
        q = np.quantile(ratio.to_numpy(), [0.0, 0.05, 0.5, 0.95, 1.0])
        distribution = {
            "kernels": len(ratio),
            "min": q[0],
            "p05": q[1],
            "median": q[2],
            "p95": q[3],
            "max": q[4],
            "beyond_limit": len(far),
            "limit_factor": DURATION_RATIO_LIMIT,
            "note": "ncu replays under its own clock and cache control; reported, not failed",
        }
    flags.sort(key=lambda f: (f["position"], f["kind"], f["counter"]))
    return {"flags": flags, "flag_count": len(flags), "ncu_nsys_duration_ratio": distribution, "dram_peak": dram}


def beyond_roof_flags(summary: pd.DataFrame, kernels: pd.DataFrame) -> list[dict[str, Any]]:
    """A flag per operator name whose share of its roof cannot be true (``beyond_roof_pct``), at
    its first kernel's window position."""
    beyond = summary[summary["beyond_roof_pct"].notna().to_numpy(bool)]
    first = kernels.groupby(kernels["operator_name"].astype(str))["position"].min()
    return [
        {
            "kind": "beyond_roof",
            "position": int(first[name]),
            "counter": "pct_of_roof",
            "value": float(pct),
            "operator_name": name,
            "roof_source": source,
        }
        for name, pct, source in zip(
            beyond["operator_name"].astype(str), beyond["beyond_roof_pct"], beyond["roof_source"], strict=True
        )
    ]


def with_flags(checks: dict[str, Any], flags: list[dict[str, Any]]) -> dict[str, Any]:
    """``checks`` (``plausibility``'s) with more flags, in its order."""
    merged = sorted([*checks["flags"], *flags], key=lambda f: (f["position"], f["kind"], f["counter"]))
    return {**checks, "flags": merged, "flag_count": len(merged)}


def beyond_roof_reason(flag: dict[str, Any]) -> str:
    """A ``beyond_roof`` flag as the text shown beside the operator."""
    if flag["roof_source"] == "roofline":
        why = (
            "the achieved FLOP/s exceed the peak, so its FLOPs (from Kineto's input shapes), its kernel time or the "
            "SM clock capture.json records is wrong"
        )
    else:
        why = "an ncu throughput counter of its kernels is outside 0-100%"
    return f"{flag['value']:.0f}% of its roof, which cannot be true: {why}"


# The flags that say a number cannot be true (the duration ratio is only reported: two tools, two clocks).
IMPOSSIBLE = ("percentage_out_of_range", "negative_value", "negative_duration", "dram_bytes_beyond_peak")


def impossible_reason(flag: dict[str, Any]) -> str:
    """One flag of ``plausibility`` as the text shown beside the value it flags."""
    kind, counter, value = flag["kind"], flag["counter"], flag["value"]
    if kind == "percentage_out_of_range":
        return f"{counter} {value:.1f}% is outside 0-100%: the counter cannot be right"
    if kind == "dram_bytes_beyond_peak":
        return f"DRAM bytes over the ncu duration are {value:.2f}x the GPU's peak bandwidth: they cannot be right"
    return f"{counter} {value:g} is negative: it cannot be right"


def impossible_values(flags: list[dict[str, Any]]) -> dict[int, dict[str, str]]:
    """Per window position, each value that cannot be true (a counter, or ``duration_ns``) with
    the reason (checks.flags); DRAM bytes beyond the peak flag both byte counters."""
    out: dict[int, dict[str, str]] = {}
    for flag in flags:
        if flag["kind"] not in IMPOSSIBLE:
            continue
        reason = impossible_reason(flag)
        beyond = flag["kind"] == "dram_bytes_beyond_peak"
        for counter in ("dram_bytes_read", "dram_bytes_write") if beyond else (flag["counter"],):
            out.setdefault(int(flag["position"]), {})[counter] = reason
    return out


def impossible_lists(positions: Sequence[int] | np.ndarray, flags: list[dict[str, Any]]) -> pa.ListArray:
    """Per row (its window position), the distinct reasons its values cannot be true, as an Arrow
    list column: built from the few flagged rows, not a Python list per kernel."""
    by_position = {p: sorted(set(v.values())) for p, v in impossible_values(flags).items()}
    positions = np.asarray(positions, dtype=np.int64)
    lengths = np.zeros(len(positions), dtype=np.int32)
    texts: list[str] = []
    for row in np.flatnonzero(np.isin(positions, list(by_position))):  # ascending: texts in row order
        reasons = by_position[int(positions[row])]
        lengths[row] = len(reasons)
        texts += reasons
    offsets = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    return pa.ListArray.from_arrays(pa.array(offsets), pa.array(texts, pa.string()))


# Inductor names the Triton kernels it generates triton_<kind>_... (poi, red, per, tem, ...).
INDUCTOR_TRITON_PREFIX = "triton_"


def fusion_coverage(kernels: pd.DataFrame) -> dict[str, Any]:
    """How much of the window's Inductor-generated Triton kernel time the fusion map explains
    (names aten operators for): less than all of it is flagged on the report."""
    triton = kernels["name_key"].astype(str).str.startswith(INDUCTOR_TRITON_PREFIX).to_numpy()
    fused = pc.fill_null(pc.list_value_length(pa.array(kernels["fused_with"])), 0).to_numpy(zero_copy_only=False) > 0
    duration = kernels["duration_ns"].to_numpy(np.int64)
    covered = triton & fused
    total_ns = int(duration[triton].sum())
    return {
        "triton_kernels": int(triton.sum()),
        "covered_kernels": int(covered.sum()),
        "triton_time_ns": total_ns,
        "covered_time_ns": int(duration[covered].sum()),
        "time_share": int(duration[covered].sum()) / total_ns if total_ns else None,
    }


def ncu_device_fact(tools_seen: dict[str, Any], key: str) -> float | None:
    """A device fact (``peak_dram_bytes_per_s``, ``l2_cache_bytes``) as the first ncu file that
    prints it gives it."""
    values = [(f.get("device") or {}).get(key) for f in tools_seen["ncu_files"]]
    return next((v for v in values if v is not None), None)


# Facts about the capture that capture.json states and the exports record again.
def _release(version: str | None) -> str | None:
    """A tool version to its release (2025.3.1.0 -> 2025.3): one release's builds write one format."""
    return ".".join(version.split(".")[:2]) if isinstance(version, str) else None


def _uuid(uuid: str | None) -> str | None:
    """NVML spells a GPU's UUID GPU-<hex>, nsys without the prefix."""
    return uuid.removeprefix("GPU-").lower() if isinstance(uuid, str) else None


def _cuda(version: int | None) -> str | None:
    return None if version is None else f"{version // 1000}.{version % 1000 // 10}"


def _recorded(stated: Any, value: Any) -> Any:
    """What one file recorded; of several devices' values, the capture's where one of them is."""
    if not isinstance(value, list):
        return value
    return stated if stated in value else next(iter(value), None)


def _fact(fact: str, stated: Any, seen: dict[str, Any]) -> dict[str, Any]:
    """A fact as capture.json states it and as each export records it (what a file does not
    record is left out); it agrees when every stated and recorded value is one value."""
    recorded = {source: _recorded(stated, value) for source, value in seen.items()}
    recorded = {source: value for source, value in recorded.items() if value is not None}
    values = {v for v in [stated, *recorded.values()] if v is not None}
    return {"fact": fact, "capture": stated, "seen": recorded, "agree": len(values) <= 1}


def capture_agreement(manifest: dict[str, Any], tools_seen: dict[str, Any]) -> dict[str, Any]:
    """capture.json's GPU, driver and tool releases against what each export recorded: a bundle
    whose files came from another GPU, machine or tool must not profile under the name
    capture.json gives."""
    gpu, software = manifest["gpu"], manifest.get("software", {})
    nsys, kineto = tools_seen["nsys_export"], tools_seen["kineto_trace"]
    ncu = {f"ncu[{f['group']}]": f.get("device") or {} for f in tools_seen["ncu_files"]}
    devices = kineto.get("devices") or []

    def devices_say(key: str) -> dict[str, Any]:
        return {
            "kineto": sorted({d[key] for d in devices if d.get(key) is not None}),
            **{k: d.get(key) for k, d in ncu.items()},
        }

    def all_say(key: str) -> dict[str, Any]:
        return {"nsys": nsys.get(key), **devices_say(key)}

    facts = [
        _fact("GPU", gpu.get("name"), all_say("gpu_name")),
        _fact("GPU UUID", _uuid(gpu.get("uuid")), {"nsys": _uuid(nsys.get("gpu_uuid"))}),
        _fact("SM count", gpu.get("sm_count"), all_say("sm_count")),
        _fact("compute capability", gpu.get("compute_capability"), all_say("compute_capability")),
        _fact("driver", gpu.get("driver"), {"nsys": nsys.get("driver")}),
        _fact("CUDA runtime", gpu.get("cuda"), {"kineto": _cuda(kineto.get("cuda_runtime_version"))}),
        _fact("nsys release", _release(software.get("nsys")), {"nsys": _release(nsys.get("nsys_version"))}),
    ]
    return {"facts": facts, "disagreements": sum(not f["agree"] for f in facts)}


def describe_disagreement(fact: dict[str, Any]) -> str:
    seen = ", ".join(f"{source} {value!r}" for source, value in sorted(fact["seen"].items()))
    return f"{fact['fact']}: capture.json says {fact['capture']!r}, the exports say {seen}"


def medium_accuracy_table(accuracy: dict[str, dict[str, Any] | None]) -> str:
    """Per bundle (name: its ``checks.medium_accuracy``, None without a high tier), the medium
    tier's agreement with CUPTI as a Markdown table (docs/trust.md)."""
    lines = [
        "| bundle | high-tier kernels | same without Kineto | of kernels | of their time | first difference |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for name, scored in sorted(accuracy.items()):
        if scored is None:
            continue
        first = scored["first_difference"]
        differs = (
            "none"
            if first is None
            else f"position {first['position']}: CUPTI {first['cupti']}, without Kineto "
            f"{first['without_kineto'] or 'nothing'} ({first['method']})"
        )
        time_share = "n/a" if scored["time_share"] is None else f"{scored['time_share']:.1%}"
        lines.append(
            f"| {name} | {scored['kernels']:,} | {scored['agree']:,} | {scored['kernel_share']:.1%} | {time_share} "
            f"| {differs} |"
        )
    return "\n".join(lines) + "\n"
