"""One command from a checkout to the installers of the platform it runs on.

    python build_installer.py [--clean] [--release]

1. compiles the translations (resources/translations/*.ts -> .qm) with the game's own
   ``python -m tractor_desktop.app.translations --compile``;
2. renders the icon (resources/icons/tractor-desktop.svg) to PNGs, .ico and .icns in build/icons;
3. runs PyInstaller on packaging/tractor-desktop.spec (one-dir bundle in dist/tractor-desktop),
   skipped when none of its inputs changed since the last build;
4. smoke-tests the bundle: the frozen game plays a round with ``--self-test`` offscreen;
5. packages: Linux .deb and .tar.gz; Windows Inno Setup installer (when ISCC is installed);
   macOS .app and .dmg (with hdiutil). A missing tool is named and its artifact skipped;
6. prints the artifacts with their sizes, and writes them to dist/build-report.json; their SHA-256
   checksums go to dist/SHA256SUMS (``sha256sum -c SHA256SUMS`` checks them).

``--release`` (the release workflow's builds) refuses what only a local build may do: on Linux, a
.deb without a real maintainer (DEBFULLNAME and DEBEMAIL must be set).

Needs the ``build`` extra (``pip install -e '.[build]'``); on Linux also objdump (binutils) and
dpkg-deb; desktop-file-validate (desktop-file-utils) and appstreamcli (appstream) check the
desktop entry and the AppStream metainfo when installed.
"""

from __future__ import annotations

import argparse
import ast
import gzip
import hashlib
import importlib.metadata
import json
import os
import platform
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent
NAME = "tractor-desktop"
DISPLAY_NAME = "Tractor Desktop"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
ICONS = BUILD / "icons"
SPEC = ROOT / "packaging" / "tractor-desktop.spec"
LINUX_FILES = ROOT / "packaging" / "linux"
ICON_SVG = ROOT / "resources" / "icons" / f"{NAME}.svg"
# The icon of the saved games' MIME type (packaging/linux/tractor-desktop-mime.xml names it).
MIME_TYPE = "application/x-tractor-save"
DOCUMENT_ICON_NAME = MIME_TYPE.replace("/", "-")
DOCUMENT_ICON_SVG = ROOT / "resources" / "icons" / f"{DOCUMENT_ICON_NAME}.svg"
MAN_PAGE = LINUX_FILES / f"{NAME}.6"  # section 6: games
LINTIAN_OVERRIDES = LINUX_FILES / "lintian-overrides"
INNO_SCRIPT = ROOT / "resources" / "windows" / f"{NAME}.iss"
# The script uses x64compatible (new in Inno Setup 6.3) and reads its UTF-8 translations as such.
INNO_SETUP_MINIMUM = (6, 3)
INFO_PLIST = ROOT / "resources" / "macos" / "Info.plist"
# Its wheel's platform tag (macosx_13_0_universal2) says the oldest macOS that Qt runs on.
QT_DISTRIBUTION = "PySide6-Essentials"
ENTITLEMENTS = ROOT / "resources" / "macos" / "entitlements.plist"
# Set (by the release workflow, from its secrets) to a "Developer ID Application: …" identity in
# the keychain: the .app and the .dmg are then signed; unset, they are built unsigned.
CODESIGN_IDENTITY_VARIABLE = "MACOS_CODESIGN_IDENTITY"
REPORT = DIST / "build-report.json"
CHECKSUMS = DIST / "SHA256SUMS"

PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 64, 128, 256)
# .icns entry types by pixel size; the @2x types repeat a size for Retina screens.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)
SELF_TEST_TIMEOUT_S = 300
# A local build's .deb names this maintainer when DEBFULLNAME/DEBEMAIL are not set; --release
# refuses to build without them.
LOCAL_MAINTAINER = ("Unofficial local build", "local-build@tractor-desktop.invalid")
DEB_RECOMMENDS = (
    "fonts-noto-core",  # the game's languages' scripts
    "fonts-noto-cjk",
    "libpulse0 | libasound2",  # sound: miniaudio loads one of them at run time (silent without)
)
DEB_DESCRIPTION = """\
Tractor (升级 / 拖拉机) against computer players or friends
 Tractor ("upgrade", Sheng Ji, Tuolaji) is a Chinese trick-taking card game for
 four players in two fixed partnerships, played with two 54-card packs. Play it
 offline against three computer players (one partner, two opponents), or with
 friends over the network: host a table on your local network or join one on a
 server. No account, no advertisements."""


class BuildError(Exception):
    """A step failed; the message says what to do."""


def step(title: str) -> None:
    print(f"\n==> {title}", flush=True)


def note(message: str) -> None:
    print(f"    {message}", flush=True)


def human_size(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB" if size >= 100_000 else f"{size / 1000:.1f} kB"


def tree_size(path: Path) -> int:
    """Bytes of the regular files under ``path`` (symbolic links not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def version() -> str:
    text = (ROOT / "tractor_desktop" / "__init__.py").read_text("utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    if match is None:
        raise BuildError("no __version__ in tractor_desktop/__init__.py")
    return match.group(1)


def app_constant(name: str) -> str:
    """A string constant of tractor_desktop/app/__init__.py (APPLICATION_ID, HOMEPAGE), read
    without importing Qt: the one place the id and the homepage are written."""
    tree = ast.parse((ROOT / "tractor_desktop" / "app" / "__init__.py").read_text("utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == [name]:
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise BuildError(f'no {name} = "..." in tractor_desktop/app/__init__.py')


def app_id() -> str:
    """The reverse-DNS id: <id>.desktop, <id>.metainfo.xml, the Wayland app id."""
    return app_constant("APPLICATION_ID")


def homepage() -> str:
    return app_constant("HOMEPAGE")


def desktop_file() -> Path:
    return LINUX_FILES / f"{app_id()}.desktop"


def metainfo_file() -> Path:
    return LINUX_FILES / f"{app_id()}.metainfo.xml"


def run(command: list[str]) -> subprocess.CompletedProcess[str]:
    """Run a tool; on failure raise with its output."""
    done = subprocess.run(command, text=True, capture_output=True)
    if done.returncode != 0:
        output = (done.stdout + done.stderr).strip()
        raise BuildError(f"{' '.join(map(str, command))} failed ({done.returncode}):\n{output}")
    return done


# 1. Translations ---------------------------------------------------------------------------------


def lrelease() -> str | None:
    scripts = Path(sys.executable).parent
    for candidate in (
        shutil.which("pyside6-lrelease", path=str(scripts)),
        shutil.which("pyside6-lrelease"),
        shutil.which("lrelease"),
    ):
        if candidate:
            return candidate
    return None


def compile_translations() -> list[Path]:
    """Through the game's own compiler when it has one (it knows where the game loads them)."""
    if (ROOT / "tractor_desktop" / "app" / "translations.py").is_file():
        command = [sys.executable, "-m", "tractor_desktop.app.translations", "--compile"]
        done = run(command)
        compiled = [Path(line) for line in done.stdout.splitlines() if line.endswith(".qm")]
        for qm in compiled:
            note(f"{qm.resolve().relative_to(ROOT)}")
        return compiled
    sources = sorted((ROOT / "resources").rglob("*.ts"))
    if not sources:
        note("no .ts files in resources/: nothing to compile")
        return []
    tool = lrelease()
    if tool is None:
        raise BuildError("pyside6-lrelease not found: pip install -e '.[build]' (PySide6 has it)")
    compiled = []
    for source in sources:
        target = source.with_suffix(".qm")
        run([tool, "-silent", str(source), "-qm", str(target)])
        compiled.append(target)
        note(f"{source.relative_to(ROOT)} -> {target.name}")
    return compiled


# 2. Icons ----------------------------------------------------------------------------------------


def render_pngs(svg: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """PNG bytes of ``svg`` rendered square at each size, with Qt (QtSvg)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise BuildError(f"{svg.relative_to(ROOT)} is not an SVG that Qt can render")
    pngs = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        pngs[size] = bytes(data.data())
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (Windows Vista and later read them)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    directory, images = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an icon directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + directory + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_if_changed(path: Path, data: bytes) -> None:
    """Keep the file's time stamp when nothing changed (PyInstaller and make-like tools)."""
    if not path.is_file() or path.read_bytes() != data:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def make_icons() -> dict[int, Path]:
    pngs = render_pngs(ICON_SVG, sorted({*PNG_SIZES, *ICO_SIZES, *(s for _, s in ICNS_TYPES)}))
    paths = {}
    for size in PNG_SIZES:
        paths[size] = ICONS / "png" / f"{size}x{size}" / f"{NAME}.png"
        write_if_changed(paths[size], pngs[size])
    write_if_changed(ICONS / f"{NAME}.ico", ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    write_if_changed(ICONS / f"{NAME}.icns", icns_bytes(pngs))
    for size, png in render_pngs(DOCUMENT_ICON_SVG, PNG_SIZES).items():
        write_if_changed(document_icon_png(size), png)
    note(f"{len(PNG_SIZES)} PNGs ({', '.join(map(str, PNG_SIZES))} px), .ico, .icns in build/icons")
    note(f"the saved games' icon ({DOCUMENT_ICON_NAME}) in build/icons/mimetypes")
    return paths


def document_icon_png(size: int) -> Path:
    return ICONS / "mimetypes" / f"{size}x{size}" / f"{DOCUMENT_ICON_NAME}.png"


# 3. PyInstaller ----------------------------------------------------------------------------------


def bundle_dir() -> Path:
    return DIST / NAME


def frozen_executable() -> Path:
    if sys.platform == "win32":
        return bundle_dir() / f"{NAME}.exe"
    if sys.platform == "darwin":
        return DIST / f"{DISPLAY_NAME}.app" / "Contents" / "MacOS" / NAME
    return bundle_dir() / NAME


def build_inputs() -> Iterator[Path]:
    for folder in ("tractor_desktop", "packaging", "resources", "build/icons"):
        yield from sorted(
            p for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts
        )
    yield ROOT / "LICENSE"


# Bundled packages whose version changes what the spec collects: it lists zeroconf's submodules
# (compiled with Cython, their imports are unseen by PyInstaller's analysis) as they are installed.
FINGERPRINTED_PACKAGES = ("zeroconf", "ifaddr")


def fingerprint() -> str:
    """What the bundle is made of: sources, spec, resources, and the tools' versions."""
    from importlib.metadata import version as installed

    digest = hashlib.sha256()
    tools = f"{sys.version} {installed('pyinstaller')} {installed('PySide6-Essentials')}"
    tools += "".join(f" {name}={installed(name)}" for name in FINGERPRINTED_PACKAGES)
    digest.update(tools.encode())
    for path in build_inputs():
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def run_pyinstaller(clean: bool) -> bool:
    """Build the one-dir bundle unless an identical one is there; True if it was built."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError as error:
        raise BuildError("PyInstaller is not installed: pip install -e '.[build]'") from error
    try:
        import zeroconf  # noqa: F401 - the spec collects its submodules
    except ImportError as error:
        raise BuildError("zeroconf is not installed: pip install -e '.[build]'") from error
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        raise BuildError("objdump not found: PyInstaller needs it (apt-get install binutils)")
    stamp = BUILD / "pyinstaller" / "inputs.sha256"
    wanted = fingerprint()
    up_to_date = stamp.is_file() and stamp.read_text().strip() == wanted
    if up_to_date and not clean and frozen_executable().is_file():
        note("bundle up to date (same sources, spec, resources and tools): not rebuilt")
        return False
    stamp.unlink(missing_ok=True)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={DIST}",
        f"--workpath={BUILD / 'pyinstaller'}",
    ]
    if clean:
        command.append("--clean")
    started = time.perf_counter()
    done = subprocess.run([*command, str(SPEC)], cwd=ROOT)
    if done.returncode != 0:
        raise BuildError(f"PyInstaller failed ({done.returncode}); its log is above")
    note(f"PyInstaller: {time.perf_counter() - started:.1f} s")
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(wanted + "\n")
    return True


# 4. Smoke test -----------------------------------------------------------------------------------


def self_test(executable: Path) -> dict[str, float]:
    """Run the frozen game's ``--self-test`` offscreen; its measurements, or BuildError."""
    with tempfile.TemporaryDirectory(prefix="tractor-self-test-") as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRACTOR_DESKTOP_HOME": home}
        started = time.perf_counter()
        try:
            done = subprocess.run(
                [str(executable), "--self-test"],
                env=env,
                text=True,
                capture_output=True,
                timeout=SELF_TEST_TIMEOUT_S,
            )
        except subprocess.TimeoutExpired as error:
            raise BuildError(f"the frozen --self-test hung for {SELF_TEST_TIMEOUT_S} s") from error
        seconds = time.perf_counter() - started
    output = (done.stdout + done.stderr).strip()
    if done.returncode != 0:
        raise BuildError(f"the frozen --self-test failed ({done.returncode}):\n{output}")
    for line in output.splitlines():
        note(f"| {line}")
    if not output:
        note("| (no output: the windowed Windows build has no console)")
    measured = {"self_test_seconds": round(seconds, 2)}
    for key in ("first_paint_ms", "max_stall_ms"):
        match = re.search(rf"^{key}: ([\d.]+)$", done.stdout, re.M)
        if match:
            measured[key] = float(match.group(1))
    note(f"passed in {seconds:.1f} s")
    return measured


# 5a. Linux ---------------------------------------------------------------------------------------


def system_libraries() -> dict[str, tuple[str, str]]:
    """soname -> (Debian package, "depends" or "recommends"), from system-libraries.txt."""
    table = {}
    for line in (LINUX_FILES / "system-libraries.txt").read_text("utf-8").splitlines():
        fields = line.split("#", 1)[0].split()
        if fields:
            soname, package, relation = fields
            table[soname] = (package, relation)
    return table


def is_elf(path: Path) -> bool:
    if not path.is_file() or path.is_symlink():
        return False
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def linked_libraries(bundle: Path) -> tuple[dict[str, set[str]], str]:
    """The libraries the bundle's ELF files link (soname -> files needing it), and the newest
    glibc symbol version they use."""
    needed: dict[str, set[str]] = {}
    newest_glibc = (2, 17)
    for path in sorted(bundle.rglob("*")):
        if not is_elf(path):
            continue
        dump = run(["objdump", "-p", str(path)]).stdout
        for soname in re.findall(r"^\s+NEEDED\s+(\S+)$", dump, re.M):
            needed.setdefault(soname, set()).add(path.relative_to(bundle).as_posix())
        for found in re.findall(r"\bGLIBC_(\d+)\.(\d+)", dump):
            newest_glibc = max(newest_glibc, (int(found[0]), int(found[1])))
        for search_path in re.findall(r"^\s+(?:RUNPATH|RPATH)\s+(\S+)$", dump, re.M):
            if foreign_folders(search_path):
                raise BuildError(f"{path.relative_to(bundle)} searches {search_path} for libraries")
    return needed, f"{newest_glibc[0]}.{newest_glibc[1]}"


# The ELF dynamic section's tags this build reads or removes.
DT_NULL, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 5, 15, 29
PT_LOAD, PT_DYNAMIC = 1, 2


def foreign_folders(search_path: str) -> list[str]:
    """The folders of a RUNPATH/RPATH that are not relative to the library ($ORIGIN)."""
    return [f for f in search_path.split(":") if not re.match(r"\$(ORIGIN|\{ORIGIN\})(/|$)", f)]


def drop_foreign_runpath(path: Path) -> str | None:
    """Remove the DT_RUNPATH/DT_RPATH of an ELF file if it names folders outside the bundle (the
    build machine's Python puts its own lib folder there, e.g. ~/.pyenv/versions/3.11.7/lib:
    useless on the player's machine, and a library search path the player did not choose).

    The file is edited in place as ``chrpath -d`` does: the dynamic section's later entries move
    up one, and a DT_NULL fills the freed slot; the string table is left alone. A search path of
    $ORIGIN-relative folders only (Qt's plugins have them) is kept; one that mixes both is refused
    rather than guessed at. Returns the search path removed, if any."""
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF" or data[4] not in (1, 2) or data[5] not in (1, 2):
        return None
    wide, order = data[4] == 2, "<" if data[5] == 1 else ">"
    if wide:
        (phoff,) = struct.unpack_from(f"{order}Q", data, 0x20)
        phentsize, phnum = struct.unpack_from(f"{order}HH", data, 0x36)
    else:
        (phoff,) = struct.unpack_from(f"{order}I", data, 0x1C)
        phentsize, phnum = struct.unpack_from(f"{order}HH", data, 0x2A)
    loads, dynamic = [], None
    for index in range(phnum):
        at = phoff + index * phentsize
        if wide:
            kind, _flags, offset, vaddr, _paddr, filesz = struct.unpack_from(
                f"{order}IIQQQQ", data, at
            )
        else:
            kind, offset, vaddr, _paddr, filesz = struct.unpack_from(f"{order}IIIII", data, at)
        if kind == PT_LOAD:
            loads.append((vaddr, offset, filesz))
        elif kind == PT_DYNAMIC:
            dynamic = (offset, filesz)
    if dynamic is None:
        return None
    entry_format = f"{order}qQ" if wide else f"{order}iI"
    size = struct.calcsize(entry_format)
    entries = [
        struct.unpack_from(entry_format, data, dynamic[0] + at)
        for at in range(0, dynamic[1] - size + 1, size)
    ]
    used = next((i for i, (tag, _v) in enumerate(entries) if tag == DT_NULL), len(entries))
    strtab = next((v for tag, v in entries[:used] if tag == DT_STRTAB), None)
    searches = [i for i, (tag, _v) in enumerate(entries[:used]) if tag in (DT_RPATH, DT_RUNPATH)]
    if not searches or strtab is None:
        return None
    strings = next((o + strtab - v for v, o, n in loads if v <= strtab < v + n), None)
    if strings is None:
        raise BuildError(f"{path}: its string table is outside its loaded segments")
    removed: dict[int, str] = {}
    for index in searches:
        start = strings + entries[index][1]
        search_path = data[start : data.index(0, start)].decode("utf-8", "replace")
        foreign = foreign_folders(search_path)
        if foreign and len(foreign) < len(search_path.split(":")):
            raise BuildError(f"{path}: RUNPATH {search_path} mixes $ORIGIN and other folders")
        if foreign:
            removed[index] = search_path
    if not removed:
        return None
    kept = [entry for index, entry in enumerate(entries[:used]) if index not in removed]
    kept += [(DT_NULL, 0)] * (len(entries) - len(kept))
    for at, entry in enumerate(kept):
        struct.pack_into(entry_format, data, dynamic[0] + at * size, *entry)
    path.write_bytes(bytes(data))
    return ":".join(removed.values())


SHARED_LIBRARY = re.compile(r"\.so(\.\d+)*$")


def tidy_linux_bundle(bundle: Path) -> None:
    """What lintian (and Debian policy) ask of the files PyInstaller collected, done to the
    bundle itself so that the self-test, the .deb and the .tar.gz all have it: no library search
    path of the build machine's, and shared libraries not executable (policy 8.1; they are
    loaded, not run)."""
    dropped = 0
    for path in sorted(bundle.rglob("*")):
        if not is_elf(path):
            continue
        if drop_foreign_runpath(path):
            dropped += 1
        if SHARED_LIBRARY.search(path.name):
            path.chmod(0o644)
    if dropped:
        note(f"removed the build machine's RUNPATH from {dropped} libraries")


def deb_relations(bundle: Path) -> tuple[list[str], list[str]]:
    """Depends and Recommends of the .deb, from what the bundle links; BuildError if a linked
    library is neither in the bundle nor in packaging/linux/system-libraries.txt."""
    table = system_libraries()
    bundled = {p.name for p in bundle.rglob("*")}
    needed, glibc = linked_libraries(bundle)
    depends: set[str] = set()
    recommends: set[str] = set(DEB_RECOMMENDS)
    missing = []
    for soname, users in sorted(needed.items()):
        if soname in bundled:
            continue
        if soname not in table:
            missing.append(f"{soname} (needed by {', '.join(sorted(users)[:3])})")
            continue
        package, relation = table[soname]
        (depends if relation == "depends" else recommends).add(package)
    if missing:
        raise BuildError(
            "libraries neither bundled nor in packaging/linux/system-libraries.txt:\n  "
            + "\n  ".join(missing)
        )
    depends.discard("libc6")
    recommends -= depends
    return [f"libc6 (>= {glibc})", *sorted(depends)], sorted(recommends)


def deb_architecture() -> str:
    if shutil.which("dpkg"):
        return run(["dpkg", "--print-architecture"]).stdout.strip()
    machine = platform.machine().lower()
    return {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf"}.get(machine, machine)


def installed_size_kib(root: Path) -> int:
    """Installed-Size as dpkg-gencontrol counts it: KiB per file rounded up, 1 per link/dir."""
    total = 0
    for path in root.rglob("*"):
        if "DEBIAN" in path.relative_to(root).parts[:1]:
            continue
        if path.is_symlink() or path.is_dir():
            total += 1
        else:
            total += -(-path.stat().st_size // 1024)
    return total


def normalise_permissions(root: Path) -> None:
    """Directories 0755; shared libraries 0644 (they are loaded, not run); other files 0755 if
    executable else 0644: a umask must not leak in."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        elif SHARED_LIBRARY.search(path.name) and is_elf(path):
            path.chmod(0o644)
        else:
            path.chmod(0o755 if path.stat().st_mode & 0o111 else 0o644)


def deb_maintainer(release: bool) -> str:
    """The Maintainer field, from DEBFULLNAME and DEBEMAIL (as dch and debmake read them; DEBEMAIL
    may also be "Name <address>"). A release build refuses to go without them; a local build
    names itself an unofficial one, at an address that cannot receive mail."""
    name = os.environ.get("DEBFULLNAME", "").strip()
    mail = os.environ.get("DEBEMAIL", "").strip()
    both = re.fullmatch(r"(.+?)\s*<([^<>\s]+@[^<>\s]+)>", mail)
    if both:
        name, mail = name or both.group(1), both.group(2)
    if name and re.fullmatch(r"[^<>\s]+@[^<>\s]+\.[^<>\s]+", mail):
        return f"{name} <{mail}>"
    if release:
        raise BuildError(
            "a release .deb needs its maintainer: set DEBFULLNAME (a name) and DEBEMAIL (an "
            f"address); got DEBFULLNAME={name!r}, DEBEMAIL={mail!r}"
        )
    note("DEBFULLNAME/DEBEMAIL not set: the .deb names an unofficial local build as maintainer")
    return f"{LOCAL_MAINTAINER[0]} <{LOCAL_MAINTAINER[1]}>"


def changelog_date() -> str:
    """RFC 2822 date of the changelog's trailer: SOURCE_DATE_EPOCH, else the last commit's, else
    now (the same sources give the same .deb)."""
    stamp = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if not stamp.isdigit() and shutil.which("git"):
        done = subprocess.run(
            ["git", "-C", str(ROOT), "log", "-1", "--format=%ct"], capture_output=True, text=True
        )
        stamp = done.stdout.strip() if done.returncode == 0 else ""
    seconds = int(stamp) if stamp.isdigit() else int(time.time())
    return time.strftime("%a, %d %b %Y %H:%M:%S +0000", time.gmtime(seconds))


def deb_changelog(maintainer: str) -> str:
    return (
        f"{NAME} ({version()}) stable; urgency=medium\n\n"
        f"  * Release {version()}.\n\n"
        f" -- {maintainer}  {changelog_date()}\n"
    )


def check_linux_files() -> None:
    """The desktop entry, the metainfo and the MIME type agree with the game's id, homepage and
    version, and pass their validators where those are installed; BuildError if not."""
    import xml.etree.ElementTree as ET

    ident, url = app_id(), homepage()
    for path in (desktop_file(), metainfo_file()):
        if not path.is_file():
            raise BuildError(f"{path.relative_to(ROOT)} missing (named after APPLICATION_ID)")
    component = ET.parse(metainfo_file()).getroot()
    expected = {
        "id": ident,
        "launchable": f"{ident}.desktop",
        "url[@type='homepage']": url,
        "url[@type='bugtracker']": f"{url}/issues",
        "releases/release[1]/@version": version(),
    }
    for where, wanted in expected.items():
        if where.endswith("/@version"):
            element = component.find(where.rsplit("/", 1)[0])
            found = None if element is None else element.get("version")
        else:
            found = component.findtext(where)
        if found != wanted:
            raise BuildError(f"{metainfo_file().name}: {where} is {found!r}, not {wanted!r}")
    raw = repository_raw_url()
    for image in component.iterfind("screenshots/screenshot/image"):
        address = (image.text or "").strip()
        if not address.startswith(raw) or not (ROOT / address[len(raw) :]).is_file():
            raise BuildError(f"{metainfo_file().name}: screenshot {address} is not {raw}<a file>")
    mime = (LINUX_FILES / f"{NAME}-mime.xml").read_text("utf-8")
    if f'type="{MIME_TYPE}"' not in mime or f'<icon name="{DOCUMENT_ICON_NAME}"/>' not in mime:
        raise BuildError(f"{NAME}-mime.xml: no {MIME_TYPE} with the icon {DOCUMENT_ICON_NAME}")
    validators = {
        "desktop-file-validate": ([str(desktop_file())], "desktop-file-utils"),
        "appstreamcli": (["validate", "--no-net", str(metainfo_file())], "appstream"),
    }
    for tool, (arguments, package) in validators.items():
        found_tool = shutil.which(tool)
        if found_tool:
            run([found_tool, *arguments])
            note(f"{tool}: {Path(arguments[-1]).name} is valid")
        else:
            note(f"{tool} not found (apt-get install {package}): not checked")


def repository_raw_url() -> str:
    """Where the repository's files are served (the metainfo's screenshots), ending in "/"."""
    return (
        homepage().replace("https://github.com/", "https://raw.githubusercontent.com/") + "/main/"
    )


def md5sums(root: Path) -> str:
    """DEBIAN/md5sums: what debsums and dpkg --verify check the installed files against."""
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] != "DEBIAN" and path.is_file() and not path.is_symlink():
            lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}\n")
    return "".join(lines)


def stage_deb(stage: Path, icons: dict[int, Path], arch: str, release: bool) -> None:
    """The file tree of the .deb, with DEBIAN/control, md5sums and the maintainer scripts.

    A game, by Debian policy (11.11): section games, the command in /usr/games, its manual page
    in section 6; the program itself is the frozen bundle in /opt."""
    if stage.exists():
        shutil.rmtree(stage)
    opt = stage / "opt" / NAME
    shutil.copytree(bundle_dir(), opt, symlinks=True)
    (stage / "usr" / "games").mkdir(parents=True)
    (stage / "usr" / "games" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
    share = stage / "usr" / "share"
    copies = {
        desktop_file(): share / "applications" / desktop_file().name,
        metainfo_file(): share / "metainfo" / metainfo_file().name,
        LINUX_FILES / f"{NAME}-mime.xml": share / "mime" / "packages" / f"{NAME}.xml",
        ICON_SVG: share / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg",
        DOCUMENT_ICON_SVG: share
        / "icons"
        / "hicolor"
        / "scalable"
        / "mimetypes"
        / f"{DOCUMENT_ICON_NAME}.svg",
        LINUX_FILES / "copyright": share / "doc" / NAME / "copyright",
        LINTIAN_OVERRIDES: share / "lintian" / "overrides" / NAME,
    }
    for size, png in icons.items():
        copies[png] = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "mimetypes"
        copies[document_icon_png(size)] = folder / f"{DOCUMENT_ICON_NAME}.png"
    for source, target in copies.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    man = share / "man" / "man6" / f"{MAN_PAGE.name}.gz"
    man.parent.mkdir(parents=True)
    man.write_bytes(gzip.compress(MAN_PAGE.read_bytes(), compresslevel=9, mtime=0))
    maintainer = deb_maintainer(release)
    changelog = deb_changelog(maintainer).encode()
    (share / "doc" / NAME / "changelog.gz").write_bytes(gzip.compress(changelog, 9, mtime=0))

    depends, recommends = deb_relations(opt)
    control = [
        f"Package: {NAME}",
        f"Version: {version()}",
        f"Architecture: {arch}",
        f"Maintainer: {maintainer}",
        f"Installed-Size: {installed_size_kib(stage)}",
        f"Depends: {', '.join(depends)}",
        f"Recommends: {', '.join(recommends)}",
        "Section: games",
        "Priority: optional",
        f"Homepage: {homepage()}",
        f"Description: {DEB_DESCRIPTION}",
    ]
    debian = stage / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text("\n".join(control) + "\n", "utf-8")
    for script in ("postinst", "postrm"):
        shutil.copy2(LINUX_FILES / script, debian / script)
    normalise_permissions(stage)
    (debian / "md5sums").write_text(md5sums(stage), "utf-8")
    (debian / "md5sums").chmod(0o644)
    for script in ("postinst", "postrm"):
        (debian / script).chmod(0o755)
    note(f"Maintainer: {maintainer}")
    note(f"Depends: {', '.join(depends)}")
    note(f"Recommends: {', '.join(recommends)}")


def build_deb(icons: dict[int, Path], release: bool = False) -> Path | None:
    if shutil.which("dpkg-deb") is None:
        note("SKIPPED the .deb: dpkg-deb not found (apt-get install dpkg, or build on Debian)")
        return None
    check_linux_files()
    arch = deb_architecture()
    stage = BUILD / "deb" / f"{NAME}_{version()}_{arch}"
    stage_deb(stage, icons, arch, release)
    deb = DIST / f"{NAME}_{version()}_{arch}.deb"
    deb.unlink(missing_ok=True)
    command = ["dpkg-deb", "--root-owner-group", "-Zxz", "-z6"]
    if "--threads-max" in run(["dpkg-deb", "--help"]).stdout:  # dpkg 1.21.9 and later
        command.append(f"--threads-max={os.cpu_count() or 1}")
    run([*command, "--build", str(stage), str(deb)])
    shutil.rmtree(stage)
    return deb


def build_tarball() -> Path:
    arch = platform.machine().lower()
    tarball = DIST / f"{NAME}-{version()}-linux-{arch}.tar.gz"
    partial = tarball.with_suffix(".partial")

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(partial, "w:gz", compresslevel=6) as tar:
        tar.add(bundle_dir(), arcname=NAME, filter=owned_by_root)
    partial.replace(tarball)
    return tarball


# 5b. Windows -------------------------------------------------------------------------------------


def iscc() -> str | None:
    found = shutil.which("ISCC") or shutil.which("iscc")
    if found:
        return found
    for variable in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        base = os.environ.get(variable)
        for folder in ("Inno Setup 6", "Programs/Inno Setup 6"):
            candidate = Path(base or "/nonexistent") / folder / "ISCC.exe"
            if candidate.is_file():
                return str(candidate)
    return None


# A script ISCC can compile with its output off (/O-): the compile prints the engine's version.
INNO_VERSION_PROBE = "[Setup]\nAppName=probe\nAppVersion=1\nDefaultDirName={autopf}\\probe\n"


def inno_setup_version(output: str) -> tuple[int, ...] | None:
    """The Inno Setup version in ISCC's output ("Compiler engine version: Inno Setup 6.3.3",
    printed when it compiles; its banner says only "Inno Setup 6"); None when it names none."""
    found = re.search(r"^Compiler engine version: Inno Setup (\d+(?:\.\d+)*)", output, re.M)
    return tuple(int(part) for part in found.group(1).split(".")) if found else None


def check_inno_setup(compiler: str) -> None:
    """Refuse an Inno Setup older than INNO_SETUP_MINIMUM before the long build: its error
    about an unknown architecture name would come only at the end, and say nothing of why."""
    done = subprocess.run(
        [compiler, "/O-", "-"],
        input=INNO_VERSION_PROBE,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
    )
    found = inno_setup_version(done.stdout + done.stderr)
    wanted = ".".join(map(str, INNO_SETUP_MINIMUM))
    if found is None:
        output = (done.stdout + done.stderr).strip()[:500]
        raise BuildError(
            f"{compiler}: could not tell its Inno Setup version; {wanted} or newer is needed"
            f" (https://jrsoftware.org/isinfo.php or `choco upgrade innosetup`):\n{output}"
        )
    if found < INNO_SETUP_MINIMUM:
        raise BuildError(
            f"{compiler} is Inno Setup {'.'.join(map(str, found))}; {INNO_SCRIPT.name} needs"
            f" {wanted} or newer (https://jrsoftware.org/isinfo.php or `choco upgrade innosetup`)"
        )
    note(f"Inno Setup {'.'.join(map(str, found))}")


def build_windows_installer() -> Path | None:
    compiler = iscc()
    if compiler is None:
        note("SKIPPED the Windows installer: ISCC (Inno Setup 6) not found; install it from")
        note("https://jrsoftware.org/isinfo.php or `choco install innosetup`, then run again")
        return None
    run(
        [
            compiler,
            "/Q",
            f"/DAppVersion={version()}",
            f"/DBundleDir={bundle_dir()}",
            f"/DOutputDir={DIST}",
            f"/DIconFile={ICONS / f'{NAME}.ico'}",
            f"/DLicenseFile={ROOT / 'LICENSE'}",
            str(INNO_SCRIPT),
        ]
    )
    return DIST / f"TractorDesktop-{version()}-windows-x64-setup.exe"


# 5c. macOS ---------------------------------------------------------------------------------------


def version_numbers(text: str) -> tuple[int, ...]:
    """ "13.0" -> (13, 0); trailing zeros dropped, so that 13 and 13.0 compare equal."""
    numbers = [int(part) for part in text.strip().split(".")]
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers.pop()
    return tuple(numbers)


def wheel_minimum_macos(wheel_metadata: str) -> tuple[int, ...] | None:
    """The oldest macOS a wheel runs on, from the Tag lines of its WHEEL file
    ("Tag: cp310-abi3-macosx_13_0_universal2" -> (13,)); None when no tag names macOS."""
    tags = re.findall(r"^Tag: \S*?macosx_(\d+)_(\d+)_\w+\s*$", wheel_metadata, re.M)
    return min(version_numbers(f"{major}.{minor}") for major, minor in tags) if tags else None


def plist_minimum_macos(plist: Path = INFO_PLIST) -> tuple[int, ...]:
    return version_numbers(plistlib.loads(plist.read_bytes())["LSMinimumSystemVersion"])


def macos_minimum_problem(
    declared: tuple[int, ...], qt_needs: tuple[int, ...] | None
) -> str | None:
    """Why the .app's LSMinimumSystemVersion is wrong for the Qt it bundles, or None. Too low,
    a Mac that old would start the game and see it crash instead of Finder's clean refusal."""
    if qt_needs is None:
        return f"the installed {QT_DISTRIBUTION} names no macOS in its wheel tags"
    if declared < qt_needs:
        wanted, said = ".".join(map(str, qt_needs)), ".".join(map(str, declared))
        return (
            f"{INFO_PLIST.relative_to(ROOT)} says LSMinimumSystemVersion {said}, but the"
            f" installed {QT_DISTRIBUTION} needs macOS {wanted}: raise it to {wanted}"
        )
    return None


def check_macos_minimum() -> None:
    try:
        wheel = importlib.metadata.distribution(QT_DISTRIBUTION).read_text("WHEEL") or ""
    except importlib.metadata.PackageNotFoundError as error:
        raise BuildError(f"{QT_DISTRIBUTION} is not installed: pip install -e .") from error
    problem = macos_minimum_problem(plist_minimum_macos(), wheel_minimum_macos(wheel))
    if problem:
        raise BuildError(problem)


def macos_architecture() -> str:
    """What the frozen game runs on: "arm64", "x86_64" or "universal2" (both slices), from its
    executable (PyInstaller builds for the Python running it); the machine's if lipo is missing."""
    if shutil.which("lipo") and frozen_executable().is_file():
        slices = set(run(["lipo", "-archs", str(frozen_executable())]).stdout.split())
        if {"arm64", "x86_64"} <= slices:
            return "universal2"
        if len(slices) == 1:
            return slices.pop()
    return platform.machine()


def codesign_command(identity: str, target: Path, entitlements: Path | None) -> list[str]:
    """codesign for Gatekeeper and notarization: the hardened runtime and a secure timestamp,
    both of which the notary service requires; --deep signs every library of the bundle too."""
    command = ["codesign", "--force", "--timestamp", "--options", "runtime", "--sign", identity]
    if entitlements is not None:
        command += ["--deep", "--entitlements", str(entitlements)]
    return [*command, str(target)]


def sign_app(app: Path, identity: str) -> None:
    """Sign the .app, check the signature, and run the signed game's self-test again: the
    hardened runtime refuses what an unsigned build allowed, and a player must not be first to
    find out."""
    run(codesign_command(identity, app, ENTITLEMENTS))
    run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)])
    note(f"signed {app.name} as {identity}")
    self_test(app / "Contents" / "MacOS" / NAME)


def build_dmg() -> Path | None:
    app = DIST / f"{DISPLAY_NAME}.app"
    if shutil.which("hdiutil") is None:
        note("SKIPPED the .dmg: hdiutil not found (it comes with macOS)")
        return None
    identity = os.environ.get(CODESIGN_IDENTITY_VARIABLE, "").strip()
    if identity:
        sign_app(app, identity)
    stage = BUILD / "dmg"
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    run(["ditto", str(app), str(stage / app.name)])
    (stage / "Applications").symlink_to("/Applications")
    dmg = DIST / f"TractorDesktop-{version()}-macos-{macos_architecture()}.dmg"
    dmg.unlink(missing_ok=True)
    command = ["hdiutil", "create", "-volname", DISPLAY_NAME, "-srcfolder", str(stage)]
    command += ["-fs", "HFS+", "-format", "UDZO", "-ov", str(dmg)]
    for attempt in range(3):  # hdiutil fails now and then with "Resource busy"
        try:
            run(command)
            break
        except BuildError:
            if attempt == 2:
                raise
            time.sleep(5)
    shutil.rmtree(stage)
    if identity:
        run(codesign_command(identity, dmg, None))  # the workflow then notarizes and staples it
    return dmg


# 6. Checksums ------------------------------------------------------------------------------------


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_checksums(artifacts: Iterable[Path]) -> dict[str, str]:
    """dist/SHA256SUMS over the installers made (files; not the .app folder), in sha256sum's
    format; name -> digest. No installer, no file (a stale one is removed)."""
    sums = {a.name: sha256_of(a) for a in sorted(artifacts) if a.is_file()}
    CHECKSUMS.unlink(missing_ok=True)
    if sums:
        lines = "".join(f"{digest}  {name}\n" for name, digest in sums.items())
        CHECKSUMS.write_text(lines, "utf-8", newline="\n")  # "\r\n" on Windows would not check
        note(f"{CHECKSUMS.name}: SHA-256 of {', '.join(sums)}")
    return sums


# The whole build ---------------------------------------------------------------------------------


def package(icons: dict[int, Path], release: bool = False) -> list[Path]:
    if sys.platform.startswith("linux"):
        builders = [lambda: build_deb(icons, release), build_tarball]
    elif sys.platform == "win32":
        builders = [build_windows_installer]
    elif sys.platform == "darwin":
        builders = [build_dmg]
    else:
        note(f"SKIPPED packaging: no installer format for {sys.platform}; the bundle is in dist/")
        builders = []
    artifacts = [DIST / f"{DISPLAY_NAME}.app"] if sys.platform == "darwin" else []
    for builder in builders:
        started = time.perf_counter()
        artifact = builder()
        if artifact is not None:
            note(f"{artifact.name}: {time.perf_counter() - started:.1f} s")
            artifacts.append(artifact)
    return artifacts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--clean", action="store_true", help="rebuild from scratch (PyInstaller's caches too)"
    )
    parser.add_argument(
        "--release",
        action="store_true",
        help="a release build: refuse a .deb without DEBFULLNAME and DEBEMAIL (its maintainer)",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    report: dict[str, object] = {
        "version": version(),
        "platform": sys.platform,
        "release": args.release,
    }
    try:
        if args.release and sys.platform.startswith("linux"):
            deb_maintainer(release=True)  # before the long build, not after it
        if sys.platform == "darwin":
            check_macos_minimum()  # idem
        if sys.platform == "win32" and (compiler := iscc()) is not None:
            check_inno_setup(compiler)  # idem
        step("1/5 Translations")
        compile_translations()
        step("2/5 Icons")
        icons = make_icons()
        step("3/5 PyInstaller one-dir bundle (packaging/tractor-desktop.spec)")
        report["rebuilt"] = run_pyinstaller(args.clean)
        if sys.platform.startswith("linux"):
            tidy_linux_bundle(bundle_dir())
        report["bundle_bytes"] = tree_size(bundle_dir())
        note(f"{bundle_dir().relative_to(ROOT)}: {human_size(tree_size(bundle_dir()))}")
        step("4/5 Smoke test: the frozen game's --self-test, offscreen")
        report.update(self_test(frozen_executable()))
        step(f"5/5 Packages for {sys.platform}")
        artifacts = package(icons, args.release)
        report["sha256"] = write_checksums(artifacts)
    except BuildError as error:
        print(f"\nbuild_installer.py: FAILED: {error}", file=sys.stderr)
        return 1
    report["build_seconds"] = round(time.perf_counter() - started, 1)
    report["artifacts"] = {a.name: tree_size(a) for a in artifacts}
    REPORT.write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nDone in {report['build_seconds']} s. Artifacts:")
    for artifact, label in [(bundle_dir(), "/ (one-dir)"), *((a, "") for a in artifacts)]:
        print(f"  {human_size(tree_size(artifact)):>10}  {artifact.relative_to(ROOT)}{label}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
