"""profile.json's two forms on the real GPT-2 window (468 kernels): inline up to the threshold,
and above it the reference form, whose operator invocations and kernel records are the rows of
operators.parquet and kernels.parquet. The
threshold is lowered for the window to cross it; everything else is the profile rule's own run."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import results_of, write_profile_of

import opprof
from opprof.bundle.manifest import validate_json
from opprof.errors import OpprofError
from opprof.io import read_table
from opprof.output import profile as profile_module
from opprof.output.operator_facts import kernel_frame
from opprof.output.profile import read_skeleton, table_references
from opprof.tables import KERNELS, OPERATORS, UNATTRIBUTED

WINDOW = 468


@pytest.fixture
def referenced(gpt2_profile: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of gpt2's results folder whose profile.json was written with the threshold one
    kernel below the window."""
    monkeypatch.setattr(profile_module, "INLINE_KERNELS_UP_TO", WINDOW - 1)
    folder = tmp_path / "results" / "gpt2"
    shutil.copytree(results_of(gpt2_profile), folder)
    write_profile_of(folder, folder / "profile.json")
    return folder


def _read(path: Path) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(path.read_text())
    return document


def test_window_at_the_threshold_is_inline_and_unchanged(
    gpt2_profile: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(profile_module, "INLINE_KERNELS_UP_TO", WINDOW)
    at_threshold = write_profile_of(results_of(gpt2_profile), tmp_path / "profile.json")
    workflow = {k: v for k, v in gpt2_profile.items() if k != "_workdir"}
    assert at_threshold == workflow  # the workflow's profile (default threshold) is this inline one
    assert "kernel_records" not in workflow
    records = [k for op in workflow["operators"] for k in op["kernels"]] + workflow["unattributed_kernels"]
    assert sorted(k["position"] for k in records) == list(range(WINDOW))
    validate_json(workflow, "profile.schema.json", "inline profile")


def test_window_above_the_threshold_names_the_tables_for_its_operators_and_kernels(
    gpt2_profile: dict[str, Any], referenced: Path
) -> None:
    document = _read(referenced / "profile.json")
    validate_json(document, "profile.schema.json", "reference profile")
    assert document["kernel_records"] == {"file": "kernels.parquet", "rows": WINDOW, "inline_up_to": WINDOW - 1}
    inline = {k: v for k, v in gpt2_profile.items() if k != "_workdir"}
    assert document["operator_records"] == {"file": "operators.parquet", "rows": len(inline["operators"])}
    assert "unattributed_kernels" not in document and "operators" not in document
    # The table's rows are the inline profile's operator invocations, in its order.
    operators = read_table(referenced / "operators.parquet", OPERATORS)
    by_row = operators[["operator_name", "call_index", "kernel_count"]].astype(object).values.tolist()
    assert by_row == [[op["operator_name"], op["call_index"], op["kernel_count"]] for op in inline["operators"]]
    records = document["checks"]["schema_validation"]["records"]
    assert set(records) == {"operator_summary"}
    # Everything else is the inline profile's.
    skip = {"operators", "unattributed_kernels", "kernel_records", "operator_records", "checks"}
    assert {k: v for k, v in document.items() if k not in skip} == {k: v for k, v in inline.items() if k not in skip}


def test_every_kernel_of_the_reference_form_is_one_row_of_kernels_parquet(referenced: Path) -> None:
    document = _read(referenced / "profile.json")
    kernels = read_table(referenced / document["kernel_records"]["file"], KERNELS)
    assert len(kernels) == document["kernel_records"]["rows"] == document["window"]["kernels"]
    assert sorted(kernels["position"]) == list(range(WINDOW))
    operators = read_table(referenced / document["operator_records"]["file"], OPERATORS)
    index = kernels["operator_index"].to_numpy(np.int64)
    in_operators = np.bincount(index[index >= 0], minlength=document["operator_records"]["rows"])
    assert in_operators.tolist() == operators["kernel_count"].tolist()
    assert (index < 0).sum() == document["coverage"]["unattributed"]["kernels"]
    assert int(kernels["duration_ns"].sum()) == document["window"]["kernel_time_ns"]


def test_readers_take_the_reference_form(referenced: Path) -> None:
    document = _read(referenced / "profile.json")
    assert read_skeleton(referenced / "profile.json") == {**document, "operator_summary": []}
    loaded = opprof.load(referenced)
    assert len(loaded.kernels) == WINDOW and loaded.document["kernel_records"]["rows"] == WINDOW
    assert len(loaded.operators) == document["operator_records"]["rows"]
    with pytest.raises(OpprofError, match=r"kernel records in kernels\.parquet \(468 kernels\)"):
        kernel_frame(document)


def test_schema_tells_the_forms_apart(gpt2_profile: dict[str, Any], referenced: Path) -> None:
    document = _read(referenced / "profile.json")
    inline = {k: v for k, v in gpt2_profile.items() if k != "_workdir"}
    mixed = [
        {**document, "unattributed_kernels": []},  # reference form with inline records
        {**document, "operators": inline["operators"]},  # ... or with inline operators
        {k: v for k, v in document.items() if k != "operator_records"},  # naming one table only
        {**inline, "kernel_records": document["kernel_records"]},  # inline form naming a table
        {**inline, "operator_records": document["operator_records"]},
        {k: v for k, v in inline.items() if k != "unattributed_kernels"},  # inline form without them
    ]
    for broken in mixed:
        with pytest.raises(OpprofError, match=r"does not match profile\.schema\.json"):
            validate_json(broken, "profile.schema.json", "mixed form")


def test_reference_form_refuses_a_kernel_in_no_operator_yet_attributed(referenced: Path) -> None:
    kernels = read_table(referenced / "kernels.parquet", KERNELS)
    operators = read_table(referenced / "operators.parquet", OPERATORS)
    assert table_references(kernels, operators)["kernel_records"]["rows"] == WINDOW
    orphan = kernels.copy()
    orphan.loc[0, "operator_index"] = -1
    assert orphan.loc[0, "confidence"] != UNATTRIBUTED
    with pytest.raises(ValueError, match="in no operator and not unattributed"):
        table_references(orphan, operators)
    twice = kernels.copy()
    twice.loc[1, "position"] = twice.loc[0, "position"]
    with pytest.raises(ValueError, match=r"positions are not 0 \.\. n-1"):
        table_references(twice, operators)
