"""Every rule of the workflow as one function of the same name: paths in, files out.

A rule of ``rules/<stage>.smk`` runs ``scripts/<rule>.py``, which hands its flags to
``opprof.stages.<stage>.<rule>`` (``opprof.cli`` builds them from the signature): one module here
per rule file, so that a script imports only what its rule needs. Each function reads what its
rule names as input, calls the package's pure functions and writes every output atomically: a
stage that fails leaves no output behind. Capture stages run a profiler over the workload
(``opprof.capture``); analysis stages only read files.
"""
