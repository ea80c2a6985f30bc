#!/usr/bin/env bash
# Test support, for this project's CI and developer machines only: what such a machine (a sandboxed
# Debian 12 VM; no Apptainer package, root without CAP_SYS_RESOURCE, HTTPS re-signed by a local CA,
# PyTorch's CPU wheel on local disk) needs so that containers/build.sh and `snakemake --sdm apptainer`
# run there as written for a machine with podman and Apptainer installed. A cluster node needs none
# of it. Why each piece: ../shared/containers-here.md.
#
#   tests/containers/sandbox-host.sh setup DIR      in DIR: a Debian sid root holding Apptainer (made
#                                                   by mmdebstrap), bin/apptainer entering it, and
#                                                   pip.conf for builds
#   tests/containers/sandbox-host.sh run DIR CMD..  CMD with DIR/bin first on PATH and the settings
#                                                   builds need here
set -euo pipefail
action=$1
DIR=$(mkdir -p "$2" && cd "$2" && pwd)
shift 2

setup() {
    local root=$DIR/apptainer-root
    if [ ! -x "$root/usr/bin/apptainer" ]; then
        # Apptainer is packaged for sid only (its libc is newer than bookworm's), so it runs in a
        # sid root of its own. The mirror serves sid with an expired Valid-Until.
        rm -rf "$root.partial"
        mmdebstrap --variant=minbase --aptopt='Acquire::Check-Valid-Until "false"' \
            --include=apptainer,squashfs-tools sid "$root.partial" http://deb.debian.org/debian
        mv "$root.partial" "$root"
    fi
    # Root here lacks CAP_SYS_RESOURCE, so Apptainer must not ask for root's full capability set.
    sed -i 's/^root default capabilities = .*/root default capabilities = no/' "$root/etc/apptainer/apptainer.conf"
    echo '127.0.0.1 localhost' >"$root/etc/hosts"
    mkdir -p "$DIR/bin"
    # pivot_root, not chroot: the kernel refuses a user namespace to a chrooted process. Every
    # top-level folder of the host other than the system's own is bound in at its own path, so the
    # work tree, the images, the inputs and $HOME are where Snakemake and Apptainer look for them.
    cat >"$DIR/bin/apptainer" <<EOF
#!/bin/sh
export SANDBOX_ROOT='$root' CWD="\$PWD"
exec /usr/bin/unshare -m --propagation private /bin/sh -c '
set -e; PATH=/usr/sbin:/usr/bin:/sbin:/bin
mount --rbind "\$SANDBOX_ROOT" "\$SANDBOX_ROOT"
for d in /*; do
  case "\$d" in /bin|/boot|/etc|/lib*|/lost+found|/run|/sbin|/usr|/var) continue;; esac
  [ -d "\$d" ] && [ ! -L "\$d" ] || continue
  mkdir -p "\$SANDBOX_ROOT\$d"; mount --rbind "\$d" "\$SANDBOX_ROOT\$d"
done
mkdir -p "\$SANDBOX_ROOT/.oldroot"; cd "\$SANDBOX_ROOT"; pivot_root . .oldroot; umount -l /.oldroot
cd "\$CWD"; exec apptainer "\$@"' sh "\$@"
EOF
    chmod +x "$DIR/bin/apptainer"
    # pip in a build: the local CA that re-signs HTTPS here, and the CPU torch wheel on local disk.
    printf '[global]\ncert = /etc/ssl/certs/ca-certificates.crt\nfind-links = /opt/wheels\n' >"$DIR/pip.conf"
}

run() {
    # chroot isolation: RUN steps without an OCI runtime, which fails here on raising rlimits and on
    # the hybrid cgroup hierarchy; they get the host's network. No PyTorch index (none is reachable):
    # pip.conf's local wheel.
    export BUILDAH_ISOLATION=chroot TORCH_INDEX=
    # 2 cores: mksquashfs's gzip took 23 s of CPU for pyarrow's 170 MB, zstd level 3 1.2 s (57 MB
    # both); this kernel mounts either.
    export SIF_MKSQUASHFS_ARGS="-comp zstd -Xcompression-level 3"
    local ca=/etc/ssl/certs/ca-certificates.crt
    export BUILD_OPTS="--volume=$ca:$ca:ro --volume=/opt/wheels:/opt/wheels:ro --volume=$DIR/pip.conf:/etc/pip.conf:ro"
    export PATH="$DIR/bin:$PATH"
    exec "$@"
}

case "$action" in
setup) setup ;;
run) run "$@" ;;
*) echo "usage: $0 setup DIR | run DIR COMMAND..." >&2; exit 2 ;;
esac
