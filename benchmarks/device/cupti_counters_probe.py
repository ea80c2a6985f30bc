"""On the GPU machine: ncu's counters for every kernel of a workload's iteration through CUPTI's range
profiler in the process itself (one range per kernel, the iteration run once per counter pass),
instead of ncu replaying each kernel in place. Whether it works on this stack, what it costs,
and how its values compare with ncu's for the same kernels.

    python benchmarks/device/cupti_counters_probe.py cupti WORKLOAD OUT.csv  # every kernel of an iteration
    ncu ... python benchmarks/device/cupti_counters_probe.py ncu WORKLOAD   # one iteration for ncu to profile
    python benchmarks/device/cupti_counters_probe.py passes             # passes per metric, none run

The binding is the capture phase's (opprof/capture/cupti.py); this probe drives it call by call
to time each step and try request variants.
"""

from __future__ import annotations

import csv
import ctypes
import os
import sys
import time
from collections.abc import Callable
from ctypes import c_void_p

import torch

from opprof.capture import api, workloads
from opprof.capture.cupti import RANGE_PROFILER, Cupti, current_context, names_array, per_kernel_user_replay
from opprof.counters import requested_metric_names

# The recorded probe runs' counter data room (the capture phase sizes it to the iteration's kernels).
MAX_RANGES = 4096


class Host:
    """CUPTI's profiler on the current context and its host-side configuration for ``metrics``
    (names the chip lacks are reported and left out)."""

    def __init__(self, metrics: list[str]) -> None:
        self.cupti = Cupti()
        self.cupti("cuptiProfilerInitialize")
        self.context = current_context()
        self.chip = self.cupti("cuptiDeviceGetChipName", deviceIndex=torch.cuda.current_device()).pChipName
        size = self.cupti("cuptiProfilerGetCounterAvailability", ctx=self.context).size
        self.availability = (ctypes.c_uint8 * size)()
        self.cupti(
            "cuptiProfilerGetCounterAvailability", ctx=self.context, size=size, image=self._pointer(self.availability)
        )
        try:
            self.host = self._host(metrics)
            self.metrics = list(metrics)
        except RuntimeError:  # some name the chip lacks: find which, one host each
            self.metrics = [m for m in metrics if self._accepted(m)]
            self.host = self._host(self.metrics)
        self.config = self._config(self.host)
        self.passes = self._passes(self.config)

    @staticmethod
    def _pointer(array: ctypes.Array) -> c_void_p:
        return ctypes.cast(array, c_void_p)

    def _host(self, metrics: list[str]) -> c_void_p:
        host = self.cupti(
            "cuptiProfilerHostInitialize",
            type=RANGE_PROFILER,
            chip=self.chip,
            availability=self._pointer(self.availability),
        ).host
        try:
            if metrics:
                self.cupti(
                    "cuptiProfilerHostConfigAddMetrics", host=host, names=names_array(metrics), count=len(metrics)
                )
        except RuntimeError:
            self.cupti("cuptiProfilerHostDeinitialize", host=host)
            raise
        return host

    def _config(self, host: c_void_p) -> ctypes.Array:
        size = self.cupti("cuptiProfilerHostGetConfigImageSize", host=host).size
        config = (ctypes.c_uint8 * size)()
        self.cupti("cuptiProfilerHostGetConfigImage", host=host, size=size, image=self._pointer(config))
        return config

    def _accepted(self, name: str) -> bool:
        try:
            self.cupti("cuptiProfilerHostDeinitialize", host=self._host([name]))
            return True
        except RuntimeError as error:
            print(f"probe: {name} refused: {error}")
            return False

    def _passes(self, config: ctypes.Array) -> int:
        return self.cupti("cuptiProfilerHostGetNumOfPasses", size=len(config), image=self._pointer(config)).passes

    def passes_of(self, metrics: list[str]) -> int:
        host = self._host(metrics)
        passes = self._passes(self._config(host))
        self.cupti("cuptiProfilerHostDeinitialize", host=host)
        return passes

    def close(self) -> None:
        self.cupti("cuptiProfilerHostDeinitialize", host=self.host)
        self.cupti("cuptiProfilerDeInitialize")


def collect(run: Callable[[], None], metrics: list[str]) -> tuple[list[list[float]], dict]:
    """Every kernel ``run`` launches, one range each, ``run`` repeated once per pass."""
    began = time.perf_counter()
    setup = Host(metrics)
    cupti, names, count = setup.cupti, names_array(setup.metrics), len(setup.metrics)
    obj = cupti("cuptiRangeProfilerEnable", ctx=setup.context).obj
    data_size = cupti(
        "cuptiRangeProfilerGetCounterDataSize", obj=obj, names=names, count=count, ranges=MAX_RANGES, nodes=MAX_RANGES
    ).size
    data = (ctypes.c_uint8 * data_size)()
    pointer = ctypes.cast(data, c_void_p)
    cupti("cuptiRangeProfilerCounterDataImageInitialize", obj=obj, size=data_size, image=pointer)
    per_kernel_user_replay(cupti, obj, setup.config, data, MAX_RANGES)
    start, runs = time.perf_counter(), 0
    set_up = start - began
    submitted = False
    while not submitted:
        if runs == 4 * setup.passes:  # counters from passes that never completed would read as measured
            raise SystemExit(f"probe: the range profiler was not done after {runs} runs of {setup.passes} passes")
        cupti("cuptiRangeProfilerStart", obj=obj)
        run()
        torch.cuda.synchronize()
        runs += 1
        submitted = bool(cupti("cuptiRangeProfilerStop", obj=obj).allSubmitted)
    dropped = cupti("cuptiRangeProfilerDecodeData", obj=obj).dropped
    if dropped:  # the ranges left would no longer line up with the kernels by position
        raise SystemExit(f"probe: the range profiler dropped {dropped} ranges (room for {MAX_RANGES})")
    collected = time.perf_counter() - start
    total = cupti("cuptiRangeProfilerGetCounterDataInfo", data=pointer, size=data_size).ranges
    values = []
    for index in range(total):
        row = (ctypes.c_double * count)()
        cupti(
            "cuptiProfilerHostEvaluateToGpuValues",
            host=setup.host,
            data=pointer,
            size=data_size,
            index=index,
            names=names,
            count=count,
            values=row,
        )
        values.append(list(row))
    evaluated = time.perf_counter() - start - collected
    cupti("cuptiRangeProfilerDisable", obj=obj)
    setup.close()
    facts = {
        "chip": setup.chip.decode(),
        "passes": setup.passes,
        "runs": runs,
        "dropped": dropped,
        "ranges": total,
        "setup_s": round(set_up, 3),
        "collect_s": round(collected, 3),
        "evaluate_s": round(evaluated, 3),
        "metrics": setup.metrics,
    }
    return values, facts


def iteration(name: str) -> Callable[[], None]:
    """One iteration of a shipped workload, as its capture runs it (a training step, or the model
    called without gradients)."""
    built = getattr(workloads, name)(torch.device("cuda"))
    if isinstance(built, api.Step):
        return built.run
    model, inputs = built

    def forward() -> None:
        with torch.no_grad():
            model(*inputs)

    return forward


def metric_names() -> list[str]:
    # launch__* are ncu's launch statistics, not counters: the range profiler has none of them.
    return [m for m in requested_metric_names("gh100") if not m.startswith("launch__")]


def main() -> None:
    mode = sys.argv[1]
    if mode == "passes":
        torch.zeros(1, device="cuda")
        setup = Host(metric_names())
        print(f"probe: the request, {len(setup.metrics)} names: {setup.passes} passes")
        for name in setup.metrics:
            rest = [m for m in setup.metrics if m != name]
            print(f"probe: {name}: alone {setup.passes_of([name])}, the request without it {setup.passes_of(rest)}")
        setup.close()
        return
    t0 = time.perf_counter()
    print(f"probe: started {time.time():.1f} (epoch s)")
    run = iteration(sys.argv[2])
    for _ in range(3):
        run()
    torch.cuda.synchronize()
    print(f"probe: {sys.argv[2]} built and warmed in {time.perf_counter() - t0:.1f} s")
    t1 = time.perf_counter()
    run()
    torch.cuda.synchronize()
    print(f"probe: one iteration {1e3 * (time.perf_counter() - t1):.1f} ms")
    free, total = torch.cuda.mem_get_info()
    print(
        f"probe: reserved {torch.cuda.memory_reserved() / 1e9:.2f} GB, allocated "
        f"{torch.cuda.memory_allocated() / 1e9:.2f} GB, device memory in use {(total - free) / 1e9:.2f} GB"
    )
    if mode == "ncu":
        if os.environ.get("EMPTY_CACHE"):  # what ncu saves before a kernel's first pass shrinks with it
            torch.cuda.empty_cache()
        torch.cuda.cudart().cudaProfilerStart()
        t1 = time.perf_counter()
        run()
        torch.cuda.synchronize()
        torch.cuda.cudart().cudaProfilerStop()
        print(f"probe: iteration under ncu {time.perf_counter() - t1:.1f} s")
        return
    values, facts = collect(run, metric_names())
    print("probe:", facts)
    with open(sys.argv[3], "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["range", *facts["metrics"]])
        writer.writerows([index, *row] for index, row in enumerate(values))


if __name__ == "__main__":
    main()
