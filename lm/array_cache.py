"""A model's .npz decompressed once: its arrays kept as .npy files in the cache folder and mapped
from there at later starts.

The shipped boundary models were compressed .npz files (27 MB; 33 MB of arrays; four members
with int8 tables now 21 MB, 27 MB of arrays), and inflating them took about 0.2 s of every start,
a fifth of the cold start. With the networks in
onnxruntime a transcript reads a few dozen rows of each embedding table, so the tables are now
mapped read-only from the cache: no inflating, memory only for the pages a transcript touches,
and the worker processes of a batch share those pages.

The cache is keyed on the .npz's zip directory (each member's name, CRC-32 and sizes), read
without inflating anything: a retrained model is another key. Its folder is written whole or not
at all (a temporary folder renamed, its marker naming every array). A folder that cannot be read
whole is written again; one that cannot be written costs the inflating, never a failure. When
one is written, the folders no run has read for a month and the temporary ones of a killed write
are removed (fmt_transcript_cache).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import zipfile
from pathlib import Path

import numpy as np

import fmt_transcript_cache
from lm.binaries import cache_dir

VERSION = b"1"  # of the folder's layout
MAP_BYTES = 1 << 20  # number arrays at least this large are mapped; others are read whole
MARKER = "complete"  # written last: the names of the folder's arrays, one a line


def load(path: Path) -> dict[str, np.ndarray]:
    """The arrays of the .npz at PATH, from the cache where it holds them."""
    path = Path(path)
    try:
        with zipfile.ZipFile(path) as archive:
            key = _key(archive)
    except (OSError, zipfile.BadZipFile):  # not a zip: np.load says what it is
        return inflate(path)
    folder = cache_dir() / "arrays" / f"{path.stem}-{key}"
    cached = _mapped(folder)
    if cached is not None:
        fmt_transcript_cache.used(folder)
        return cached
    arrays = inflate(path)
    _write(folder, arrays)
    return arrays


def inflate(path: Path) -> dict[str, np.ndarray]:
    """The arrays of the .npz at PATH, read from it (no cache)."""
    with np.load(path, allow_pickle=False) as data:
        return {k: data[k] for k in data.files}


def _key(archive: zipfile.ZipFile) -> str:
    digest = hashlib.sha256(VERSION)
    for info in sorted(archive.infolist(), key=lambda i: i.filename):
        digest.update(f"{info.filename}:{info.CRC}:{info.file_size}:{info.compress_size}|".encode())
    return digest.hexdigest()[:16]


def _mapped(folder: Path) -> dict[str, np.ndarray] | None:
    """The arrays of a cache FOLDER, or None where there is none or it cannot be read whole.

    The marker written last names every array: a folder listed file by file could be read
    while another process removes it (_write), and give some of the arrays, not all."""
    try:
        names = (folder / MARKER).read_text(encoding="utf-8").split("\n")
        if not all(names):
            return None
        return {name: _open(folder / f"{name}.npy") for name in names}
    except (OSError, ValueError, EOFError):  # missing, cut short or not .npy: write it again
        return None


def _open(file: Path) -> np.ndarray:
    """A large array of numbers (an embedding table, float16 or int8) mapped from FILE; any other
    read into memory (and its map closed)."""
    if file.stat().st_size < MAP_BYTES:
        return np.load(file, allow_pickle=False)
    value = np.load(file, mmap_mode="r", allow_pickle=False)
    return value if value.dtype.kind in "fi" else np.array(value)


def _write(folder: Path, arrays: dict[str, np.ndarray]) -> None:
    """ARRAYS into FOLDER as .npy files, whole or not at all; silently not where the cache
    folder cannot be written."""
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        fmt_transcript_cache.prune(folder.parent, "*", keep=folder)
        temporary = Path(tempfile.mkdtemp(dir=folder.parent, prefix=folder.name, suffix=".tmp"))
    except OSError:
        return
    try:
        for name, value in arrays.items():
            np.save(temporary / f"{name}.npy", value, allow_pickle=False)
        (temporary / MARKER).write_text("\n".join(arrays), encoding="utf-8")
        if folder.exists():
            if _mapped(folder) is not None:  # another process wrote it meanwhile
                return
            # Unreadable: replaced. A process that maps its files keeps them until it exits.
            shutil.rmtree(folder, ignore_errors=True)
        os.rename(temporary, folder)
    except OSError:  # no room, or another process renamed its copy in first
        pass
    finally:
        shutil.rmtree(temporary, ignore_errors=True)


__all__ = ["load", "inflate"]
