"""The opener table: which sentence openers rarely end before a comma, and its file."""

import json
from collections import Counter

import pytest

from lm import openers
from lm.boundary import MARKS
from lm.boundary_text import parse
from lm.openers import DEFAULT_OPENERS, OpenerModel, count, fit, train

COMMA, PERIOD = MARKS.index(","), MARKS.index(".")


def test_count_reads_each_sentence_and_whether_it_had_a_comma():
    words, marks, _ = parse("If you can, call me. Thanks. If so. So, we go. trailing words")
    opened, no_comma = count([(words, marks)])
    # The words after the last end are none; a pair only where no mark parts its two words.
    assert opened == Counter({"if": 2, "thanks": 1, "so": 1, "if you": 1, "if so": 1})
    assert no_comma == Counter({"if": 1, "thanks": 1, "if so": 1})


def test_fit_keeps_a_pair_only_where_it_says_what_its_word_does_not(monkeypatch):
    monkeypatch.setattr(openers, "MIN_SENTENCES", 10)
    monkeypatch.setattr(openers, "MIN_PAIR", 10)
    opened = Counter({"when": 300, "when you": 100, "when do": 100, "when i": 100, "the": 300})
    no_comma = Counter({"when": 150, "when you": 10, "when do": 100, "when i": 40, "the": 290})
    ratios = fit(opened, no_comma)
    assert ratios["when you"] < ratios["when"] < 0  # a clause that needs its main one
    assert ratios["when do"] == 0.0  # a question: the word's debt is not owed
    assert "when i" not in ratios  # as its word


def test_an_opening_reads_its_pair_else_its_first_word():
    model = OpenerModel({"when": -0.8, "when you": -1.4, "when do": 0.0})
    assert model.opening(("when", "you")) == -1.4
    assert model.opening(("when", "do")) == 0.0
    assert model.opening(("when", "they")) == -0.8
    assert model.opening(("when",)) == -0.8
    assert model.opening(("we", "go")) == 0.0 and model.opening(()) == 0.0


def test_fit_keeps_only_openers_below_every_sentences_share(monkeypatch):
    monkeypatch.setattr(openers, "MIN_SENTENCES", 10)
    opened = Counter({"if": 100, "the": 100, "rare": 5})
    no_comma = Counter({"if": 10, "the": 90, "rare": 0})
    ratios = fit(opened, no_comma)
    assert set(ratios) == {"if"}  # "the" ends without a comma more often than most; "rare" few
    assert ratios["if"] < 0
    assert fit(Counter(), Counter()) == {}


def test_train_reads_the_openers_of_a_corpus(tmp_path, monkeypatch):
    # Saving, loading and the corpora's licences: tests/lm/test_opening_tables.py.
    monkeypatch.setattr(openers, "MIN_SENTENCES", 2)
    corpus = tmp_path / "blogs.train.txt"
    corpus.write_text("If it rains, we stay. We go.\nIf you can, call. We left.\n", "utf-8")
    model = train([corpus])
    assert model.ratio("if") < 0 and model.ratio("we") == 0.0


def test_load_refuses_an_opener_that_makes_an_end_cheaper(tmp_path):
    path = tmp_path / "openers.json"
    path.write_text(json.dumps({"ratios": {"if": 0.5}}), "utf-8")
    with pytest.raises(ValueError, match="above 0"):
        OpenerModel.load(path)


def test_the_shipped_table_has_the_subordinating_openers():
    model = OpenerModel.load(DEFAULT_OPENERS)
    assert model.ratio("if") < 0 and model.ratio("although") < 0
    assert model.ratio("thanks") == 0.0  # "Thanks." is a whole sentence
    assert model.opening(("when", "you")) < model.ratio("when")
    assert model.opening(("when", "do")) == 0.0
    assert model.card["licence_note"]

