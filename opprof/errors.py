"""The project's one error type: every refusal names the file and the reason."""

from __future__ import annotations

from pathlib import Path

# The prefix of the one line a refused stage prints (opprof.cli), which callers look for.
REFUSAL = "opprof: error: "


class OpprofError(Exception):
    """Bad input or a failed check. ``str()`` is one line: ``<path>: <reason>``."""

    def __init__(self, path: str | Path | None, reason: str) -> None:
        self.path = str(path) if path is not None else None
        self.reason = reason
        super().__init__(f"{self.path}: {reason}" if self.path else reason)


class GateError(OpprofError):
    """The determinism gate refused to join captures that did not run the same kernels."""

    def __init__(self, path: str | Path | None, reason: str, table: str) -> None:
        self.table = table
        super().__init__(path, reason)
