# opprof: why is this PyTorch operator slow? Kineto + Nsight Systems + Nsight Compute, joined.
from snakemake.utils import min_version

min_version("9.0")


configfile: "config/config.yaml"


report: "report/workflow.rst"


include: "rules/common.smk"
include: "rules/ingest.smk"
include: "rules/gate.smk"
include: "rules/operators.smk"
include: "rules/host.smk"
include: "rules/output.smk"
include: "rules/capture.smk"
include: "rules/replay.smk"
include: "rules/memory.smk"
include: "rules/whatif.smk"
include: "rules/diff.smk"
include: "rules/ranks.smk"


rule all:
    default_target: True
    input:
        all_targets(),
