"""Outputs are as readable as any file the user creates: the umask decides, not mkstemp's 0600."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import pytest

from opprof.io import write_json


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_an_atomically_written_file_takes_the_umask(tmp_path: Path, umask: int, mode: int) -> None:
    previous = os.umask(umask)
    try:
        write_json(tmp_path / "profile.json", {"ok": True})
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "profile.json").stat().st_mode) == mode


def test_every_file_of_a_profile_is_readable_by_the_group_and_others(gpt2_profile: dict[str, Any]) -> None:
    results = Path(gpt2_profile["_workdir"]) / "results" / "gpt2"
    private = [p for p in results.rglob("*") if p.is_file() and not p.stat().st_mode & stat.S_IROTH]
    assert private == []
