# Sourced by a device script, on the GPU machine, from the repository root: installs what
# benchmarks/device/carry.sh carried (libdw for nsys, the cp312 site with snakemake) into /tmp and
# puts it and a `python` that runs the machine's python3 (a symlink would lose the venv that holds
# torch) first on the paths.
mkdir -p /tmp/dw /tmp/bin /tmp/site
for f in .debs/*.deb; do dpkg -x "$f" /tmp/dw; done
export LD_LIBRARY_PATH=/tmp/dw/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}
tar -C /tmp/site -xJf .whl/site.tar.xz
export PYTHONPATH=/tmp/site PYTHONUNBUFFERED=1
printf '#!/bin/sh\nexec %s "$@"\n' "$(command -v python3)" > /tmp/bin/python && chmod +x /tmp/bin/python
export PATH=/tmp/bin:$PATH
