"""The shipped model (data/lm/default.binary): within its limits and loadable by this checkout."""

from __future__ import annotations

import json
import time

import pytest

from lm import DEFAULT_MODEL
from lm.card import read_card
from lm.class_members import MemberModel
from lm.scorer import Scorer
from lm.tokens import tokenizer_hash

pytestmark = pytest.mark.skipif(not DEFAULT_MODEL.is_file(), reason="no shipped model in data/lm")

MAX_BYTES = 60_000_000


def test_card_matches_the_shipped_recipe() -> None:
    card = read_card(DEFAULT_MODEL)
    assert card.tokenizer_hash == tokenizer_hash(), (
        "lm/tokens.py changed: run scripts/train_default_lm.sh"
    )
    assert card.tokenizer.class_set == "A"
    assert card.normalization["keep_questions"] is True
    assert card.normalization["keep_addresses"] is True
    # Every corpus; the spoken ones without their sentences that say a number in words
    # (scripts/train_default_lm.sh; docs/LM.md says why).
    assert {c.name.split(".")[0] for c in card.corpora} == {
        "blogs", "enron_email", "meetings", "sgd_dialogue", "ted_talks", "wikipedia"
    }
    assert card.normalization["number_sentences_dropped"] == ["meetings", "ted_talks"]
    assert card.normalization["every"] == 1
    assert all(".train." in c.name for c in card.corpora)
    assert card.model_bytes == DEFAULT_MODEL.stat().st_size <= MAX_BYTES
    assert set(card.perplexity) == {"enron_email.dev", "sgd_dialogue.dev"}


def test_class_members_were_counted_with_the_model() -> None:
    scorer = Scorer(DEFAULT_MODEL)
    assert scorer.class_members is not None
    table = json.loads(scorer.class_members.read_text(encoding="utf-8"))
    assert table["class_set"] == scorer.tokenizer.class_set
    assert table["corpora"] == [c.name for c in read_card(DEFAULT_MODEL).corpora]
    members = MemberModel.load(scorer.class_members, scorer.tokenizer.class_set)
    # A thousands group and the minutes of a time are the likely members after their separators.
    assert members.member("<A:3D>,", "000") < members.member("<A:3D>,", "330")
    assert members.member("<A:13-31>:", "30") < members.member("<A:13-31>:", "29")


def test_loads_quickly_and_prefers_written_conventions() -> None:
    started = time.perf_counter()
    scorer = Scorer(DEFAULT_MODEL)
    assert time.perf_counter() - started < 1.0
    assert scorer.case_lexicon is not None and scorer.case_lexicon.is_file()
    better_worse = [
        ("Call me at 3:30 PM.", "Call me at 330 PM."),
        ("It costs $1,100.", "It costs 11 $100."),
        ("I work at NASA.", "I work at nasa."),
        ("Hi Bill, it's Tracy.", "Hi bill, it's tracy."),
    ]
    for better, worse in better_worse:
        assert scorer.sentence_logprob(better) > scorer.sentence_logprob(worse), better


def test_codes_the_corpora_write_are_one_token_each() -> None:
    scorer = Scorer(DEFAULT_MODEL)
    for code, token in (("A4", "A<A:2-9>"), ("MP3", "MP<A:2-9>"), ("Q1", "Q1")):
        assert scorer.pieces(code) == (token,), code
    # As one token, the paper size beats the article and a number.
    assert scorer.sentence_logprob("Print it on A4 paper.") > scorer.sentence_logprob(
        "Print it on a 4 paper."
    )
