"""opprof's public API for the user's own code.

A workload file defines ``build(device)`` and returns ``(model, inputs)`` or a ``Step``; a
program with its own training loop marks its steps::

    for batch in opprof.steps(loader, warmup=2, measured=2, module=model):
        ...                                      # one training step

    for k in range(steps):                       # or, without an iterable
        with opprof.iteration(k, warmup=2, measured=2, module=model):
            ...

Under an opprof capture (the capture rules set ``OPPROF_CAPTURE``) the workload entry's warmup
and measured counts replace the ones given here, so every phase runs the same steps (the timing
phase asks for more measured steps, ``timing_steps``, and times as many as the loop runs); the loop
ends after the last measured step, and each step is captured as the phase requires
(torch.profiler, NVTX ranges, cudaProfilerStart/Stop). Without a capture the steps only carry
opprof's markers, which a hand-run ``nsys profile`` or torch.profiler records.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from typing import Any, TypeVar

import torch
from torch import nn

from opprof.capture.session import Session, device_api, session_for, workload_record
from opprof.capture.spec import settings_from_environment
from opprof.errors import OpprofError

T = TypeVar("T")


@dataclass(frozen=True)
class Step:
    """What ``build(device)`` may return instead of ``(model, inputs)``: ``run()`` performs one
    whole iteration (a training step: forward, loss, backward, optimizer), ``module`` is the
    model whose submodules get the module ranges (layer dedup needs them; None: no ranges)."""

    run: Callable[[], object]
    module: nn.Module | None = None


_active: list[Session] = []
# The session of an opprof capture (one per process, made at its first step) and, without a
# capture, the marking-only session of ``iteration``.
_sessions: dict[str, Session] = {}


@contextmanager
def activate(session: Session) -> Iterator[Session]:
    """Make ``session`` the one ``phase()`` marks in (opprof's harness runs its steps this way)."""
    _active.append(session)
    try:
        yield session
    finally:
        _active.remove(session)


def _device() -> torch.device:
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def _capture_session(module: nn.Module | None) -> Session | None:
    """The capture's session, None outside a capture."""
    if _active:
        return _active[-1]
    settings = settings_from_environment()
    if settings is None:
        return None
    if "capture" not in _sessions:
        spec = settings.spec
        description = spec.description or spec.command or spec.name
        # A command sets its own seed and numerics: opprof records none it did not set.
        _sessions["capture"] = session_for(
            settings, _device(), module, lambda: workload_record(spec, description, None, None)
        )
    return _sessions["capture"]


def _marking(warmup: int, measured: int, module: nn.Module | None) -> Session:
    device = _device()
    return Session("plain", warmup, measured, device_api(device), device, module=module)


def _check_module(module: nn.Module | None) -> None:
    if module is not None and not isinstance(module, nn.Module):
        raise OpprofError(None, f"opprof.steps: module must be a torch.nn.Module, not {type(module).__name__}")


def steps(iterable: Iterable[T], warmup: int = 2, measured: int = 2, module: nn.Module | None = None) -> Iterator[T]:
    """The items of ``iterable``, each one step: ``warmup`` unmarked, then ``measured`` marked.
    Under a capture the loop ends after the last measured step (at once, in a later loop)."""
    _check_module(module)
    session = _capture_session(module)
    captured = session is not None
    if session is None:
        session, items = _marking(warmup, measured, module), iter(iterable)
    else:
        items = itertools.islice(iterable, 0 if session.finished else session.steps)
    count = 0
    with activate(session):
        for item in items:
            with session.step(count):
                yield item
            count += 1
    if captured and count > 0:
        session.end(count)


@contextmanager
def iteration(k: int, warmup: int = 2, measured: int = 2, module: nn.Module | None = None) -> Iterator[None]:
    """Step ``k`` (0-based, warmup first) of a loop that ``steps`` cannot wrap."""
    _check_module(module)
    session = _capture_session(module) or _sessions.setdefault("marking", _marking(warmup, measured, module))
    with activate(session), session.step(k):
        yield


def phase(part: str) -> AbstractContextManager[Any]:
    """Mark the forward, backward or optimizer part of a measured step (unmarked parts are told
    apart by their operators: backward nodes, ``Optimizer.step``)."""
    return _active[-1].phase(part) if _active else nullcontext()
