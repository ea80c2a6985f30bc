"""The logical counter catalogue (counters.yaml) and its resolution against one ncu file."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Literal

import yaml

Aggregation = Literal["rate", "sum", "max"]


@dataclass(frozen=True)
class Counter:
    name: str
    names: tuple[str, ...]
    unit: str
    aggregation: Aggregation
    description: str


@dataclass(frozen=True)
class Resolution:
    counter: str
    raw_metric: str | None
    status: Literal["measured", "absent_on_chip", "not_collected"]
    reason: str | None


@cache
def _catalogue() -> dict[str, object]:
    text = resources.files("opprof").joinpath("counters.yaml").read_text(encoding="utf-8")
    data: dict[str, object] = yaml.safe_load(text)
    return data


@cache
def catalogue() -> tuple[Counter, ...]:
    entries = _catalogue()["counters"]
    assert isinstance(entries, dict)
    return tuple(
        Counter(name, tuple(spec["names"]), str(spec["unit"]), spec["aggregation"], spec["description"])
        for name, spec in entries.items()
    )


def counter_names() -> list[str]:
    return [c.name for c in catalogue()]


def aggregation_of(counter: str) -> Aggregation:
    return next(c.aggregation for c in catalogue() if c.name == counter)


def absent_on(chip: str) -> frozenset[str]:
    table = _catalogue().get("absent_on") or {}
    assert isinstance(table, dict)
    return frozenset(table.get(chip.lower(), []))


def requested_metric_names() -> list[str]:
    """Every name of every counter: ncu silently omits unknown names, so ask for all variants."""
    return sorted({n for c in catalogue() for n in c.names})


def resolve(present: set[str], chip: str) -> list[Resolution]:
    """Pick, per counter, the first of its names present in a file; explain every null."""
    missing_on_chip = absent_on(chip)
    out = []
    for counter in catalogue():
        found = next((n for n in counter.names if n in present), None)
        if found is not None:
            out.append(Resolution(counter.name, found, "measured", None))
        elif all(n in missing_on_chip for n in counter.names):
            out.append(
                Resolution(
                    counter.name,
                    None,
                    "absent_on_chip",
                    f"{chip} has none of {list(counter.names)} (ncu --query-metrics --chip {chip})",
                )
            )
        else:
            out.append(
                Resolution(counter.name, None, "not_collected", f"none of {list(counter.names)} is in the ncu capture")
            )
    return out
