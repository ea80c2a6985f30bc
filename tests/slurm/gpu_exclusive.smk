# Two jobs that each ask for a GPU the way opprof's capture rules do (resources: gpu=1), for
# tests/test_slurm.py: under profiles/slurm on a one-GPU node they must land in the GPU partition
# and run one after the other, although the node has CPUs and memory for both at once.


rule all:
    input:
        expand("hold_gpu_{i}.txt", i=range(2)),
    localrule: True


rule hold_gpu:
    output:
        "hold_gpu_{i}.txt",
    resources:
        gpu=1,
        mem_mb=200,
        runtime=5,
    shell:
        "{{ echo start=$(date +%s.%N) job=$SLURM_JOB_ID partition=$SLURM_JOB_PARTITION"
        " gpus=$CUDA_VISIBLE_DEVICES; sleep 4; echo end=$(date +%s.%N); }} > {output}"
