"""The sentence-length table: how likely a sentence is to end at its L-th word."""

import json
import math
from collections import Counter

import pytest

from lm import sentence_lengths as sl
from lm.boundary_text import parse
from lm.sentence_lengths import DEFAULT_SENTENCE_LENGTHS, SentenceLengths, count, fit, train


def test_count_reads_each_sentence_by_its_length(monkeypatch):
    monkeypatch.setattr(sl, "MAX_LENGTH", 3)
    words, marks, _ = parse("Yes. We went home. Why, then? We went there at last. trailing words")
    ended, long_slots = count([(words, marks)])
    # The words after the last end are no sentence; lengths from 3 on share one row, whose
    # slots are counted from the third word on ("home"; "there at last").
    assert ended == Counter({1: 1, 2: 1, 3: 2})
    assert long_slots == 1 + 3


def test_fit_gives_each_length_its_hazard_against_every_slot(monkeypatch):
    monkeypatch.setattr(sl, "MAX_LENGTH", 3)
    # 10 sentences of 1 word, 10 of 2, 20 of 3 or more with 60 slots from their third word.
    rows = fit(Counter({1: 10, 2: 10, 3: 20}), 60)
    share = 40 / (10 + 20 + 2 * 20 + 60)
    hazards = [10 / 40, 10 / 30, 20 / 60]
    for (end, go), h in zip(rows, hazards, strict=True):
        assert end == pytest.approx(math.log(h / share), abs=1e-4)
        assert go == pytest.approx(math.log((1 - h) / (1 - share)), abs=1e-4)
    assert fit(Counter({1: 10, 3: 20}), 60) == ()  # a length never seen: no table
    assert fit(Counter({1: 10, 2: 10, 3: 20}), 20) == ()  # every long one ends at 3 words
    assert fit(Counter(), 0) == ()


def test_ratios_hold_the_last_row_for_every_longer_sentence():
    model = SentenceLengths(((-1.0, 0.1), (0.0, 0.0), (0.5, -0.05)))
    assert model.ratios(1) == (-1.0, 0.1)
    assert model.ratios(3) == model.ratios(300) == (0.5, -0.05)


def test_train_reads_the_lengths_of_a_corpus(tmp_path, monkeypatch):
    # Saving, loading and the corpora's licences: tests/lm/test_opening_tables.py.
    monkeypatch.setattr(sl, "MAX_LENGTH", 3)
    corpus = tmp_path / "blogs.train.txt"
    corpus.write_text("Yes. We went. We went home now.\nOkay. Go on. They went away.\n", "utf-8")
    model = train([corpus])
    # Lengths 1, 2, 4, 1, 2, 3: of 6 sentences 2 end at one word (1/3, below the 6 ends in
    # 13 slots), 2 of the 4 left at two (1/2, above).
    assert len(model) == 3
    assert model.ratios(1)[0] < 0 < model.ratios(2)[0]


def test_train_refuses_corpora_that_never_show_a_length(tmp_path, monkeypatch):
    # A library function: a ValueError for its caller, not SystemExit, which would end the
    # program of whoever called it.
    monkeypatch.setattr(sl, "MAX_LENGTH", 3)
    corpus = tmp_path / "blogs.train.txt"
    corpus.write_text("We went home now. They went away again.\n", "utf-8")
    with pytest.raises(ValueError, match="too few sentences"):
        train([corpus])


def test_load_refuses_a_ratio_that_is_no_number(tmp_path):
    path = tmp_path / "sentence_lengths.json"
    path.write_text(json.dumps({"rows": [[0.1, "NaN"]]}), "utf-8")
    with pytest.raises(ValueError, match="finite"):
        SentenceLengths.load(path)


def test_the_shipped_table_makes_long_sentences_likelier_to_end():
    model = SentenceLengths.load(DEFAULT_SENTENCE_LENGTHS)
    assert model.ratios(2)[0] < 0 < model.ratios(25)[0]
    assert model.ratios(2)[1] > 0 > model.ratios(25)[1]
    assert model.card["licence_note"]



def test_the_command_says_in_one_line_why_it_wrote_no_table(tmp_path, monkeypatch, refused_table):
    monkeypatch.setattr(sl, "MAX_LENGTH", 3)
    corpus = tmp_path / "blogs.train.txt"
    corpus.write_text("We went home now.\n", "utf-8")
    said = refused_table(
        lambda: sl.train_main("python -m lm.sentence_lengths", None, "lengths", train),
        tmp_path / "lengths.json",
        corpus,
    )
    assert len(said) == 1
    assert said[0].startswith("python -m lm.sentence_lengths: too few sentences")
