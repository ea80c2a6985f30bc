"""Numbers as a reader sees them: fixed, locale-free formats, so the same profile always prints
the same text (the report is compared byte for byte)."""

from __future__ import annotations

import math

_TIME_STEPS = ((1e9, "s"), (1e6, "ms"), (1e3, "µs"))
_BYTE_STEPS = ((1e12, "TB"), (1e9, "GB"), (1e6, "MB"), (1e3, "kB"))


def format_ns(ns: float) -> str:
    """A duration given in ns, in the largest unit that keeps it at 1 or more: ``6.60 ms``."""
    for scale, unit in _TIME_STEPS:
        if abs(ns) >= scale:
            return f"{ns / scale:.2f} {unit}" if abs(ns) < 10 * scale else f"{ns / scale:.1f} {unit}"
    return f"{ns:.0f} ns"


def format_step(ns: float | None) -> str:
    """A time that may not have been measured (a step without markers): ``n/a`` for None."""
    return "n/a" if ns is None else format_ns(ns)


def format_pct(value: float) -> str:
    """A percentage (0-100) with the precision its size needs: a tensor pipe at 0.003% must not
    print as 0%, which would read as "never used" rather than "almost never"."""
    if value == 0:
        return "0%"
    if abs(value) < 0.01:
        return f"{value:.3f}%"
    if abs(value) < 1:
        return f"{value:.2f}%"
    return f"{value:.1f}%"


def format_share(fraction: float) -> str:
    """A fraction 0-1 as a percentage."""
    return format_pct(100 * fraction)


def format_bytes(count: float) -> str:
    """Decimal units (as ncu prints them): ``948.6 MB``."""
    for scale, unit in _BYTE_STEPS:
        if abs(count) >= scale:
            return f"{count / scale:.1f} {unit}"
    return f"{count:.0f} B"


def format_count(count: float) -> str:
    """An integer count with thousands separators: ``6,031,872``."""
    return f"{math.floor(count + 0.5):,}"
