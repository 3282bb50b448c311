"""The KenLM scorer over the tiny checked-in ARPA: incremental scores equal KenLM's own totals."""

from __future__ import annotations

import math
from pathlib import Path

import kenlm
import pytest

from lm.card import CardError, card_path, write_card
from lm.scorer import LOG10_TO_LN, Scorer, TokenizerMismatchError
from lm.tokens import SPACE
from tests.lm.conftest import tiny_card

SENTENCES = [
    "Hi Bill, it's Tracy. Call me back at 555-0100.",
    "The meeting is at 3:30 PM.",
    "It costs $1,235.12.",
    "Zebra quux 99999 ???",  # unknown words and marks: <unk> scoring too
    "",
]


@pytest.fixture
def scorer(tiny_model: Path) -> Scorer:
    return Scorer(tiny_model)


def test_interface(scorer: Scorer) -> None:
    assert scorer.order == 3
    assert scorer.space == (SPACE,)
    assert scorer.pieces("3:30 PM") == ("<A:2-9>", ":", "<A:13-31>", SPACE, "PM")
    # A title's period was dropped from the training text, so it is none here either.
    assert scorer.pieces("Dr. Smith.") == ("Dr", SPACE, "Smith", ".")


@pytest.mark.parametrize("text", SENTENCES)
def test_incremental_scores_sum_to_kenlm_total(scorer: Scorer, tiny_model: Path, text: str) -> None:
    reference = kenlm.Model(str(tiny_model))
    tokens = scorer.pieces(text)
    state = scorer.start_state()
    total = 0.0
    for token in tokens:
        logprob, state = scorer.score(state, token)
        assert logprob <= 0.0
        total += logprob
    total += scorer.end_score(state)
    expected = reference.score(" ".join(tokens), bos=True, eos=True) * LOG10_TO_LN
    assert total == pytest.approx(expected, abs=1e-4)
    assert scorer.sentence_logprob(text) == pytest.approx(expected, abs=1e-4)


def test_natural_log_conversion() -> None:
    assert math.exp(-2.0 * LOG10_TO_LN) == pytest.approx(0.01)


def test_score_is_memoized_per_state_and_token(scorer: Scorer) -> None:
    start = scorer.start_state()
    first = scorer.score(start, "Hi")
    assert scorer.score(scorer.start_state(), "Hi") is first
    assert hash(first[1]) == hash(scorer.score(start, "Hi")[1])


def test_the_memo_stays_bounded_and_keeps_recent_scores(
    scorer: Scorer, monkeypatch: pytest.MonkeyPatch
) -> None:
    import lm.scorer

    monkeypatch.setattr(lm.scorer, "MEMO_LIMIT", 3)
    start = scorer.start_state()
    tokens = ["Hi", "Bill", "it's", "Tracy", "at", "around", "3:30", "PM"]
    first = {t: scorer.score(start, t) for t in tokens}
    assert len(scorer._memo) + len(scorer._older) <= 2 * 3
    # The newest scores are still the memo's (the same objects); an older one dropped is
    # scored again, to the same figure.
    assert scorer.score(start, "PM") is first["PM"]
    again = scorer.score(start, "Hi")
    assert again is not first["Hi"] and again[0] == first["Hi"][0]
    assert hash(again[1]) == hash(first["Hi"][1])


def test_equal_histories_reach_equal_states(scorer: Scorer) -> None:
    # Recombination in the search relies on this: same recent tokens, same (hashable) state.
    def state_after(tokens: list[str]) -> object:
        state = scorer.start_state()
        for token in tokens:
            state = scorer.score(state, token)[1]
        return state

    assert state_after(["Hi", SPACE, "Bill"]) == state_after(["Hi", SPACE, "Bill"])
    assert state_after(["Hi", SPACE, "Bill"]) != state_after(["Hi", ","])


def test_spacing_changes_the_score(scorer: Scorer) -> None:
    scores = {scorer.sentence_logprob(t) for t in ("at 3:30 PM.", "at 3 30 PM.", "at 330 PM.")}
    assert len(scores) == 3
    assert scorer.sentence_logprob("at 3:30 PM.") == max(scores)


def test_perplexity_matches_the_sentence_scores(scorer: Scorer) -> None:
    lines = ["The meeting is at 3:30 PM.", "Thanks. Bye."]
    result = scorer.perplexity(lines)
    assert result.logprob == pytest.approx(sum(scorer.sentence_logprob(t) for t in lines))
    tokens = sum(len(scorer.pieces(t)) + 1 for t in lines)
    assert result.tokens == tokens
    assert result.per_token == pytest.approx(math.exp(-result.logprob / tokens))
    assert result.per_word > result.per_token  # fewer words than tokens, same probability
    assert result.oov == 0
    assert scorer.perplexity(["Quux."]).oov == 1


def test_wrong_tokenizer_hash_is_refused(tiny_model: Path) -> None:
    write_card(tiny_model, tiny_card(tokenizer_hash="0" * 64))
    with pytest.raises(TokenizerMismatchError, match="retrain"):
        Scorer(tiny_model)


def test_model_without_card_is_refused(tiny_model: Path) -> None:
    card_path(tiny_model).unlink()
    with pytest.raises(CardError, match="no model card"):
        Scorer(tiny_model)


def test_a_code_the_model_never_saw_is_scored_as_its_pieces(scorer: Scorer) -> None:
    # tiny.arpa knows "A" and numbers but no code: one <unk> would be cheaper than both pieces.
    assert not scorer.is_known("A<A:2-9>")
    assert scorer.pieces("on A4,") == ("on", *scorer.space, "A", "<A:2-9>", ",")
    assert scorer.pieces("BOEVZ2012") == ("BOEVZ", "<A:1900-2099>")


def test_a_hyphen_before_a_letter_is_read_as_a_space(scorer: Scorer) -> None:
    # lm.normalize made such hyphens spaces in the training text; a code's stays.
    assert scorer.pieces("a four-day week") == scorer.pieces("a four day week")
    assert scorer.pieces("COVID-19") != scorer.pieces("COVID 19")
