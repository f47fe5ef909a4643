"""Qt without widgets: the game controller, AI worker, settings, save files and resource paths.

This package's own module loads no Qt, so that importing any of its modules costs no more than
that module needs; the application's names are written here once (``ui.application`` gives them
to Qt, ``build_installer.py`` reads them without importing anything).
"""

ORGANIZATION_NAME = "Tractor Desktop"
APPLICATION_NAME = "tractor-desktop"
APPLICATION_DISPLAY_NAME = "Tractor Desktop"
# The reverse-DNS id of the Linux desktop entry (<id>.desktop), the AppStream metainfo and the
# Wayland app id; build_installer.py and the files in packaging/linux/ take it from here.
APPLICATION_ID = "io.github.tractor_desktop.TractorDesktop"
HOMEPAGE = "https://github.com/tractor-desktop/tractor-desktop"
