"""The question-opener table: the share of sentences ending "?" per opening word or pair."""

import json
import math
from collections import Counter

import pytest

from lm import question_openers as qo
from lm.boundary_text import parse
from lm.question_openers import DEFAULT_QUESTION_OPENERS, QuestionOpeners, count, fit, train


def test_count_reads_each_sentence_by_its_first_word_and_pair():
    words, marks, _ = parse("Is it late? Is it. Why? trailing words")
    opened, asked = count([(words, marks)])
    # One-word sentences have no pair; the words after the last end are no sentence.
    assert opened == Counter({"is": 2, "is it": 2, "why": 1})
    assert asked == Counter({"is": 1, "is it": 1, "why": 1})


def test_fit_keeps_a_pair_only_where_it_says_more_than_its_word(monkeypatch):
    monkeypatch.setattr(qo, "MIN_SENTENCES", 10)
    monkeypatch.setattr(qo, "MIN_PAIR", 10)
    opened = Counter({"what": 100, "what is": 50, "what i": 50, "so": 100, "so we": 100})
    asked = Counter({"what": 50, "what is": 48, "what i": 2, "so": 10, "so we": 10})
    shares, overall = fit(opened, asked)
    assert overall == 0.3  # 60 of the 200 one-word openings
    assert shares["what is"] > shares["what"] > shares["what i"]
    assert "so we" not in shares  # the pair's share is its word's: no row of its own
    assert fit(Counter(), Counter()) == ({}, 0.07)


def test_ratios_back_off_from_the_pair_to_the_word_to_nothing():
    model = QuestionOpeners({"is": 0.8, "is a": 0.2}, overall=0.1)
    period, question = model.ratios(("is", "there"))  # no pair row: the word's
    assert question == pytest.approx(math.log(8)) and period == pytest.approx(math.log(0.2 / 0.9))
    assert model.ratios(("is", "a"))[1] == pytest.approx(math.log(2))
    assert model.ratios(("the", "end")) == (0.0, 0.0)
    assert model.ratios(()) == (0.0, 0.0)


def test_a_conjunction_without_a_pair_of_its_own_is_read_past():
    model = QuestionOpeners({"and": 0.07, "and so": 0.02, "would i": 0.9, "would": 0.6}, 0.07)
    assert model.share(("and", "would", "i")) == 0.9  # the pair after "and"
    assert model.share(("and", "so", "would")) == 0.02  # its own pair first
    assert model.share(("and", "would", "we")) == 0.07  # no pair after it: the conjunction's
    assert model.share(("but", "would", "i")) == 0.9  # though it has no row itself
    assert model.share(("but", "the", "end")) is None
    shipped = QuestionOpeners.load(DEFAULT_QUESTION_OPENERS)
    assert shipped.share(("and", "would", "i")) == shipped.share(("would", "i")) > 0.5


def test_train_reads_the_openings_of_a_corpus(tmp_path, monkeypatch):
    # Saving, loading and the corpora's licences: tests/lm/test_opening_tables.py.
    monkeypatch.setattr(qo, "MIN_SENTENCES", 2)
    corpus = tmp_path / "blogs.train.txt"
    corpus.write_text("Is it late? We go. Is that so?\nWe left. Is it? We stay.\n", "utf-8")
    model = train([corpus])
    assert model.ratios(("is",))[1] > 0 > model.ratios(("we",))[1]


def test_load_refuses_a_share_outside_zero_and_one(tmp_path):
    path = tmp_path / "question_openers.json"
    path.write_text(json.dumps({"overall": 0.07, "shares": {"is": 1.0}}), "utf-8")
    with pytest.raises(ValueError, match="outside"):
        QuestionOpeners.load(path)


def test_the_shipped_table_tells_questions_from_statements():
    model = QuestionOpeners.load(DEFAULT_QUESTION_OPENERS)
    assert model.ratios(("is", "there"))[1] > 2 and model.ratios(("how", "many"))[1] > 2
    assert model.ratios(("what", "i"))[1] < 0 < model.ratios(("what", "is"))[1]
    assert model.ratios(("the", "end"))[1] < 0
    assert model.card["licence_note"]

