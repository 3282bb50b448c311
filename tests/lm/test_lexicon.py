"""The case lexicon: mid-sentence counting, selection of rows, file format."""

from __future__ import annotations

from pathlib import Path

from lm.lexicon import DICTIONARY_COUNT, MIN_COUNT, CaseCounter


def counter_of(lines: list[str]) -> CaseCounter:
    counter = CaseCounter()
    for line in lines:
        counter.add(line)
    return counter


def test_sentence_initial_words_are_not_counted() -> None:
    counter = counter_of(["Bill called. Then Bill left? Maybe bill paid."])
    assert counter.forms == {"Bill": 1, "called": 1, "left": 1, "bill": 1, "paid": 1}


def test_rows_keep_words_seen_capitalized_mid_sentence() -> None:
    lines = ["We met NASA and Bill and McDonald's people and the bill."] * MIN_COUNT
    lines += ["We paid the bill now."] * 20 + ["We saw the Bill once."]
    rows = list(counter_of(lines).rows())
    assert ("nasa", "NASA", MIN_COUNT) in rows
    assert ("mcdonald's", "McDonald's", MIN_COUNT) in rows
    # both forms of "bill", most frequent first, so the consumer can weigh them
    assert [r for r in rows if r[0] == "bill"] == [("bill", "bill", 25), ("bill", "Bill", 6)]
    # never capitalized mid-sentence: no row
    assert not [r for r in rows if r[0] in ("paid", "people", "we")]


def test_rare_capitalizations_are_left_out() -> None:
    lines = ["We paid the bill now."] * 200 + ["We paid the Bill now."] * (MIN_COUNT + 1)
    assert [r for r in counter_of(lines).rows() if r[0] == "bill"] == []


def test_dictionary_adds_only_unseen_capitalized_only_words(tmp_path: Path) -> None:
    words = tmp_path / "words"
    words.write_text("Tracy\nBill\nbill\nNASA\nTracy's\nO'Neil\nÉmile\n")
    counter = counter_of(["We met NASA today."])
    assert list(counter.dictionary_rows(words)) == [
        ("o'neil", "O'Neil", DICTIONARY_COUNT),
        ("tracy", "Tracy", DICTIONARY_COUNT),
        ("tracy's", "Tracy's", DICTIONARY_COUNT),
    ]


def test_written_file_has_three_tab_separated_columns(tmp_path: Path) -> None:
    lexicon = tmp_path / "case_lexicon.tsv"
    counter = counter_of(["We met NASA today."] * MIN_COUNT)
    assert counter.write(lexicon, dictionary=None) == 1
    assert lexicon.read_text(encoding="utf-8") == f"nasa\tNASA\t{MIN_COUNT}\n"
