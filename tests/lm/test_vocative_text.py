from collections import Counter

import numpy as np
import pytest

from lm.boundary_train import IGNORE
from lm.vocative_text import TITLES, Vocatives, from_lines, harvest


def test_forms_addressed_after_thanks_and_a_greeting_are_learned() -> None:
    lines = [
        "Hi Jeff, the report is attached. Thanks, Jeff.",
        "Thanks again. Hi there, how was it?",  # "again" follows thanks only, "there" a greeting
        "Dear Sally, see below. Thank you, Sally!",
        "Dear Mr. McCarthy, thanks.",  # a title alone is no form
    ]
    assert harvest(lines) == Counter({("jeff",): 2, ("sally",): 2})


def test_a_form_is_labelled_as_it_is_written_most() -> None:
    found = from_lines(["Hi Guys, Thanks guys. Hi guys, Hi Paul, Thanks, Paul."] * 3, 0.5)
    assert found.cases == {("guys",): [0], ("paul",): [1]}


def _one_form(share: float) -> Vocatives:
    return Vocatives(Counter({("paul",): 5}), share, {("paul",): [1]})


def _runs(words: list[str], marks: list[int]) -> list[tuple[int, int]]:
    """(first, end) of each run of added words ("paul", a title and "paul"), a run ending at its
    mark: a name added after an end may meet one added before the next start."""
    added = [w == "paul" or w in TITLES for w in words]
    runs, i = [], 0
    while i < len(words):
        if added[i]:
            j = i
            while j < len(words) and added[j]:
                j += 1
                if marks[j - 1]:
                    break
            runs.append((i, j))
            i = j
        else:
            i += 1
    return runs


@pytest.mark.parametrize("seed", range(5))
def test_names_are_set_off_by_a_comma_at_sentence_ends_and_starts(seed: int) -> None:
    words = ["how", "are", "you", "i", "am", "fine", "ok"]
    marks = [0, 0, 3, 0, 0, 2, 2]
    cases = [IGNORE, 0, 0, IGNORE, 0, 0, IGNORE]
    out_w, out_m, out_c = _one_form(1.0).add(
        words, marks, cases, np.random.default_rng(seed), IGNORE
    )
    assert len(out_w) == len(out_m) == len(out_c)
    runs = _runs(out_w, out_m)
    kept = [i for i in range(len(out_w)) if not any(a <= i < b for a, b in runs)]
    assert [out_w[i] for i in kept] == words
    after_ends = 0
    for first, end in runs:
        if first and out_m[first - 1] == 1 and marks[kept.index(first - 1)] >= 2:
            # after an end (every one at share 1): the end moved to the name
            assert out_m[end - 1] == marks[kept.index(first - 1)]
            assert out_c[first:end] == [1] * (end - first)
            after_ends += 1
        else:  # before a start: a comma after it, its first label a sentence start's
            assert out_m[end - 1] == 1 and out_c[first] == IGNORE
            assert first == 0 or out_m[first - 1] >= 2
    assert after_ends == 3


def test_nothing_is_added_at_share_zero() -> None:
    words, marks, cases = ["ok", "thanks"], [1, 2], [IGNORE, 0]
    assert _one_form(0.0).add(words, marks, cases, np.random.default_rng(0), IGNORE) == (
        words,
        marks,
        cases,
    )


def test_no_forms_is_an_error() -> None:
    with pytest.raises(ValueError, match="no addressed forms"):
        Vocatives(Counter({("paul",): 1}), 0.1, {("paul",): [1]})


def test_the_training_stream_takes_the_names() -> None:
    from lm.boundary_train import read_stream

    line = "How are you? I am fine."
    plain, _, _ = read_stream([line], 1000, breaks=0.0)
    words, marks, _ = read_stream([line], 1000, breaks=0.0, vocatives=_one_form(1.0))
    assert plain == ["how", "are", "you", "i", "am", "fine"]
    assert [w for w in words if w != "paul" and w not in TITLES] == plain
    assert marks[words.index("you")] == 1
