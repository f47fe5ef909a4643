"""The frozen bundle's entry script: the same ``main`` as ``python -m tractor_desktop``.

A separate script (rather than ``tractor_desktop/__main__.py`` itself) keeps the package's
``__main__`` an ordinary module inside the bundle. ``main`` calls ``multiprocessing.freeze_support``
first, so when the computer players' process is spawned by running this executable again, the
child serves the computer players and never reaches the window.
"""

from tractor_desktop.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
