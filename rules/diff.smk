# Diff: two profiles compared per operator family (results/diff/<base>__<new>/), then the
# regression gate over the diff, which fails the target with the table of what crossed.


rule diff:
    input:
        base_profile=side("profile.json", "base"),
        base_kernels=side("kernels.parquet", "base"),
        new_profile=side("profile.json", "new"),
        new_kernels=side("kernels.parquet", "new"),
    output:
        diff=f"{DIFF}/diff.json",
        report=report(
            f"{DIFF}/diff.html",
            caption="../report/diff.rst",
            category="Diffs",
            labels={"base": "{base}", "new": "{new}", "file": "diff.html"},
        ),
    log:
        f"{DIFF}/logs/diff.log",
    benchmark:
        f"{DIFF}/benchmarks/diff.tsv"
    wildcard_constraints:
        # One underscore at a time: "__" separates the two names.
        base=PAIR_NAME,
        new=PAIR_NAME,
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("diff"),
        flags=stage_flags(
            base=lambda w: w.base, new=lambda w: w.new, strict=config["strict"]
        ),
        strict=config["strict"],
        # A refused diff leaves no gate record of the earlier one either.
        earlier=lambda w: f"{RESULTS}/diff/{w.base}__{w.new}/gate.json",
    shell:
        "python -P {params.script:q} {params.flags} 2> {log:q}"
        " || {{ status=$?; rm -f -- {params.earlier:q}; exit $status; }}"


rule diff_gate:
    input:
        diff=f"{DIFF}/diff.json",
    output:
        record=f"{DIFF}/gate.json",
    log:
        f"{DIFF}/logs/diff_gate.log",
    benchmark:
        f"{DIFF}/benchmarks/diff_gate.tsv"
    wildcard_constraints:
        base=PAIR_NAME,
        new=PAIR_NAME,
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("diff_gate"),
        flags=stage_flags(
            rules=json.dumps(config["diff"]["gate"], sort_keys=True),
            expected=expected_families,
        ),
        # Tracked by Snakemake (flags, a function of the input, is not): a change reruns the gate.
        rules=config["diff"]["gate"],
        expected=expected_families,
    shell:
        # The crossed rules also go to the terminal: the target's failure is the gate's answer.
        "python -P {params.script:q} {params.flags} 2> {log:q} || {{ status=$?; cat {log:q} >&2; exit $status; }}"


# Targets diff_<base>__<new> per configured pair, and diff_all.
for target, pairs in [(f"diff_{b}__{n}", [(b, n)]) for b, n in PAIRS] + [
    ("diff_all", list(PAIRS))
]:

    rule:
        name:
            target
        input:
            [path for b, n in pairs for path in pair_outputs(b, n)],
        localrule: True


# The method's three findings rerun on this GPU's (or the recorded) bundles.
rule paper_findings:
    input:
        diffs=paper_files("diff/{base}__{new}/diff.json"),
        bases=paper_files("{base}/kernels.parquet"),
        news=paper_files("{new}/kernels.parquet"),
        profiles=paper_files("{base}/profile.json"),
    output:
        markdown=f"{RESULTS}/paper/findings.md",
        page=report(
            f"{RESULTS}/paper/findings.html",
            caption="../report/findings.rst",
            category="Paper",
            labels={"file": "findings.html"},
        ),
    log:
        f"{RESULTS}/paper/logs/paper_findings.log",
    benchmark:
        f"{RESULTS}/paper/benchmarks/paper_findings.tsv"
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("paper_findings"),
        flags=stage_flags(),
    shell:
        "python -P {params.script:q} {params.flags} 2> {log:q}"


rule reproduce_paper:
    input:
        rules.paper_findings.output,
    localrule: True
