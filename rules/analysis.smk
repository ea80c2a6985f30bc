# Analysis half: from a capture bundle to results/<name>/profile.json. Every rule reads only the
# bundle and earlier tables; Parquet between rules.


rule ingest_nsys:
    input:
        bundle_inputs,
    output:
        kernels=table("{name}", "nsys_kernels"),
        ranges=table("{name}", "nsys_ranges"),
        info=f"{RESULTS}/{{name}}/tables/nsys_info.json",
    log:
        f"{RESULTS}/{{name}}/logs/ingest_nsys.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/ingest_nsys.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("ingest_nsys"),
        bundle=bundle_dir,
    shell:
        "python {params.script} --bundle {params.bundle} --kernels {output.kernels}"
        " --ranges {output.ranges} --info {output.info} 2> {log}"


rule ingest_kineto:
    input:
        bundle_inputs,
    output:
        ops=table("{name}", "kineto_ops"),
        launches=table("{name}", "kineto_launches"),
        kernels=table("{name}", "kineto_kernels"),
        info=f"{RESULTS}/{{name}}/tables/kineto_info.json",
    log:
        f"{RESULTS}/{{name}}/logs/ingest_kineto.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/ingest_kineto.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("ingest_kineto"),
        bundle=bundle_dir,
    shell:
        "python {params.script} --bundle {params.bundle} --ops {output.ops}"
        " --launches {output.launches} --kernels {output.kernels} --info {output.info} 2> {log}"


rule ingest_ncu:
    input:
        bundle_inputs,
    output:
        kernels=table("{name}", "ncu_kernels"),
        resolution=table("{name}", "ncu_resolution"),
    log:
        f"{RESULTS}/{{name}}/logs/ingest_ncu.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/ingest_ncu.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("ingest_ncu"),
        bundle=bundle_dir,
    shell:
        "python {params.script} --bundle {params.bundle} --kernels {output.kernels}"
        " --resolution {output.resolution} 2> {log}"


rule window_and_gate:
    input:
        bundle_inputs,
        nsys_kernels=table("{name}", "nsys_kernels"),
        nsys_ranges=table("{name}", "nsys_ranges"),
        kineto_ops=table("{name}", "kineto_ops"),
        kineto_launches=table("{name}", "kineto_launches"),
        kineto_kernels=table("{name}", "kineto_kernels"),
        ncu_kernels=table("{name}", "ncu_kernels"),
    output:
        window=table("{name}", "window"),
        ncu_map=table("{name}", "ncu_map"),
    log:
        f"{RESULTS}/{{name}}/logs/window_and_gate.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/window_and_gate.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("window_and_gate"),
        bundle=bundle_dir,
    shell:
        "python {params.script} --bundle {params.bundle}"
        " --nsys-kernels {input.nsys_kernels} --nsys-ranges {input.nsys_ranges}"
        " --kineto-ops {input.kineto_ops} --kineto-launches {input.kineto_launches}"
        " --kineto-kernels {input.kineto_kernels} --ncu-kernels {input.ncu_kernels}"
        " --window {output.window} --ncu-map {output.ncu_map} 2> {log}"


rule join:
    input:
        bundle_inputs,
        window=table("{name}", "window"),
        nsys_kernels=table("{name}", "nsys_kernels"),
        ncu_kernels=table("{name}", "ncu_kernels"),
        ncu_map=table("{name}", "ncu_map"),
    output:
        joined=table("{name}", "joined"),
    log:
        f"{RESULTS}/{{name}}/logs/join.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/join.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("join"),
        bundle=bundle_dir,
    shell:
        "python {params.script} --bundle {params.bundle} --window {input.window}"
        " --nsys-kernels {input.nsys_kernels} --ncu-kernels {input.ncu_kernels}"
        " --ncu-map {input.ncu_map} --joined {output.joined} 2> {log}"


rule fusion_map:
    input:
        bundle_inputs,
    output:
        fusion_map=table("{name}", "fusion_map"),
    log:
        f"{RESULTS}/{{name}}/logs/fusion_map.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/fusion_map.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("fusion_map"),
        bundle=bundle_dir,
    shell:
        "python {params.script} --bundle {params.bundle} --out {output.fusion_map} 2> {log}"


rule attribute:
    input:
        joined=table("{name}", "joined"),
        nsys_ranges=table("{name}", "nsys_ranges"),
        kineto_ops=table("{name}", "kineto_ops"),
        kineto_launches=table("{name}", "kineto_launches"),
        kineto_kernels=table("{name}", "kineto_kernels"),
        fusion_map=table("{name}", "fusion_map"),
    output:
        attributed=table("{name}", "attributed"),
    log:
        f"{RESULTS}/{{name}}/logs/attribute.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/attribute.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("attribute"),
    shell:
        "python {params.script} --joined {input.joined} --nsys-ranges {input.nsys_ranges}"
        " --kineto-ops {input.kineto_ops} --kineto-launches {input.kineto_launches}"
        " --kineto-kernels {input.kineto_kernels} --fusion-map {input.fusion_map}"
        " --attributed {output.attributed} 2> {log}"


rule aggregate:
    input:
        attributed=table("{name}", "attributed"),
    output:
        kernels=f"{RESULTS}/{{name}}/kernels.parquet",
        operators=f"{RESULTS}/{{name}}/operators.parquet",
        summary=f"{RESULTS}/{{name}}/operator_summary.parquet",
    log:
        f"{RESULTS}/{{name}}/logs/aggregate.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/aggregate.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("aggregate"),
    shell:
        "python {params.script} --attributed {input.attributed} --kernels {output.kernels}"
        " --operators {output.operators} --summary {output.summary} 2> {log}"


rule profile:
    input:
        bundle_inputs,
        kernels=f"{RESULTS}/{{name}}/kernels.parquet",
        operators=f"{RESULTS}/{{name}}/operators.parquet",
        summary=f"{RESULTS}/{{name}}/operator_summary.parquet",
        resolution=table("{name}", "ncu_resolution"),
        nsys_info=f"{RESULTS}/{{name}}/tables/nsys_info.json",
        kineto_info=f"{RESULTS}/{{name}}/tables/kineto_info.json",
    output:
        profile=report(
            f"{RESULTS}/{{name}}/profile.json",
            caption="../report/profile.rst",
            category="Profiles",
            labels={"workload": "{name}", "file": "profile.json"},
        ),
    log:
        f"{RESULTS}/{{name}}/logs/profile.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/profile.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("write_profile"),
        bundle=bundle_dir,
    shell:
        "python {params.script} --bundle {params.bundle} --kernels {input.kernels}"
        " --operators {input.operators} --summary {input.summary} --resolution {input.resolution}"
        " --nsys-info {input.nsys_info} --kineto-info {input.kineto_info} --out {output.profile} 2> {log}"


rule report:
    input:
        profile=f"{RESULTS}/{{name}}/profile.json",
        kernels=f"{RESULTS}/{{name}}/kernels.parquet",
    output:
        report=report(
            report_path("{name}"),
            caption="../report/report.rst",
            category="Reports",
            labels={"workload": "{name}", "file": "report.html"},
        ),
    log:
        f"{RESULTS}/{{name}}/logs/report.log",
    benchmark:
        f"{RESULTS}/{{name}}/benchmarks/report.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("report"),
    shell:
        "python {params.script} --profile {input.profile} --kernels {input.kernels}"
        " --out {output.report} 2> {log}"
