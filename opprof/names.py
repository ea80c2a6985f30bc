"""Kernel names differ between nsys, ncu and Kineto: their demanglers disagree on namespaces,
template literals and lambdas (nsys ``at::native::vectorized_gather_kernel<(int)16, long>``, ncu
``at::vectorized_gather_kernel<16, long>``), so names are compared by mangled name or by the key
made here, never as spelled. What all three agree on is the unqualified function name, so that
is the key."""

from __future__ import annotations

import re

import pandas as pd

# Spellings of an anonymous namespace: ncu/nsys "<unnamed>", Kineto/c++filt "(anonymous namespace)".
_ANONYMOUS = re.compile(r"<unnamed>|\(anonymous namespace\)")


def kernel_name_key(name: str) -> str:
    """The unqualified function name of a demangled kernel name.

    ``void at::native::vectorized_gather_kernel<(int)16, long>(char *, ...)`` and
    ``void at::vectorized_gather_kernel<16, long>(char*, ...)`` both give
    ``vectorized_gather_kernel``; a plain symbol (``sm80_xmma_gemm_...``, ``triton_poi_...``)
    is its own key.
    """
    text = _ANONYMOUS.sub("anon", name.strip())
    depth = 0
    end = len(text)
    for i, ch in enumerate(text):
        if ch in "<(" and depth == 0:
            end = i
            break
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth -= 1
    head = text[:end].strip()
    token = head.split(" ")[-1] if head else text
    return token.rsplit("::", 1)[-1]


def name_keys(names: pd.Series) -> pd.Series:
    """``kernel_name_key`` over a column, computed once per distinct name."""
    unique = pd.unique(names.astype(str))
    lookup = {n: kernel_name_key(n) for n in unique}
    return names.astype(str).map(lookup)
