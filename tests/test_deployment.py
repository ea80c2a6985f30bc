"""Stage images, conda environments and profiles, checked as far as this machine can without a
container engine, Apptainer or conda: the Dockerfiles through Docker's own parser, the workflow through
Snakemake itself, the dependency lock through pip's resolver against the real index."""

from __future__ import annotations

import json
import os
import re
import stat
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import dockerfile
import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
CONTAINERS = ROOT / "containers"
LOCK = CONTAINERS / "analysis" / "requirements.txt"
DOCKERFILES = sorted(CONTAINERS.glob("*/Dockerfile"))
CONFIG = yaml.safe_load((ROOT / "config" / "config.yaml").read_text())
ARTIFACTS = ROOT / "tests" / "artifacts"
DRY_RUN_TIMEOUT_S = 120
# Runs in a scratch directory (-d) read the repository's config and recorded bundles.
RECORDED_BUNDLES = (
    *("--configfile", str(ROOT / "config" / "config.yaml")),
    *("--config", f"captures_dir={ROOT / 'captures' / 'h200'}"),
)

# The instructions of the Dockerfile reference: Docker's parser accepts any word, the builder does not.
INSTRUCTIONS = {
    *("ADD", "ARG", "CMD", "COPY", "ENTRYPOINT", "ENV", "EXPOSE", "FROM", "HEALTHCHECK", "LABEL"),
    *("MAINTAINER", "ONBUILD", "RUN", "SHELL", "STOPSIGNAL", "USER", "VOLUME", "WORKDIR"),
}
PULL_ANNOUNCED = re.compile(r"^Singularity image (\S+) will be pulled\.$", re.MULTILINE)
DRY_RUN_JOB = re.compile(r"^(?:local)?rule (\w+):$", re.MULTILINE)
# Snakemake checks that an apptainer binary exists and reports a version before it announces the
# images a dry run would pull; it runs nothing else in a dry run. Apptainer is not packaged for this
# machine (Debian bookworm), so this stand-in answers that question and refuses everything else: if
# Snakemake ever tried to pull or run an image here, the test would fail rather than pass silently.
APPTAINER_STAND_IN = """#!/bin/sh
if [ "$1" = --version ]; then echo "apptainer version 1.3.6"; exit 0; fi
echo "apptainer stand-in: no Apptainer on this machine, refusing: $*" >&2
exit 1
"""


@dataclass(frozen=True)
class RuleDeployment:
    image: str | None
    conda_env: str | None
    runs_something: bool


@pytest.fixture(scope="module")
def rules() -> dict[str, RuleDeployment]:
    """Every rule of the workflow as Snakemake itself parses it, with its image as evaluated from config."""
    from snakemake.api import SnakemakeApi
    from snakemake.settings.types import OutputSettings, Quietness, ResourceSettings

    environment = dict(os.environ)  # parsing the workflow sets variables (rules/common.smk) for its jobs
    try:
        with pytest.MonkeyPatch.context() as patch, SnakemakeApi(OutputSettings(quiet={Quietness.ALL})) as api:
            patch.chdir(ROOT)
            workflow = api.workflow(resource_settings=ResourceSettings(cores=1), snakefile=ROOT / "Snakefile")
            # The API has no public listing of rules with their directives; _workflow is its own object.
            return {
                rule.name: RuleDeployment(
                    image=rule.container_img,
                    conda_env=None if rule.conda_env is None else str(rule.conda_env),
                    runs_something=not rule.norun,
                )
                for rule in workflow._workflow.rules
            }
    finally:
        os.environ.clear()
        os.environ.update(environment)


def test_one_dockerfile_per_stage_kind_named_in_config() -> None:
    assert {path.parent.name for path in DOCKERFILES} == set(CONFIG["containers"])


@pytest.mark.parametrize("path", DOCKERFILES, ids=lambda path: path.parent.name)
def test_dockerfile_parses_and_copies_only_files_in_the_build_context(path: Path) -> None:
    commands = dockerfile.parse_file(str(path))
    names = [command.cmd.upper() for command in commands]
    assert set(names) <= INSTRUCTIONS, set(names) - INSTRUCTIONS
    assert next(name for name in names if name != "ARG") == "FROM"
    ignored = _dockerignored()
    for command in commands:
        if command.cmd.upper() in {"COPY", "ADD"}:
            for source in command.value[:-1]:
                assert (ROOT / source).exists(), f"{path}: {command.original}: {source} is not in the repository"
                assert Path(source).parts[0] not in ignored, f"{path}: {source} is excluded by .dockerignore"


def test_analysis_image_runs_the_python_the_lock_and_conda_env_were_made_for() -> None:
    commands = dockerfile.parse_file(str(CONTAINERS / "analysis" / "Dockerfile"))
    (base,) = (c.value[0] for c in commands if c.cmd == "FROM")
    # FROM ${ARG}: the base the ARG names by default (containers/build.sh passes another only where
    # no registry is reachable, a Debian base with the same Python).
    defaults = dict(c.value[0].split("=", 1) for c in commands if c.cmd == "ARG" and "=" in c.value[0])
    base = re.sub(r"\$\{(\w+)\}", lambda arg: defaults[arg[1]], base)
    image_python = re.fullmatch(r"python:(\d+\.\d+)-slim(?:-\w+)?", base)
    assert image_python, base
    env_dependencies = _conda_env(ROOT / "envs" / "analysis.yaml")["dependencies"]
    assert f"python={image_python[1]}" in env_dependencies
    assert image_python[1] == f"{sys.version_info.major}.{sys.version_info.minor}", "CI tests another Python"


def test_lock_pins_every_pyproject_dependency_within_its_range() -> None:
    locked = _lock()
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    for requirement in map(Requirement, dependencies):
        name = canonicalize_name(requirement.name)
        assert name in locked, f"{requirement} is not in {LOCK.name}"
        assert requirement.specifier.contains(locked[name]), f"{name}=={locked[name]} does not satisfy {requirement}"


def test_lock_is_exactly_what_pip_resolves_for_the_package(tmp_path: Path) -> None:
    # The image installs the lock with --no-deps: it must be complete and consistent, or the package
    # would import something missing. pip's resolver says so, against the real index.
    report = tmp_path / "report.json"
    resolve = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--quiet"]
    resolve += ["--report", str(report), "-r", str(LOCK), str(ROOT)]
    resolved = subprocess.run(resolve, capture_output=True, text=True, timeout=300, check=False)
    assert resolved.returncode == 0, resolved.stderr
    installs = json.loads(report.read_text())["install"]
    wanted = {canonicalize_name(i["metadata"]["name"]): i["metadata"]["version"] for i in installs}
    assert wanted.pop("opprof") is not None
    assert wanted == _lock()


def test_conda_envs_pin_the_same_versions_as_the_analysis_image() -> None:
    locked = _lock()
    assert _conda_pins(ROOT / "envs" / "analysis.yaml") == locked
    for env in sorted((ROOT / "envs").glob("*.yaml")):
        shared = {name: version for name, version in _conda_pins(env).items() if name in locked}
        assert shared == {name: locked[name] for name in shared}, f"{env.name} disagrees with {LOCK.name}"


def test_every_rule_that_runs_something_names_a_stage_image_and_a_conda_env(
    rules: dict[str, RuleDeployment],
) -> None:
    images = set(CONFIG["containers"].values())
    for name, rule in rules.items():
        if rule.runs_something:
            assert rule.image in images, f"rule {name} runs in {rule.image!r}, not one of {images}"
            assert rule.conda_env and (ROOT / "rules" / rule.conda_env).resolve().is_file(), (name, rule.conda_env)


def test_apptainer_dry_run_announces_the_image_of_every_job(rules: dict[str, RuleDeployment], tmp_path: Path) -> None:
    stand_in = tmp_path / "bin" / "apptainer"
    stand_in.parent.mkdir()
    stand_in.write_text(APPTAINER_STAND_IN)
    stand_in.chmod(stand_in.stat().st_mode | stat.S_IXUSR)
    env = {**os.environ, "PATH": f"{stand_in.parent}{os.pathsep}{os.environ['PATH']}"}
    # capture=live puts the capture rules into the DAG (a dry run needs no GPU), so both images appear.
    command = [sys.executable, "-m", "snakemake", "--dry-run", "--forceall", "--sdm", "apptainer"]
    command += ["-d", str(tmp_path / "run"), *RECORDED_BUNDLES, "capture=live"]
    command += ["--", "all", "profile_gpt2", "profile_gpt2_compiled"]
    dry_run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=DRY_RUN_TIMEOUT_S)
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "apptainer-dry-run.txt").write_text(dry_run.stdout + dry_run.stderr)
    assert dry_run.returncode == 0, dry_run.stderr

    announced = set(PULL_ANNOUNCED.findall(dry_run.stdout))
    jobs = {job for job in DRY_RUN_JOB.findall(dry_run.stdout) if rules[job].runs_something}
    assert {rules[job].image for job in jobs} == announced == set(CONFIG["containers"].values())


def test_local_runs_pick_up_the_default_profile_and_serialise_gpu_jobs(tmp_path: Path) -> None:
    profile = yaml.safe_load((ROOT / "profiles" / "default" / "config.yaml").read_text())
    assert "executor" not in profile, "profiles/default is for local runs"
    assert profile["resources"] == {"gpu": 1}
    command = [sys.executable, "-m", "snakemake", "--dry-run", "--cores", "1", "-d", str(tmp_path)]
    command += [*RECORDED_BUNDLES, "--", "profile_gpt2"]
    dry_run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=DRY_RUN_TIMEOUT_S)
    assert dry_run.returncode == 0, dry_run.stderr
    assert "Using workflow specific profile profiles/default" in dry_run.stderr


def _lock() -> dict[str, str]:
    pins = (line.split("==") for line in LOCK.read_text().splitlines() if line and not line.startswith("#"))
    return {canonicalize_name(name): version for name, version in pins}


def _conda_env(path: Path) -> dict:
    return yaml.safe_load(path.read_text())


def _conda_pins(path: Path) -> dict[str, str]:
    pip = next(entry["pip"] for entry in _conda_env(path)["dependencies"] if isinstance(entry, dict))
    pins = (entry.split("==") for entry in pip if "==" in entry)
    return {canonicalize_name(name): version for name, version in pins}


def _dockerignored() -> set[str]:
    lines = (ROOT / ".dockerignore").read_text().splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def test_the_containers_readme_gives_the_versions_the_images_pin() -> None:
    """Each ``name==version`` containers/README.md shows is what an image installs: the lock's pin, a
    capture Dockerfile default, or the CPU image's (containers/build.sh); likewise the Nsight packages."""
    readme = (CONTAINERS / "README.md").read_text()
    capture = (CONTAINERS / "capture" / "Dockerfile").read_text() + (CONTAINERS / "build.sh").read_text()
    packages = {"TORCH_VERSION": "torch", "TRANSFORMERS_VERSION": "transformers", "NVML_VERSION": "nvidia-ml-py"}
    pinned = {name: {version} for name, version in _lock().items()}
    for arg, version in re.findall(r"\b(TORCH_VERSION|TRANSFORMERS_VERSION|NVML_VERSION)=([0-9][\w.]*)", capture):
        pinned.setdefault(packages[arg], set()).add(version)
    shown = re.findall(r"\b([A-Za-z][\w.-]*)==([0-9][\w.]*)", readme)
    assert len(shown) > 10
    for name, version in shown:
        assert version in pinned.get(canonicalize_name(name), set()), f"{name}=={version}"
    for package in re.findall(r"\bnsight-(?:systems|compute)-[0-9.]+[0-9]", readme):
        assert f"={package}\n" in capture, package
