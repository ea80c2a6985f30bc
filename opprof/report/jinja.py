"""The pages' jinja2 templates (opprof/report/templates), escaped and strict: a name a template
uses that the page does not give is an error, not an empty string."""

import jinja2

TEMPLATES = jinja2.Environment(
    loader=jinja2.PackageLoader("opprof.report", "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    keep_trailing_newline=True,
)
