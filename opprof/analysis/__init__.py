"""Pure functions over the ingested tables: window, gate, join, attribution, aggregation."""
