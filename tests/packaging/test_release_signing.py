"""The release workflow signs (and on macOS notarizes) only when the repository has the secrets,
and otherwise builds the same installers unsigned, every signing step skipped.

PyYAML is not among the test dependencies: the workflow is read as text, a job's lines by their
indentation and its steps by their "- " items, which is all this file's YAML uses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
RELEASE_WORKFLOW = REPO_ROOT / ".github" / "workflows" / "release.yml"

# The tools that need the secret material; a step that runs one must be skipped without it.
SIGNING_TOOLS = ("codesign", "notarytool", "stapler", "signtool", "security ")
BUILD = re.compile(r"^        run: \S*python build_installer\.py", re.M)


@dataclass(frozen=True)
class Step:
    name: str
    condition: str | None
    text: str


def job_lines(job: str) -> str:
    text = RELEASE_WORKFLOW.read_text("utf-8")
    match = re.search(rf"^  {job}:\n((?:    .*\n|\n)*)", text, re.M)
    assert match is not None, f"no job {job}"
    return match.group(1)


def job_env(job: str) -> dict[str, str]:
    """The job's own ``env:`` mapping (four spaces in, its entries six)."""
    match = re.search(r"^    env:\n((?:      \S.*\n)+)", job_lines(job), re.M)
    if match is None:
        return {}
    pairs = re.findall(r"^      (\w+): (.+)$", match.group(1), re.M)
    return dict(pairs)


def steps(job: str) -> list[Step]:
    lines = job_lines(job)
    body = lines[lines.index("    steps:\n") + len("    steps:\n") :]
    found = []
    for item in re.split(r"^      - ", body, flags=re.M)[1:]:
        item = "        " + item  # the first key, back at its siblings' indentation
        name = re.search(r"^        (?:name|uses|run): (.+)$", item, re.M)
        condition = re.search(r"^        if: (.+)$", item, re.M)
        found.append(
            Step(
                name=name.group(1) if name else item[:60],
                condition=condition.group(1).strip() if condition else None,
                text=item,
            )
        )
    return found


def needs_set(condition: str | None, variable: str) -> bool:
    """Whether the step's ``if:`` holds only when ``variable`` is set (a term of an &&)."""
    if condition is None or "||" in condition:
        return False
    terms = [term.strip() for term in condition.split("&&")]
    return f"env.{variable} != ''" in terms


@pytest.mark.parametrize(
    ("job", "secrets"),
    [
        ("windows", ("WINDOWS_CERTIFICATE_PFX", "WINDOWS_CERTIFICATE_PASSWORD")),
        (
            "macos",
            (
                "MACOS_CERTIFICATE_P12",
                "MACOS_CERTIFICATE_PASSWORD",
                "MACOS_NOTARY_APPLE_ID",
                "MACOS_NOTARY_TEAM_ID",
                "MACOS_NOTARY_PASSWORD",
            ),
        ),
    ],
)
def test_signing_secrets_are_mapped_to_the_jobs_env(job: str, secrets: tuple[str, ...]) -> None:
    """A step's ``if:`` cannot read ``secrets``, and a step's own env is not there yet when its
    ``if:`` is decided: the secrets go into the job's env, where every step's ``if:`` sees them."""
    env = job_env(job)
    for secret in secrets:
        assert env.get(secret) == f"${{{{ secrets.{secret} }}}}", f"{job}: {secret}"


@pytest.mark.parametrize(
    ("job", "certificate", "signing_steps"),
    [("windows", "WINDOWS_CERTIFICATE_PFX", 1), ("macos", "MACOS_CERTIFICATE_P12", 3)],
)
def test_every_signing_step_is_skipped_without_the_certificate(
    job: str, certificate: str, signing_steps: int
) -> None:
    signing = [s for s in steps(job) if any(tool in s.text for tool in SIGNING_TOOLS)]
    assert len(signing) == signing_steps, [s.name for s in signing]
    for step in signing:
        assert needs_set(step.condition, certificate), f"{job}: {step.name!r} if: {step.condition}"
    for step in steps(job):
        assert "secrets." not in (step.condition or ""), f"{step.name}: if: cannot read secrets"


def test_notarizing_also_needs_the_notary_account() -> None:
    (notarize,) = [s for s in steps("macos") if "notarytool submit" in s.text]
    assert needs_set(notarize.condition, "MACOS_CERTIFICATE_P12")
    assert needs_set(notarize.condition, "MACOS_NOTARY_APPLE_ID")
    assert "--wait" in notarize.text
    assert "stapler staple" in notarize.text
    # notarytool exits 0 for a rejected submission too: the step reads Apple's verdict.
    assert '"Accepted"' in notarize.text


def test_the_temporary_keychain_is_removed_even_after_a_failure() -> None:
    (cleanup,) = [s for s in steps("macos") if "security delete-keychain" in s.text]
    assert cleanup.condition is not None and cleanup.condition.startswith("always() && ")
    assert needs_set(cleanup.condition.removeprefix("always() && "), "MACOS_CERTIFICATE_P12")
    (keychain,) = [s for s in steps("macos") if "security create-keychain" in s.text]
    assert "MACOS_CODESIGN_IDENTITY=" in keychain.text, "build_installer.py signs with it"
    assert 'rm -f "$RUNNER_TEMP/signing.p12"' in keychain.text


def test_macos_signs_before_the_build_packs_the_dmg() -> None:
    """The .app is signed inside build_installer.py (before hdiutil packs it): the keychain
    step comes before the build, notarizing after it."""
    names = [s.text for s in steps("macos")]
    keychain = next(i for i, t in enumerate(names) if "security create-keychain" in t)
    build = next(i for i, t in enumerate(names) if BUILD.search(t))
    notarize = next(i for i, t in enumerate(names) if "notarytool submit" in t)
    assert keychain < build < notarize


def test_windows_signs_the_installer_and_forgets_the_certificate() -> None:
    (sign,) = [s for s in steps("windows") if "signtool" in s.text]
    assert "/tr http" in sign.text and "/fd SHA256" in sign.text, "timestamped, SHA-256"
    assert "verify /pa" in sign.text
    assert "finally" in sign.text and "Remove-Item $pfx" in sign.text


@pytest.mark.parametrize("job", ["linux", "windows", "macos"])
def test_an_unsigned_build_still_builds(job: str) -> None:
    """Without the secrets nothing that makes the installers is skipped."""
    assert sum(1 for step in steps(job) if BUILD.search(step.text)) == 1
    for step in steps(job):
        if BUILD.search(step.text) or "upload-artifact" in step.text:
            assert step.condition is None, step.name


def test_build_installer_signs_the_app_with_the_workflows_identity() -> None:
    build = (REPO_ROOT / "build_installer.py").read_text("utf-8")
    assert 'CODESIGN_IDENTITY_VARIABLE = "MACOS_CODESIGN_IDENTITY"' in build
    entitlements = REPO_ROOT / "resources" / "macos" / "entitlements.plist"
    assert entitlements.is_file()
