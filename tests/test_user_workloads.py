"""The user's own workloads: config entries, the build contract and its refusals, the public
steps API under each phase, and command workloads, on this machine's CPU with real torch."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml
from conftest import REPO
from snakemake.exceptions import WorkflowError
from snakemake.utils import validate

import opprof
from opprof.bundle.manifest import read_timing
from opprof.capture.entry import build_workload
from opprof.capture.harness import describe_workload
from opprof.capture.session import Session, describe_modules, device_api
from opprof.capture.spec import CaptureSettings, WorkloadSpec, resolve_workloads, user_spec
from opprof.errors import OpprofError
from opprof.stages.capture import phase0_timing, phase1_kineto

RUNNER = str(REPO / "scripts" / "run_workload.py")
CONFIG = yaml.safe_load((REPO / "config" / "config.yaml").read_text())


def _write(path: Path, text: str) -> str:
    path.write_text(text)
    return str(path)


TIMING_OUTPUTS = ("timing.json", "record.json", "workload.json")


def _timing(spec: WorkloadSpec, folder: Path) -> None:
    """The timing phase of ``spec`` on this CPU, its outputs in ``folder`` (TIMING_OUTPUTS)."""
    timing, record, workload = (str(folder / name) for name in TIMING_OUTPUTS)
    phase0_timing(spec.to_json(), RUNNER, timing, record, workload, device="cpu")


def _check(spec: WorkloadSpec, out: Path) -> str:
    """The timing phase's one-line refusal of ``spec``, the first run of the user's code (and
    that it wrote nothing into ``out``'s folder)."""
    with pytest.raises(OpprofError) as refused:
        _timing(spec, out.parent)
    assert not any((out.parent / name).exists() for name in TIMING_OUTPUTS)
    assert "\n" not in str(refused.value)
    return str(refused.value)


def test_the_config_resolves_built_ins_and_the_examples() -> None:
    specs = resolve_workloads(CONFIG["workloads"], CONFIG["iterations"])
    assert specs["gpt2_compiled"].inductor and specs["gpt2_compiled"].builtin
    assert specs["gpt2_train"].mode == "train" and not specs["gpt2_train"].compiled
    assert specs["my_model"].entry == "examples/my_model.py:build" and specs["my_model"].mode == "inference"
    assert specs["my_loop"].command == "python examples/train_loop.py --epochs 1"
    assert specs["my_loop"].source == specs["my_loop"].command
    assert WorkloadSpec.from_json(specs["my_model_train"].to_json()) == specs["my_model_train"]


def test_an_entry_overrides_the_iterations_and_compile_options() -> None:
    spec = user_spec(
        "m", {"entry": "m.py:build", "warmup": 5, "measured": 3, "compile": {"mode": "max-autotune"}}, 2, 2
    )
    assert (spec.warmup, spec.measured) == (5, 3)
    assert spec.compile == {"backend": "inductor", "mode": "max-autotune"} and spec.inductor
    eager_backend = user_spec("m", {"entry": "m.py:build", "compile": {"backend": "aot_eager"}}, 2, 2)
    assert eager_backend.compiled and not eager_backend.inductor  # no Inductor output to map


def test_a_command_entry_refuses_the_dtype_and_seed_it_would_ignore() -> None:
    iterations = {"warmup": 1, "measured": 1}
    with pytest.raises(OpprofError, match="'loop': a command sets its own dtype and seed; opprof cannot apply them"):
        resolve_workloads([{"loop": {"command": "python x.py", "dtype": "bfloat16", "seed": 1}}], iterations)
    with pytest.raises(OpprofError, match="'loop': a command sets its own seed; opprof cannot apply it"):
        resolve_workloads([{"loop": {"command": "python x.py", "seed": 1}}], iterations)
    config = {**CONFIG, "workloads": [{"loop": {"command": "python x.py"}}]}
    validate(config, str(REPO / "config" / "schema.yaml"))
    assert "dtype" not in config["workloads"][0]["loop"]  # validation adds nothing a command refuses
    assert resolve_workloads(config["workloads"], iterations)["loop"].dtype == "float32"


def test_the_files_of_a_workloads_code_are_its_entry_file_or_its_commands_file_arguments(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    specs = resolve_workloads(CONFIG["workloads"], CONFIG["iterations"])
    monkeypatch.chdir(REPO)  # the workflow's directory, which the paths are relative to
    assert specs["my_model"].code_files == ["examples/my_model.py"]
    assert specs["my_loop"].code_files == ["examples/train_loop.py"]  # "--epochs 1" names no file
    monkeypatch.chdir(tmp_path)
    assert specs["my_loop"].code_files == []
    loop = user_spec("loop", {"command": f"python {REPO / 'examples' / 'train_loop.py'} --epochs 1"}, 0, 1)
    assert loop.code_files == [str(REPO / "examples" / "train_loop.py")]
    assert specs["gpt2"].code_files == []  # a module entry: installed code


def test_an_unknown_name_or_a_name_given_twice_is_refused() -> None:
    with pytest.raises(OpprofError, match="unknown workload 'gtp2'"):
        resolve_workloads(["gtp2"], {"warmup": 1, "measured": 1})
    with pytest.raises(OpprofError, match="configured twice"):
        resolve_workloads(["gpt2", {"gpt2": {"entry": "x.py:build"}}], {"warmup": 1, "measured": 1})


BAD_ENTRIES = [
    {"entry": "my.py:build", "command": "python x.py"},
    {"entry": "my.py"},
    {"mode": "train"},
    {"entry": "my.py:build", "mode": "training"},
    {"entry": "my.py:build", "dtype": "fp8"},
    {"entry": "my.py:build", "compile": "yes"},
    {"entry": "my.py:build", "measured": 0},
    {"entry": "my.py:build", "epochs": 3},
]


@pytest.mark.parametrize("entry", BAD_ENTRIES)
def test_the_config_schema_refuses_a_bad_entry(entry: dict[str, object]) -> None:
    with pytest.raises(WorkflowError, match="is not valid under any of the given schemas"):
        validate({**CONFIG, "workloads": ["gpt2", {"mine": entry}]}, str(REPO / "config" / "schema.yaml"))
    validate(
        {**CONFIG, "workloads": ["gpt2", {"mine": {"entry": "my.py:build"}}]}, str(REPO / "config" / "schema.yaml")
    )


def test_the_workflow_stops_on_a_bad_entry_before_anything_runs(tmp_path: Path) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(yaml.safe_dump({**CONFIG, "workloads": ["gpt2", {"mine": BAD_ENTRIES[0]}]}))
    command = [sys.executable, "-m", "snakemake", "-s", str(REPO / "Snakefile"), "-d", str(tmp_path), "-n"]
    done = subprocess.run(
        [*command, "--configfile", str(config), "--", "profile_gpt2"],
        capture_output=True,
        text=True,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode != 0
    assert "ValidationError" in output and "'mine'" in output
    assert not (tmp_path / "results").exists()


# config workloads Snakemake or the schema would answer with a traceback: (workloads, the one line's words)
BAD_CONFIGS = {
    "inline mapping": ({"my_model": {"entry": "examples/my_model.py:build"}}, "workloads is a mapping: make it a list"),
    "dot dot": ([".."], "workload name '..' is a folder of its own, not a name"),
    "dot": (["."], "workload name '.' is a folder of its own, not a name"),
    "space": (["my model"], "workload name 'my model' holds characters other than ASCII letters"),
    "umlaut": (["gr\u00fcn"], "workload name 'gr\u00fcn' holds characters other than ASCII letters"),
    "periodic": (["ab" * 30], "which Snakemake refuses as a runaway recursion"),
    "too long": (["x" * 300], "is 300 bytes long: at most 120"),
}


@pytest.mark.parametrize("case", sorted(BAD_CONFIGS))
def test_a_config_of_ones_own_with_unusable_workloads_gets_one_opprof_line(case: str, tmp_path: Path) -> None:
    workloads, words = BAD_CONFIGS[case]
    config = tmp_path / "config.yaml"
    config.write_text(yaml.safe_dump({"workloads": workloads}, allow_unicode=True))
    command = [sys.executable, "-m", "snakemake", "-s", str(REPO / "Snakefile"), "-d", str(tmp_path), "-n"]
    done = subprocess.run([*command, "--configfile", str(config)], capture_output=True, text=True, check=False)
    assert done.returncode != 0
    lines = [line for line in (done.stdout + done.stderr).splitlines() if not line.startswith("Using workflow")]
    assert len(lines) == 1 and lines[0].startswith("opprof: error: config: ") and words in lines[0], lines


def test_a_file_that_does_not_import_is_refused_naming_it(tmp_path: Path) -> None:
    path = _write(tmp_path / "broken.py", "import not_a_module_anywhere\n")
    reason = _check(user_spec("u", {"entry": f"{path}:build"}, 0, 1), tmp_path / "w.json")
    assert reason == f"{path}: does not import: ModuleNotFoundError: No module named 'not_a_module_anywhere'"


def test_a_missing_file_or_function_is_refused_naming_it(tmp_path: Path) -> None:
    path = _write(tmp_path / "model.py", "def build(device):\n    pass\n")
    assert "workload file does not exist" in _check(user_spec("u", {"entry": "nowhere.py:build"}, 0, 1), tmp_path / "w")
    reason = _check(user_spec("u", {"entry": f"{path}:make"}, 0, 1), tmp_path / "w.json")
    assert reason.startswith(f"{path}: defines no function 'make'")


def test_a_wrong_return_type_is_refused_naming_the_file(tmp_path: Path) -> None:
    path = _write(tmp_path / "model.py", "import torch\ndef build(device):\n    return torch.nn.Linear(4, 4)\n")
    reason = _check(user_spec("u", {"entry": f"{path}:build"}, 0, 1), tmp_path / "w.json")
    assert reason == f"{path}: build returned Linear: expected (model, inputs) with an nn.Module, or an opprof.Step"


def test_a_step_that_raises_is_refused_before_any_profiler_runs(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "model.py",
        "import torch\ndef build(device):\n    return torch.nn.Linear(4, 4), (torch.randn(3, 5),)\n",
    )
    reason = _check(user_spec("u", {"entry": f"{path}:build"}, 0, 1), tmp_path / "w.json")
    assert reason.startswith(f"{path}: one iteration raised RuntimeError: mat1 and mat2 shapes cannot be multiplied")


def test_a_training_model_without_a_scalar_loss_is_refused(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "model.py",
        "import torch\ndef build(device):\n    return torch.nn.Linear(4, 4), (torch.randn(3, 4),)\n",
    )
    reason = _check(user_spec("u", {"entry": f"{path}:build", "mode": "train"}, 0, 1), tmp_path / "w.json")
    assert reason.startswith(f"{path}: mode train: the model returned [3, 4], not a scalar loss")


def test_the_examples_pass_the_check_and_describe_themselves(tmp_path: Path) -> None:
    specs = resolve_workloads(CONFIG["workloads"], CONFIG["iterations"])
    _timing(specs["my_model_train"], tmp_path)
    document = json.loads((tmp_path / "workload.json").read_text())
    assert document["workload"]["mode"] == "train"
    assert document["workload"]["description"].startswith("TinyResNet training step")
    assert {m["type"] for m in document["modules"]} >= {"TinyResNet", "Conv2d", "BatchNorm2d", "Linear"}


def test_a_training_step_of_model_and_inputs_runs_forward_loss_backward_and_adamw(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "model.py",
        "import torch\n"
        "class Loss(torch.nn.Module):\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.lin = torch.nn.Linear(4, 4)\n"
        "    def forward(self, x):\n"
        "        return self.lin(x).square().mean()\n"
        "def build(device):\n"
        "    return Loss(), (torch.randn(3, 4),)\n",
    )
    workload = build_workload(user_spec("u", {"entry": f"{path}:build", "mode": "train"}, 0, 1), "cpu")
    assert workload.model is not None and workload.model.training
    before = [p.detach().clone() for p in workload.model.parameters()]
    workload.iterate()
    after = list(workload.model.parameters())
    assert all(not torch.equal(a, b) for a, b in zip(before, after, strict=True))
    assert all(p.grad is None for p in after)  # zero_grad(set_to_none=True) after the step


def test_bfloat16_autocast_runs_each_iteration_in_that_dtype(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "model.py",
        "import torch\ndef build(device):\n    return torch.nn.Linear(8, 8), (torch.randn(2, 8),)\n",
    )
    workload = build_workload(user_spec("u", {"entry": f"{path}:build", "dtype": "bfloat16"}, 0, 1), "cpu")
    assert workload.iterate().dtype == torch.bfloat16
    assert build_workload(user_spec("u", {"entry": f"{path}:build"}, 0, 1), "cpu").iterate().dtype == torch.float32


def _capture_env(tmp_path: Path, phase: str, spec: WorkloadSpec) -> tuple[dict[str, str], CaptureSettings]:
    settings = CaptureSettings(
        phase,  # type: ignore[arg-type]
        spec,
        ran=str(tmp_path / "modules.json"),
        trace=str(tmp_path / "kineto.json.gz") if phase == "kineto" else None,
    )
    return {**os.environ, "OPPROF_CAPTURE": settings.to_env()}, settings


def test_steps_under_a_kineto_capture_mark_the_measured_steps_and_end_the_loop(tmp_path: Path) -> None:
    spec = user_spec("loop", {"command": "python loop.py", "mode": "train", "warmup": 1, "measured": 2}, 0, 1)
    env, _ = _capture_env(tmp_path, "kineto", spec)
    program = (
        "import opprof, torch\n"
        "model = torch.nn.Linear(4, 4)\n"
        "seen = 0\n"
        "for _ in opprof.steps(range(100), warmup=5, measured=5, module=model):\n"
        "    model(torch.randn(2, 4)).sum().backward()\n"
        "    seen += 1\n"
        "print(seen)\n"
    )
    done = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "3"  # the entry's 1 warmup + 2 measured replace the program's 5 + 5
    events = json.loads(gzip.decompress((tmp_path / "kineto.json.gz").read_bytes()))["traceEvents"]
    markers = sorted(e["name"] for e in events if e.get("cat") == "user_annotation" and e["name"].startswith("opprof:"))
    assert markers == ["opprof:iteration:0", "opprof:iteration:1"]
    ran = json.loads((tmp_path / "modules.json").read_text())
    assert ran["workload"]["name"] == "loop" and ran["workload"]["mode"] == "train"
    assert [m["type"] for m in ran["modules"]] == ["Linear"]


def test_a_loop_shorter_than_the_capture_needs_is_refused(tmp_path: Path) -> None:
    spec = user_spec("loop", {"command": "python loop.py", "warmup": 2, "measured": 2}, 0, 1)
    env, _ = _capture_env(tmp_path, "plain", spec)
    program = "import opprof\nfor _ in opprof.steps(range(3)):\n    pass\n"
    done = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=False)
    assert done.returncode != 0
    assert "the loop ended after 3 steps; the capture needs 4 (2 warmup, 2 measured)" in done.stderr
    assert not (tmp_path / "modules.json").exists()


def test_a_command_whose_loop_ends_early_fails_its_phase_with_that_one_line(tmp_path: Path) -> None:
    program = _write(tmp_path / "short.py", "import opprof\nfor _ in opprof.steps(range(3)):\n    pass\n")
    spec = user_spec("short", {"command": f"{sys.executable} {program}", "warmup": 2, "measured": 2}, 0, 1)
    with pytest.raises(OpprofError) as refused:
        phase1_kineto(spec.to_json(), RUNNER, str(tmp_path / "kineto.json.gz"), str(tmp_path / "record.json"))
    assert str(refused.value) == (
        "opprof.steps: the loop ended after 3 steps; the capture needs 4 (2 warmup, 2 measured)"
    )
    assert not (tmp_path / "record.json").exists()


@pytest.mark.parametrize(("items", "timed"), [(9, 7), (40, 20)])
def test_the_timing_phase_times_a_commands_loop_over_the_steps_it_ran(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], items: int, timed: int
) -> None:
    """The timing phase asks for 20 measured steps; a loop of 9 items (2 warmup) gives 7, which
    are timed and said, never padded; a longer loop ends after the 20."""
    program = _write(tmp_path / "loop.py", f"import opprof\nfor _ in opprof.steps(range({items})):\n    pass\n")
    spec = user_spec("loop", {"command": f"{sys.executable} {program}", "warmup": 2, "measured": 2}, 0, 1)
    timing, record = tmp_path / "timing.json", tmp_path / "record.json"
    phase0_timing(spec.to_json(), RUNNER, str(timing), str(record), str(tmp_path / "workload.json"), device="cpu")
    document = read_timing(timing, measured=2, workload="loop")
    assert [s["iteration"] for s in document["steps"]] == [None, None, *range(timed)]
    assert json.loads(record.read_text())["timed_steps"] == timed
    said = capsys.readouterr().err
    assert ("ran 7 measured steps after its warmup, fewer than the 20" in said) == (timed < 20)


def test_the_timing_phase_still_needs_the_workloads_measured_steps(tmp_path: Path) -> None:
    program = _write(tmp_path / "short.py", "import opprof\nfor _ in opprof.steps(range(3)):\n    pass\n")
    spec = user_spec("short", {"command": f"{sys.executable} {program}", "warmup": 2, "measured": 2}, 0, 1)
    with pytest.raises(OpprofError, match="the loop ended after 3 steps; the capture needs 4 "):
        phase0_timing(
            spec.to_json(), RUNNER, str(tmp_path / "timing.json"), str(tmp_path / "record.json"), "w.json", "cpu"
        )
    assert not (tmp_path / "record.json").exists()


def test_without_a_capture_steps_marks_and_yields_every_item() -> None:
    events: list[str] = []
    assert list(opprof.steps(range(7), warmup=2, measured=2)) == list(range(7))
    api = device_api(torch.device("cpu"))
    session = Session("plain", 1, 1, api, torch.device("cpu"))
    for k in range(3):
        with session.step(k):
            events.append(str(session.finished))
    assert events == ["False", "False", "True"] and session.finished


def test_iteration_marks_step_k_of_a_loop_it_does_not_wrap(tmp_path: Path) -> None:
    spec = user_spec("loop", {"command": "python loop.py", "warmup": 1, "measured": 1}, 0, 1)
    env, _ = _capture_env(tmp_path, "kineto", spec)
    program = (
        "import opprof, torch\n"
        "for k in range(4):\n"
        "    with opprof.iteration(k), opprof.phase('forward'):\n"
        "        torch.randn(8, 8) @ torch.randn(8, 8)\n"
    )
    subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True)
    events = json.loads(gzip.decompress((tmp_path / "kineto.json.gz").read_bytes()))["traceEvents"]
    names = sorted(e["name"] for e in events if e.get("cat") == "user_annotation")
    assert names == ["opprof:iteration:0", "opprof:phase:forward"]


def test_a_command_that_never_reaches_opprof_steps_is_refused_by_its_first_phase(tmp_path: Path) -> None:
    spec = user_spec("plain", {"command": f"{sys.executable} -c print(1)"}, 0, 1)
    with pytest.raises(OpprofError, match=r"ran no measured opprof step: mark its loop with opprof.steps"):
        phase1_kineto(spec.to_json(), RUNNER, str(tmp_path / "kineto.json.gz"), str(tmp_path / "record.json"))
    assert not (tmp_path / "kineto.json.gz").exists() and not (tmp_path / "record.json").exists()


def test_a_command_whose_python_cannot_import_opprof_is_refused_in_one_line(tmp_path: Path) -> None:
    bare = tmp_path / "bin"
    bare.mkdir()
    # An interpreter without opprof's dependencies: isolated mode ignores PYTHONPATH and site-packages.
    (bare / "python-bare").write_text(f'#!/bin/sh\nexec {sys.executable} -I -S "$@"\n')
    (bare / "python-bare").chmod(0o755)
    spec = user_spec("mine", {"command": f"{bare / 'python-bare'} train.py"}, 0, 1)
    reason = _check(spec, tmp_path / "w.json")
    assert "cannot import opprof" in reason and "install opprof in the program's environment" in reason
    missing = user_spec("mine", {"command": "no-such-program train.py"}, 0, 1)
    assert (
        _check(missing, tmp_path / "w.json") == "no-such-program: the workload's command is not an executable on PATH"
    )


def test_the_user_loop_example_runs_on_its_own() -> None:
    done = subprocess.run(
        [sys.executable, str(REPO / "examples" / "train_loop.py")], capture_output=True, text=True, check=True
    )
    assert done.stdout.startswith("epoch 0: loss ")


def test_the_timing_phase_is_the_check_and_runs_no_iteration_more(tmp_path: Path) -> None:
    """The check of the user's code is the timing phase's own run: one process, exactly warmup +
    max(measured, timing_steps) iterations (1 + 20; the counter file the step appends to), every
    one timed, and workload.json is the modules.json of that run, which every other phase waits for."""
    counter = tmp_path / "iterations.txt"
    path = _write(
        tmp_path / "model.py",
        "import torch\n"
        "class Counted(torch.nn.Linear):\n"
        "    def forward(self, x):\n"
        f"        with open({str(counter)!r}, 'a') as f:\n"
        "            f.write('step\\n')\n"
        "        return super().forward(x)\n"
        "def build(device):\n"
        "    return Counted(4, 4), (torch.randn(3, 4),)\n",
    )
    spec = user_spec("counted", {"entry": f"{path}:build", "warmup": 1, "measured": 2}, 0, 1)
    _timing(spec, tmp_path)
    assert counter.read_text().splitlines() == ["step"] * 21
    steps = json.loads((tmp_path / "timing.json").read_text())["steps"]
    assert [(s["step"], s["iteration"]) for s in steps] == [(0, None), *((k + 1, k) for k in range(20))]
    assert all(0 < s["host_ns"] <= s["wall_ns"] for s in steps)
    record = json.loads((tmp_path / "record.json").read_text())
    assert set(record) == {"phase", "command", "wall_s", "kernels", "timed_steps"} and record["timed_steps"] == 20
    assert record["phase"] == "phase0_timing"
    built = build_workload(spec, "cpu")
    expected = describe_modules(describe_workload(built), built.model)
    assert json.loads((tmp_path / "workload.json").read_text()) == expected
