"""lm.class_members: P(digits | class) from text, Witten-Bell smoothed, uniform without counts."""

from __future__ import annotations

import doctest
import json
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lm import class_members
from lm.class_members import MemberCounter, MemberModel, class_runs
from lm.class_sizes import member_cost, members
from lm.tokens import TokenizerConfig, tokenize


def test_doctests() -> None:
    assert doctest.testmod(class_members).failed == 0


def _trained(lines: list[str], tmp_path: Path, class_set: str = "A") -> MemberModel:
    counter = MemberCounter(class_set)  # type: ignore[arg-type]
    for line in lines:
        counter.add(line)
    path = tmp_path / "members.json"
    counter.write(path, ["wiki.train.txt"])
    return MemberModel.load(path, class_set)  # type: ignore[arg-type]


def test_frequent_members_are_cheaper_than_rare_ones_and_than_uniform(tmp_path: Path) -> None:
    lines = [f"It cost {n},000 dollars." for n in range(2, 10)] * 5 + ["Room 330 is free."] * 3
    model = _trained(lines, tmp_path)
    # Thousands groups are counted apart from numbers that stand alone.
    assert model.member("<A:3D>,", "000") < member_cost("<A:3D>") < model.member("<A:3D>,", "330")
    assert model.member("<A:3D>", "330") < model.member("<A:3D>", "000")


def test_years_are_left_uniform(tmp_path: Path) -> None:
    model = _trained(["In 2009 and 2010."] * 5, tmp_path)
    assert model.member("<A:1900-2099>", "2009") == pytest.approx(math.log(200))


def test_members_of_a_class_without_counts_stay_uniform(tmp_path: Path) -> None:
    model = _trained(["It cost 5,000 dollars."] * 4, tmp_path)
    assert model.member("<A:1900-2099>", "1990") == pytest.approx(math.log(200))
    assert MemberModel().member("<A:3D>", "000") == pytest.approx(math.log(1000))


@given(st.lists(st.integers(100, 999), min_size=1, max_size=60))
def test_a_class_members_probabilities_sum_to_one(values: list[int]) -> None:
    counter = MemberCounter("A")
    counter.add(" ".join(f"room {v}." for v in values))
    table = {
        token: {
            "total": sum(found.values()),
            "types": len(found),
            "members": {m: c for m, c in found.items() if c >= class_members.MIN_COUNT},
        }
        for token, found in counter.counts.items()
    }
    model = MemberModel(table)
    total = sum(math.exp(-model.member("<A:3D>", f"{v:03d}")) for v in range(1000))
    assert total == pytest.approx(1.0)


def test_a_form_is_priced_by_its_class_tokens(tmp_path: Path) -> None:
    model = _trained(["At 3:30 or 4:45, Q3 and MP7."] * 3, tmp_path)
    tokenizer = TokenizerConfig(space_token=False)

    def cost(form: str) -> float:
        return model.cost(form, tuple(tokenize(form, tokenizer)))

    assert cost("3:30") == pytest.approx(
        model.member("<A:2-9>", "3") + model.member("<A:13-31>:", "30")
    )
    assert model.member("<A:13-31>:", "30") < model.member("<A:13-31>", "30")
    assert cost("Q3") == pytest.approx(model.member("<A:2-9>", "3"))
    assert cost("1") == cost("bill") == cost("jo3@mail.com") == 0.0


def test_a_line_with_an_address_is_not_counted() -> None:
    # The address token swallows its digits, so the runs cannot be matched to class tokens.
    counter = MemberCounter("A")
    counter.add("Mail jo33@mit.edu or call 555.")
    counter.add("Call 555.")
    assert counter.counts == {"<A:3D>": {"555": 1}}
    assert list(class_runs("x", ("<A:3D>",))) == []  # tokens that do not match the text


def test_a_table_of_another_class_set_is_refused(tmp_path: Path) -> None:
    _trained(["It cost 5,000 dollars."], tmp_path, "B")
    with pytest.raises(ValueError, match="class set B"):
        MemberModel.load(tmp_path / "members.json", "A")
    assert MemberModel.load(tmp_path / "absent.json", "A").member("<A:3D>", "1") == member_cost(
        "<A:3D>"
    )


def test_written_table_keeps_totals_and_drops_rare_members(tmp_path: Path) -> None:
    counter = MemberCounter("B")
    counter.add("In 2009 and 2009 and 2009 and 2010.")
    path = tmp_path / "m.json"
    counter.write(path, ["ted_talks.train.txt.xz"])
    table = json.loads(path.read_text(encoding="utf-8"))
    assert table["classes"]["<B:4D>"] == {"total": 4, "types": 2, "members": {"2009": 3}}
    assert "non-commercial" in table["licence_note"]
    assert members("<B:4D>") == 10_000


@pytest.mark.parametrize("space_token", [False, True])
def test_counting_with_the_lm_tokens_given_equals_tokenizing_again(space_token: bool) -> None:
    # lm.train hands each line's LM tokens over, so the counter need not tokenize it a second
    # time; with or without space tokens the counts are the same.
    lines = ["Call me at 3:30, room 330.", "It cost 1,000 in Q3 2019.", "No digits here."]
    given_tokens, own = MemberCounter("A"), MemberCounter("A")
    config = TokenizerConfig(class_set="A", space_token=space_token)
    for line in lines:
        given_tokens.add(line, " ".join(tokenize(line, config)))
        own.add(line)
    assert given_tokens.counts == own.counts and own.counts
