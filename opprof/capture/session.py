"""What one capture phase wraps around a program's steps, whoever runs them: opprof's harness or
the user's own loop through ``opprof.steps`` / ``opprof.iteration`` (opprof.capture.api).

Steps ``0 .. warmup-1`` run unmarked; step ``warmup + k`` is measured iteration ``k`` and runs
inside an NVTX range and a ``record_function``, both named ``opprof:iteration:<k>``
(docs/bundle.md). The device is synchronised before the first and after the last measured
iteration. What differs per phase is only what wraps that window:

- ``plain`` / ``check``: nothing.
- ``timing``: no profiler, no NVTX range, no marker: each step (warmup ones too) timed on the
  host until its call returns and until the GPU has finished it (the device is synchronised after
  every step), and Dynamo's graph and graph-break counts -> timing.json. The reference the other
  phases' host time is compared with: how much each profiler stretches a step. It times
  ``max(measured, timing_steps)`` measured steps, as it costs little; a program whose own loop
  ends sooner (but after the workload's measured steps) is timed over the steps it ran.
- ``kineto``: torch.profiler (CPU + CUDA activities, shapes) -> Chrome trace, gzipped.
- ``nsys``: ``emit_nvtx(record_shapes=True)`` plus an NVTX range
  ``opprof:module:<qualified name>:<type>`` around every module's forward (eager only: hooks
  inside a compiled model would change what Inductor generates).
- ``ncu``: cudaProfilerStart/Stop around the window, or around one iteration minus the forwards
  of excluded modules when a profile scope says so.
- ``memory``: torch.profiler recording the allocator's events, and the allocator's own counts
  per iteration (opprof/capture/memory.py) -> memory trace and memory.json.

The phase and its files reach a user's program through the environment (``OPPROF_CAPTURE``).
"""

from __future__ import annotations

import gzip
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch import nn

from opprof.bundle.markers import STEP_PHASES, iteration_marker, module_marker, phase_marker
from opprof.bundle.replay_plan import ProfileScope, load_scope
from opprof.capture.cupti import RangeProfiler, counters_document, metric_names
from opprof.capture.memory import MemoryRecorder
from opprof.capture.spec import CaptureSettings, Phase, WorkloadSpec
from opprof.errors import OpprofError
from opprof.io import write_bytes, write_json


@dataclass(frozen=True)
class DeviceApi:
    """The CUDA-only calls a capture makes; on CPU they do nothing, so the logic runs in tests."""

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
    model: nn.Module | None,
    names: set[str] | None,
    before: Callable[[str, nn.Module], object],
    after: Callable[[], object],
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
    for name, module in model.named_modules() if model is not None else ():
        if names is None or name in names:
            handles.append(module.register_forward_pre_hook(pre_hook(name)))
            handles.append(module.register_forward_hook(post_hook))
    try:
        yield
    finally:
        for handle in handles:
            handle.remove()


@contextmanager
def marked(api: DeviceApi, text: str) -> Iterator[None]:
    """An NVTX range (nsys) and a record_function (Kineto) of one marker text."""
    api.range_push(text)
    try:
        with torch.profiler.record_function(text):
            yield
    finally:
        api.range_pop()


def _unmarked(_: int) -> AbstractContextManager[Any]:
    return nullcontext()


@dataclass
class Capture:
    """What wraps the measured window, each measured iteration and every step in one phase;
    ``marked``: whether measured iterations carry opprof's markers."""

    window: AbstractContextManager[Any]
    iteration: Callable[[int], AbstractContextManager[Any]]
    finish: Callable[[], None] = _nothing
    step: Callable[[int], AbstractContextManager[Any]] = _unmarked
    marked: bool = True
    # Measured iterations the phase needs, where it decides (None: the workload's).
    iterations: int | None = None
    # Where the phase may end after fewer measured iterations than it asks for (the timing phase,
    # in a loop that ends sooner): the least it needs. Its files are written after each measured
    # iteration from there on, so that they hold every step the program ran.
    at_least: int | None = None


def dynamo_counts() -> dict[str, Any]:
    """Graphs Dynamo traced in this process, its graph breaks and their reasons (counted), and its
    recompilations: the compiles of each frame past its first (Dynamo's count per frame, the
    second number of a compile id ``<frame>/<compile>``), a guard that failed on new inputs."""
    counters = torch._dynamo.utils.counters
    breaks = counters["graph_break"]
    compiles = torch._dynamo.convert_frame.FRAME_COMPILE_COUNTER.values()
    return {
        "graphs": int(counters["stats"]["unique_graphs"]),
        "graph_breaks": int(sum(breaks.values())),
        "break_reasons": {str(reason): int(count) for reason, count in sorted(breaks.items())},
        "recompilations": int(sum(max(count - 1, 0) for count in compiles)),
    }


def _timing(api: DeviceApi, warmup: int, compiled: bool, path: Path, name: str, least: int, asked: int) -> Capture:
    """Times ``asked`` measured steps, or as many as the program's loop runs from ``least`` on."""
    steps: list[dict[str, Any]] = []

    @contextmanager
    def step(index: int) -> Iterator[None]:
        started = time.perf_counter_ns()
        yield
        returned = time.perf_counter_ns()
        api.synchronize()
        finished = time.perf_counter_ns()
        iteration = index - warmup if index >= warmup else None
        steps.append(
            {"step": index, "iteration": iteration, "host_ns": returned - started, "wall_ns": finished - started}
        )

    def finish() -> None:
        document = {
            "format": "opprof-timing",
            "workload": name,
            "steps": steps,
            "dynamo": dynamo_counts() if compiled else None,
        }
        write_json(path, document)

    return Capture(nullcontext(), _unmarked, finish, step, marked=False, iterations=asked, at_least=least)


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
def _nsys_window(model: nn.Module | None, eager: bool, api: DeviceApi) -> Iterator[None]:
    ranges = (
        module_hooks(model, None, lambda n, m: api.range_push(module_marker(n, type(m).__name__)), api.range_pop)
        if eager
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


def _ncu(model: nn.Module | None, eager: bool, api: DeviceApi, scope: ProfileScope | None, name: str) -> Capture:
    if scope is None:
        return Capture(_profiling(api), nullcontext)
    if scope.exclude_modules and not eager:
        raise OpprofError(None, f"{name}: a profile scope cannot exclude modules of a compiled model")
    if scope.exclude_modules and model is None:
        raise OpprofError(None, f"{name}: a profile scope excludes modules, but the workload names no module")
    gate = ProfilerGate(api)
    hooks = module_hooks(model, set(scope.exclude_modules), lambda *_: gate.enter_excluded(), gate.leave_excluded)

    @contextmanager
    def iteration(k: int) -> Iterator[None]:
        if not scope.iteration <= k < scope.iteration + scope.iterations:
            yield
            return
        gate.open()
        try:
            yield
        finally:
            gate.close()

    return Capture(hooks, iteration)


def _cupti(api: DeviceApi, device: torch.device, path: Path, ranges: int | None) -> Capture:
    """CUPTI's range profiler with measured iteration k as its pass k: the phase runs as many
    measured iterations as the request takes passes; every kernel's values to ``path`` after.
    The counter data holds ``ranges`` kernels (an iteration's, from the nsys window): its host
    memory grows with that size, and a kernel past it is dropped, which is refused."""
    if ranges is None or ranges < 1:
        raise OpprofError(None, "the cupti phase needs the kernels of one iteration (settings' ranges)")
    profiler = RangeProfiler(
        metric_names, torch.cuda.current_device() if device.index is None else device.index, ranges
    )
    submitted = False

    @contextmanager
    def iteration(_: int) -> Iterator[None]:
        nonlocal submitted
        profiler.start_pass()
        try:
            yield
        finally:
            api.synchronize()
            submitted = profiler.stop_pass()

    def finish() -> None:
        if not submitted:
            raise OpprofError(None, f"the range profiler was not done after its {profiler.passes} passes")
        counters = profiler.results()
        if counters.dropped:
            raise OpprofError(
                None,
                f"the range profiler dropped {counters.dropped} ranges: "
                f"an iteration launches more than the {ranges} kernels of the nsys window's",
            )
        write_json(path, counters_document(counters))

    return Capture(nullcontext(), iteration, finish, iterations=profiler.passes)


def _memory(device: torch.device, model: nn.Module | None, eager: bool, trace: Path, memory: Path | None) -> Capture:
    if memory is None:
        raise OpprofError(None, "the memory phase needs a memory.json to write")
    recorder = MemoryRecorder(device, model, eager, trace, memory)
    # Module hooks only in eager code, as in the nsys phase: inside a compiled model they would
    # change what Inductor generates.
    ranges = module_hooks(model, None, recorder.enter_module, recorder.leave_module) if eager else nullcontext()
    return Capture(recorder.window(ranges), recorder.iteration, recorder.finish)


def phase_capture(
    phase: Phase,
    warmup: int,
    device: torch.device,
    model: nn.Module | None,
    eager: bool,
    api: DeviceApi,
    trace: Path | None,
    scope: ProfileScope | None,
    name: str,
    ranges: int | None = None,
    memory: Path | None = None,
    timed: tuple[int, int] = (1, 1),
) -> Capture:
    """``timed``: the least and the most measured steps the timing phase times."""
    if phase in ("kineto", "timing", "cupti", "memory"):
        if trace is None:
            raise OpprofError(None, f"the {phase} phase needs a file to write")
        if phase == "memory":
            return _memory(device, model, eager, trace, memory)
        if phase == "cupti":
            return _cupti(api, device, trace, ranges)
        return _kineto(device, trace) if phase == "kineto" else _timing(api, warmup, not eager, trace, name, *timed)
    if phase == "nsys":
        return Capture(_nsys_window(model, eager, api), nullcontext)
    if phase == "ncu":
        return _ncu(model, eager, api, scope, name)
    return Capture(nullcontext(), nullcontext)


class Session:
    """The steps of one program in one phase: marks the measured ones, opens the phase's capture
    around them and writes modules.json (``ran``) once the last one ends. ``describe`` gives the
    workload part of modules.json when the window closes (after compilation, so Dynamo's graph
    count is known). ``timing_steps``: the measured steps the timing phase times at least."""

    def __init__(
        self,
        phase: Phase,
        warmup: int,
        measured: int,
        api: DeviceApi,
        device: torch.device,
        module: nn.Module | None = None,
        eager: bool = True,
        name: str = "",
        trace: Path | None = None,
        scope: ProfileScope | None = None,
        ran: Path | None = None,
        describe: Callable[[], dict[str, Any]] | None = None,
        ranges: int | None = None,
        memory: Path | None = None,
        timing_steps: int = 0,
    ) -> None:
        if scope is not None and not 0 <= scope.iteration <= scope.iteration + scope.iterations - 1 < measured:
            raise OpprofError(
                None,
                f"profile scope iterations {scope.iteration}..{scope.iteration + scope.iterations - 1} are not "
                f"among the {measured} measured",
            )
        self.warmup, self.measured, self.api = warmup, measured, api
        self.module = module
        timed = (measured, max(measured, timing_steps))
        self._capture = phase_capture(
            phase, warmup, device, module, eager, api, trace, scope, name, ranges, memory, timed
        )
        if self._capture.iterations is not None:
            self.measured = self._capture.iterations
        self._ran, self._describe = ran, describe
        self._window = ExitStack()
        self._iteration: int | None = None
        self._measured_ran = 0
        self.finished = False

    @property
    def steps(self) -> int:
        return self.warmup + self.measured

    @contextmanager
    def step(self, index: int) -> Iterator[None]:
        """Step ``index`` of the program (0-based, warmup first); beyond the measured ones, unmarked."""
        k = index - self.warmup
        if not 0 <= k < self.measured:
            with self._capture.step(index):
                yield
            return
        if self.finished:
            raise OpprofError(None, f"measured iteration {k} again: this program's measured steps already ran")
        if k == 0:
            self.api.synchronize()
            self._window.enter_context(self._capture.window)
        self._iteration = k
        marker = marked(self.api, iteration_marker(k)) if self._capture.marked else nullcontext()
        try:
            with marker, self._capture.iteration(k), self._capture.step(index):
                yield
        finally:
            self._iteration = None
        self._measured_ran = k + 1
        if k == self.measured - 1:
            self._close()
        elif k + 1 >= self.least:
            self._write()

    @property
    def least(self) -> int:
        """The measured steps the phase needs: all it asks for, or fewer where it may end sooner."""
        return self.measured if self._capture.at_least is None else self._capture.at_least

    def end(self, count: int) -> None:
        """The program's loop ended after ``count`` steps: refused where the phase needs more; a
        phase that may end sooner (timing) keeps the files of the steps that ran."""
        if count >= self.steps or self.finished:
            return
        if self._measured_ran < self.least:
            raise OpprofError(
                None,
                f"opprof.steps: the loop ended after {count} steps; the capture needs {self.warmup + self.least} "
                f"({self.warmup} warmup, {self.least} measured)",
            )
        self.finished = True

    def _write(self) -> None:
        self._capture.finish()
        if self._ran is not None:
            workload = self._describe() if self._describe else {}
            write_json(self._ran, describe_modules(workload, self.module))

    def _close(self) -> None:
        self.api.synchronize()
        self._window.close()
        self._write()
        self.finished = True

    def phase(self, part: str) -> AbstractContextManager[Any]:
        """Mark one part of a measured training step (forward, backward or optimizer)."""
        if part not in STEP_PHASES:
            raise OpprofError(None, f"step phase {part!r} is not one of {', '.join(STEP_PHASES)}")
        measured = self._iteration is not None and self._capture.marked
        return marked(self.api, phase_marker(part)) if measured else nullcontext()


def compiled_graphs(compiled: bool) -> int | None:
    """How many graphs Dynamo traced in this process (None for an eager workload). Zero means
    torch.compile ran the model as it is: Dynamo skips a whole frame it cannot trace."""
    if not compiled:
        return None
    graphs: int = dynamo_counts()["graphs"]
    return graphs


def workload_record(
    spec: WorkloadSpec, description: str, seed: int | None, numerics: dict[str, Any] | None
) -> dict[str, Any]:
    """The workload part of modules.json: the workload as it ran (read when the window closes,
    after compilation, so Dynamo's graph count is known)."""
    return {
        "name": spec.name,
        "variant": "compiled" if spec.compiled else "eager",
        "compile": spec.compile,
        "mode": spec.mode,
        "description": description,
        "seed": seed,
        "numerics": numerics,
        "compiled_graphs": compiled_graphs(spec.compiled),
        "distributed": distributed_record(),
    }


def distributed_record() -> dict[str, Any] | None:
    """The process group this rank ran in, as torch.distributed says (None outside one)."""
    if not (torch.distributed.is_available() and torch.distributed.is_initialized()):
        return None
    return {
        "rank": torch.distributed.get_rank(),
        "world_size": torch.distributed.get_world_size(),
        "backend": str(torch.distributed.get_backend()),
    }


def describe_modules(workload: dict[str, Any], model: nn.Module | None) -> dict[str, Any]:
    """modules.json: the workload as it ran, and the qualified name, type and own parameter shapes
    of every module (for layer dedup)."""
    return {
        "format": "opprof-modules",
        "workload": workload,
        "modules": [
            {
                "name": name,
                "type": type(module).__name__,
                "parameters": {p: list(t.shape) for p, t in module.named_parameters(recurse=False)},
            }
            for name, module in (model.named_modules() if model is not None else ())
        ],
    }


def session_for(
    settings: CaptureSettings,
    device: torch.device,
    module: nn.Module | None,
    describe: Callable[[], dict[str, Any]],
    api: DeviceApi | None = None,
) -> Session:
    """The session one phase's settings ask for."""
    spec = settings.spec
    return Session(
        settings.phase,
        spec.warmup,
        spec.measured,
        api or device_api(device),
        device,
        module=module,
        eager=not spec.compiled,
        name=spec.name,
        trace=Path(settings.trace) if settings.trace else None,
        scope=load_scope(settings.scope) if settings.scope else None,
        ran=Path(settings.ran) if settings.ran else None,
        describe=describe,
        ranges=settings.ranges,
        memory=Path(settings.memory) if settings.memory else None,
        timing_steps=spec.timing_steps,
    )
