#!/usr/bin/env bash
# Sets up everything the tests need on a fresh Debian machine (Python 3.11, no GPU) and runs them.
set -euo pipefail
cd "$(dirname "$0")/.."

# System packages the tests drive for real (each line names the tests that need it).
APT_PACKAGES=()
APT_PACKAGES+=(slurm-wlm munge)  # tests/test_slurm.py
APT_PACKAGES+=(chromium)  # tests/test_report_browser.py
APT_PACKAGES+=(podman runc mmdebstrap)  # tests/test_containers.py (containers/build.sh)
if ((${#APT_PACKAGES[@]})); then
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${APT_PACKAGES[@]}" >/dev/null
fi

python3 -m venv .venv
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e '.[test]'
# CPU torch (the 2.13.0+cpu wheel on local disk; pinned so it never resolves to another torch) and
# transformers (the gpt2 workload), for the capture harness and Inductor tests.
python -m pip install -q torch==2.13.0 transformers

echo "== quality gates"
ruff check opprof scripts tests benchmarks
ruff format --check opprof scripts tests benchmarks
mypy
snakefmt --check Snakefile rules
snakemake --lint

echo "== stage images"
# Built as containers/build.sh builds them where no registry is reachable, for tests/test_containers.py;
# sandbox-host.sh brings what this machine lacks (Apptainer) and needs (build settings).
IMAGES=.containers
tests/containers/sandbox-host.sh setup "$IMAGES/host"
tests/containers/sandbox-host.sh run "$IMAGES/host" containers/build.sh --no-registry "$IMAGES/sif"
export OPPROF_TEST_IMAGES=$PWD/$IMAGES/sif/images.yaml PATH=$PWD/$IMAGES/host/bin:$PATH

echo "== tests"
# Two workers (this machine's cores), each file on one of them (its module fixtures made once).
python -m pytest -q -n 2 --dist loadfile "$@"
