"""Where KenLM's command-line tools are: built once by scripts/build_kenlm.sh.

    >>> find_binary("lmplz")                                 # doctest: +SKIP
    PosixPath('/root/.cache/fmt-transcript/kenlm/bin/lmplz')

Search order: $FMT_TRANSCRIPT_KENLM_BIN (a directory), the build script's cache directory
($FMT_TRANSCRIPT_CACHE, $XDG_CACHE_HOME/fmt-transcript or ~/.cache/fmt-transcript, then
kenlm/bin), then PATH.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import fmt_transcript_cache

BIN_ENV = "FMT_TRANSCRIPT_KENLM_BIN"
CACHE_ENV = fmt_transcript_cache.ROOT_ENV


class MissingBinaryError(FileNotFoundError):
    """lmplz or build_binary is not built yet."""


def cache_dir() -> Path:
    """The project's cache root (fmt_transcript_cache.root), shared with
    scripts/build_kenlm.sh and the grammars' FARs."""
    return fmt_transcript_cache.root()


def find_binary(name: str) -> Path:
    """The path of KenLM tool NAME ("lmplz" or "build_binary"), or MissingBinaryError."""
    candidates = []
    if os.environ.get(BIN_ENV):
        candidates.append(Path(os.environ[BIN_ENV]) / name)
    candidates.append(cache_dir() / "kenlm" / "bin" / name)
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    on_path = shutil.which(name)
    if on_path:
        return Path(on_path)
    raise MissingBinaryError(
        f"KenLM's {name} not found (looked in {', '.join(map(str, candidates))} and PATH); "
        "build it with scripts/build_kenlm.sh or set " + BIN_ENV
    )
