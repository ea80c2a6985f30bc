# The measured window, derived once from the ingested nsys tables, and the determinism gate that
# compares every other capture's window with it before any counter is assigned.


use rule bundle_manifest as measured_window with:
    input:
        kernels=table("nsys_kernels"),
        ranges=table("nsys_ranges"),
        manifest=lambda w: [] if is_live(w.name) else validated_manifest(w),
    output:
        nsys_window=table("nsys_window"),
    log:
        log_of("measured_window"),
    benchmark:
        benchmark_of("measured_window")
    params:
        digest=member_digest(),
        script=script("measured_window"),
        # A live capture is planned (rules/replay.smk) before its capture.json exists.
        flags=stage_flags(
            measured=lambda w: CAPTURES[w.name].measured if is_live(w.name) else None,
            capture=lambda w: None if is_live(w.name) else capture_manifest(w),
        ),


use rule bundle_manifest as gate with:
    input:
        manifest=validated_manifest,
        nsys_window=table("nsys_window"),
        kineto_ops=table("kineto_ops"),
        kineto_launches=table("kineto_launches"),
        kineto_kernels=table("kineto_kernels"),
        ncu_kernels=table("ncu_kernels"),
        cupti_kernels=table("cupti_kernels"),
        replay_plan=table("replay_plan"),
    output:
        window=table("window"),
        ncu_map=table("ncu_map"),
        record=record("gate"),
    log:
        log_of("gate"),
    benchmark:
        benchmark_of("gate")
    params:
        digest=member_digest(),
        script=script("gate"),
        # The refusal names the bundle, not the validated copy of its manifest.
        flags=stage_flags(bundle=lambda w: str(bundle_root(w.name))),
