"""The program every capture phase of a ``build`` workload runs (scripts/run_workload.py): build
the workload and run its steps through the same session a user's loop gets from ``opprof.steps``
(opprof/capture/session.py says what each phase wraps around them)."""

from __future__ import annotations

import sys
import time
from typing import Any

import torch

from opprof.capture import api
from opprof.capture.entry import Workload, build_workload, numerics, user_code
from opprof.capture.ranks import join_process_group
from opprof.capture.session import (
    DeviceApi,
    Session,
    session_for,
    workload_record,
)
from opprof.capture.spec import SETTINGS_ENV, CaptureSettings, settings_from_environment
from opprof.errors import OpprofError


def describe_workload(workload: Workload) -> dict[str, Any]:
    """The workload part of modules.json: the workload as it ran."""
    return workload_record(workload.spec, workload.description, workload.spec.seed, numerics(workload.spec))


def run_steps(workload: Workload, session: Session) -> None:
    """The workload's warmup and measured iterations, marked and captured by ``session`` as a
    user's ``opprof.steps`` loop is."""
    with api.activate(session):
        for index in range(session.steps):
            with session.step(index), user_code(workload.where):
                workload.iterate()


def session_of(
    workload: Workload, settings: CaptureSettings, device: torch.device, api_calls: DeviceApi | None = None
) -> Session:
    return session_for(settings, device, workload.model, lambda: describe_workload(workload), api_calls)


def run_workload(device: str = "cuda") -> None:
    """scripts/run_workload.py: the phase and workload the environment's capture settings name, on
    ``device``; the build and run times go to stderr (the rule log), where a slow phase can be read apart."""
    settings = settings_from_environment()
    if settings is None:
        raise OpprofError(None, f"run_workload runs under a capture rule: {SETTINGS_ENV} is not set")
    started = time.monotonic()
    spec = settings.spec
    if spec.ranks > 1:
        device = join_process_group(spec, device)
    try:
        _run_phase(settings, device, started)
    finally:
        if torch.distributed.is_initialized():
            torch.distributed.destroy_process_group()


def _run_phase(settings: CaptureSettings, device: str, started: float) -> None:
    spec = settings.spec
    workload = build_workload(spec, device)
    built_s = time.monotonic() - started
    run_steps(workload, session_of(workload, settings, torch.device(device)))
    ran_s = time.monotonic() - started - built_s
    print(f"opprof: {spec.name} {settings.phase}: built in {built_s:.1f} s, ran in {ran_s:.1f} s", file=sys.stderr)
