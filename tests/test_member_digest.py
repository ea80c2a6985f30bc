"""The content digest of a recorded bundle member, kept across Snakemake runs under the file's
identity: the kept digest is used only while the file is the one hashed, never after a write."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from opprof.bundle import digest


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Files this test just wrote count as settled (the racy window is the next test's)."""
    monkeypatch.setattr(digest, "SETTLED_S", -1.0)


def test_a_digest_is_kept_and_used_while_the_file_is_unchanged(tmp_path: Path, settled: None) -> None:
    member = tmp_path / "nsys.sqlite"
    member.write_bytes(b"x" * 4096)
    cache = tmp_path / "cache"
    assert digest.file_digest(member, cache) == _sha256(member)
    (entry,) = cache.iterdir()
    entry.write_text("0" * 64)  # what the cache says is what a second run returns, unread bytes
    assert digest.file_digest(member, cache) == "0" * 64


def test_bytes_written_again_with_the_old_size_and_mtime_are_hashed_again(tmp_path: Path, settled: None) -> None:
    member = tmp_path / "kineto.json.gz"
    member.write_bytes(b"a" * 100)
    cache = tmp_path / "cache"
    before = digest.file_digest(member, cache)
    stat = member.stat()
    member.write_bytes(b"b" * 100)
    os.utime(member, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # as cp -p or rsync -a leave it
    assert digest.file_digest(member, cache) == _sha256(member) != before


def test_a_replaced_file_is_hashed_again(tmp_path: Path, settled: None) -> None:
    member, other = tmp_path / "capture.json", tmp_path / "other"
    member.write_text("{}")
    cache = tmp_path / "cache"
    digest.file_digest(member, cache)
    other.write_text("[]")
    other.replace(member)
    assert digest.file_digest(member, cache) == _sha256(member)


def test_a_damaged_entry_is_not_trusted(tmp_path: Path, settled: None) -> None:
    member = tmp_path / "m"
    member.write_bytes(b"m")
    cache = tmp_path / "cache"
    digest.file_digest(member, cache)
    (entry,) = cache.iterdir()
    entry.write_text("not a digest")
    assert digest.file_digest(member, cache) == _sha256(member)


def test_a_file_written_just_now_is_hashed_but_not_kept(tmp_path: Path) -> None:
    member = tmp_path / "m"
    member.write_bytes(b"fresh")
    cache = tmp_path / "cache"
    assert digest.file_digest(member, cache) == _sha256(member)
    assert not cache.exists()


def test_a_cache_that_cannot_be_written_only_costs_the_hash(tmp_path: Path, settled: None) -> None:
    member = tmp_path / "m"
    member.write_bytes(b"m")
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the cache folder would be")
    assert digest.file_digest(member, blocked) == _sha256(member)
