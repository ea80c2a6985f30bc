# Operators: ncu counters joined to the window by invocation order, each kernel attributed to its
# operator with an evidence tier, and counters aggregated per operator invocation and name.


# join reads no bundle member (digest of none); the analysis rules after it share its shape.
use rule bundle_manifest as join with:
    input:
        manifest=validated_manifest,
        window=table("window"),
        nsys_kernels=table("nsys_kernels"),
        ncu_kernels=table("ncu_kernels"),
        cupti_kernels=table("cupti_kernels"),
        ncu_map=table("ncu_map"),
        replay_plan=table("replay_plan"),
    output:
        joined=table("joined"),
    log:
        log_of("join"),
    benchmark:
        benchmark_of("join")
    params:
        digest=member_digest(),
        script=script("join"),


# The window's aten ranges, beside gate and join: the one pass over every NVTX range of the
# capture that attribution needs.
use rule join as nvtx_operators with:
    input:
        nsys_window=table("nsys_window"),
        ranges=table("nsys_ranges"),
    output:
        operators=table("nvtx_operators"),
    log:
        log_of("nvtx_operators"),
    benchmark:
        benchmark_of("nvtx_operators")
    params:
        script=script("nvtx_operators"),


use rule join as attribute with:
    input:
        joined=table("joined"),
        nvtx_operators=table("nvtx_operators"),
        kineto_ops=table("kineto_ops"),
        kineto_launches=table("kineto_launches"),
        kineto_kernels=table("kineto_kernels"),
        fusion_map=table("fusion_map"),
        inductor_calls=table("inductor_calls"),
    output:
        attributed=table("attributed"),
        checks=record("attribution_checks"),
    log:
        log_of("attribute"),
    benchmark:
        benchmark_of("attribute")
    params:
        script=script("attribute"),
        # Named in a refusal only: the tables above are what attribution reads.
        flags=stage_flags(trace=kineto_member, export=nsys_member),


use rule join as aggregate with:
    input:
        attributed=table("attributed"),
        host_events=table("host_events"),
    output:
        kernels=result("kernels.parquet"),
        operators=result("operators.parquet"),
        summary=result("operator_summary.parquet"),
    log:
        log_of("aggregate"),
    benchmark:
        benchmark_of("aggregate")
    params:
        script=script("aggregate"),
