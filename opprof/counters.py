"""The logical counter catalogue (counters.yaml) and its resolution against one ncu file."""

from __future__ import annotations

import gzip
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


# Launch statistics (registers, shared memory, occupancy limits) come from the launch, not from
# hardware counters, so ``--query-metrics`` lists none of them; every chip has them.
LAUNCH_PREFIX = "launch__"


@cache
def chip_metrics(chip: str) -> frozenset[str] | None:
    """The metric names ``ncu --query-metrics --chip <chip>`` lists (opprof/chips/<chip>.txt.gz,
    queried with ncu 2025.3.1), None for a chip without a list."""
    member = resources.files("opprof").joinpath("chips", f"{chip.lower()}.txt.gz")
    if not member.is_file():
        return None
    return frozenset(gzip.decompress(member.read_bytes()).decode("utf-8").split())


def on_chip(name: str, listed: frozenset[str]) -> bool:
    """Whether a full metric name (``base.rollup.suffix``) is one of the chip's: its base is listed."""
    base = name.split(".", 1)[0]
    return base.startswith(LAUNCH_PREFIX) or base in listed


def requested_metric_names(chip: str | None = None) -> list[str]:
    """What ncu is asked for to measure every counter: ``for_chip`` of every name of every counter."""
    return for_chip(sorted({n for c in catalogue() for n in c.names}), chip)[0]


def for_chip(names: list[str], chip: str | None) -> tuple[list[str], dict[str, str]]:
    """The metric names of a request that the chip has, at most one per counter (the first of the
    counter's names the chip lists), and each name left out with why. Without a chip list, the
    request as it is: ncu silently omits names a chip lacks, so asking for all variants loses nothing."""
    listed = None if chip is None else chip_metrics(chip)
    if listed is None:
        return sorted(set(names)), {}
    asked = set(names)
    absent = f"{chip} does not list it (ncu --query-metrics --chip {chip})"
    left_out = {n: absent for n in asked if not on_chip(n, listed)}
    for counter in catalogue():
        present = [n for n in counter.names if n in asked and n not in left_out]
        left_out.update({n: f"{counter.name} is read from {present[0]}" for n in present[1:]})
    return sorted(asked - set(left_out)), dict(sorted(left_out.items()))


def resolve(present: set[str], chip: str) -> list[Resolution]:
    """Pick, per counter, the first of its names present in a file; explain every null."""
    listed = chip_metrics(chip)
    out = []
    for counter in catalogue():
        found = next((n for n in counter.names if n in present), None)
        if found is not None:
            out.append(Resolution(counter.name, found, "measured", None))
        elif listed is not None and not any(on_chip(n, listed) for n in counter.names):
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
