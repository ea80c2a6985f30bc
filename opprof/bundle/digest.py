"""Content digests of recorded bundle members: the workflow makes each a parameter of the rules
that read the member (rules/common.smk, member_digest), so that other bytes rerun them whatever
the file's mtime says."""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import time
from pathlib import Path

from opprof.cli import USER_CACHE
from opprof.io import write_text

# Digests kept across Snakemake runs, one small file per file identity: every run computes the
# digest of every member it schedules from, and hashing a 1 GB nsys export took 0.6 s of each.
CACHE = USER_CACHE / "digests"
# A file changed this recently is hashed and not kept: a write within the file system's timestamp
# granularity (a few ms) could leave size, mtime and ctime as they were (git's "racily clean").
SETTLED_S = 2.0
_SHA256 = re.compile(r"[0-9a-f]{64}")


def file_digest(path: str | Path, cache: Path = CACHE) -> str:
    """SHA-256 of the file's bytes, kept in ``cache`` under the file's identity (path, device,
    inode, size, mtime and ctime). Any write to a file moves its ctime, which no call short of
    setting the clock sets back, and a replaced file has another inode: a kept digest is the
    digest of the bytes there now."""
    stat = os.stat(path)
    identity = "\0".join(
        map(str, (Path(path).resolve(), stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns))
    )
    entry = cache / hashlib.sha256(identity.encode()).hexdigest()
    try:
        kept = entry.read_text()
    except OSError:
        kept = ""
    if _SHA256.fullmatch(kept):
        return kept
    with open(path, "rb") as handle:
        digest = hashlib.file_digest(handle, "sha256").hexdigest()
    if time.time() - max(stat.st_mtime_ns, stat.st_ctime_ns) / 1e9 > SETTLED_S:
        # A cache that cannot be written costs the next run the hash again, nothing else.
        with contextlib.suppress(OSError):
            write_text(entry, digest)
    return digest
