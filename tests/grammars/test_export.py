"""The FAR cache: keyed on every source and table, rebuilt on a miss, loaded arc-sorted."""

from __future__ import annotations

import shutil
from pathlib import Path

import pynini
import pytest

from grammars import export


def test_cache_key_changes_when_a_table_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copy = tmp_path / "grammars"
    shutil.copytree(export.PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(export, "PACKAGE", copy)
    before = export.cache_key()
    assert export.cache_key() == before
    table = copy / "data" / "units.tsv"
    table.write_text(table.read_text(encoding="utf-8") + "nein\t9\n", encoding="utf-8")
    assert export.cache_key() != before


def test_cache_key_changes_when_a_source_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
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
