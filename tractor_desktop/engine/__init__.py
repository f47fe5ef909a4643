"""The rules of Tractor (升级): pure standard-library Python, deterministic, no I/O."""
