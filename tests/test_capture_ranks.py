"""A data-parallel workload's capture on the CPU: torchrun starts every rank, the process group is
gloo, the model trains under DistributedDataParallel, and only the captured rank's files are
written (the other ranks run the same phase with theirs set aside)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from opprof.capture.phases import phase_program
from opprof.capture.spec import capture_instances, resolve_workloads
from opprof.capture.tools import run_tool

REPO = Path(__file__).resolve().parents[1]
RUNNER = str(REPO / "scripts" / "run_workload.py")
BUILD = '''
import torch
from torch import nn


class Regression(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.linear = nn.Linear(64, 64)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.linear(x).square().mean()


def build(device: torch.device):
    """a linear regression step"""
    return Regression().to(device), (torch.randn(32, 64, device=device),)
'''


@pytest.fixture(scope="module")
def instances(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    folder = tmp_path_factory.mktemp("ddp")
    (folder / "regression.py").write_text(BUILD)
    entry = {"entry": f"{folder / 'regression.py'}:build", "mode": "train", "ranks": 2, "backend": "gloo"}
    return dict(capture_instances(resolve_workloads([{"ddp": entry}], {"warmup": 1, "measured": 2})))


def test_a_workload_of_two_ranks_is_two_captures(instances: dict[str, object]) -> None:
    assert list(instances) == ["ddp/rank0", "ddp/rank1"]
    assert [(s.rank, s.ranks, s.backend) for s in instances.values()] == [(0, 2, "gloo"), (1, 2, "gloo")]  # type: ignore[attr-defined]


@pytest.mark.parametrize("rank", [0, 1])
def test_the_captured_rank_alone_writes_its_trace(instances: dict[str, object], rank: int, tmp_path: Path) -> None:
    spec = instances[f"ddp/rank{rank}"]
    trace, ran = tmp_path / "kineto.json.gz", tmp_path / "modules.json"
    program = phase_program(spec.to_json(), RUNNER, "kineto", ran=str(ran), trace=str(trace), device="cpu")  # type: ignore[attr-defined]
    command = program.launched(program.argv)
    assert command[1:4] == ["-m", "torch.distributed.run", "--standalone"] and "--nproc-per-node=2" in command
    run_tool(command, program.env())
    document = json.loads(gzip.decompress(trace.read_bytes()))
    info = document["distributedInfo"]
    assert (info["rank"], info["world_size"], info["backend"]) == (rank, 2, "gloo")
    assert json.loads(ran.read_text())["workload"]["distributed"] == {"rank": rank, "world_size": 2, "backend": "gloo"}
    names = {e.get("name") for e in document["traceEvents"] if e.get("cat") == "cpu_op"}
    # DDP's gradient all-reduce ran in the measured steps, on the gloo process group.
    assert any(n and "allreduce" in n.replace("_", "") for n in names), sorted(n for n in names if n)[:40]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kineto.json.gz", "modules.json"]
