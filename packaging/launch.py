"""The frozen bundle's entry script: the same ``main`` as ``python -m tractor_desktop``.

A separate script (rather than ``tractor_desktop/__main__.py`` itself) keeps the package's
``__main__`` an ordinary module inside the bundle. The computer players' process is this
executable run again with ``--ai-child``: ``main`` sees that first and serves the computer
players, never reaching the window.
"""

from tractor_desktop.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
