"""The workflow's stages in the images containers/build.sh makes, under `snakemake --sdm apptainer`:
every job runs in its image's Python, and the recorded GPT-2 profile and a diff come out byte for
byte as the host venv writes them; the capture image runs the memory phase (which checks the workload first) on
this machine's CPU.

tests/setup-and-run.sh builds the images (containers/build.sh --no-registry) and names the
images.yaml it wrote in OPPROF_TEST_IMAGES, with `apptainer` on PATH."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import REPO, SHIPPED, workflow_command

IMAGES = os.environ.get("OPPROF_TEST_IMAGES")
pytestmark = pytest.mark.skipif(
    not IMAGES and not os.environ.get("CI"),
    reason="no stage images: tests/setup-and-run.sh builds them and sets OPPROF_TEST_IMAGES",
)

TARGETS = ("profile_gpt2", "diff_sdpa_attention__sdpa_attention_fused_qkv")
# Where both images' venv keeps its packages (containers/*/Dockerfile); no such folder on the host.
IMAGE_PACKAGES = "/opt/venv/lib/python3.11/site-packages/"
# What the jobs write besides their outputs: the logs differ (an import trace inside), the
# benchmarks time the jobs.
NOT_OUTPUTS = {"logs", "benchmarks"}


def _images() -> Path:
    assert IMAGES, "CI runs the container tests: OPPROF_TEST_IMAGES names containers/build.sh's images.yaml"
    assert shutil.which("apptainer"), "no apptainer on PATH"
    return Path(IMAGES)


def _in_images(workdir: Path, *targets: str) -> subprocess.CompletedProcess[str]:
    """The workflow under --sdm apptainer with the built images, each job's Python tracing its
    imports, with the file each came from, into the job's log: a fact only the image's Python
    can write. The repository (scripts, bundles) is bound in; the workdir is under /tmp, which
    Apptainer binds itself."""
    config = (str(REPO / "config" / "config.yaml"), str(_images()))
    extra = ("--sdm", "apptainer", "--configfile", *config, "--apptainer-args", f"--bind {REPO}")
    env = {**os.environ, "APPTAINERENV_PYTHONVERBOSE": "1"}
    command = workflow_command(workdir, SHIPPED, *targets, extra=extra, cores=2)
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=900, check=False)


def _outputs(results: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(results)): path.read_bytes()
        for path in sorted(results.rglob("*"))
        if path.is_file() and not NOT_OUTPUTS & set(path.relative_to(results).parts)
    }


def _logs(results: Path) -> dict[str, str]:
    return {str(path.relative_to(results)): path.read_text() for path in sorted(results.rglob("logs/*.log"))}


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The targets run on the host venv and in the images; their results folders."""
    host, images = tmp_path_factory.mktemp("host"), tmp_path_factory.mktemp("images")
    done = subprocess.run(
        workflow_command(host, SHIPPED, *TARGETS, cores=2), capture_output=True, text=True, timeout=900, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    done = _in_images(images, *TARGETS)
    assert done.returncode == 0, done.stderr[-3000:]
    return host / "results", images / "results"


def test_every_analysis_job_ran_in_the_analysis_images_python(runs: tuple[Path, Path]) -> None:
    host, images = runs
    assert not Path(IMAGE_PACKAGES).exists(), "the host has the images' venv: the logs would prove nothing"
    logs = _logs(images)
    # Every job of the profile (ingest to report) and of the diff and its gate left a log.
    assert set(logs) == set(_logs(host)) and len(logs) > 20, sorted(logs)
    for name, text in logs.items():
        # Every rule script imports opprof.stages, which imports pandas.
        assert f"{IMAGE_PACKAGES}pandas/__init__.py" in text, name
        assert f"{IMAGE_PACKAGES}torch/" not in text, f"{name}: the analysis image has no torch"


def test_results_are_byte_identical_to_the_host_venvs(runs: tuple[Path, Path]) -> None:
    host, images = runs
    ours, theirs = _outputs(images), _outputs(host)
    assert "gpt2/profile.json" in ours and "diff/sdpa_attention__sdpa_attention_fused_qkv/diff.json" in ours
    assert sorted(ours) == sorted(theirs)
    assert [name for name in ours if ours[name] != theirs[name]] == []


def test_capture_image_runs_the_cpu_memory_phase_which_checks_the_workload(tmp_path: Path) -> None:
    """my_model's memory phase on this machine's CPU (the run that checks the user's code first):
    phase_memory in the capture image (its torch imported from the image), the memory tables in
    the analysis image."""
    shutil.copytree(REPO / "examples", tmp_path / "examples")
    done = _in_images(tmp_path, "memory_my_model")
    assert done.returncode == 0, done.stderr[-3000:]
    results = tmp_path / "results"
    log = (results / "my_model" / "logs" / "phase_memory.log").read_text()
    assert f"{IMAGE_PACKAGES}torch/__init__.py" in log
    memory = (results / "my_model" / "logs" / "memory_local.log").read_text()
    assert f"{IMAGE_PACKAGES}pandas/" in memory and f"{IMAGE_PACKAGES}torch/" not in memory
    assert (results / "my_model" / "memory" / "local" / "memory.html").stat().st_size > 0
