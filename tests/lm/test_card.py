"""Model cards: round trip, location beside the model, and refusal of malformed cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lm.card import CardError, CorpusStats, ModelCard, card_path, read_card, write_card
from lm.tokens import TokenizerConfig, tokenizer_hash


def make_card() -> ModelCard:
    return ModelCard(
        tokenizer=TokenizerConfig("B", False),
        tokenizer_hash=tokenizer_hash(),
        order=4,
        corpora=[CorpusStats("a.txt", lines=3, words=10, kept_lines=2, tokens=12)],
        ngram_counts={"1": 5, "2": 7},
    )


def test_card_path_beside_the_model() -> None:
    assert card_path(Path("data/lm/default.binary")) == Path("data/lm/default.card.json")
    assert card_path(Path("x/tiny.arpa")) == Path("x/tiny.card.json")


def test_round_trip(tmp_path: Path) -> None:
    model = tmp_path / "m.binary"
    write_card(model, make_card())
    assert read_card(model) == make_card()


def test_missing_card_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CardError, match="no model card"):
        read_card(tmp_path / "m.binary")


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d.update(format="other/1"),
        lambda d: d.update(order=0),
        lambda d: d.update(tokenizer_hash="abc"),
        lambda d: d.update(tokenizer={"class_set": "Z", "space_token": True}),
        lambda d: d.pop("tokenizer"),
        lambda d: d.update(unexpected=1),
    ],
)
def test_malformed_cards_are_refused(tmp_path: Path, edit) -> None:  # type: ignore[no-untyped-def]
    model = tmp_path / "m.binary"
    data = json.loads(make_card().to_json())
    edit(data)
    card_path(model).write_text(json.dumps(data))
    with pytest.raises(CardError):
        read_card(model)


def test_not_json_is_refused(tmp_path: Path) -> None:
    model = tmp_path / "m.binary"
    card_path(model).write_text("{")
    with pytest.raises(CardError, match="not JSON"):
        read_card(model)
