"""Findings: each kind of fix in a module of its own (host, gemm, memory_traffic, occupancy, roof,
optimizer, epilogue, casts), declaring its rules, their evidence and the step-model change that prices
it; plan ranks the findings and prices the fixes together."""
