# opprof: why is this PyTorch operator slow? Kineto + Nsight Systems + Nsight Compute, joined.
from snakemake.utils import min_version

min_version("9.0")


configfile: "config/config.yaml"


report: "report/workflow.rst"


include: "rules/common.smk"
include: "rules/analysis.smk"
include: "rules/capture.smk"


rule all:
    default_target: True
    input:
        profile_targets(config["workloads"][:1]),
        [report_path(n) for n in config["workloads"][:1]],
