"""The memory phase: the allocator's events over the measured steps, in a run of its own (its
overhead stretches no other capture).

- torch.profiler with ``profile_memory=True``: every allocation and free as a ``[memory]``
  event beside the operators (and, eager, a ``record_function`` per module forward, so an
  allocation has a module) -> the memory trace.
- per measured iteration (memory.json): the allocated bytes at its start and end and, on CUDA,
  ``torch.cuda.max_memory_allocated`` (reset at its start); the bytes autograd saved for backward
  (``saved_tensors_hooks``, eager only: the hooks would change what Dynamo traces), and the
  caching allocator's own history (``torch.cuda.memory._record_memory_history``) replayed to a
  peak: three counts of the same memory that the analysis holds against the trace.
- the optimizer's state, parameters and gradients, summed from the optimizers that stepped
  (found through torch.optim's global step hooks, so a user's own loop needs no change).
"""

from __future__ import annotations

import gzip
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager, nullcontext
from pathlib import Path
from typing import Any

import torch
from torch import nn
from torch.optim.optimizer import register_optimizer_step_post_hook, register_optimizer_step_pre_hook

from opprof.bundle.markers import module_marker
from opprof.io import write_bytes, write_json

MEMORY_FORMAT = "opprof-memory"
# The allocator's history entries that change the allocated bytes.
_ALLOCATED = {"alloc": 1, "free_completed": -1}


def _storage_bytes(tensors: Iterable[torch.Tensor]) -> int:
    """Bytes of the distinct storages under ``tensors`` (views of one storage count once)."""
    seen: dict[tuple[str, int], int] = {}
    for tensor in tensors:
        storage = tensor.untyped_storage()
        seen[(str(tensor.device), storage.data_ptr())] = storage.nbytes()
    return sum(seen.values())


def _optimizer_tensors(optimizer: torch.optim.Optimizer) -> Iterator[torch.Tensor]:
    for state in optimizer.state.values():
        yield from (v for v in state.values() if isinstance(v, torch.Tensor))


def _parameters(optimizers: list[torch.optim.Optimizer], model: nn.Module | None) -> list[torch.Tensor]:
    if optimizers:
        return [p for o in optimizers for group in o.param_groups for p in group["params"]]
    return list(model.parameters()) if model is not None else []


class _SavedForBackward:
    """Bytes autograd saves for backward while it is entered, parameters aside (they are held anyway)."""

    def __init__(self) -> None:
        self.storages: dict[int, int] = {}
        self.excluded: set[int] = set()

    def hooks(self, parameters: list[torch.Tensor]) -> torch.autograd.graph.saved_tensors_hooks:
        self.storages.clear()
        self.excluded = {p.untyped_storage().data_ptr() for p in parameters}

        def pack(tensor: torch.Tensor) -> torch.Tensor:
            storage = tensor.untyped_storage()
            if storage.data_ptr() not in self.excluded and tensor.device.type != "meta":
                self.storages[storage.data_ptr()] = storage.nbytes()
            return tensor

        return torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor)


def _replayed_history(snapshot: dict[str, Any], device: int) -> dict[str, Any]:
    """The allocator history of one iteration replayed: allocations, frees and the highest
    allocated bytes above the iteration's start."""
    entries = [e for e in snapshot["device_traces"][device] if e.get("action") in _ALLOCATED]
    live = peak = allocated = freed = 0
    for entry in entries:
        change = _ALLOCATED[entry["action"]] * int(entry["size"])
        live += change
        peak = max(peak, live)
        allocated += max(change, 0)
        freed -= min(change, 0)
    return {
        "entries": len(entries),
        "allocated_bytes": allocated,
        "freed_bytes": freed,
        "peak_above_start_bytes": peak,
    }


class MemoryRecorder:
    """What the memory phase wraps around the window and each measured iteration."""

    def __init__(self, device: torch.device, model: nn.Module | None, eager: bool, trace: Path, document: Path) -> None:
        self.device, self.model, self.eager = device, model, eager
        self.trace, self.document = trace, document
        self.cuda = device.type == "cuda"
        self.index = (device.index if device.index is not None else torch.cuda.current_device()) if self.cuda else 0
        self.profiler = torch.profiler.profile(
            activities=[torch.profiler.ProfilerActivity.CPU], profile_memory=True, record_shapes=True
        )
        self.iterations: list[dict[str, Any]] = []
        self.optimizers: list[torch.optim.Optimizer] = []
        self.gradient_bytes: int | None = None
        self.saved = _SavedForBackward()
        self._modules: list[Any] = []

    def _allocated(self) -> int | None:
        return int(torch.cuda.memory_allocated(self.index)) if self.cuda else None

    def _stepped(self, optimizer: torch.optim.Optimizer, *_: object) -> None:
        if all(optimizer is not o for o in self.optimizers):
            self.optimizers.append(optimizer)

    def _gradients(self, optimizer: torch.optim.Optimizer, *_: object) -> None:
        grads = [p.grad for group in optimizer.param_groups for p in group["params"] if p.grad is not None]
        self.gradient_bytes = _storage_bytes(grads)

    def enter_module(self, name: str, module: nn.Module) -> None:
        """A record_function per module forward, named as the nsys phase's module ranges are."""
        scope = torch.profiler.record_function(module_marker(name, type(module).__name__))
        scope.__enter__()
        self._modules.append(scope)

    def leave_module(self) -> None:
        self._modules.pop().__exit__(None, None, None)

    @contextmanager
    def window(self, module_ranges: AbstractContextManager[Any]) -> Iterator[None]:
        """The profiler, the optimizer hooks and ``module_ranges`` (hooks calling enter_module
        and leave_module) around the measured iterations."""
        with ExitStack() as stack:
            for register, hook in (
                (register_optimizer_step_pre_hook, self._gradients),
                (register_optimizer_step_post_hook, self._stepped),
            ):
                stack.callback(register(hook).remove)
            stack.enter_context(module_ranges)
            stack.enter_context(self.profiler)
            yield

    @contextmanager
    def iteration(self, k: int) -> Iterator[None]:
        if self.cuda:
            torch.cuda.synchronize(self.index)
            torch.cuda.reset_peak_memory_stats(self.index)
            torch.cuda.memory._record_memory_history(
                "all", context=None, stacks="python", device=self.index, clear_history=True
            )
        start = self._allocated()
        parameters = _parameters(self.optimizers, self.model)
        saving = self.saved.hooks(parameters) if self.eager else nullcontext()
        with saving:
            yield
        if self.cuda:
            torch.cuda.synchronize(self.index)
            history = _replayed_history(torch.cuda.memory._snapshot(self.index), self.index)
            torch.cuda.memory._record_memory_history(None, device=self.index)
        self.iterations.append(
            {
                "iteration": k,
                "allocated_start_bytes": start,
                "allocated_end_bytes": self._allocated(),
                "max_allocated_bytes": int(torch.cuda.max_memory_allocated(self.index)) if self.cuda else None,
                "max_reserved_bytes": int(torch.cuda.max_memory_reserved(self.index)) if self.cuda else None,
                "saved_for_backward_bytes": sum(self.saved.storages.values()) if self.eager else None,
                "allocator_history": history if self.cuda else None,
            }
        )

    def finish(self) -> None:
        with tempfile.TemporaryDirectory() as scratch:
            raw = Path(scratch) / "trace.json"
            self.profiler.export_chrome_trace(str(raw))
            write_bytes(self.trace, gzip.compress(raw.read_bytes(), mtime=0))
        write_json(self.document, self.record())

    def record(self) -> dict[str, Any]:
        """memory.json (opprof/schemas/memory.schema.json)."""
        parameters = _parameters(self.optimizers, self.model)
        optimizer_tensors = [t for o in self.optimizers for t in _optimizer_tensors(o)]
        return {
            "format": MEMORY_FORMAT,
            "device": self.device.type,
            "device_name": torch.cuda.get_device_name(self.index) if self.cuda else None,
            "torch": torch.__version__,
            "iterations": self.iterations,
            "state": {
                "optimizers": [type(o).__name__ for o in self.optimizers],
                "parameter_bytes": _storage_bytes(parameters),
                "parameter_source": "optimizers' parameter groups" if self.optimizers else "the workload's module",
                "gradient_bytes": self.gradient_bytes,
                "optimizer_state_bytes": _storage_bytes(optimizer_tensors) if self.optimizers else None,
                "optimizer_state_on_device_bytes": _storage_bytes(
                    t for t in optimizer_tensors if t.device.type == self.device.type
                )
                if self.optimizers
                else None,
            },
        }
