"""The medium tier's accuracy: every shipped bundle with Kineto attributed a second time without
it and scored against the CUPTI answer, as docs/trust.md publishes it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from conftest import REPO, SHIPPED

from opprof.output.checks import medium_accuracy_table


def _profiles(run: Path) -> dict[str, dict[str, Any]]:
    names = sorted(p.parent.name for p in SHIPPED.glob("*/capture.json"))
    return {name: json.loads((run / "results" / name / "profile.json").read_text()) for name in names}


def test_docs_publish_the_medium_tier_accuracy_of_every_shipped_bundle_with_kineto(shipped_run: Path) -> None:
    profiles = _profiles(shipped_run)
    accuracy = {name: p["checks"]["medium_accuracy"] for name, p in profiles.items()}
    for name, scored in accuracy.items():
        high = profiles[name]["coverage"]["high"]["kernels"]
        assert (scored is None) == (high == 0), name
        if scored is not None:
            assert scored["kernels"] == high
            assert sum(m["kernels"] for m in scored["by_method"].values()) == high
            assert sum(m["agree"] for m in scored["by_method"].values()) == scored["agree"]
    table = medium_accuracy_table(accuracy)
    assert table.count("\n") > 10
    assert table in (REPO / "docs" / "trust.md").read_text()
