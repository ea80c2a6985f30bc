"""The HTML report: signals, operator facts, charts and the page template."""
