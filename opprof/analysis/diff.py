"""Two profiles compared: a baseline and a change to it (an optimization, a new commit).

Kernels are grouped into operator families (GEMM, attention, normalization, ...) by the aten
operators that launched them, so that a change which renames kernels (cuBLAS picking another
GEMM, Inductor fusing differently) still lands in the same row. Times are nsys kernel time per
measured iteration; counters are aggregated per family by their own rule (rates
duration-weighted). The capture conditions of the two sides are compared first: a difference is
carried at the top of the diff (or refused, strictly), never compared silently.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

import pandas as pd

from opprof.analysis.aggregate import aggregate_counters
from opprof.analysis.communication import collective_of
from opprof.analysis.spread import least_samples, ratio_interval
from opprof.counters import aggregation_of
from opprof.tables import COUNTER_PREFIX, KERNELS, UNATTRIBUTED, counter_columns
from opprof.units import format_bytes, format_ns, format_share, format_step

UNATTRIBUTED_CATEGORY = "(unattributed)"
OTHER = "other"
GEMM = "GEMM"
COMMUNICATION = "communication"

# aten operator base names (namespace, in-place underscore and backward suffixes stripped) per
# family, tried in this order; an operator none matches is "other".
_FAMILIES: tuple[tuple[str, str], ...] = (
    ("attention", r".*(attention|_flash_|_cudnn_attention).*"),
    ("recurrent", r"_?(cudnn_rnn|lstm|gru|rnn_tanh|rnn_relu|_thnn_fused_lstm_cell|_thnn_fused_gru_cell)"),
    (GEMM, r"(mm|addmm|bmm|baddbmm|addbmm|matmul|linear|addmv|mv|dot|einsum|_scaled_mm|_int_mm|addmm_activation)"),
    ("convolution", r".*(convolution|conv\d?d|conv_transpose\d?d).*"),
    ("normalization", r".*(layer_norm|batch_norm|group_norm|instance_norm|rms_norm).*"),
    (
        "reductions",
        r"(sum|mean|amax|amin|max|min|argmax|argmin|prod|norm|linalg_vector_norm|var|std|var_mean|std_mean|"
        r"cumsum|cumprod|logsumexp|_?softmax|_?log_softmax|nll_loss.*|cross_entropy.*|topk|sort|all|any)",
    ),
    (
        "casts and copies",
        r"(copy|_to_copy|to|clone|contiguous|cat|stack|_copy_from|_copy_from_and_resize|repeat|flip|roll|"
        r"narrow_copy|_unsafe_view|expand_copy|permute_copy)",
    ),
    (
        "elementwise",
        r"(_foreach_.*|add|sub|rsub|mul|div|neg|abs|pow|exp|exp2|log|log1p|sqrt|rsqrt|reciprocal|sin|cos|tanh|"
        r"sigmoid|relu|relu6|gelu|silu|hardtanh|hardswish|hardsigmoid|leaky_relu|elu|threshold|clamp|clamp_min|"
        r"clamp_max|where|masked_fill|fill|zero|zeros_like|ones_like|dropout|native_dropout|bernoulli|lerp|"
        r"addcmul|addcdiv|maximum|minimum|eq|ne|lt|le|gt|ge|logical_not|bitwise_and|sign|erf|mish|softplus|"
        r"tril|triu|arange|full|uniform|normal)",
    ),
)
_COMPILED_FAMILIES = tuple(re.compile(pattern) for _, pattern in _FAMILIES)
FAMILIES = (COMMUNICATION, *(name for name, _ in _FAMILIES), OTHER, UNATTRIBUTED_CATEGORY)
# A compiled (Triton) kernel's fused_with names every aten op it computes a part of: addmm there
# is a GEMM's bias epilogue, not the GEMM (that is an extern cuBLAS call of its own), so the
# kernel goes to the first of these families its ops name.
_FUSED_PRIORITY = ("attention", "normalization", "reductions", "elementwise", "casts and copies")
# What the report compares per family: the counters that say which path a kernel ran.
KEY_COUNTERS = (
    "tensor_pipe_active_pct",
    "achieved_occupancy_pct",
    "sm_throughput_pct",
    "dram_throughput_pct",
    "registers_per_thread",
)
DIFF_COLUMNS = KERNELS.select(
    "iteration",
    "operator_name",
    "operator_stack",
    "fused_with",
    "demangled_name",
    "short_name",
    "confidence",
    "start_ns",
    "duration_ns",
    *counter_columns(),
)


@cache  # a window repeats a few hundred operator names over up to a million kernels
def operator_family(operator: str) -> str:
    """The family of one aten operator (``aten::native_layer_norm_backward`` is normalization)."""
    base = operator.rsplit("::", 1)[-1].removesuffix(".out")
    base = re.sub(r"(_backward(_data|_input|_weight)?)$", "", base).rstrip("_")
    for (name, _), pattern in zip(_FAMILIES, _COMPILED_FAMILIES, strict=True):
        if pattern.fullmatch(base):
            return name
    return OTHER


def kernel_family(
    operator_stack: str | None, fused_with: list[str], short_name: str, attributed: bool
) -> tuple[str, str]:
    """(family, what placed it) of one kernel: its fused aten ops for a compiled kernel, else the
    innermost operator of its stack that names a family (a cast inside an autocast linear is a
    cast, the GEMM under it a GEMM). A collective is communication by its kernel name, claimed by
    an operator or not: DDP launches NCCL's kernels from autograd hooks, outside any aten operator."""
    innermost = (operator_stack or "").rsplit(" > ", 1)[-1] or None
    if collective_of(short_name, innermost if attributed else None):
        return COMMUNICATION, "collective"
    if not attributed:
        return UNATTRIBUTED_CATEGORY, "no operator"
    if len(fused_with):
        if short_name.startswith("triton_tem_"):  # an Inductor GEMM template
            return GEMM, "Inductor template kernel"
        found = {operator_family(op) for op in fused_with}
        family = next((f for f in _FUSED_PRIORITY if f in found), OTHER)
        return family, "fused_with"
    for operator in reversed((operator_stack or "").split(" > ")):
        family = operator_family(operator)
        if family != OTHER:
            return family, operator
    return OTHER, "operator stack"


def with_families(kernels: pd.DataFrame) -> pd.DataFrame:
    placed = [
        kernel_family(stack, list(fused), short, confidence != UNATTRIBUTED)
        for stack, fused, short, confidence in zip(
            kernels["operator_stack"], kernels["fused_with"], kernels["short_name"], kernels["confidence"], strict=True
        )
    ]
    families = pd.Series([p[0] for p in placed], index=kernels.index, dtype="string")
    return kernels.assign(family=families, placed_by=[p[1] for p in placed])


@dataclass(frozen=True)
class Side:
    """One profile of a pair: its workload name, profile.json and kernel table."""

    name: str
    profile: dict[str, Any]
    kernels: pd.DataFrame

    @property
    def manifest(self) -> dict[str, Any]:
        return dict(self.profile["capture"]["manifest"])

    @property
    def iterations(self) -> int:
        return int(self.profile["window"]["iterations"])


# What must agree for two profiles to compare as they are: (label, path into capture.json).
CONDITIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("GPU", ("gpu", "name")),
    ("GPU chip", ("gpu", "chip")),
    ("SM count", ("gpu", "sm_count")),
    ("driver", ("gpu", "driver")),
    ("CUDA", ("gpu", "cuda")),
    ("clock mode", ("clocks", "mode")),
    ("SM clock median (MHz)", ("clocks", "sm_mhz", "median")),
    ("memory clock median (MHz)", ("clocks", "memory_mhz", "median")),
    ("torch", ("software", "torch")),
    ("nsys", ("software", "nsys")),
    ("ncu", ("software", "ncu")),
    ("warmup iterations", ("iterations", "warmup")),
    ("measured iterations", ("iterations", "measured")),
)
# Another GPU of the same model: said, but a strict diff still compares (the model, clocks and
# software above decide kernel times).
SAME_MODEL = (("GPU instance", ("gpu", "uuid")),)


def _at(document: dict[str, Any], path: tuple[str, ...]) -> Any:
    for key in path:
        document = document.get(key) if isinstance(document, dict) else None  # type: ignore[assignment]
    return document


# Tool releases, which captures write at different precisions (2025.3.1 and 2025.3.1.0).
RELEASES = {("software", "nsys"), ("software", "ncu")}


def same_release(version: Any, other: Any) -> bool:
    """Two tool versions name one release where they agree at their common precision."""
    if not (isinstance(version, str) and isinstance(other, str)):
        return bool(version == other)
    ours, theirs = version.split("."), other.split(".")
    common = min(len(ours), len(theirs))
    return ours[:common] == theirs[:common]


def condition_differences(base: dict[str, Any], new: dict[str, Any]) -> list[dict[str, Any]]:
    """Each capture condition in which the two capture.json documents differ."""
    return [
        {"what": label, "base": _at(base, path), "new": _at(new, path), "refusable": refusable}
        for conditions, refusable in ((CONDITIONS, True), (SAME_MODEL, False))
        for label, path in conditions
        if not _same_condition(path, _at(base, path), _at(new, path))
    ]


def _same_condition(path: tuple[str, ...], base: Any, new: Any) -> bool:
    return same_release(base, new) if path in RELEASES else bool(base == new)


def _finite(value: Any) -> float | None:
    return None if value is None or pd.isna(value) else float(value)


def _family_rows(base: pd.DataFrame, new: pd.DataFrame, iterations: tuple[int, int]) -> list[dict[str, Any]]:
    counters = {
        name: aggregate_counters(side, ["family"]) if len(side) else None
        for name, side in (("base", base), ("new", new))
    }
    rows = []
    for family in FAMILIES:
        parts = {"base": base[base["family"] == family], "new": new[new["family"] == family]}
        if not any(len(p) for p in parts.values()):
            continue
        per_iteration = {
            k: float(p["duration_ns"].sum()) / n for (k, p), n in zip(parts.items(), iterations, strict=True)
        }
        change = per_iteration["new"] - per_iteration["base"]
        rows.append(
            {
                "family": family,
                "base_ns": per_iteration["base"],
                "new_ns": per_iteration["new"],
                "change_ns": change,
                "change_pct": 100 * change / per_iteration["base"] if per_iteration["base"] else None,
                "base_kernels": len(parts["base"]) / iterations[0],
                "new_kernels": len(parts["new"]) / iterations[1],
                "counters": {
                    name: {
                        side: _side_counter(counters[side], family, name, n)
                        for side, n in zip(("base", "new"), iterations, strict=True)
                    }
                    for name in KEY_COUNTERS
                },
            }
        )
    return rows


def _side_counter(frame: pd.DataFrame | None, family: str, name: str, iterations: int) -> float | None:
    column = COUNTER_PREFIX + name
    if frame is None or family not in frame.index or column not in frame.columns:
        return None
    value = _finite(frame.at[family, column])
    # A summed counter is per iteration, as the times are.
    return value / iterations if value is not None and aggregation_of(name) == "sum" else value


def one_sided_kernels(base: pd.DataFrame, new: pd.DataFrame, iterations: tuple[int, int]) -> list[dict[str, Any]]:
    """Kernels (by demangled name) that only one side launched, with their family, the operators
    that launched them and their time per iteration: what an optimization added (casts, copies,
    workspace) or removed."""
    names = {"base": set(base["demangled_name"]), "new": set(new["demangled_name"])}
    rows = []
    for side, frame, other, n in (("base", base, "new", iterations[0]), ("new", new, "base", iterations[1])):
        only = frame[~frame["demangled_name"].isin(names[other])]
        for (demangled, short, family), group in only.groupby(["demangled_name", "short_name", "family"], sort=False):
            rows.append(
                {
                    "side": side,
                    "name": str(short),
                    "demangled_name": str(demangled),
                    "family": str(family),
                    "operators": sorted({str(o) for o in group["operator_name"].dropna()}),
                    "kernels": len(group) / n,
                    "ns": float(group["duration_ns"].sum()) / n,
                }
            )
    return sorted(rows, key=lambda r: (r["side"], -r["ns"]))


def _totals(side: Side, kernels: pd.DataFrame) -> dict[str, Any]:
    attributed = kernels[(kernels["confidence"] != UNATTRIBUTED).to_numpy(bool)]
    regime = side.profile.get("regime") or {}
    return {
        "name": side.name,
        "gpu": side.manifest["gpu"].get("name"),
        # null for an eager workload; 0 where torch.compile traced nothing and every kernel ran eagerly
        "compiled_graphs": side.manifest["workload"].get("compiled_graphs"),
        "iterations": side.iterations,
        "kernels": len(kernels) / side.iterations,
        "kernel_ns": float(kernels["duration_ns"].sum()) / side.iterations,
        "attributed_ns": float(attributed["duration_ns"].sum()) / side.iterations,
        "regime": {
            "verdict": regime.get("verdict"),
            "busy_fraction": regime.get("busy_fraction"),
            "source": regime.get("source"),
        },
        "step": {key: (regime.get("step") or {}).get(key) for key in STEP_KEYS},
    }


# What a side says of its measured step (profile.json's regime.step).
STEP_KEYS = ("source", "wall_ns", "host_ns", "gpu_busy_ns")
# A ratio within this of 1 is no change: two runs of one program move a step by about this much.
UNCHANGED_WITHIN = 0.02


def _ratio(base: float | None, new: float | None) -> float | None:
    """base / new where both are positive times; None otherwise (a zero time is no time)."""
    return base / new if base is not None and new is not None and base > 0 and new > 0 else None


def moved(ratio: float | None) -> str:
    """'1.13x faster', '2.00x slower' or 'unchanged' for a base/new time ratio."""
    if ratio is None:
        return "not measured"
    if not ratio > 0 or not math.isfinite(ratio):
        return "not comparable"
    if abs(ratio - 1) <= UNCHANGED_WITHIN:
        return "unchanged"
    return f"{ratio:.2f}x faster" if ratio > 1 else f"{1 / ratio:.2f}x slower"


# The step speedup's interval: each side's median step within its distribution-free interval
# (order statistics of its per-step wall times, opprof/analysis/spread.py) at sqrt(0.95), so
# that both hold, and the speedup between their ends, with probability 0.95 or more.
STEP_LEVEL = 0.95
STEP_METHOD = (
    "base median over new median of the per-step wall times (regime.step.steps); interval: each median's "
    "distribution-free order-statistic interval at sqrt(0.95), the ratio of their ends (95% or wider)"
)


def _step_samples(profile: dict[str, Any]) -> list[int]:
    step = (profile.get("regime") or {}).get("step") or {}
    return [int(s["wall_ns"]) for s in step.get("steps") or []]


def _uncomparable(base: dict[str, Any], new: dict[str, Any]) -> str | None:
    """Why two sides' median steps do not compare, or None."""
    for side, step in (("base", base), ("new", new)):
        if step["wall_ns"] is None:
            return f"the {side} side has no step time"
        if step["wall_ns"] <= 0:
            return f"the {side} side's step is {step['wall_ns']} ns, not a time"
    if base["source"] != new["source"]:
        return (
            f"the base step was timed by the {base['source']} run, the new one by the {new['source']} run: "
            "a profiler stretches host time, so one is not the other's"
        )
    return None


def other_gpus(base: dict[str, Any], new: dict[str, Any]) -> str | None:
    """The two GPUs where two capture.json documents name different ones, else None."""
    ours, theirs = base.get("gpu") or {}, new.get("gpu") or {}
    if (ours.get("name"), ours.get("uuid")) == (theirs.get("name"), theirs.get("uuid")):
        return None
    return f"{ours.get('name')} {ours.get('uuid')} against {theirs.get('name')} {theirs.get('uuid')}"


def step_change(base: Side, new: Side, steps: tuple[dict[str, Any], dict[str, Any]]) -> dict[str, Any]:
    """The step's speedup (base over new median wall time), its 95% interval from each side's
    per-step wall times, and its verdict: a speedup, "no measurable change" where the interval
    holds 1, or "not comparable" with the reason (a side without a positive step time, steps
    timed by different sources)."""
    samples = _step_samples(base.profile), _step_samples(new.profile)
    reason = _uncomparable(*steps)
    ratio = None if reason else _ratio(steps[0]["wall_ns"], steps[1]["wall_ns"])
    interval = ratio_interval(*samples, STEP_LEVEL) if ratio is not None else None
    least = least_samples(math.sqrt(STEP_LEVEL))
    measurable = None if interval is None else not interval[0] <= 1 <= interval[1]
    if ratio is None:
        verdict, detail = "not comparable", str(reason)
    elif interval is None:
        verdict = moved(ratio)
        detail = f"no 95% interval from {len(samples[0])} and {len(samples[1])} steps, {least} a side are needed"
    else:
        verdict = moved(ratio) if measurable else "no measurable change"
        detail = f"{'' if measurable else moved(ratio) + ', '}95% interval {interval[0]:.2f}x-{interval[1]:.2f}x"
    return {
        "ratio": ratio,
        "interval": list(interval) if interval else None,
        "level": STEP_LEVEL,
        "samples": {"base": len(samples[0]), "new": len(samples[1])},
        "measurable": measurable,
        "verdict": verdict,
        "detail": detail,
        "reason": reason,
        "other_gpus": other_gpus(base.manifest, new.manifest),
        "method": STEP_METHOD,
    }


def step_source_differences(base: dict[str, Any], new: dict[str, Any]) -> list[dict[str, Any]]:
    """The sides' step sources where they differ: listed with the conditions, never gated across."""
    if base["source"] == new["source"]:
        return []
    return [{"what": "step source", "base": base["source"], "new": new["source"], "refusable": False}]


def _signed(ns: float) -> str:
    return ("+" if ns >= 0 else "-") + format_ns(abs(ns))


def headline(base: dict[str, Any], new: dict[str, Any], change: dict[str, Any]) -> str:
    """The diff in one sentence: the step's wall time first (what the user waits for), with its
    interval and the GPUs where they differ, then kernel and host time per step, and which of
    them moved the step (where the step moved measurably, or no interval says otherwise)."""
    b, n = base["step"], new["step"]
    step = change["ratio"] if change["measurable"] is not False else 1.0
    kernels = _ratio(base["kernel_ns"], new["kernel_ns"])
    gpus = f", on different GPUs: {change['other_gpus']}" if change["other_gpus"] else ""
    sentence = (
        f"Step {change['verdict']} ({format_step(b['wall_ns'])} -> {format_step(n['wall_ns'])} per step; "
        f"{change['detail']}{gpus}); "
        f"kernels {moved(kernels)} ({format_step(base['kernel_ns'])} -> {format_step(new['kernel_ns'])}); "
        f"host time {format_step(b['host_ns'])} -> {format_step(n['host_ns'])} per step."
    )
    if step is None or kernels is None or b["host_ns"] is None or n["host_ns"] is None:
        return sentence + " Without two comparable step times the kernel figure is no speedup of the program."
    regime, host_change = new["regime"], n["host_ns"] - b["host_ns"]
    busy = "n/a" if regime["busy_fraction"] is None else format_share(regime["busy_fraction"])
    if step < 1 - UNCHANGED_WITHIN and kernels > 1:
        sentence += (
            f" The kernels' gain is lost: the new step is {regime['verdict']} (GPU busy {busy}) and its host time "
            f"{'grew' if host_change > 0 else 'changed'} by {format_ns(abs(host_change))} per step."
        )
    elif step > 1 + UNCHANGED_WITHIN and kernels > step * (1 + UNCHANGED_WITHIN):
        sentence += (
            f" The step gains less than its kernels: the GPU is busy {busy} of the new step, the rest is host "
            "time the kernels cannot shorten."
        )
    elif step > 1 + UNCHANGED_WITHIN and kernels <= 1 + UNCHANGED_WITHIN:
        sentence += f" The step gained in host time ({format_ns(abs(host_change))} per step), not in its kernels."
    elif step < 1 - UNCHANGED_WITHIN:
        kernel_change = new["kernel_ns"] - base["kernel_ns"]
        sentence += (
            f" Per step the host time changed by {_signed(host_change)} and the kernel time by "
            f"{_signed(kernel_change)}: the new step is {regime['verdict']} (GPU busy {busy})."
        )
    return sentence


def diff_profiles(base: Side, new: Side) -> dict[str, Any]:
    """The diff document of two profiles (format in docs/diff.md)."""
    sides = (with_families(base.kernels), with_families(new.kernels))
    iterations = (base.iterations, new.iterations)
    totals = (_totals(base, sides[0]), _totals(new, sides[1]))
    memory = memory_diff(base.profile.get("memory") or {}, new.profile.get("memory") or {})
    change = step_change(base, new, (totals[0]["step"], totals[1]["step"]))
    return {
        "format": "opprof-diff",
        "format_version": "1.0",
        "base": totals[0],
        "new": totals[1],
        "differences": condition_differences(base.manifest, new.manifest)
        + step_source_differences(totals[0]["step"], totals[1]["step"]),
        "headline": headline(*totals, change) + _memory_sentence(memory),
        "step_change": change,
        "speedup": {
            "step": change["ratio"],
            "host": _ratio(totals[0]["step"]["host_ns"], totals[1]["step"]["host_ns"]),
            "kernel_time": _ratio(totals[0]["kernel_ns"], totals[1]["kernel_ns"]),
            "attributed_kernel_time": _ratio(totals[0]["attributed_ns"], totals[1]["attributed_ns"]),
            "source": "step and host: each side's step.source (median measured step); kernel time: nsys kernel "
            "durations per measured iteration",
        },
        "families": _family_rows(*sides, iterations),
        "one_sided": one_sided_kernels(*sides, iterations),
        "memory": memory,
    }


def _memory_sentence(memory: dict[str, Any]) -> str:
    """The peak memory's move, where both sides have a memory phase."""
    if memory["peak_ratio"] is None:
        return ""
    ratio = memory["peak_ratio"]
    moved_by = "unchanged" if abs(ratio - 1) <= UNCHANGED_WITHIN else f"{ratio:.2f}x"
    return (
        f" Peak memory {moved_by} ({format_bytes(memory['base_peak_bytes'])} -> "
        f"{format_bytes(memory['new_peak_bytes'])} per step)."
    )


def _family_bytes(memory: dict[str, Any]) -> dict[str, int]:
    """Bytes each operator family owns in a profile's memory phase (its top operators, summed)."""
    owned: dict[str, int] = {}
    for row in memory.get("operators", []):
        family = operator_family(row["name"])
        owned[family] = owned.get(family, 0) + int(row["owned_bytes"])
    return owned


def memory_diff(base: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """Peak memory and bytes allocated per operator family on both sides (their memory phases);
    null where a side has none, which says why."""
    peaks = {side: m["peak_bytes"] if m.get("present") else None for side, m in (("base", base), ("new", new))}
    missing = [side for side, m in (("base", base), ("new", new)) if not m.get("present")]
    owned = _family_bytes(base), _family_bytes(new)
    return {
        "base_peak_bytes": peaks["base"],
        "new_peak_bytes": peaks["new"],
        "peak_ratio": peaks["new"] / peaks["base"] if peaks["base"] and peaks["new"] is not None else None,
        "families": [
            {"family": family, "base_bytes": owned[0].get(family), "new_bytes": owned[1].get(family)}
            for family in FAMILIES
            if family in owned[0] or family in owned[1]
        ],
        "reason": None
        if not missing
        else f"no memory phase on the {' and '.join(missing)} side{'s' if len(missing) > 1 else ''}",
    }
