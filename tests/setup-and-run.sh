#!/usr/bin/env bash
# Sets up everything the tests need on a fresh Debian machine (Python 3.11, no GPU) and runs them.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m venv .venv
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e '.[test]'

echo "== quality gates"
ruff check opprof scripts tests
ruff format --check opprof scripts tests
mypy
snakefmt --check Snakefile rules
snakemake --lint

echo "== tests"
python -m pytest -q "$@"
