"""The step model: replays of made-up steps whose walls and critical paths are known by hand (the
shipped bundles' models and plans are tested in test_shipped_bundles.py, on its one workflow run)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from opprof.analysis import step_model
from opprof.analysis.step_model import Step, calibrated, replay, waited_for
from opprof.findings import change as planning


def _step(
    calls: list[tuple[float, float]],
    ops: list[tuple[int, float]],
    sync: tuple[int, ...] = (),
    host_ns: float | None = None,
    streams: list[int] | None = None,
    after: list[int] | None = None,
) -> Step:
    """A step of ``calls`` (start, end) and ``ops`` (launching call, duration), no launch latency."""
    return Step(
        iteration=0,
        origin_ns=0,
        host_ns=host_ns if host_ns is not None else max(end for _, end in calls),
        call_start=np.array([c[0] for c in calls], dtype=np.float64),
        call_end=np.array([c[1] for c in calls], dtype=np.float64),
        sync=np.array([i in sync for i in range(len(calls))]),
        op_call=np.array([o[0] for o in ops], dtype=np.int64),
        op_stream=np.array(streams or [7] * len(ops), dtype=np.int64),
        op_ns=np.array([o[1] for o in ops], dtype=np.float64),
        op_key=np.arange(len(ops), dtype=np.int64),
        latency_ns=0.0,
        op_after=np.array(after or [-1] * len(ops), dtype=np.int64),
    )


def test_a_host_bound_step_ends_with_the_host_and_its_critical_path_is_the_hosts() -> None:
    # Launches every 10 us, kernels of 2 us: the GPU waits for each launch.
    step = _step([(10.0 * i, 10.0 * i + 1) for i in range(5)], [(i, 2.0) for i in range(5)], host_ns=50.0)
    replayed = replay(step)
    assert replayed.wall_ns == 50.0 and replayed.gpu_end_ns == 43.0
    assert replayed.host_share == 1.0 and step_model.verdict(replayed.host_share) == step_model.HOST_BOUND


def test_a_gpu_bound_step_ends_with_its_kernels_back_to_back() -> None:
    # Five launches in 5 us, kernels of 100 us: the queue never drains; the first starts at 1 us.
    step = _step([(float(i), i + 1.0) for i in range(5)], [(i, 100.0) for i in range(5)], host_ns=5.0)
    replayed = replay(step)
    assert replayed.wall_ns == 501.0 and list(replayed.op_start) == [1.0, 101.0, 201.0, 301.0, 401.0]
    assert replayed.gpu_critical_ns() == 500.0
    assert step_model.verdict(replayed.host_share) == step_model.GPU_BOUND


def test_a_synchronisation_holds_the_host_until_the_gpu_drains() -> None:
    # A 100 us kernel, then a sync that took 5 us as profiled, then 10 us of host work.
    step = _step([(0.0, 1.0), (2.0, 7.0), (8.0, 9.0)], [(0, 100.0), (2, 1.0)], sync=(1,), host_ns=18.0)
    replayed = replay(step)
    # The sync returns when the kernel ends (101 us); what followed it moves by 101 - 7.
    assert replayed.host_end_ns == 18.0 + 94.0
    assert replayed.op_start[1] == 9.0 + 94.0
    assert replayed.waits == (101.0,)  # the step then ends with the host (112 us), after the GPU (104 us)


def test_a_wait_on_another_stream_holds_the_operation_it_names() -> None:
    step = _step(
        [(0.0, 1.0), (1.0, 2.0)],
        [(0, 50.0), (1, 10.0)],
        streams=[21, 22],
        after=[-1, 0],
    )
    assert replay(step).op_start[1] == 51.0
    assert replay(step.__class__(**{**step.__dict__, "op_after": np.array([-1, -1])})).op_start[1] == 2.0


def test_an_event_wait_names_the_last_operation_before_its_record_on_another_stream() -> None:
    names = pd.Series(["cudaLaunchKernel", "cudaEventRecord", "cudaStreamWaitEvent", "cudaLaunchKernel",
                       "cudaLaunchKernel"])  # fmt: skip
    after = waited_for(names, np.array([0, 3, 4]), np.array([21, 21, 22]))
    # The wait holds the first operation after it on another stream than the recorded one's.
    assert after.tolist() == [-1, -1, 0]


def test_calibration_scales_the_host_to_the_measured_host_time() -> None:
    step = _step([(10.0 * i, 10.0 * i + 1) for i in range(5)], [(i, 2.0) for i in range(5)], host_ns=50.0)
    scaled = calibrated(step, 20.0)
    assert replay(scaled).host_end_ns == pytest.approx(20.0, rel=1e-6) and scaled.scale == pytest.approx(0.4)


def test_removing_host_time_moves_what_follows_it_earlier() -> None:
    step = _step([(0.0, 1.0), (10.0, 11.0), (20.0, 21.0)], [(0, 1.0), (1, 1.0), (2, 1.0)], host_ns=30.0)
    shorter = planning.without(step, np.array([False, True, False]), [(5.0, 15.0)])
    assert shorter.host_ns == 20.0 and shorter.call_start.tolist() == [0.0, 10.0]
    assert shorter.op_call.tolist() == [0, 1] and len(shorter.op_ns) == 2
