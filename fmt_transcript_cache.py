"""The project's cache folder, and how its entries age out.

One root holds every cache: the grammars' compiled FARs and parsed data files (grammars/), the
boundary models' arrays (lm/) and the KenLM tools (scripts/build_kenlm.sh, which computes the
same root in bash). It sits below both packages, so that neither imports the other for it.

Each entry is keyed on what it was built from, so a grammar edit, a retrained model or an
upgrade of the package writes new entries beside the old ones, which nothing read again: a FAR
is 16 MB, a model's arrays 20-30 MB. Whenever an entry is written, the entries of its kind that
no run has used for UNUSED_DAYS are removed, and so are temporary files left by a write that
was killed. Reading an entry marks it used (its modification time, at most once a day), so an
entry in use is never aged out; one removed while another process reads it costs that process
a rebuild, as every cache here survives a missing or unreadable entry.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

ROOT_ENV = "FMT_TRANSCRIPT_CACHE"
DAY = 86400
# Entries no run has read for this long are removed when another of their kind is written. A
# month keeps the entries of every install in regular use (two virtualenvs of different
# versions share the folder), and rebuilding one costs seconds to a minute.
UNUSED_DAYS = 30
# A temporary file or folder this old was left by a write that was killed (the longest, a
# grammar build, takes a few minutes on a slow machine): removed with the aged entries.
STALE_SECONDS = 3600


def root() -> Path:
    """$FMT_TRANSCRIPT_CACHE, else $XDG_CACHE_HOME/fmt-transcript, else ~/.cache/fmt-transcript."""
    # expanduser, not Path.home(): a user with no home (a container's bare uid) gets a path,
    # not a RuntimeError at start-up; writing there may fail, which every cache survives.
    base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return Path(os.environ.get(ROOT_ENV) or os.path.join(base, "fmt-transcript"))


def used(entry: Path) -> None:
    """Mark ENTRY (a file or folder) used now, unless it was within the last day; silently not
    where it cannot be (a read-only cache)."""
    try:
        if time.time() - entry.stat().st_mtime > DAY:
            os.utime(entry)
    except OSError:
        pass


def prune(folder: Path, pattern: str, keep: Path | None = None) -> None:
    """Remove FOLDER's entries matching PATTERN (a glob) unused for UNUSED_DAYS, other than
    KEEP, and the temporary leftovers (*.tmp) older than STALE_SECONDS; silently skip any that
    cannot be removed or that another process removes first."""
    now = time.time()
    try:
        entries = [(e, STALE_SECONDS) for e in folder.glob("*.tmp")]
        entries += [(e, UNUSED_DAYS * DAY) for e in folder.glob(pattern) if e.suffix != ".tmp"]
    except OSError:
        return
    for entry, age in entries:
        if keep is not None and entry == keep:
            continue
        try:
            if now - entry.stat().st_mtime <= age:
                continue
            if entry.is_dir():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink()
        except OSError:
            pass


__all__ = ["root", "used", "prune", "UNUSED_DAYS", "STALE_SECONDS"]
