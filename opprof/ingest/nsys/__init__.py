"""Nsight Systems SQLite export -> kernel and NVTX range tables (opprof.tables contracts).

One module a table: ``kernels`` (kernels with their launches), ``ranges`` (NVTX ranges and their
text), ``info`` (provenance), over ``export`` (opening the file and reading its cells, fast
through ADBC where every cell has the type nsys writes, else cell by cell with sqlite3).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pandas as pd

from opprof.ingest.nsys.export import open_export
from opprof.ingest.nsys.info import read_capture_info
from opprof.ingest.nsys.kernels import read_kernels
from opprof.ingest.nsys.ranges import parse_range_texts, read_ranges

__all__ = ["open_export", "parse_range_texts", "read_capture_info", "read_kernels", "read_ranges", "read_tables"]


def read_tables(path: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """``read_kernels`` and ``read_ranges`` (categorical), read at once on two threads: the bulk
    reads and the Arrow and numpy work release the GIL, and the ingest rule has the second core
    to itself for most of its run."""
    with ThreadPoolExecutor(max_workers=2, thread_name_prefix="nsys-read") as pool:
        kernels = pool.submit(read_kernels, path, True)
        ranges = pool.submit(read_ranges, path, True)
        return kernels.result(), ranges.result()
