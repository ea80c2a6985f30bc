"""The clock probe's statistics and the lock mode's ordering, without a GPU.

The real NVML cannot run on a machine without an NVIDIA driver, so these tests drive the probe
and the lock through a small recording stand-in with pynvml's function names; on a GPU machine
the same code receives the ``pynvml`` module.
"""

from __future__ import annotations

import copy
import json
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import GPT2_BUNDLE

from opprof.bundle.manifest import validate_json
from opprof.capture.clocks import cached_probe, clock_stats, clocks_record, locked_clocks, observe_clocks
from opprof.errors import OpprofError


class RecordingNvml:
    """Records every call; SM and memory clocks read from fixed sequences."""

    NVML_CLOCK_SM = 1
    NVML_CLOCK_MEM = 2

    def __init__(self, fail_on: str | None = None) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.fail_on = fail_on

    def _call(self, *call: Any) -> None:
        self.calls.append(call)
        if call[0] == self.fail_on:
            raise RuntimeError(f"NVML refused {call[0]}")

    def nvmlDeviceGetClockInfo(self, handle: Any, clock: int) -> int:
        return 1980 if clock == self.NVML_CLOCK_SM else 3201

    def nvmlDeviceSetGpuLockedClocks(self, handle: Any, min_mhz: int, max_mhz: int) -> None:
        self._call("set_sm", min_mhz, max_mhz)

    def nvmlDeviceResetGpuLockedClocks(self, handle: Any) -> None:
        self._call("reset_sm")

    def nvmlDeviceSetMemoryLockedClocks(self, handle: Any, min_mhz: int, max_mhz: int) -> None:
        self._call("set_memory", min_mhz, max_mhz)

    def nvmlDeviceResetMemoryLockedClocks(self, handle: Any) -> None:
        self._call("reset_memory")


def test_probe_reports_median_and_spread() -> None:
    stats = clock_stats([1980, 1965, 1980, 1995, 1980, 1755, 1980, 1980, 1980, 1980, 1980])
    assert stats["median"] == 1980
    assert (stats["min"], stats["max"], stats["samples"]) == (1755, 1995, 11)
    assert stats["p05"] == pytest.approx(1860.0)
    assert stats["p95"] == pytest.approx(1987.5)


def test_probe_without_samples_is_refused() -> None:
    with pytest.raises(OpprofError, match="no samples"):
        clock_stats([])


def test_probe_samples_only_while_the_measured_load_runs() -> None:
    loads: list[float] = []
    probe = observe_clocks(RecordingNvml(), None, lambda s: (loads.append(s), time.sleep(s)), 0.01, 0.05, 0.001)
    assert loads == [0.01, 0.05]
    assert probe["sm_mhz"]["median"] == 1980 and probe["memory_mhz"]["median"] == 3201
    assert probe["sm_mhz"]["samples"] > 0


def test_lock_pins_both_clocks_and_restores_them_in_reverse_order() -> None:
    nvml = RecordingNvml()
    with locked_clocks(nvml, None, 1980, 3201):
        nvml.calls.append(("capture",))
    assert nvml.calls == [
        ("set_sm", 1980, 1980),
        ("set_memory", 3201, 3201),
        ("capture",),
        ("reset_memory",),
        ("reset_sm",),
    ]


def test_lock_restores_clocks_when_capture_fails() -> None:
    nvml = RecordingNvml()
    with pytest.raises(RuntimeError, match="nsys died"), locked_clocks(nvml, None, 1980, 3201):
        raise RuntimeError("nsys died")
    assert nvml.calls[-2:] == [("reset_memory",), ("reset_sm",)]


def test_lock_restores_the_sm_clock_when_the_memory_lock_fails() -> None:
    nvml = RecordingNvml(fail_on="set_memory")
    with pytest.raises(RuntimeError, match="set_memory"), locked_clocks(nvml, None, 1980, 3201):
        pytest.fail("the block must not run without both locks")
    assert nvml.calls == [("set_sm", 1980, 1980), ("set_memory", 3201, 3201), ("reset_memory",), ("reset_sm",)]


def test_cached_probe_is_reused_for_the_same_gpu(tmp_path: Path) -> None:
    measured: list[int] = []

    def measure() -> dict[str, Any]:
        measured.append(1)
        return {"sm_mhz": clock_stats([1980]), "memory_mhz": clock_stats([3201])}

    first = cached_probe(tmp_path, "GPU-a", measure)
    again = cached_probe(tmp_path, "GPU-a", measure)
    other = cached_probe(tmp_path, "GPU-b", measure)
    assert len(measured) == 2
    assert again["sm_mhz"] == first["sm_mhz"] and "reused" in again["note"]
    assert "note" not in other


@pytest.mark.parametrize("mode", ["observe", "lock"])
def test_clocks_section_matches_the_capture_schema(mode: str) -> None:
    probe = {"sm_mhz": clock_stats([1965, 1980]), "memory_mhz": clock_stats([3201]), "probed_at": "now"}
    manifest = copy.deepcopy(json.loads((GPT2_BUNDLE / "capture.json").read_text()))
    manifest["clocks"] = clocks_record(mode, probe)  # type: ignore[arg-type]
    validate_json(manifest, "capture.schema.json", "capture.json")
    if mode == "lock":
        assert (manifest["clocks"]["locked_sm_mhz"], manifest["clocks"]["locked_memory_mhz"]) == (1972, 3201)
