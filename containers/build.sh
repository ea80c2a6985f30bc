#!/usr/bin/env bash
# Builds the stage images from containers/*/Dockerfile and converts them to Apptainer images (SIF)
# for `snakemake --sdm apptainer` (containers/README.md):
#
#   containers/build.sh [--no-registry] [OUT]
#
# OUT (default containers/sif) receives opprof-analysis.sif, the capture image's SIF and images.yaml,
# a config file that points the workflow's `containers:` at both.
#   (default)      the Dockerfiles as written: python:3.11-slim-bookworm, and nvidia/cuda with Nsight
#                  Systems, Nsight Compute and CUDA PyTorch (opprof-capture.sif), from a registry.
#   --no-registry  nothing pulled: a Debian bookworm base (Python 3.11) made by mmdebstrap from Debian's
#                  packages; the analysis image on it, and the capture image with CPU PyTorch and no
#                  Nsight (opprof-capture-cpu.sif): check_workload and the memory phase on a CPU.
# Environment: ENGINE (podman or docker; default podman where installed), BUILD_OPTS (options added to
# every build, split on spaces, e.g. a site's CA bundle mounted in), TORCH_INDEX (the CPU image's
# PyTorch index; default PyTorch's CPU wheels, empty for pip's own configuration), SIF_MKSQUASHFS_ARGS
# (default Apptainer's gzip, which every kernel mounts; "-comp zstd -Xcompression-level 3" builds 20x
# faster where the kernel has squashfs zstd, as since Linux 4.14).
set -euo pipefail

VERSION=0.1.0
REGISTRY=1
if [ "${1:-}" = --no-registry ]; then REGISTRY=0; shift; fi
OUT=${1:-$(dirname "$0")/sif}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
cd "$(dirname "$0")/.."  # the build context
ENGINE=${ENGINE:-$(command -v podman >/dev/null && echo podman || echo docker)}
read -ra OPTS <<<"${BUILD_OPTS:-}"
WORK=$(mktemp -d "$OUT/.build.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

step() {  # step NAME COMMAND...: runs it and says how long it took
    local TIMEFORMAT="== $1: %0R s (CPU: %0U s user, %0S s system)"
    echo "== $1" >&2
    time "${@:2}"
}

# One Dockerfile into an image, then the image into OUT/<sif> (through a docker-archive, which keeps
# its environment: PATH to the image's venv).
image() {  # image STAGE TAG SIF [BUILD ARGS...]
    local stage=$1 tag=$2 sif=$3
    step "build $tag" "$ENGINE" build "${OPTS[@]}" "${@:4}" -f "containers/$stage/Dockerfile" -t "$tag" .
    step "save $tag" "$ENGINE" save -o "$WORK/$stage.tar" "$tag"
    step "sif $sif" apptainer build --force ${SIF_MKSQUASHFS_ARGS:+--mksquashfs-args="$SIF_MKSQUASHFS_ARGS"} \
        "$OUT/$sif.partial" "docker-archive://$WORK/$stage.tar"
    mv "$OUT/$sif.partial" "$OUT/$sif"
    rm "$WORK/$stage.tar"
}

if [ "$REGISTRY" = 1 ]; then
    image analysis "ghcr.io/opprof/opprof-analysis:$VERSION" opprof-analysis.sif
    image capture "ghcr.io/opprof/opprof-capture:$VERSION" opprof-capture.sif
    capture=opprof-capture.sif
else
    # Debian's Python 3.11 (bookworm), the interpreter the lock was resolved for; python3-venv for
    # the images' venvs. Tagged under localhost/, which no engine tries to pull.
    base=localhost/opprof-debian:bookworm
    bootstrap() {
        mmdebstrap --variant=minbase --include=python3,python3-venv,ca-certificates bookworm - \
            | "$ENGINE" import - "$base"
    }
    # Made once: remove the image to bring it up to date with Debian's packages.
    "$ENGINE" image inspect "$base" >/dev/null 2>&1 || step "base $base" bootstrap
    image analysis "ghcr.io/opprof/opprof-analysis:$VERSION" opprof-analysis.sif --build-arg "PYTHON_IMAGE=$base"
    image capture "ghcr.io/opprof/opprof-capture:$VERSION-cpu" opprof-capture-cpu.sif \
        --build-arg "CUDA_IMAGE=$base" --build-arg NSYS_PACKAGE= --build-arg NCU_PACKAGE= \
        --build-arg TORCH_VERSION=2.13.0 --build-arg "TORCH_INDEX=${TORCH_INDEX-https://download.pytorch.org/whl/cpu}"
    capture=opprof-capture-cpu.sif
fi

printf 'containers:\n  analysis: %s\n  capture: %s\n' "$OUT/opprof-analysis.sif" "$OUT/$capture" >"$OUT/images.yaml"
echo "wrote $OUT/images.yaml" >&2
