"""Compile the variants transducers into a FAR, cached under a key of all that they are built from.

The key hashes every grammar source file and word table (the style tables included) plus the pynini
and Python versions, never flags alone: change one TSV line and the next load rebuilds. Each style
(grammars.style) has its own FAR, named by the style and keyed on its resolved options too.
`python -m grammars.export [STYLE]` builds (or verifies) one style's cache (default en-US) and
prints where it is.
"""

from __future__ import annotations

import functools
import hashlib
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

import pynini
from pynini.export import export

import fmt_transcript_cache
from grammars.style import Style

PACKAGE = Path(__file__).parent
# FST names inside the FAR (upper case, as sparrowhawk and pynini's exporter expect).
FST_NAMES = ("PHONE", "NUMBER", "CONVENTIONS")


def cache_key() -> str:
    """Hash of the grammar sources, the word tables and the toolchain versions."""
    h = hashlib.sha256()
    for path in sorted([*PACKAGE.glob("*.py"), *(PACKAGE / "data").rglob("*.tsv")]):
        h.update(path.relative_to(PACKAGE).as_posix().encode())
        h.update(path.read_bytes())
    h.update(pynini.__version__.encode())
    h.update(platform.python_version().encode())
    return h.hexdigest()[:16]


def cache_dir() -> Path:
    return fmt_transcript_cache.root() / "grammars"


def far_path(style: Style | str | None = None) -> Path:
    """The FAR of STYLE: named by the style, keyed on its options and the grammar sources."""
    style = Style.parse(style)
    key = hashlib.sha256(f"{cache_key()}|{style.key()}".encode()).hexdigest()[:16]
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in style.name)
    return cache_dir() / f"variants-{safe}-{key}.far"


class SourcesChanged(OSError):
    """The grammar sources changed after this process read them: a FAR it built might hold the
    code it imported before under the edited sources' key, for every later run to load."""


# The sources' key when this process first imported the grammars (grammars/__init__.py).
_IMPORTED_KEY: str | None = None


def remember_sources() -> None:
    """Note the sources' key as this process imports them, once."""
    global _IMPORTED_KEY
    if _IMPORTED_KEY is None:
        _IMPORTED_KEY = cache_key()


def build(path: Path, style: Style | str | None = None, cached: bool = True) -> None:
    """Build every variants transducer of STYLE and write them to PATH atomically. For the
    shared cache (CACHED) only if no source changed since this process imported the grammars
    (SourcesChanged otherwise): a grammar author may edit one while a long run builds."""
    from grammars import union

    key = _IMPORTED_KEY or cache_key()

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".far.tmp")
    os.close(fd)
    try:
        exporter = export.Exporter(tmp)
        style = Style.parse(style)
        exporter["PHONE"] = union.phone_stage(style)
        exporter["NUMBER"] = union.number_stage(style)
        exporter["CONVENTIONS"] = union.conventions_stage(style)
        exporter.close()
        if cached and cache_key() != key:
            raise SourcesChanged(f"grammar sources changed while {path.name} was built")
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    if cached:
        fmt_transcript_cache.prune(path.parent, "variants-*.far", keep=path)


def load(style: Style | str | None = None) -> dict[str, pynini.Fst]:
    """The compiled transducers of STYLE (default en-US), arc-sorted for composition; built first
    on a cache miss."""
    return _load(Style.parse(style))


@functools.cache
def _load(style: Style) -> dict[str, pynini.Fst]:
    """STYLE's transducers. A cache file that cannot be read (truncated, corrupt) is rebuilt; a
    cache folder that cannot be written (read-only home, full disk), or sources edited while
    this process ran, cost a build in a temporary folder, but never fail the formatter."""
    path = far_path(style)
    if path.exists():
        try:
            fsts = _read(path)
            fmt_transcript_cache.used(path)
            return fsts
        except (OSError, KeyError, RuntimeError):  # pynini's FstIOError is an OSError
            pass
    try:
        build(path, style)
        return _read(path)
    except OSError:
        with tempfile.TemporaryDirectory(prefix="fmt-transcript-") as folder:
            fallback = Path(folder) / path.name
            build(fallback, style, cached=False)
            return _read(fallback)


def _read(path: Path) -> dict[str, pynini.Fst]:
    far = pynini.Far(str(path), mode="r")
    fsts = {}
    for name in FST_NAMES:
        fst = far[name]
        fst.arcsort("ilabel")
        fsts[name] = fst
    return fsts


def main() -> None:
    style = Style.parse(sys.argv[1] if len(sys.argv) > 1 else None)
    path = far_path(style)
    started = time.perf_counter()
    built = not path.exists()
    if built:
        build(path, style)
    elapsed = time.perf_counter() - started
    size = path.stat().st_size
    action = "built" if built else "cached"
    print(f"{action} {path} ({size / 1e6:.1f} MB) in {elapsed:.2f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
