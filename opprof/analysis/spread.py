"""How far a median of measured steps can be trusted: distribution-free intervals from order
statistics, with no assumption on how step times spread (a host-bound step's times are skewed,
and a few steps may be far off).

Of n independent samples sorted, the span from the j-th smallest to the j-th largest holds the
true median unless j or more samples fall on one side of it: probability 2 P(Binomial(n, 1/2) < j).
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def median_ranks(n: int, level: float) -> int | None:
    """The largest j (1-based) whose span ``[x_(j), x_(n+1-j)]`` holds the median with probability
    at least ``level``; None where not even the whole range does (too few samples)."""
    below = 0.0  # P(Binomial(n, 1/2) < j), for j = 1, 2, ...
    found = None
    for j in range(1, (n + 1) // 2 + 1):
        below += math.comb(n, j - 1) / 2**n
        if 1 - 2 * below < level:
            break
        found = j
    return found


def median_interval(samples: Sequence[float], level: float) -> tuple[float, float] | None:
    """The distribution-free interval of the samples' median at ``level``, or None (too few)."""
    j = median_ranks(len(samples), level)
    if j is None:
        return None
    ordered = sorted(samples)
    return ordered[j - 1], ordered[len(ordered) - j]


def least_samples(level: float) -> int:
    """The fewest samples that give a median interval at ``level``."""
    n = 1
    while median_ranks(n, level) is None:
        n += 1
    return n


def ratio_interval(base: Sequence[float], new: Sequence[float], level: float) -> tuple[float, float] | None:
    """An interval of median(base) / median(new) at ``level`` or wider: each median's interval at
    sqrt(level) (independent runs: both hold with probability level), the ratio's bounds from their
    ends. None where a side has too few samples, or a bound is not positive."""
    side_level = math.sqrt(level)
    ours, theirs = median_interval(base, side_level), median_interval(new, side_level)
    if ours is None or theirs is None or min(*ours, *theirs) <= 0:
        return None
    return ours[0] / theirs[1], ours[1] / theirs[0]
