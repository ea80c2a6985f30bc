"""Inputs the fuzzers found crashing the parsers, kept as readable cases: each is now refused
with the file and a reason (OpprofError), never another exception."""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import fuzz_seeds as seeds
import pytest
from conftest import GPT2_BUNDLE, copy_bundle

from opprof.bundle.manifest import load_bundle
from opprof.errors import OpprofError
from opprof.ingest import ncu, nsys


@pytest.fixture
def export(tmp_path: Path) -> Path:
    return seeds.nsys_seed(seeds.NSYS_EXPORTS[0], tmp_path / "nsys.sqlite")


def _refused(call: Callable[[], object], path: Path, words: str) -> None:
    with pytest.raises(OpprofError) as refused:
        call()
    assert refused.value.path == str(path) and words in refused.value.reason, refused.value


def test_nsys_kernel_time_that_is_text_is_refused(export: Path) -> None:
    with sqlite3.connect(export) as conn:
        conn.execute("UPDATE CUPTI_ACTIVITY_KIND_KERNEL SET start = 'soon'")
    _refused(lambda: nsys.read_kernels(export), export, "start_ns of row 0 is 'soon', not an integer")


def test_nsys_kernel_whose_name_string_is_missing_is_refused(export: Path) -> None:
    with sqlite3.connect(export) as conn:
        conn.execute(
            "DELETE FROM StringIds WHERE id IN (SELECT shortName FROM CUPTI_ACTIVITY_KIND_KERNEL "
            "UNION SELECT demangledName FROM CUPTI_ACTIVITY_KIND_KERNEL)"
        )
    _refused(lambda: nsys.read_kernels(export), export, "has no name")


def test_nsys_range_text_that_is_a_blob_is_refused(export: Path) -> None:
    with sqlite3.connect(export) as conn:
        conn.execute("UPDATE NVTX_EVENTS SET text = x'00ff'")
    _refused(lambda: nsys.read_ranges(export), export, "not text")


def test_nsys_export_with_a_corrupt_schema_is_refused(export: Path) -> None:
    """sqlite3 raises UnicodeDecodeError, not sqlite3.Error, for schema text that is not UTF-8."""
    data = bytearray(export.read_bytes())
    at = data.index(b"CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL") + 20
    data[at] = 0x80
    export.write_bytes(bytes(data))
    _refused(lambda: nsys.read_kernels(export), export, "SQLite")


def test_ncu_csv_with_corrupt_gzip_stream_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "all.csv.gz"
    data = bytearray((GPT2_BUNDLE / "ncu" / "all.csv.gz").read_bytes())
    data[len(data) // 2] ^= 0xFF  # inside the deflate stream: zlib.error, not OSError
    path.write_bytes(bytes(data))
    _refused(lambda: ncu.read_ncu(path, "all", "gh100"), path, "cannot read")


@pytest.mark.parametrize("member", ["nsys\x00.sqlite", "n" * 300])
def test_manifest_path_no_file_system_takes_is_refused(member: str, tmp_path: Path) -> None:
    bundle = copy_bundle(GPT2_BUNDLE, tmp_path / "gpt2")
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["files"]["nsys"] = member
    (bundle / "capture.json").write_text(json.dumps(manifest))
    _refused(lambda: load_bundle(bundle), bundle / "capture.json", "is not a usable file name")


def test_ncu_csv_gzip_of_non_utf8_names_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "all.csv.gz"
    text = gzip.decompress((GPT2_BUNDLE / "ncu" / "all.csv.gz").read_bytes()).decode()
    path.write_bytes(gzip.compress(text.replace("vectorized_gather_kernel", "vectorisé").encode("latin-1")))
    _refused(lambda: ncu.read_ncu(path, "all", "gh100"), path, "not UTF-8 text")


def test_seed_copies_keep_the_source_exports_intact(tmp_path: Path) -> None:
    """The fuzz seeds are cut from the public exports; the exports themselves stay unmodified."""
    before = seeds.NSYS_EXPORTS[0].read_bytes()
    shutil.copyfile(seeds.nsys_seed(seeds.NSYS_EXPORTS[0], tmp_path / "seed.sqlite"), tmp_path / "copy.sqlite")
    assert seeds.NSYS_EXPORTS[0].read_bytes() == before
    assert len(nsys.read_kernels(tmp_path / "copy.sqlite")) == seeds.KERNELS_KEPT
