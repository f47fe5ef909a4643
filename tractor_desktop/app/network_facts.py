"""What the network dialogs and the people panel need of ``net/``, handed to the UI by the
app layer (the UI imports no network module itself): the local network's list of tables, the
address a player types, and the limits and quick messages of the protocol."""

from __future__ import annotations

from tractor_desktop.net.discovery import Browser as Browser
from tractor_desktop.net.discovery import LanTable as LanTable
from tractor_desktop.net.discovery import parse_address as parse_address
from tractor_desktop.net.protocol import MAX_NAME as MAX_NAME
from tractor_desktop.net.protocol import QUICK_MESSAGES as QUICK_MESSAGES
from tractor_desktop.net.protocol import TURN_SECONDS as TURN_SECONDS
from tractor_desktop.net.protocol import normal_room_code as normal_room_code
