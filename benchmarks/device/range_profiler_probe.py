"""On the GPU machine: whether this torch's Kineto collects CUPTI counters per kernel in the
process itself (torch.profiler's experimental ``profiler_metrics``, CUPTI's range profiler), which
would measure counters without ncu's per-kernel replay. Prints what the trace holds and how long
the profiled steps took against unprofiled ones; writes nothing else.

    python benchmarks/device/range_profiler_probe.py
"""

from __future__ import annotations

import gzip
import json
import tempfile
import time
from pathlib import Path

import torch
from torch._C._profiler import _ExperimentalConfig
from torch.profiler import ProfilerActivity, profile

METRICS = ["smsp__inst_executed.sum", "dram__bytes_read.sum", "gpu__time_duration.sum"]


def steps(x: torch.Tensor, count: int) -> float:
    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(count):
        (x @ x).relu_()
    torch.cuda.synchronize()
    return time.perf_counter() - start


def main() -> None:
    print("torch", torch.__version__, "cuda", torch.version.cuda, torch.cuda.get_device_name())
    x = torch.randn(2048, 2048, device="cuda")
    steps(x, 3)
    plain = steps(x, 10)
    config = _ExperimentalConfig(profiler_metrics=METRICS, profiler_measure_per_kernel=True)
    with profile(activities=[ProfilerActivity.CUDA], experimental_config=config) as prof:
        profiled = steps(x, 10)
    print(f"10 steps: {plain * 1e3:.1f} ms plain, {profiled * 1e3:.1f} ms under the range profiler")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "trace.json.gz"
        prof.export_chrome_trace(str(path))
        events = json.loads(gzip.decompress(path.read_bytes()))["traceEvents"]
    categories: dict[str, int] = {}
    for event in events:
        categories[str(event.get("cat"))] = categories.get(str(event.get("cat")), 0) + 1
    print("trace event categories:", categories)
    ranges = [e for e in events if e.get("cat") == "cuda_profiler_range"]
    for event in ranges[:4]:
        counters = {k: v for k, v in event.get("args", {}).items() if "__" in k}
        print("range:", event.get("name"), counters)
    print(f"{len(ranges)} counter ranges for {sum(1 for e in events if e.get('cat') == 'kernel')} kernels")


if __name__ == "__main__":
    main()
