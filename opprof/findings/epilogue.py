"""A bias add after a GEMM, priced by ``fold_bias``: the add folded into the GEMM's epilogue, its
kernel and its host dispatch gone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pandas as pd

from opprof.analysis.roofline import input_dims
from opprof.findings.above import priced_finding
from opprof.findings.change import Context, Fix, without_calls
from opprof.findings.facts import GEMM_OPERATORS
from opprof.findings.rules import Finding, Rule
from opprof.units import format_bytes, format_count, format_ns

EPILOGUE_RULE = Rule(
    "foldable_epilogue",
    "medium",
    "A bias add the GEMM before it could do in its epilogue",
    "aten::add of a [N] bias to the [.., N] output of the GEMM just before it (same thread and parent), priced by "
    "the plan's fold_bias fix",
    "An element-wise add after a GEMM reads and writes the GEMM's whole output again in a kernel of its own; "
    "cuBLASLt adds a bias vector in the GEMM's epilogue while the output is still in registers.",
    (),
    lambda _: None,  # from the plan's fix: epilogue_finding
    needs_material_share=False,
)

BIAS_ADDS = frozenset({"aten::add", "aten::add_"})


def bias_adds(ops: pd.DataFrame) -> pd.Index:
    """Kineto operators that add a bias vector to a GEMM's output just after the GEMM on the same
    thread at the same depth: ``aten::add(out [.., N], bias [N])`` after ``aten::mm``/``matmul``."""
    ordered = ops.sort_values(["tid", "depth", "start_ns"], kind="stable")
    previous = ordered.groupby(["tid", "depth"])["name"].shift(1)
    parent_same = ordered.groupby(["tid", "depth"])["parent_index"].shift(1) == ordered["parent_index"]
    candidates = ordered[ordered["name"].isin(BIAS_ADDS) & previous.isin(GEMM_OPERATORS) & parent_same]
    chosen = []
    for index, text in candidates["input_dims"].items():
        dims = input_dims(text)
        if dims and len(dims) >= 2 and isinstance(dims[0], list) and isinstance(dims[1], list):
            out, bias = dims[0], dims[1]
            if len(bias) == 1 and len(out) >= 2 and out[-1] == bias[0]:
                chosen.append(index)
    return pd.Index(chosen)


def bias_fix(context: Context) -> Fix | None:
    adds = bias_adds(context.ops)
    if adds.empty:
        return None
    covered, change = without_calls(context, {int(a): int(a) for a in adds})
    return Fix(
        "fold_bias",
        "Fold the bias add into the GEMM's epilogue",
        "torch.addmm(b, x, w) or F.linear(x, w.t(), b) instead of x @ w + b: cuBLASLt adds the bias in the GEMM",
        "the bias add's kernels and its host dispatch gone (the GEMM's epilogue cost taken as nothing)",
        ("near_roof", "launch_bound", "low_l2_hit_rate"),
        change,
        covered,
    )


def epilogue_finding(entry: Mapping[str, Any], context: Context, step_ns: float, iterations: int) -> Finding:
    """The bias adds after GEMMs as one finding: the GEMM and add, their kernels, time and DRAM
    bytes, and the plan's step saving for folding them into the GEMMs' epilogues."""
    ops = context.ops
    adds = bias_adds(ops)
    rows = ops.loc[adds]
    ordered = ops.sort_values(["tid", "depth", "start_ns"], kind="stable")
    before = ordered.groupby(["tid", "depth"])["name"].shift(1).reindex(adds)
    pairs = pd.Series(before.astype(str).to_numpy() + " + " + rows["name"].astype(str).to_numpy()).value_counts()
    found = entry["evidence"]
    moved = found["dram_bytes_per_step"]
    evidence = (
        f"bias adds per step: {format_count(found['calls_per_step'])} ({', '.join(pairs.index)}, Input Dims "
        f"{rows['input_dims'].iloc[0]}), each with kernels of its own: {format_count(found['kernels_per_step'])} "
        f"per step, {format_ns(found['kernel_ns_per_step'])} of kernel time"
        + (f", {format_bytes(moved)} of DRAM traffic (ncu)" if moved is not None else "")
    )
    return priced_finding(EPILOGUE_RULE, str(pairs.index[0]), entry, step_ns, iterations, evidence, {})
