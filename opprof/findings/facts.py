"""What the rules read of an operator family's facts (operator_facts.family_facts): its numbers and
counters, null where the capture has none, and what its operator and kernel names say (a GEMM, FP32 on the
CUDA cores, Tensor Core kernels).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pandas as pd

from opprof.tables import counter_column
from opprof.units import format_ns

Facts = Mapping[str, Any]


def number(facts: Facts, name: str) -> float | None:
    value = facts.get(name)
    if value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value)):
        return None
    return float(value)


def counter(facts: Facts, name: str) -> float | None:
    return number(facts, counter_column(name))


def counters(facts: Facts, *names: str) -> tuple[float, ...] | None:
    """The named counters, or None when any is null: a rule never fires on a missing counter."""
    values = []
    for name in names:
        value = counter(facts, name)
        if value is None:
            return None
        values.append(value)
    return tuple(values)


def clause(facts: Facts, names: tuple[str, ...], render: Callable[..., str]) -> str:
    """Context after the evidence, given only when every counter it names has a value."""
    values = counters(facts, *names)
    return "" if values is None else render(*values)


def time_context(facts: Facts) -> str:
    return f"{format_ns(facts['duration_ns'])} of {facts['family']} kernels ({facts['kernel_count']} kernels)"


# GEMM-like work: matrix-multiply operators, and kernels named as GEMMs (cuBLAS xmma, CUTLASS gemm,
# implicit-GEMM convolutions) whatever operator launched them.
GEMM_OPERATORS = frozenset(
    f"aten::{name}"
    for name in ("mm", "addmm", "bmm", "baddbmm", "addbmm", "matmul", "linear", "addmv", "mv", "_scaled_mm")
)
GEMM_KERNEL = re.compile(r"gemm|xmma", re.IGNORECASE)
# FP32 on the CUDA cores: CUTLASS "simt" kernels, cuBLAS "ffma" xmma kernels, classic "sgemm".
FP32_SIMT_TOKEN = re.compile(r"\w*(?:simt|ffma|sgemm)\w*", re.IGNORECASE)
# Tensor Core GEMM kernels: cuBLAS's nvjet and HMMA/GMMA (Hopper wgmma) xmma kernels, CUTLASS
# tensorop and the MMA shapes in their names, and half/bf16/tf32 cuBLAS kernels.
TENSOR_CORE_KERNEL = re.compile(r"nvjet|hmma|wgmma|gmma|tensorop|16816|1688|bf16|fp16|tf32", re.IGNORECASE)


def is_gemm(facts: Facts) -> bool:
    return facts["family"] in GEMM_OPERATORS or any(GEMM_KERNEL.search(name) for name in facts["kernel_names"])


def fp32_simt_names(kernel_names: Sequence[str]) -> list[str]:
    """The FP32-SIMT tokens of kernel names (for CUTLASS, the template argument that says so)."""
    tokens = (match.group(0) for name in kernel_names for match in FP32_SIMT_TOKEN.finditer(name))
    return list(dict.fromkeys(tokens))


def tensor_core_names(kernel_names: Sequence[str]) -> list[str]:
    """The kernel names that say they run on the Tensor Cores (and are not FP32 SIMT)."""
    return [n for n in kernel_names if TENSOR_CORE_KERNEL.search(n) and not FP32_SIMT_TOKEN.search(n)]
