# Ingest: each bundle member the capture wrote (or a recorded bundle lists) into Parquet tables.
# Every rule names the members it reads, so a changed member reruns exactly what reads it.


rule bundle_manifest:
    input:
        capture=present_manifest,
    output:
        manifest=record("capture"),
    log:
        log_of("bundle_manifest"),
    benchmark:
        benchmark_of("bundle_manifest")
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("bundle_manifest"),
        # Set only where capture.json is missing: the rules using this one never run then.
        flags=stage_flags(capture=absent_manifest),
        digest=member_digest(present_manifest),
        refused=refusal_marker,
        missing=missing_members,
    shell:
        "python -P {params.script:q} {params.flags} 2> {log:q}"
        ' || {{ status=$?; for marker in {params.refused:q}; do : > "$marker"; done; exit $status; }}'


# The heads of the analysis' longest chain of rules, first so that the small rules fill in around
# them: the export's kernels and its NVTX ranges, its two bulk reads, each a process of its own.
use rule bundle_manifest as ingest_nsys with:
    input:
        export=nsys_member,
    output:
        kernels=table("nsys_kernels"),
        info=record("nsys_info"),
    log:
        log_of("ingest_nsys"),
    benchmark:
        benchmark_of("ingest_nsys")
    priority: 1
    params:
        script=script("ingest_nsys"),
        digest=member_digest(nsys_member),


use rule bundle_manifest as ingest_nvtx with:
    input:
        export=nsys_member,
    output:
        ranges=table("nsys_ranges"),
    log:
        log_of("ingest_nvtx"),
    benchmark:
        benchmark_of("ingest_nvtx")
    priority: 1
    params:
        script=script("ingest_nvtx"),
        digest=member_digest(nsys_member),


use rule bundle_manifest as ingest_kineto with:
    input:
        trace=kineto_member,
    output:
        ops=table("kineto_ops"),
        launches=table("kineto_launches"),
        kernels=table("kineto_kernels"),
        calls=table("kineto_calls"),
        memory=table("kineto_memory"),
        info=record("kineto_info"),
    log:
        log_of("ingest_kineto"),
    benchmark:
        benchmark_of("ingest_kineto")
    params:
        script=script("ingest_kineto"),
        digest=member_digest(kineto_member),


use rule bundle_manifest as ingest_ncu with:
    input:
        manifest=validated_manifest,
        csv=ncu_members,
        counters=cupti_member,
    output:
        kernels=table("ncu_kernels"),
        resolution=table("ncu_resolution"),
        info=record("ncu_info"),
        cupti_kernels=table("cupti_kernels"),
    log:
        log_of("ingest_ncu"),
    benchmark:
        benchmark_of("ingest_ncu")
    params:
        script=script("ingest_ncu"),
        digest=member_digest(ncu_members, cupti_member),


use rule bundle_manifest as ingest_replay_plan with:
    input:
        window=table("nsys_window"),
        plan=replay_plan_member,
    output:
        replay_plan=table("replay_plan"),
    log:
        log_of("ingest_replay_plan"),
    benchmark:
        benchmark_of("ingest_replay_plan")
    params:
        script=script("ingest_replay_plan"),
        digest=member_digest(replay_plan_member),
        # A window the plan does not fit is the export's divergence: the refusal names it.
        flags=stage_flags(export=nsys_member),


use rule bundle_manifest as fusion_map with:
    input:
        manifest=validated_manifest,
        window=table("nsys_window"),
        inductor=inductor_members,
    output:
        fusion_map=table("fusion_map"),
        calls=table("inductor_calls"),
    log:
        log_of("fusion_map"),
    benchmark:
        benchmark_of("fusion_map")
    params:
        script=script("fusion_map"),
        digest=member_digest(inductor_members),
        flags=stage_flags(inductor_dir=lambda w: inductor_folder(w.name)),
