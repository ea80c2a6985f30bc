"""Data-parallel workloads: ``ranks`` processes under torchrun on one host, one of them captured.

Every phase of a rank's capture runs all ranks (their collectives need each other), and only the
captured rank runs under the phase's tool; the others run the same phase with their files in a
scratch folder, so that every rank takes the same steps and the same synchronisation. A capture of
rank r is the bundle ``<name>/rank<r>``; the ranks are compared afterwards (opprof.analysis.ranks).

``python -m opprof.capture.ranks`` is what torchrun starts per rank. Written with argparse and
subprocess: it runs before torch in every rank, and the stage images hold nothing else.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from opprof.capture.spec import SETTINGS_ENV, WorkloadSpec, settings_from_environment
from opprof.errors import OpprofError


def rank_launch(spec: WorkloadSpec, command: list[str], program: list[str]) -> list[str]:
    """torchrun on this host for ``spec.ranks`` processes: rank ``spec.rank`` runs ``command`` (the
    phase's tool ending in the program, or the program), every other rank ``program``."""
    return [
        sys.executable,
        "-m",
        "torch.distributed.run",
        "--standalone",
        "--nnodes=1",
        f"--nproc-per-node={spec.ranks}",
        "--no-python",
        sys.executable,
        "-P",
        "-m",
        "opprof.capture.ranks",
        "--captured",
        str(spec.rank),
        "--program",
        json.dumps(program),
        "--",
        *command,
    ]


def run_rank(captured: int, program: list[str], command: list[str]) -> int:
    """One rank's process: the captured rank becomes ``command``; another runs ``program`` in the
    same phase, its phase files in a scratch folder."""
    if int(os.environ["RANK"]) == captured:
        os.execvp(command[0], command)
    settings = settings_from_environment()
    with tempfile.TemporaryDirectory(prefix="opprof-rank-") as scratch:
        env = dict(os.environ)
        if settings is not None:
            aside = dataclasses.replace(
                settings,
                ran=str(Path(scratch) / "modules.json") if settings.ran else None,
                trace=str(Path(scratch) / Path(settings.trace).name) if settings.trace else None,
            )
            env[SETTINGS_ENV] = aside.to_env()
        return subprocess.run(program, env=env, check=False).returncode


def join_process_group(spec: WorkloadSpec, device: str) -> str:
    """In a rank of a data-parallel workload (torchrun's environment): its device (GPUs shared
    round-robin by local rank) and the process group on the spec's backend; the device to use."""
    import torch  # here: the workflow imports this module on machines without torch

    if "LOCAL_RANK" not in os.environ:
        raise OpprofError(None, f"{spec.name}: ranks {spec.ranks} run under torchrun, which sets LOCAL_RANK")
    local = int(os.environ["LOCAL_RANK"])
    cuda = device.startswith("cuda")
    if cuda:
        index = local % torch.cuda.device_count()
        torch.cuda.set_device(index)
        device = f"cuda:{index}"
    backend = spec.backend or ("nccl" if cuda else "gloo")
    torch.distributed.init_process_group(backend, device_id=torch.device(device) if backend == "nccl" else None)
    return device


def main() -> None:
    parser = argparse.ArgumentParser(prog="opprof.capture.ranks", description=run_rank.__doc__)
    parser.add_argument("--captured", type=int, required=True)
    parser.add_argument("--program", type=json.loads, required=True)
    parser.add_argument("command", nargs="+")
    args = parser.parse_args()
    sys.exit(run_rank(args.captured, args.program, args.command))


if __name__ == "__main__":
    main()
