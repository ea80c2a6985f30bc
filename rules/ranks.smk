# Data-parallel runs: one recorded bundle per rank in <captures_dir>/<name>/rank<r>/, each profiled
# on its own (results/<name>/rank<r>/), then compared across ranks (results/<name>/ranks.json).


rule ranks:
    input:
        profiles=rank_members("profile.json"),
        kernels=rank_members("kernels.parquet"),
    output:
        summary=result("ranks.json"),
        diff=result("ranks_diff.json"),
        report=result("ranks_diff.html"),
    log:
        log_of("ranks"),
    benchmark:
        benchmark_of("ranks")
    wildcard_constraints:
        name=r"[A-Za-z0-9_.-]+",
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("ranks"),
        flags=stage_flags(ranks=rank_numbers, name=lambda w: w.name),
    shell:
        "python -P {params.script:q} {params.flags} 2> {log:q}"
