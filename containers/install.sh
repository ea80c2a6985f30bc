#!/bin/sh
# Installs opprof into an image's Python in two steps, so that a code change rebuilds only the last
# layer (each Dockerfile COPYs the package between them):
#   install.sh dependencies [PIP ARGS...]  the lock exactly (--no-deps: it is complete, see relock.sh),
#                                          then PIP ARGS (stage extras) constrained by the lock
#   install.sh package                     the package, pip check, an import, and cleanup
set -eu
staging=/tmp/opprof
case "${1:-}" in
dependencies)
    shift
    python -m pip install --no-deps -r "$staging/requirements.txt"
    if [ "$#" -gt 0 ]; then python -m pip install -c "$staging/requirements.txt" "$@"; fi
    ;;
package)
    python -m pip install --no-deps "$staging/src"
    python -m pip check
    # every rule's stage module: what the image's rule scripts import
    python -c "import importlib, pkgutil, opprof.stages as s; [importlib.import_module(f'opprof.stages.{m.name}') for m in pkgutil.iter_modules(s.__path__)]"
    rm -rf "$staging"
    ;;
*)
    echo "usage: install.sh dependencies [PIP ARGS...] | package" >&2
    exit 2
    ;;
esac
