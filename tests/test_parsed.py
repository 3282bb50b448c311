"""fmt_transcript_parsed: a data file parsed once, then read from the cache folder."""

import marshal
from pathlib import Path

import pytest

from fmt_transcript_parsed import parsed

CALLS: list[str] = []


def _rows(text: str) -> dict[str, tuple[str, ...]]:
    CALLS.append(text)
    return {line.split("\t")[0]: tuple(line.split("\t")[1:]) for line in text.splitlines()}


def _is_dict(value: object) -> bool:
    return isinstance(value, dict)


@pytest.fixture
def table(monkeypatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("FMT_TRANSCRIPT_CACHE", str(tmp_path / "cache"))
    CALLS.clear()
    path = tmp_path / "table.tsv"
    path.write_text("nasa\tNASA\nbill\tBill\tbill\n", encoding="utf-8")
    return path


def _cached_files(table: Path) -> list[Path]:
    return sorted((table.parent / "cache").rglob("parsed-table-*.marshal"))


def test_a_file_is_parsed_once_and_then_read_from_the_cache(table):
    first = parsed(table, _rows, _is_dict, "grammars")
    assert first == {"nasa": ("NASA",), "bill": ("Bill", "bill")}
    assert parsed(table, _rows, _is_dict, "grammars") == first
    assert len(CALLS) == 1 and len(_cached_files(table)) == 1


def test_an_edited_file_is_parsed_again(table):
    parsed(table, _rows, _is_dict, "grammars")
    table.write_text("nasa\tNASA\tNasa\n", encoding="utf-8")
    assert parsed(table, _rows, _is_dict, "grammars") == {"nasa": ("NASA", "Nasa")}
    assert len(CALLS) == 2


@pytest.mark.parametrize("content", [b"", b"\x00garbage", marshal.dumps([1, 2])])
def test_a_cache_that_cannot_be_read_or_holds_another_kind_is_parsed_again(table, content):
    parsed(table, _rows, _is_dict, "grammars")
    (cached,) = _cached_files(table)
    cached.write_bytes(content)
    assert parsed(table, _rows, _is_dict, "grammars") == {
        "nasa": ("NASA",),
        "bill": ("Bill", "bill"),
    }
    assert len(CALLS) == 2
    assert parsed(table, _rows, _is_dict, "grammars") and len(CALLS) == 2  # written again


def test_a_cache_folder_that_cannot_be_written_costs_the_parse_not_a_failure(
    table, monkeypatch, tmp_path
):
    blocker = tmp_path / "a-file"
    blocker.write_text("a file where the cache folder would be")
    monkeypatch.setenv("FMT_TRANSCRIPT_CACHE", str(blocker))
    assert parsed(table, _rows, _is_dict, "grammars") == parsed(table, _rows, _is_dict, "grammars")
    assert len(CALLS) == 2


def _grammars_reading(path: Path) -> tuple[object, object]:
    from grammars.capitalization import CaseLexicon, _kept_forms, with_brands

    fresh = with_brands(_kept_forms(path.read_text(encoding="utf-8")))
    return fresh, CaseLexicon.load(path)._forms


def _lms_reading(path: Path) -> tuple[object, object]:
    from lm.sentence_starts import StartFolder, _likeliest

    return _likeliest(path.read_text(encoding="utf-8")), StartFolder.from_lexicon(path)._likeliest


@pytest.mark.parametrize(
    ("reading", "folder"), [(_grammars_reading, "grammars"), (_lms_reading, "lm")]
)
def test_the_shipped_case_lexicon_reads_the_same_from_the_cache(
    monkeypatch, tmp_path, reading, folder
):
    # The grammars keep a word's forms worth offering, the LM its likeliest (lm.sentence_starts):
    # two values of one file, each package's in its own folder.
    from lm.data_files import data_path

    monkeypatch.setenv("FMT_TRANSCRIPT_CACHE", str(tmp_path))
    path = data_path("lm", "case_lexicon.tsv")
    fresh, first = reading(path)  # parsed, and cached
    assert first == fresh and reading(path)[1] == fresh  # then read from the cache
    # (The grammars read two values of it: the forms, and the words written as names.)
    assert {p.parent.name for p in tmp_path.rglob("parsed-case_lexicon-*.marshal")} == {folder}


def test_a_malformed_lexicon_line_is_an_error_not_a_fold(tmp_path, monkeypatch):
    from lm.sentence_starts import StartFolder

    monkeypatch.setenv("FMT_TRANSCRIPT_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "lexicon.tsv"
    path.write_text("bill\tBill\t3\nyou\tYou\n", encoding="utf-8")
    with pytest.raises(ValueError):
        StartFolder.from_lexicon(path)


def _first_column(text: str) -> dict[str, tuple[str, ...]]:
    CALLS.append(text)
    return {line.split("\t")[0]: () for line in text.splitlines()}


def test_another_parser_of_the_same_file_does_not_read_the_first_ones_cache(table):
    parsed(table, _rows, _is_dict, "grammars")
    assert parsed(table, _first_column, _is_dict, "grammars") == {"nasa": (), "bill": ()}
    assert len(CALLS) == 2


def test_parses_no_run_read_for_a_month_are_removed_when_one_is_written(table):
    import os
    import time

    import fmt_transcript_cache

    parsed(table, _rows, _is_dict, "grammars")
    (first,) = _cached_files(table)
    then = time.time() - (fmt_transcript_cache.UNUSED_DAYS + 1) * fmt_transcript_cache.DAY
    os.utime(first, (then, then))
    parsed(table, _rows, _is_dict, "grammars")  # read: marked used
    assert time.time() - first.stat().st_mtime < 60
    os.utime(first, (then, then))
    table.write_text("nasa\tNASA\tNasa\n", encoding="utf-8")  # an edit: a new entry
    parsed(table, _rows, _is_dict, "grammars")
    assert _cached_files(table) != [first] and not first.exists()


def test_equal_strings_of_a_parsed_value_are_one_object_parsed_or_read(table):
    # A word and its lowercase form are held once (memory: the case lexicon's 77,000 rows).
    for _ in range(2):  # parsed, then read from the cache
        value = parsed(table, _rows, _is_dict, "grammars")
        (key,) = (k for k in value if k == "bill")
        assert value["bill"][1] is key
    assert len(CALLS) == 1
