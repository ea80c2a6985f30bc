# Host time: the first question, before any counter. Each Kineto host event's Self CPU and CPU
# total, and whether the GPU is doing too much work or waiting on the CPU (the regime).


use rule join as host_events with:
    input:
        kineto_ops=table("kineto_ops"),
        kineto_calls=table("kineto_calls"),
    output:
        events=table("host_events"),
    log:
        log_of("host_events"),
    benchmark:
        benchmark_of("host_events")
    params:
        script=script("host_events"),
        # A refusal names the bundle, whose trace it is.
        flags=stage_flags(bundle=lambda w: str(bundle_root(w.name))),


use rule host_events as regime with:
    input:
        manifest=validated_manifest,
        kineto_ops=table("kineto_ops"),
        kineto_launches=table("kineto_launches"),
        kineto_kernels=table("kineto_kernels"),
        # the CUDA API calls, copies and sets the step model replays
        kineto_calls=table("kineto_calls"),
        kineto_memory=table("kineto_memory"),
        host_events=table("host_events"),
        # its iteration markers time the nsys steps; its module ranges split the forward's host time
        nsys_ranges=table("nsys_ranges"),
        nsys_window=table("nsys_window"),
        timing=timing_member,
    output:
        record=record("regime"),
    log:
        log_of("regime"),
    benchmark:
        benchmark_of("regime")
    params:
        script=script("regime"),
        digest=member_digest(timing_member),


# Compiled workloads: what torch.compile costs per step, against the eager variant where that is
# profiled too (its regime record).
use rule host_events as compile_cost with:
    input:
        manifest=validated_manifest,
        host_events=table("host_events"),
        regime=record("regime"),
        eager_regime=eager_record("regime"),
        eager_manifest=eager_record("capture"),
    output:
        record=record("compile_cost"),
    log:
        log_of("compile_cost"),
    benchmark:
        benchmark_of("compile_cost")
    params:
        script=script("compile_cost"),
        flags=stage_flags(
            eager=eager_variant,
            bundle=lambda w: str(bundle_root(w.name)),
            eager_bundle=eager_bundle,
        ),


# Collectives (NCCL, c10d): their kinds, time and bytes, and how much compute overlapped them.
use rule join as communication with:
    input:
        attributed=table("attributed"),
        kineto_kernels=table("kineto_kernels"),
    output:
        record=record("communication"),
    log:
        log_of("communication"),
    benchmark:
        benchmark_of("communication")
    params:
        script=script("communication"),
