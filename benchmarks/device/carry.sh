#!/usr/bin/env bash
# Here, before a device call: what the GPU machine lacks, into the git-ignored .whl/ and .debs/
# that live_workflow.sh installs there (carry both). Its Python is 3.12 and has torch, pandas,
# pyarrow, jinja2 and pyyaml; nsys there needs libdw. ncu-report and pulp stay behind (the carry
# limit is 64 MiB; ncu there reads its own reports, and no rule there solves an ILP).
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf .whl .debs && mkdir -p .whl .debs
# Pure-Python wheels built here (some dependencies ship only sources); compiled ones again for cp312.
pip wheel -q -w .whl 'snakemake>=9,<10' jsonschema orjson fastjsonschema adbc-driver-sqlite 2>/dev/null
for f in $(ls .whl | grep -v -- '-none-any.whl'); do
  rm ".whl/$f"
  pip download -q -d .whl --no-deps --python-version 3.12 --only-binary=:all: --platform manylinux2014_x86_64 \
    --platform manylinux_2_17_x86_64 --platform manylinux_2_28_x86_64 "$(echo "$f" | cut -d- -f1)==$(echo "$f" | cut -d- -f2)"
done
rm -f .whl/pulp-*.whl .whl/pandas-*.whl .whl/numpy-*.whl .whl/pyarrow-*.whl .whl/PyYAML-*.whl .whl/pyyaml-*.whl
# Installed here for cp312 and packed with xz: a third smaller than the wheels' zip, which keeps
# the working tree and the carry under the device's 64 MiB.
rm -rf .whl/site && pip install -q --no-deps --no-compile --target .whl/site --python-version 3.12 \
  --only-binary=:all: $(for p in manylinux_2_28 manylinux_2_27 manylinux_2_24 manylinux_2_17 manylinux_2_12 \
  manylinux_2_5 manylinux2014 manylinux2010 manylinux1; do echo --platform "${p}_x86_64"; done) .whl/*.whl
# Smaller still, to fit beside the tracked tree: extension modules without their symbols, and
# SQLAlchemy (Snakemake's persistence) without its optional C speed-ups and asyncio's greenlet.
find .whl/site -name '*.so*' -exec strip --strip-unneeded {} +
rm -rf .whl/site/sqlalchemy/cyextension/*.so .whl/site/greenlet .whl/site/greenlet-* && find .whl/site -name '*.pyi' -delete
tar -C .whl/site -cJf .whl/site.tar.xz . && rm -rf .whl/site .whl/*.whl
(cd .debs && apt-get download -q libdw1 libelf1 >/dev/null)
du -sh .whl .debs
