import numpy as np
import pytest

from lm.boundary_text import MARKS, PAD_TOKEN, slots
from lm.boundary_train import IGNORE, read_stream
from lm.question_text import DroppedAuxiliaries


def _add(line: str, share: float = 1.0, seed: int = 0) -> tuple[str, list[int]]:
    words, marks, cases = slots(line)
    out_w, out_m, out_c = DroppedAuxiliaries(share).add(
        words, marks, cases, np.random.default_rng(seed), IGNORE
    )
    return " ".join(w + MARKS[m] for w, m in zip(out_w, out_m, strict=True)), out_c


def test_a_question_opened_by_an_auxiliary_and_you_loses_the_auxiliary() -> None:
    text, _ = _add("Okay. Are you coming tonight? Have you been there?")
    assert text == "okay. you coming tonight? you been there?"


def test_statements_and_other_questions_keep_their_words() -> None:
    kept = [
        "Are you sure. I think so.",  # ends with a period: no question
        "So are you coming tonight?",  # the auxiliary opens no sentence
        "Can you call me back?",  # not an auxiliary casual speech drops
        "Do you need a ride?",  # "you need a ride" says a statement's words
        "Are they coming tonight?",  # not "you"
        "Are you",  # runs to the line's end unended
    ]
    for line in kept:
        words, marks, _ = slots(line)
        assert _add(line)[0] == " ".join(w + MARKS[m] for w, m in zip(words, marks, strict=True))


def test_you_opening_the_question_has_no_case_label() -> None:
    _, cases = _add("Were you at the game? Thanks.")
    assert cases[0] == IGNORE


def test_a_share_of_the_questions_lose_the_auxiliary() -> None:
    line = " ".join(["Are you free tomorrow?"] * 400)
    text, _ = _add(line, share=0.25, seed=3)
    dropped = text.split().count("you") - text.split().count("are")
    assert 60 < dropped < 140


def test_the_share_must_be_a_proportion() -> None:
    with pytest.raises(ValueError):
        DroppedAuxiliaries(0.0)


def test_training_text_gets_such_questions_when_asked() -> None:
    lines = ["Hi there. Are you free on Saturday? We could go hiking."] * 5
    plain = read_stream(lines, 10**6)
    unsaid = read_stream(lines, 10**6, questions=DroppedAuxiliaries(1.0))
    assert plain[0].count("are") == 5 and "are" not in unsaid[0]
    said = [[w for w in stream[0] if w != PAD_TOKEN] for stream in (plain, unsaid)]
    assert len(said[0]) - len(said[1]) == 5  # the padding between lines is drawn at random
