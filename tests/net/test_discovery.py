"""LAN discovery: typed addresses, hostile TXT records (no network), a missing network, and an
Announcer's tables seen, updated and withdrawn by a Browser on this machine over loopback
multicast (skipped, with the reason, where loopback multicast does not work)."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
import struct
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from net_helpers import eventually
from zeroconf import ServiceInfo, ServiceStateChange

from tractor_desktop.net.discovery import announcing, browsing, interfaces
from tractor_desktop.net.discovery.addresses import parse_address, ws_url
from tractor_desktop.net.discovery.announcing import Announcer
from tractor_desktop.net.discovery.browsing import Browser
from tractor_desktop.net.discovery.records import (
    SERVICE_TYPE,
    LanTable,
    connectable_address,
    table_from_info,
    table_from_record,
)
from tractor_desktop.net.protocol import PROTOCOL_VERSION, normal_room_code, room_code

LOOPBACK = ["127.0.0.1"]

# ----- typed addresses -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("192.168.1.20", ("192.168.1.20", 8765)),
        ("192.168.1.20:9000", ("192.168.1.20", 9000)),
        ("  table.lan:9000 \n", ("table.lan", 9000)),
        ("localhost", ("localhost", 8765)),
        ("Ann-PC", ("Ann-PC", 8765)),
        ("host.local.", ("host.local.", 8765)),
        ("küche.local:1", ("küche.local", 1)),
        ("host:65535", ("host", 65535)),
        ("[::1]:9000", ("::1", 9000)),
        ("[::1]", ("::1", 8765)),
        ("::1", ("::1", 8765)),
        ("2001:db8::5", ("2001:db8::5", 8765)),
        ("[fe80::1%eth0]:9000", ("fe80::1%eth0", 9000)),
        ("ws://table.lan:9000", ("table.lan", 9000)),
        ("WS://table.lan:9000/", ("table.lan", 9000)),
        ("ws://[2001:db8::5]:8765", ("2001:db8::5", 8765)),
        ("ws://10.0.0.7", ("10.0.0.7", 8765)),
    ],
)
def test_parse_address_reads_what_people_type(text: str, expected: tuple[str, int]) -> None:
    assert parse_address(text) == expected


def test_parse_address_takes_the_default_port_given() -> None:
    assert parse_address("table.lan", default_port=4000) == ("table.lan", 4000)
    assert parse_address("table.lan:9000", default_port=4000) == ("table.lan", 9000)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "no address"),
        ("   ", "no address"),
        ("host:0", "1 to 65535"),
        ("host:65536", "1 to 65535"),
        ("host:99999999", "1 to 65535"),
        ("host:", "1 to 65535"),
        ("host:abc", "1 to 65535"),
        ("host:-1", "1 to 65535"),
        ("host:+80", "1 to 65535"),
        ("host:٨٠", "1 to 65535"),  # Arabic-Indic digits: int() would take them
        ("[::1]:0", "1 to 65535"),
        (":9000", "no host"),
        ("ws://", "no host"),
        ("wss://host:9000", "ws://host:port"),
        ("http://host", "ws://host:port"),
        ("ws://host:9000/rooms/K7M2QX", "no path"),
        ("ws://host:9000?x=1", "no path"),
        ("table lan:9000", "no spaces"),
        ("1.2.3", "IPv4"),
        ("256.1.1.1", "IPv4"),
        ("3232235777", "IPv4"),
        ("8765", "a port goes after the host"),
        ("[::1", "no ]"),
        ("[::1]9000", "only :port"),
        ("[table.lan]:9000", "IPv6"),
        ("::zz", "IPv6"),
        ("host:9000:1", "IPv6"),
        ("-bad-.lan", "host name"),
        ("a..b", "host name"),
        ("x" * 64 + ".lan", "host name"),
        ("host/", "host name"),
        ("ann@host", "host name"),
        ("\x00", "host name"),
    ],
)
def test_parse_address_refuses_junk_and_says_why(text: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        parse_address(text)


def test_urls_put_ipv6_addresses_in_brackets() -> None:
    assert ws_url("10.0.0.7", 8765) == "ws://10.0.0.7:8765"
    assert ws_url("2001:db8::5", 9000) == "ws://[2001:db8::5]:9000"
    table = LanTable("Tractor K7M2QX", "2001:db8::5", 9000, "K7M2QX", 3, 1, "Ann")
    assert table.url == "ws://[2001:db8::5]:9000"
    host, port = parse_address(table.url)
    assert ws_url(host, port) == table.url


# ----- what the network says ------------------------------------------------------------------

NAME = f"Tractor K7M2QX.{SERVICE_TYPE}"
GOOD: dict[bytes, bytes | None] = {
    b"room": b"K7M2QX",
    b"free": b"3",
    b"proto": str(PROTOCOL_VERSION).encode(),
    b"host": "Ann 安".encode(),
}


def txt(*strings: bytes) -> bytes:
    """A TXT record's wire form: each string after its length byte."""
    return b"".join(bytes([len(s)]) + s for s in strings)


def record(**changes: bytes | None) -> dict[bytes, bytes | None]:
    properties = dict(GOOD)
    for key, value in changes.items():
        if value is None:
            properties.pop(key.encode(), None)
        else:
            properties[key.encode()] = value
    return properties


def test_a_good_record_is_a_table() -> None:
    table = table_from_record(NAME, GOOD, ["192.168.1.20"], 8765)
    assert table == LanTable(
        "Tractor K7M2QX", "192.168.1.20", 8765, "K7M2QX", 3, PROTOCOL_VERSION, "Ann 安"
    )
    assert table.url == "ws://192.168.1.20:8765"


def test_a_record_from_the_wire_is_a_table() -> None:
    raw = txt(b"room=K7M2QX", b"free=0", b"proto=1", b"host=Bob", b"extra=ignored")
    info = ServiceInfo(SERVICE_TYPE, NAME, port=9000, properties=raw, parsed_addresses=["10.0.0.7"])
    table = table_from_info(info)
    assert table is not None
    assert (table.room, table.free_seats, table.protocol) == ("K7M2QX", 0, 1)
    assert table.host_name == "Bob"
    assert table.url == "ws://10.0.0.7:9000"


@pytest.mark.parametrize(
    "changes",
    [
        {"room": None},
        {"free": None},
        {"proto": None},
        {"host": None},
        {"room": b"K7M2Q0"},  # 0 is not in the alphabet
        {"room": b"K7M2QXY"},
        {"room": b"k7m2qx"},  # not how a server writes it
        {"room": b""},
        {"room": b"\xff\xfe"},
        {"host": b"Ann\xff"},  # not UTF-8
        {"host": b"\xed\xa0\x80"},  # a lone surrogate, encoded
        {"free": b"5"},
        {"free": b"-1"},
        {"free": b"three"},
        {"free": b"3 "},
        {"free": b"+3"},
        {"free": b""},
        {"free": "٣".encode()},  # an Arabic-Indic three
        {"free": b"9" * 400},
        {"proto": b"0"},
        {"proto": b"99999999"},
        {"proto": b"1.5"},
        {"proto": b"0x1"},
    ],
)
def test_a_hostile_or_broken_record_is_ignored(changes: dict[str, bytes | None]) -> None:
    assert table_from_record(NAME, record(**changes), ["192.168.1.20"], 8765) is None


def test_a_key_without_a_value_counts_as_missing() -> None:
    info = ServiceInfo(
        SERVICE_TYPE,
        NAME,
        port=8765,
        properties=txt(b"room=K7M2QX", b"free", b"proto=1", b"host=Ann"),
        parsed_addresses=["10.0.0.7"],
    )
    assert info.properties[b"free"] is None
    assert table_from_info(info) is None


def test_keys_are_read_without_case_and_the_first_of_a_repeated_key_counts() -> None:
    raw = txt(b"ROOM=K7M2QX", b"Free=1", b"free=4", b"proto=1", b"host=Ann")
    info = ServiceInfo(SERVICE_TYPE, NAME, port=8765, properties=raw, parsed_addresses=["10.0.0.7"])
    table = table_from_info(info)
    assert table is not None and table.free_seats == 1


def test_truncated_and_random_txt_bytes_never_raise() -> None:
    for raw in (b"\xff", b"\x40room=K7M2QX", b"\x00\x00\x00", bytes(range(256)), b"\x05=====" * 9):
        info = ServiceInfo(
            SERVICE_TYPE, NAME, port=8765, properties=raw, parsed_addresses=["10.0.0.7"]
        )
        assert table_from_info(info) is None


def test_names_are_cut_to_24_printable_characters() -> None:
    hostile = "\x1b[31mAnn\u202e\u200b\x00" + "Z" * 100
    table = table_from_record(NAME, record(host=hostile.encode()), ["10.0.0.7"], 8765)
    assert table is not None
    assert table.host_name == "[31mAnn" + "Z" * 17
    assert len(table.host_name) == 24 and table.host_name.isprintable()
    table = table_from_record(NAME, record(host=b"   "), ["10.0.0.7"], 8765)
    assert table is not None and table.host_name == ""


def test_the_instance_name_is_cut_and_printable_too() -> None:
    name = "Tractor\x07 K7M2QX " + "é" * 80 + f".{SERVICE_TYPE}"
    table = table_from_record(name, GOOD, ["10.0.0.7"], 8765)
    assert table is not None
    assert table.name.startswith("Tractor K7M2QX é") and len(table.name) == 63
    table = table_from_record(f"\x01\x02.{SERVICE_TYPE}", GOOD, ["10.0.0.7"], 8765)
    assert table is not None and table.name == "Tractor K7M2QX"


@pytest.mark.parametrize("port", [None, 0, -1, 65536])
def test_a_record_without_a_real_port_is_ignored(port: int | None) -> None:
    assert table_from_record(NAME, GOOD, ["10.0.0.7"], port) is None


@pytest.mark.parametrize(
    "addresses",
    [[], ["0.0.0.0"], ["224.0.0.251"], ["255.255.255.255"], ["fe80::1"], ["::"], ["junk", ""]],
)
def test_a_record_without_an_address_to_connect_to_is_ignored(addresses: list[str]) -> None:
    assert table_from_record(NAME, GOOD, addresses, 8765) is None


def test_the_address_chosen_is_one_this_machine_can_reach() -> None:
    lan = [ipaddress.ip_network("192.168.1.0/24")]
    # A server's container bridge or VPN address comes first; the shared network wins.
    assert connectable_address(["172.17.0.1", "192.168.1.20"], lan) == "192.168.1.20"
    assert connectable_address(["172.17.0.1", "192.168.1.20"]) == "172.17.0.1"
    assert connectable_address(["2001:db8::5", "10.0.0.7"]) == "10.0.0.7"  # IPv4 preferred
    assert connectable_address(["127.0.0.1", "2001:db8::5"]) == "2001:db8::5"
    assert connectable_address(["169.254.3.4", "10.0.0.7"]) == "10.0.0.7"
    assert connectable_address(["::1", "127.0.0.1"]) == "127.0.0.1"  # a server on this machine
    assert connectable_address(["fe80::1", "::1"]) == "::1"


@settings(max_examples=100, deadline=None)
@given(
    properties=st.dictionaries(
        st.sampled_from([b"room", b"free", b"proto", b"host", b"ROOM"]) | st.binary(max_size=6),
        st.none() | st.binary(max_size=30) | st.sampled_from([b"K7M2QX", b"0", b"4", b"1"]),
        max_size=6,
    ),
    addresses=st.lists(
        st.sampled_from(["10.0.0.7", "::1", "fe80::1", "x"]) | st.text(), max_size=3
    ),
    port=st.none() | st.integers(-5, 70000),
    name=st.text(max_size=80),
)
def test_no_record_makes_decoding_raise_or_a_table_break_the_limits(
    properties: dict[bytes, bytes | None], addresses: list[str], port: int | None, name: str
) -> None:
    table = table_from_record(name, properties, addresses, port)
    if table is not None:
        assert normal_room_code(table.room) == table.room
        assert 0 <= table.free_seats <= 4 and 1 <= table.protocol <= 9999
        assert 1 <= table.port <= 65535
        assert len(table.host_name) <= 24 and table.host_name.isprintable()
        assert len(table.name) <= 63 and table.name.isprintable()
        ipaddress.ip_address(table.host)


# ----- no network -----------------------------------------------------------------------------


@pytest.fixture
def no_multicast(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(**_: Any) -> None:
        raise OSError(19, "No such device")

    monkeypatch.setattr(announcing, "Zeroconf", refuse)
    monkeypatch.setattr(browsing, "Zeroconf", refuse)


@pytest.mark.usefixtures("no_multicast")
def test_without_multicast_the_announcer_logs_and_carries_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.WARNING, logger=announcing.__name__):
        announcer = Announcer(8765)
    assert not announcer.working
    assert "cannot announce tables" in caplog.text
    announcer.announce("K7M2QX", 3, "Ann")
    announcer.withdraw("K7M2QX")
    assert announcer.wait_idle(1.0)
    announcer.close()
    announcer.close()
    announcer.announce("K7M2QX", 2, "Ann")


@pytest.mark.usefixtures("no_multicast")
def test_without_multicast_the_browser_logs_and_lists_nothing(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.WARNING, logger=browsing.__name__):
        browser = Browser(lambda tables: pytest.fail("no tables without a network"))
    assert not browser.working and browser.tables() == []
    assert "type the server's address" in caplog.text
    browser.close()
    browser.close()


class FakeZeroconf:
    """Answers a Browser's look-ups from a dict of service name -> ServiceInfo."""

    def __init__(self) -> None:
        self.infos: dict[str, ServiceInfo] = {}

    def get_service_info(self, type_: str, name: str, timeout: int) -> ServiceInfo | None:
        return self.infos.get(name)


@pytest.mark.usefixtures("no_multicast")
def test_the_browser_keeps_good_tables_drops_bad_ones_and_survives_its_callback(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    calls: list[list[LanTable]] = []

    def on_change(tables: list[LanTable]) -> None:
        calls.append(tables)
        if len(calls) == 2:
            raise RuntimeError("a broken callback")

    browser = Browser(on_change)
    zc = FakeZeroconf()

    def seen(code: str, raw: bytes, change: ServiceStateChange) -> None:
        name = f"Tractor {code}.{SERVICE_TYPE}"
        zc.infos[name] = ServiceInfo(
            SERVICE_TYPE, name, port=8765, properties=raw, parsed_addresses=["10.0.0.7"]
        )
        browser._changed(zc, SERVICE_TYPE, name, change)  # type: ignore[arg-type]

    good = txt(b"room=K7M2QX", b"free=3", b"proto=1", b"host=Ann")
    seen("K7M2QX", good, ServiceStateChange.Added)
    assert [t.room for t in browser.tables()] == ["K7M2QX"]
    with caplog.at_level(logging.ERROR, logger=browsing.__name__):
        seen("K7M2QX", good.replace(b"free=3", b"free=2"), ServiceStateChange.Updated)
    assert "a broken callback" in caplog.text
    assert browser.tables()[0].free_seats == 2
    seen("K7M2QX", good, ServiceStateChange.Updated)
    assert len(calls) == 3
    seen("K7M2QX", good.replace(b"free=3", b"free=9"), ServiceStateChange.Updated)
    assert browser.tables() == [] and calls[-1] == []  # gone bad: dropped
    seen("A2B3C4", good.replace(b"K7M2QX", b"A2B3C4"), ServiceStateChange.Added)
    seen("A2B3C4", good, ServiceStateChange.Removed)
    assert browser.tables() == []

    monkeypatch.setattr(browsing, "MAX_TABLES", 3)
    for code in ("AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD", "EEEEEE"):
        seen(code, good.replace(b"K7M2QX", code.encode()), ServiceStateChange.Added)
    assert [t.room for t in browser.tables()] == ["AAAAAA", "BBBBBB", "CCCCCC"]
    browser.close()
    count = len(calls)
    seen("FFFFFF", good.replace(b"K7M2QX", b"FFFFFF"), ServiceStateChange.Added)
    assert len(calls) == count, "on_change called after close"


def test_an_interface_that_is_not_this_machines_is_no_error() -> None:
    announcer = Announcer(8765, interfaces=["203.0.113.7"])  # TEST-NET-3: nobody's
    browser = Browser(lambda tables: None, interfaces=["203.0.113.7"])
    try:
        announcer.announce("K7M2QX", 3, "Ann")
        assert not announcer.working and not browser.working
    finally:
        announcer.close()
        browser.close()


@pytest.mark.usefixtures("no_multicast")
def test_the_announcer_refuses_what_no_table_has() -> None:
    with pytest.raises(ValueError, match="port"):
        Announcer(0)
    with pytest.raises(ValueError, match="not an address"):
        Announcer(8765, addresses=["not an address"])
    announcer = Announcer(8765, addresses=["192.168.1.20"])
    assert announcer.addresses == ["192.168.1.20"]
    with pytest.raises(ValueError, match="room code"):
        announcer.announce("K7M2Q0", 3, "Ann")
    with pytest.raises(ValueError, match="free seats"):
        announcer.announce("K7M2QX", 5, "Ann")
    announcer.withdraw("not a room")  # nothing to withdraw: nothing happens
    announcer.close()


def test_the_announced_addresses_follow_the_interfaces() -> None:
    assert interfaces.local_addresses(["127.0.0.1", 3]) == ["127.0.0.1"]
    everywhere = interfaces.local_addresses()
    assert everywhere
    for text in everywhere:
        address = ipaddress.ip_address(text)
        assert not (address.version == 6 and address.is_link_local)
        assert not address.is_loopback or everywhere == ["127.0.0.1"]


# ----- over the network: loopback multicast ---------------------------------------------------


def loopback_multicast_works() -> str | None:
    """None if a multicast datagram sent on 127.0.0.1 comes back here, else why not."""
    group = "239.255.42.99"
    try:
        receiver = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    except OSError as error:
        return f"no UDP sockets: {error}"
    with receiver, sender:
        try:
            receiver.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            receiver.bind(("", 0))
            port = receiver.getsockname()[1]
            membership = socket.inet_aton(group) + socket.inet_aton("127.0.0.1")
            receiver.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, membership)
            receiver.settimeout(1.0)
            loopback = socket.inet_aton("127.0.0.1")
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, loopback)
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, struct.pack("B", 1))
            sender.sendto(b"tractor", (group, port))
            data, _ = receiver.recvfrom(64)
        except OSError as error:  # socket.timeout is one
            return f"loopback multicast does not work here ({error or 'nothing came back'})"
    return None if data == b"tractor" else "loopback multicast brought back something else"


class Seen:
    """What a Browser reported, and on which threads."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latest: list[LanTable] = []
        self.threads: set[threading.Thread] = set()

    def __call__(self, tables: list[LanTable]) -> None:
        with self.lock:
            self.latest = tables
            self.threads.add(threading.current_thread())

    def room(self, code: str) -> LanTable | None:
        with self.lock:
            return next((t for t in self.latest if t.room == code), None)


@contextlib.contextmanager
def closing_all(*things: Announcer | Browser) -> Iterator[None]:
    try:
        yield
    finally:
        for thing in things:
            thing.close()


def test_an_announced_table_is_seen_updated_and_withdrawn_on_this_machine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    reason = loopback_multicast_works()
    if reason is not None:
        pytest.skip(reason)
    rooms = [room_code(), room_code()]
    seen = Seen()
    # Where the announcements go out: never in the server's loop, which they must not hold up
    # while the network answers (counted, not timed).
    sending: list[threading.Thread] = []
    send = Announcer._send

    async def recorded(self: Announcer, *args: Any) -> None:
        sending.append(threading.current_thread())
        await send(self, *args)

    monkeypatch.setattr(Announcer, "_send", recorded)

    async def main() -> None:
        # Made in a running event loop, as the server will: it must not take the loop over.
        announcer = Announcer(48765, interfaces=LOOPBACK)
        browser = Browser(seen, interfaces=LOOPBACK)
        with closing_all(browser, announcer):
            if not (announcer.working and browser.working):
                pytest.skip("zeroconf cannot use loopback multicast here (see the log)")
            caller = threading.current_thread()
            announcer.announce(rooms[0], 3, "Ann\x00")
            announcer.announce(rooms[1], 4, "Bob")
            await eventually(lambda: seen.room(rooms[0]) and seen.room(rooms[1]))
            table = seen.room(rooms[0])
            assert table == LanTable(
                f"Tractor {rooms[0]}", "127.0.0.1", 48765, rooms[0], 3, PROTOCOL_VERSION, "Ann"
            )
            assert table.url == "ws://127.0.0.1:48765"
            assert [t.room for t in browser.tables() if t.room in rooms] == sorted(rooms)
            assert threading.current_thread() not in seen.threads

            announcer.announce(rooms[0], 2, "Ann")
            await eventually(lambda: (t := seen.room(rooms[0])) is not None and t.free_seats == 2)
            assert announcer.working

            announcer.withdraw(rooms[0])
            await eventually(lambda: seen.room(rooms[0]) is None)
            assert seen.room(rooms[1]) is not None

            assert sending and caller not in sending
            announcer.close()  # says goodbye for the rooms still announced
            await eventually(lambda: seen.room(rooms[1]) is None)

    asyncio.run(main())
