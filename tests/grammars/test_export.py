"""The FAR cache: keyed on every source and table, rebuilt on a miss, loaded arc-sorted."""

from __future__ import annotations

import shutil
from pathlib import Path

import pynini
import pytest

from grammars import export


def test_cache_key_changes_when_a_table_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "grammars"
    shutil.copytree(export.PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(export, "PACKAGE", copy)
    before = export.cache_key()
    assert export.cache_key() == before
    table = copy / "data" / "units.tsv"
    table.write_text(table.read_text(encoding="utf-8") + "nein\t9\n", encoding="utf-8")
    assert export.cache_key() != before


def test_cache_key_changes_when_a_source_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "grammars"
    shutil.copytree(export.PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(export, "PACKAGE", copy)
    before = export.cache_key()
    (copy / "cardinal.py").write_text("# edited\n", encoding="utf-8")
    assert export.cache_key() != before


def test_far_holds_the_named_transducers(compiled: dict[str, pynini.Fst]) -> None:
    assert export.far_path().exists()
    assert set(compiled) == set(export.FST_NAMES)
    for fst in compiled.values():
        assert fst.properties(pynini.I_LABEL_SORTED, True) == pynini.I_LABEL_SORTED


def _tiny_build(monkeypatch: pytest.MonkeyPatch, imported: str, now: str) -> None:
    """Stages of one arc each, and the sources' key IMPORTED when the process read them, NOW
    when the build ends."""
    from grammars import union

    for stage in ("phone_stage", "number_stage", "conventions_stage"):
        monkeypatch.setattr(union, stage, lambda style: pynini.accep("a"))
    monkeypatch.setattr(export, "_IMPORTED_KEY", imported)
    monkeypatch.setattr(export, "cache_key", lambda: now)


def test_a_far_built_after_its_sources_changed_is_not_cached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A grammar edited while a run builds: its FAR may hold the code imported before the edit,
    # and under the edited sources' key every later run would load it.
    _tiny_build(monkeypatch, imported="before", now="edited")
    path = tmp_path / "variants.far"
    with pytest.raises(export.SourcesChanged):
        export.build(path)
    assert not path.exists() and not list(tmp_path.iterdir())
    export.build(path, cached=False)  # the fallback a run uses: a build of its own
    assert set(export._read(path)) == set(export.FST_NAMES)


def test_a_far_built_from_unchanged_sources_is_cached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _tiny_build(monkeypatch, imported="same", now="same")
    export.build(tmp_path / "variants.far")
    assert (tmp_path / "variants.far").exists()


def test_a_build_removes_the_fars_no_run_used_for_a_month(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every grammar edit or upgrade keys a new FAR (16 MB); the old ones are never read again.
    import os
    import time

    import fmt_transcript_cache

    _tiny_build(monkeypatch, imported="same", now="same")
    old, recent = tmp_path / "variants-en-US-0000.far", tmp_path / "variants-en-GB-1111.far"
    for far, days in ((old, fmt_transcript_cache.UNUSED_DAYS + 1), (recent, 2)):
        far.write_bytes(b"another version's FAR")
        then = time.time() - days * fmt_transcript_cache.DAY
        os.utime(far, (then, then))
    path = tmp_path / "variants-en-US-2222.far"
    export.build(path)
    assert path.exists() and recent.exists() and not old.exists()
