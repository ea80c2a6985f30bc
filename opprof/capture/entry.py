"""A workload's ``build(device)`` function, loaded from a file or a module, called and checked:
what each capture phase runs, one iteration at a time.

Whatever the user's code does wrong (a file that does not import, no such function, another
return type, a step that raises) is refused in one line naming the file, by the timing phase
that runs before any profiler does.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch import nn

from opprof.bundle.manifest import PYTORCH_TF32_DEFAULTS
from opprof.capture import api
from opprof.capture.spec import WorkloadSpec, entry_parts
from opprof.errors import OpprofError

# TF32 would make fp32 matmuls and convolutions run on Tensor Cores at reduced precision.
ALLOW_TF32 = False
DTYPES = {"bfloat16": torch.bfloat16, "float16": torch.float16}


def numerics(spec: WorkloadSpec) -> dict[str, Any]:
    """How the workload computes (capture.json ``workload.numerics``): autocast and TF32, and
    PyTorch's own TF32 defaults, which the capture's settings may override (cuDNN's: on)."""
    return {
        "dtype": spec.dtype,
        "autocast": spec.dtype != "float32",
        "allow_tf32_matmul": ALLOW_TF32,
        "allow_tf32_cudnn": ALLOW_TF32,
        "pytorch_defaults": dict(PYTORCH_TF32_DEFAULTS),
    }


# Keyword arguments every optimizer opprof builds gets (the what-if runs set fused or capturable).
OPTIMIZER_OPTIONS: dict[str, Any] = {}


def adamw(parameters: Any) -> torch.optim.AdamW:
    """The AdamW of opprof's training steps (lr 1e-4; foreach unless OPTIMIZER_OPTIONS says otherwise)."""
    return torch.optim.AdamW(parameters, lr=1e-4, **OPTIMIZER_OPTIONS)


def configure_numerics() -> None:
    """Full FP32 where the model computes in FP32: no TF32 on matmuls or cuDNN."""
    torch.backends.cuda.matmul.allow_tf32 = ALLOW_TF32
    torch.backends.cudnn.allow_tf32 = ALLOW_TF32


@dataclass(frozen=True)
class Workload:
    """One workload ready to run: ``iterate()`` runs one iteration; ``model`` is the module whose
    submodules get module ranges (never the compiled wrapper; None where a step names none)."""

    spec: WorkloadSpec
    description: str
    model: nn.Module | None
    iterate: Callable[[], object]
    where: str  # the file (or module) of the build function, for messages


def load_build(entry: str) -> tuple[Callable[..., Any], str]:
    """The function ``file.py:name`` or ``package.module:name`` names, and where it lives."""
    target, function = entry_parts(entry)
    if not target or not function:
        raise OpprofError(None, f"workload entry {entry!r} is not 'path/to/file.py:function' or 'module:function'")
    try:
        if target.endswith(".py"):
            path = Path(target)
            if not path.is_file():
                raise OpprofError(path, "workload file does not exist")
            where = str(path)
            module_spec = importlib.util.spec_from_file_location(f"opprof_workload_{path.stem}", path)
            assert module_spec is not None and module_spec.loader is not None
            module = importlib.util.module_from_spec(module_spec)
            sys.modules[module_spec.name] = module
            module_spec.loader.exec_module(module)
        else:
            module = importlib.import_module(target)
            where = getattr(module, "__file__", None) or target
    except OpprofError:
        raise
    except Exception as exc:  # the user's module may raise anything while it imports
        raise OpprofError(target, f"does not import: {type(exc).__name__}: {exc}") from exc
    build = getattr(module, function, None)
    if not callable(build):
        raise OpprofError(where, f"defines no function {function!r} (the workload entry names {entry!r})")
    return build, where


def _positional(inputs: object, where: str) -> tuple[tuple[Any, ...], dict[str, Any]]:
    if isinstance(inputs, torch.Tensor):
        return (inputs,), {}
    if isinstance(inputs, list | tuple):
        return tuple(inputs), {}
    if isinstance(inputs, dict):
        return (), dict(inputs)
    raise OpprofError(where, f"build returned inputs of type {type(inputs).__name__}: give a tensor, a tuple or a dict")


def training_loss(output: object, where: str) -> torch.Tensor:
    """The loss a ``mode: train`` model returns: a scalar tensor, or an output with ``.loss``."""
    loss = getattr(output, "loss", output)
    if isinstance(loss, torch.Tensor) and loss.numel() == 1:
        return loss
    shape = list(loss.shape) if isinstance(loss, torch.Tensor) else type(loss).__name__
    raise OpprofError(
        where,
        f"mode train: the model returned {shape}, not a scalar loss; return the loss from forward "
        "(or an output with .loss), or return an opprof.Step that runs the whole training step",
    )


def data_parallel(model: nn.Module) -> nn.Module:
    """The model under DistributedDataParallel in a rank of a process group, else the model."""
    if not (torch.distributed.is_available() and torch.distributed.is_initialized()):
        return model
    device = next(model.parameters()).device
    return nn.parallel.DistributedDataParallel(model, device_ids=[device.index] if device.type == "cuda" else None)


def _model_step(spec: WorkloadSpec, model: nn.Module, inputs: object, where: str) -> Callable[[], object]:
    args, kwargs = _positional(inputs, where)
    # DDP before compile: Dynamo splits the graph at DDP's buckets, so the all-reduces overlap.
    run = model if spec.mode == "inference" else data_parallel(model)
    forward = torch.compile(run, **(spec.compile or {})) if spec.compiled else run
    if spec.mode == "inference":
        model.eval()
        return lambda: forward(*args, **kwargs)
    model.train()
    optimizer = adamw(model.parameters())

    def step() -> None:
        with api.phase("forward"):
            loss = training_loss(forward(*args, **kwargs), where)
        with api.phase("backward"):
            loss.backward()
        with api.phase("optimizer"):
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)

    return step


def _with_numerics(spec: WorkloadSpec, device: torch.device, run: Callable[[], object]) -> Callable[[], object]:
    """Each iteration under autocast (where a dtype is given) and, for inference, without autograd."""

    def iterate() -> object:
        autocast = torch.autocast(device.type, DTYPES[spec.dtype]) if spec.dtype in DTYPES else nullcontext()
        with torch.no_grad() if spec.mode == "inference" else nullcontext(), autocast:
            return run()

    return iterate


def build_workload(spec: WorkloadSpec, device: str | torch.device) -> Workload:
    """Load and call the spec's build function on ``device`` (seeded), and check what it returned."""
    if spec.entry is None:
        raise OpprofError(None, f"{spec.name}: a command workload runs its own program, there is nothing to build")
    where_device = torch.device(device)
    build, where = load_build(spec.entry)
    configure_numerics()
    torch.manual_seed(spec.seed)
    try:
        built = build(where_device)
    except Exception as exc:  # the user's build may raise anything
        raise OpprofError(where, f"{spec.entry} raised {type(exc).__name__}: {exc}") from exc
    description = spec.description or " ".join((inspect.getdoc(build) or spec.entry).split())
    if isinstance(built, api.Step):
        if not callable(built.run):
            raise OpprofError(where, "build returned an opprof.Step whose run is not callable")
        if built.module is not None and not isinstance(built.module, nn.Module):
            raise OpprofError(where, f"opprof.Step.module is a {type(built.module).__name__}, not a torch.nn.Module")
        if spec.compiled:
            if built.module is None:
                raise OpprofError(where, "compile is set, but the opprof.Step names no module to compile")
            built.module.compile(**(spec.compile or {}))
        run = _with_numerics(spec, where_device, built.run)
        return Workload(spec, description, built.module, run, where)
    if not (isinstance(built, tuple) and len(built) == 2 and isinstance(built[0], nn.Module)):
        got = type(built).__name__ if not isinstance(built, tuple) else f"a tuple of {len(built)}"
        raise OpprofError(where, f"build returned {got}: expected (model, inputs) with an nn.Module, or an opprof.Step")
    model, inputs = built
    step = _model_step(spec, model, inputs, where)
    return Workload(spec, description, model, _with_numerics(spec, where_device, step), where)


@contextmanager
def user_code(where: str) -> Iterator[None]:
    """The user's step, whose fault is refused in one line naming its file, in whichever phase
    runs it first (the timing phase, before any profiler)."""
    try:
        yield
    except OpprofError:
        raise
    except Exception as exc:  # the user's step may raise anything
        raise OpprofError(where, f"one iteration raised {type(exc).__name__}: {exc}") from exc
