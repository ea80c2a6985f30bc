"""One harness runs a workload in every capture phase with the same warmup and measured counts.

Every measured iteration ``k`` runs inside an NVTX range and a ``record_function``, both named
``opprof:iteration:<k>`` (docs/bundle.md); the device is synchronised before and after the
measured window. What differs per phase is only what wraps the window:

- ``plain``: nothing (the program ncu replays when no scope is given is ``ncu``, not this).
- ``kineto``: torch.profiler (CPU + CUDA activities, shapes) -> Chrome trace, gzipped.
- ``nsys``: ``emit_nvtx(record_shapes=True)`` plus an NVTX range
  ``opprof:module:<qualified name>:<type>`` around every module's forward (eager only: hooks
  inside a compiled model would change what Inductor generates).
- ``ncu``: cudaProfilerStart/Stop around the window, or around one iteration minus the forwards
  of excluded modules when a profile scope says so.
"""

from __future__ import annotations

import gzip
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import torch
from torch import nn

from opprof.bundle.markers import iteration_marker, module_marker, phase_marker
from opprof.bundle.replay_plan import ProfileScope, load_scope
from opprof.capture.workloads import NUMERICS, SEED, Workload, build
from opprof.errors import OpprofError
from opprof.io import write_bytes, write_json

Phase = Literal["plain", "kineto", "nsys", "ncu"]
PHASES: tuple[Phase, ...] = ("plain", "kineto", "nsys", "ncu")


@dataclass(frozen=True)
class DeviceApi:
    """The CUDA-only calls the harness makes; on CPU they do nothing, so the logic runs in tests."""

    range_push: Callable[[str], object]
    range_pop: Callable[[], object]
    profiler_start: Callable[[], None]
    profiler_stop: Callable[[], None]
    emit_nvtx: Callable[[], AbstractContextManager[Any]]
    synchronize: Callable[[], None]


def _nothing(*_: object) -> None:
    return None


def device_api(device: torch.device) -> DeviceApi:
    if device.type == "cuda":
        return DeviceApi(
            torch.cuda.nvtx.range_push,
            torch.cuda.nvtx.range_pop,
            torch.cuda.profiler.start,
            torch.cuda.profiler.stop,
            lambda: torch.autograd.profiler.emit_nvtx(record_shapes=True),
            torch.cuda.synchronize,
        )
    # NVTX and the CUDA profiler API exist only in CUDA builds of torch.
    return DeviceApi(_nothing, _nothing, _nothing, _nothing, nullcontext, _nothing)


class ProfilerGate:
    """cudaProfilerStart/Stop for a scope: on while the chosen iteration runs, off inside any
    excluded module's forward (nested exclusions count as one)."""

    def __init__(self, api: DeviceApi) -> None:
        self._api = api
        self._open = False
        self._excluded_depth = 0

    def open(self) -> None:
        self._open = True
        self._api.profiler_start()

    def close(self) -> None:
        self._api.profiler_stop()
        self._open = False

    def enter_excluded(self) -> None:
        if self._open and self._excluded_depth == 0:
            self._api.profiler_stop()
        self._excluded_depth += 1

    def leave_excluded(self) -> None:
        self._excluded_depth -= 1
        if self._open and self._excluded_depth == 0:
            self._api.profiler_start()


@contextmanager
def module_hooks(
    model: nn.Module, names: set[str] | None, before: Callable[[str, nn.Module], object], after: Callable[[], object]
) -> Iterator[None]:
    """Call ``before(name, module)`` / ``after()`` around the forward of the named modules (all if None)."""

    # A hook that returns a value replaces the module's input or output, and NVTX push/pop
    # return the nesting depth: the hooks must return None whatever the callbacks return.
    def pre_hook(name: str) -> Callable[[nn.Module, object], None]:
        def hook(module: nn.Module, _: object) -> None:
            before(name, module)

        return hook

    def post_hook(*_: object) -> None:
        after()

    handles = []
    for name, module in model.named_modules():
        if names is None or name in names:
            handles.append(module.register_forward_pre_hook(pre_hook(name)))
            handles.append(module.register_forward_hook(post_hook))
    try:
        yield
    finally:
        for handle in handles:
            handle.remove()


def compiled_graphs(workload: Workload) -> int | None:
    """How many graphs Dynamo traced in this process (None for an eager workload). Zero means
    torch.compile ran the model as it is: Dynamo skips a whole frame it cannot trace."""
    if workload.variant != "compiled":
        return None
    return int(torch._dynamo.utils.counters["stats"]["unique_graphs"])


def describe_workload(workload: Workload) -> dict[str, Any]:
    """modules.json: the workload as it ran, and the qualified name, type and own parameter shapes
    of every module (for layer dedup)."""
    return {
        "format": "opprof-modules",
        "workload": {
            "name": workload.name,
            "variant": workload.variant,
            "mode": workload.mode,
            "description": workload.description,
            "seed": workload.seed,
            "numerics": NUMERICS,
            "compiled_graphs": compiled_graphs(workload),
        },
        "modules": [
            {
                "name": name,
                "type": type(module).__name__,
                "parameters": {p: list(t.shape) for p, t in module.named_parameters(recurse=False)},
            }
            for name, module in workload.model.named_modules()
        ],
    }


@dataclass
class Capture:
    """What wraps the measured window and each measured iteration in one phase."""

    window: AbstractContextManager[Any]
    iteration: Callable[[int], AbstractContextManager[Any]]
    finish: Callable[[], None] = _nothing


@contextmanager
def _marked(api: DeviceApi, text: str) -> Iterator[None]:
    """An NVTX range (nsys) and a record_function (Kineto) of one marker text."""
    api.range_push(text)
    try:
        with torch.profiler.record_function(text):
            yield
    finally:
        api.range_pop()


def _iteration(workload: Workload, api: DeviceApi) -> Callable[[], None]:
    """One iteration: a forward pass, or a training step whose forward, backward and optimizer
    parts are marked (``opprof:phase:<part>``) so each kernel can be told its part."""
    training = workload.training
    if training is None:

        def forward() -> None:
            workload.forward(*workload.inputs)

        return forward

    def step() -> None:
        with _marked(api, phase_marker("forward")):
            loss = training.loss(workload.forward(*workload.inputs))
        with _marked(api, phase_marker("backward")):
            loss.backward()
        with _marked(api, phase_marker("optimizer")):
            training.optimizer.step()
            training.optimizer.zero_grad(set_to_none=True)

    return step


def _kineto(device: torch.device, trace: Path) -> Capture:
    activities = [torch.profiler.ProfilerActivity.CPU]
    if device.type == "cuda":
        activities.append(torch.profiler.ProfilerActivity.CUDA)
    profiler = torch.profiler.profile(activities=activities, record_shapes=True)

    def export() -> None:
        with tempfile.TemporaryDirectory() as scratch:
            raw = Path(scratch) / "trace.json"
            profiler.export_chrome_trace(str(raw))
            write_bytes(trace, gzip.compress(raw.read_bytes(), mtime=0))

    return Capture(profiler, nullcontext, export)


@contextmanager
def _nsys_window(workload: Workload, api: DeviceApi) -> Iterator[None]:
    ranges = (
        module_hooks(
            workload.model, None, lambda n, m: api.range_push(module_marker(n, type(m).__name__)), api.range_pop
        )
        if workload.variant == "eager"
        else nullcontext()
    )
    with api.emit_nvtx(), ranges:
        yield


@contextmanager
def _profiling(api: DeviceApi) -> Iterator[None]:
    api.profiler_start()
    try:
        yield
    finally:
        api.profiler_stop()


def _ncu(workload: Workload, api: DeviceApi, scope: ProfileScope | None) -> Capture:
    if scope is None:
        return Capture(_profiling(api), nullcontext)
    if scope.exclude_modules and workload.variant != "eager":
        raise OpprofError(None, f"{workload.name}: a profile scope cannot exclude modules of a compiled model")
    gate = ProfilerGate(api)
    hooks = module_hooks(
        workload.model, set(scope.exclude_modules), lambda *_: gate.enter_excluded(), gate.leave_excluded
    )

    @contextmanager
    def iteration(k: int) -> Iterator[None]:
        if k != scope.iteration:
            yield
            return
        gate.open()
        try:
            yield
        finally:
            gate.close()

    return Capture(hooks, iteration)


def _capture(
    phase: Phase, workload: Workload, api: DeviceApi, trace: Path | None, scope: ProfileScope | None
) -> Capture:
    if phase == "kineto":
        if trace is None:
            raise OpprofError(None, "the kineto phase needs a trace path")
        return _kineto(workload.inputs[0].device, trace)
    if phase == "nsys":
        return Capture(_nsys_window(workload, api), nullcontext)
    if phase == "ncu":
        return _ncu(workload, api, scope)
    return Capture(nullcontext(), nullcontext)


def run_phase(
    workload: Workload,
    phase: Phase,
    warmup: int,
    measured: int,
    api: DeviceApi,
    trace: Path | None = None,
    modules: Path | None = None,
    scope: ProfileScope | None = None,
) -> None:
    """Run ``warmup`` unmarked and ``measured`` marked iterations under ``phase``'s capture;
    ``modules`` (any phase) receives modules.json."""
    if scope is not None and not 0 <= scope.iteration < measured:
        raise OpprofError(None, f"profile scope iteration {scope.iteration} is not one of {measured} measured")
    capture = _capture(phase, workload, api, trace, scope)
    iterate = _iteration(workload, api)
    with torch.no_grad() if workload.training is None else nullcontext():
        for _ in range(warmup):
            iterate()
        api.synchronize()
        with capture.window:
            for k in range(measured):
                with _marked(api, iteration_marker(k)), capture.iteration(k):
                    iterate()
            api.synchronize()
    capture.finish()
    if modules is not None:
        write_json(modules, describe_workload(workload))


def run_workload(
    workload: str,
    phase: Phase,
    device: str = "cuda",
    warmup: int = 2,
    measured: int = 2,
    seed: int = SEED,
    trace: str | None = None,
    modules: str | None = None,
    scope: str | None = None,
) -> None:
    """scripts/run_workload.py: build the workload on ``device`` and run it in ``phase``; the
    build and run times go to stderr (the rule log), where a slow phase can be read apart."""
    started = time.monotonic()
    built = build(workload, device, seed)
    built_s = time.monotonic() - started
    run_phase(
        built,
        phase,
        warmup,
        measured,
        device_api(torch.device(device)),
        trace=Path(trace) if trace else None,
        modules=Path(modules) if modules else None,
        scope=load_scope(scope) if scope else None,
    )
    ran_s = time.monotonic() - started - built_s
    print(f"opprof: {workload} {phase}: built in {built_s:.1f} s, ran in {ran_s:.1f} s", file=sys.stderr)
