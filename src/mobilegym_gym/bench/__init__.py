"""The ``mobilegym`` command line: scripted demo episodes (and, with tasks, benchmark runs)."""
