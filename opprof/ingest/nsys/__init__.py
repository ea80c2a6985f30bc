"""Nsight Systems SQLite export -> kernel and NVTX range tables (opprof.tables contracts).

One module a table: ``kernels`` (kernels with their launches), ``ranges`` (NVTX ranges and their
text), ``info`` (provenance), over ``export`` (opening the file and reading its cells, fast
through ADBC where every cell has the type nsys writes, else cell by cell with sqlite3).
"""

from __future__ import annotations

from opprof.ingest.nsys.export import open_export
from opprof.ingest.nsys.info import read_capture_info
from opprof.ingest.nsys.kernels import read_kernels
from opprof.ingest.nsys.ranges import parse_range_texts, read_ranges

__all__ = ["open_export", "parse_range_texts", "read_capture_info", "read_kernels", "read_ranges"]
