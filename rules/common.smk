import json
from pathlib import Path

from snakemake.utils import validate

validate(config, schema="../config/schema.yaml")


wildcard_constraints:
    name=r"[A-Za-z0-9_.-]+",


RESULTS = "results"
SCRIPTS = Path(workflow.basedir) / "scripts"


def recorded_bundle(name):
    return Path(config["captures_dir"]) / name


def table(name, stem):
    return f"{RESULTS}/{name}/tables/{stem}.parquet"


def bundle_inputs(wildcards):
    """capture.json plus every file it lists, so an edited bundle re-runs its analysis."""
    root = recorded_bundle(wildcards.name)
    manifest = root / "capture.json"
    if not manifest.is_file():
        return [str(manifest)]
    files = json.loads(manifest.read_text()).get("files", {})
    listed = [
        files.get("nsys"),
        files.get("kineto"),
        files.get("replay_plan"),
        files.get("modules"),
    ]
    listed += [entry["path"] for entry in files.get("ncu", [])]
    return [str(manifest)] + [str(root / f) for f in listed if isinstance(f, str)]


def bundle_dir(wildcards):
    return str(recorded_bundle(wildcards.name))


def script(stage):
    return str(SCRIPTS / f"{stage}.py")


def profile_targets(names):
    return [f"{RESULTS}/{n}/profile.json" for n in names]
