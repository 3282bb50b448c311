"""A sentence's first word read in its mid-sentence case (lm.sentence_starts)."""

from __future__ import annotations

from pathlib import Path

from lm.lexicon import CaseCounter
from lm.sentence_starts import StartFolder


def test_common_words_fold_and_names_keep_their_capital() -> None:
    fold = StartFolder({"bill": "bill", "tracy": "Tracy", "i": "I", "i'm": "I'm"})
    assert fold.word("You") == "you"  # no row: never capitalized mid-sentence
    assert fold.word("Bill") == "bill"  # lowercase likeliest
    assert fold.word("Tracy") == "Tracy"
    assert fold.word("I") == "I" and fold.word("I'm") == "I'm"
    # Only a capital at the first letter alone folds: acronyms, mixed forms and numbers stay.
    for kept in ("NASA", "iPhone", "McDonald", "<A:3D>", ",", "3:30"):
        assert fold.word(kept) == kept


def test_a_line_folds_the_first_word_of_each_sentence_only() -> None:
    fold = StartFolder({"tracy": "Tracy"})
    line = "Hi Bill , it's Tracy . Call me ? Tracy <sp> Is here ."
    assert fold.line(line) == "hi Bill , it's Tracy . call me ? Tracy <sp> Is here ."
    assert fold.line("Is <sp> it") == "is <sp> it"
    assert fold.line(". <sp> Yes") == ". <sp> yes"
    assert fold.first(("Yes", ",")) == ("yes", ",") and fold.first(()) == ()


def test_the_lexicon_file_and_the_counter_fold_alike(tmp_path: Path) -> None:
    counter = CaseCounter()
    for line in ["Hi Bill. We met Bill and bill. Then Bill left, and a Bill came."] * 5:
        counter.add(line)
    counter.add("We saw Tracy there. Tracy was late.")
    path = tmp_path / "lexicon.tsv"
    counter.write(path, dictionary=None)
    from_file, from_rows = StartFolder.from_lexicon(path), StartFolder.from_rows(counter.rows())
    for word in ("Bill", "Tracy", "We", "Then"):
        assert from_file.word(word) == from_rows.word(word)
    assert from_file.word("Bill") == "Bill"  # "Bill" 15 times mid-sentence, "bill" 5
    assert from_file.word("Then") == "then"
