"""fmt_transcript_cache: the cache root, and entries aged out when new ones are written."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import fmt_transcript_cache as cache


def _aged(path: Path, seconds: float) -> Path:
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def _file(path: Path, seconds: float = 0) -> Path:
    path.write_bytes(b"x")
    return _aged(path, seconds)


def _folder(path: Path, seconds: float = 0) -> Path:
    path.mkdir()
    (path / "a.npy").write_bytes(b"x")
    return _aged(path, seconds)


MONTH = cache.UNUSED_DAYS * cache.DAY


def test_entries_unused_for_a_month_are_removed_others_kept(tmp_path: Path) -> None:
    old = _file(tmp_path / "variants-old.far", MONTH + 60)
    recent = _file(tmp_path / "variants-recent.far", MONTH - 3600)
    kept = _file(tmp_path / "variants-new.far", MONTH + 60)  # the entry just written
    other_kind = _file(tmp_path / "parsed-x.marshal", MONTH + 60)
    old_folder = _folder(tmp_path / "model-abc", MONTH + 60)
    cache.prune(tmp_path, "variants-*.far", keep=kept)
    assert not old.exists()
    assert recent.exists() and kept.exists() and other_kind.exists() and old_folder.exists()
    cache.prune(tmp_path, "model-*")
    assert not old_folder.exists()


def test_leftovers_of_a_killed_write_are_removed_after_an_hour(tmp_path: Path) -> None:
    stale_file = _file(tmp_path / "variants-a.far12ab.far.tmp", cache.STALE_SECONDS + 60)
    stale_folder = _folder(tmp_path / "model-abc1234.tmp", cache.STALE_SECONDS + 60)
    fresh = _file(tmp_path / "variants-b.far34cd.far.tmp", 60)  # another process writing it now
    cache.prune(tmp_path, "variants-*.far")
    assert not stale_file.exists() and not stale_folder.exists()
    assert fresh.exists()


def test_reading_an_entry_marks_it_used_at_most_once_a_day(tmp_path: Path) -> None:
    entry = _file(tmp_path / "variants-a.far", MONTH + 60)
    cache.used(entry)
    assert time.time() - entry.stat().st_mtime < 60
    cache.prune(tmp_path, "variants-*.far")
    assert entry.exists()
    hour_ago = _aged(entry, 3600).stat().st_mtime
    cache.used(entry)  # no write for every start
    assert entry.stat().st_mtime == hour_ago


def test_a_missing_folder_or_entry_is_no_error(tmp_path: Path) -> None:
    cache.prune(tmp_path / "none", "*")
    cache.used(tmp_path / "none" / "entry")


def test_the_root_follows_the_readme(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(cache.ROOT_ENV, raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache.root() == tmp_path / "home" / ".cache" / "fmt-transcript"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.root() == tmp_path / "xdg" / "fmt-transcript"
    monkeypatch.setenv(cache.ROOT_ENV, str(tmp_path / "own"))
    assert cache.root() == tmp_path / "own"
