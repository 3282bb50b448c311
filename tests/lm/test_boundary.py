"""The shipped boundary and case model: loading and scoring the real weights."""

import numpy as np
import pytest

from lm.boundary import CASES, DEFAULT_BOUNDARY_MODEL, MARKS, BoundaryModel
from lm.boundary_text import feature_tokens


@pytest.fixture(scope="module")
def model() -> BoundaryModel:
    # The numpy path, whose blocks and padding rows these tests read; test_boundary_session holds
    # onnxruntime's scores to its.
    return BoundaryModel.load(onnx=False)


def test_the_default_weights_ship_with_a_card():
    assert DEFAULT_BOUNDARY_MODEL.exists()
    assert DEFAULT_BOUNDARY_MODEL.with_suffix(".card.json").exists()


def test_rows_are_log_distributions_over_marks_and_cases(model):
    words = "so we moved the meeting to three thirty on friday 2020 q1 3.5% unseenwordxyz".split()
    for scores in (model.marks(words), model.cases(words)):
        assert scores.dtype == np.float32
        assert scores.shape == (len(words), 4)
        assert np.all(scores <= 0)
        assert np.allclose(np.exp(scores).sum(axis=1), 1.0, atol=1e-4)
    assert model.marks([]).shape == (0, len(MARKS))


def test_a_clear_sentence_end_scores_a_period_above_no_mark(model):
    words = "it was a wonderful evening and i wanted to say thank you very much how are you".split()
    at = words.index("much")
    scores = model.marks(words)[at]
    assert scores[MARKS.index(".")] > scores[MARKS.index("")]


def test_a_question_ends_in_a_question_mark_more_than_a_period(model):
    words = "hi this is john from the bank about your account can you call me back".split()
    scores = model.marks(words)[-1]
    assert scores[MARKS.index("?")] > scores[MARKS.index(".")]


def test_names_and_acronyms_mid_sentence_are_not_lower_case(model):
    words = "last year we flew to london and met the people from nasa there".split()
    cases = model.cases(words)
    assert cases[words.index("london")].argmax() != CASES.index("lower")
    nasa = cases[words.index("nasa")]
    assert nasa[CASES.index("upper")] > nasa[CASES.index("lower")]
    assert cases[words.index("flew")].argmax() == CASES.index("lower")


def test_the_same_words_give_the_same_scores(model):
    words = "we can talk about it tomorrow if you like".split()
    first = model.marks(words).copy()
    model.marks("something else entirely".split())
    assert np.array_equal(first, model.marks(words))


def test_the_permissive_variant_ships_and_scores():
    path = DEFAULT_BOUNDARY_MODEL.with_name("permissive.npz")
    model = BoundaryModel.load(path)
    words = "thank you very much how are you".split()
    assert model.marks(words).shape == model.cases(words).shape == (len(words), 4)
    assert np.allclose(np.exp(model.marks(words)).sum(axis=1), 1.0, atol=1e-4)


def test_an_unknown_word_without_a_vowel_reads_as_spelled_letters(model):
    # Words the vocabulary lacks share one entry per shape (lm.boundary_text.unknown_shape): one
    # that cannot be said as a word was spelled, and written text has such words in capitals.
    for words in ("please call xjq today".split(), "we met the people from qzv".split()):
        at = next(i for i, w in enumerate(words) if w in ("xjq", "qzv"))
        cases = model.cases(words)[at]
        assert cases.argmax() == CASES.index("upper"), words


def test_a_long_turn_scores_the_same_in_blocks(model):
    # The tcn reads a long turn in blocks with its reach either side (bounded memory); the
    # scores are those of one pass over the whole turn.
    words = ("so we moved the meeting to friday and then we can talk about it " * 40).split()
    whole = model.marks(words).copy()
    model.block, model._cache = 37, None
    try:
        assert np.allclose(model.marks(words), whole, atol=1e-5)
    finally:
        model.block, model._cache = 2048, None


@pytest.mark.parametrize("count", [1, 7, 45])
def test_rows_that_read_only_padding_are_not_recomputed(model, count):
    # _stack fills the rows that read only padding with their one value (_pad_rows) and
    # computes the rest: the features of a full pass over every row.
    words = ("we moved the meeting to friday so call me " * 5).split()[:count]
    embedded = model._embedded(feature_tokens(words))
    full = model._stack(embedded)  # no rows known to be padding: every row computed
    c = model.context
    assert np.allclose(model._stack(embedded, c, c), full, atol=1e-5)
    assert np.allclose(model._features(feature_tokens(words)), full, atol=1e-5)
