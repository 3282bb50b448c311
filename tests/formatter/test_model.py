"""formatter.model: the LM's files load, or fail as one InputError that names the file."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from formatter.errors import InputError
from formatter.model import (
    load_members,
    load_money_context,
    load_openers,
    load_question_openers,
    load_sentence_lengths,
    load_small_ordinals,
    load_small_quantities,
)
from lm.tokens import TokenizerConfig


def _scorer(members: Path | None) -> SimpleNamespace:
    # Only the two attributes load_members reads: where the table is and the model's class set.
    return SimpleNamespace(class_members=members, tokenizer=TokenizerConfig(class_set="A"))


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        json.dumps(["a", "list"]),
        json.dumps({"class_set": "B", "classes": {}}),
        json.dumps({"class_set": "A", "classes": {"<A:3D>": {"total": "many"}}}),
    ],
)
def test_a_damaged_members_table_is_an_input_error_naming_it(tmp_path: Path, content) -> None:
    path = tmp_path / "class_members.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match="class members .*class_members.json"):
        load_members(_scorer(path))


def test_no_table_prices_members_uniformly() -> None:
    assert load_members(_scorer(None)).member("<A:3D>", "330") == pytest.approx(6.9078, abs=1e-4)


# Each table beside the LM that the search reads, its loader, and damaged contents of it.
_BESIDE_TABLES = [
    ("openers.json", load_openers, "sentence openers", content)
    for content in ["{not json", json.dumps(["a", "list"]), json.dumps({"ratios": {"if": 1.0}})]
] + [
    ("question_openers.json", load_question_openers, "question openers", content)
    for content in [
        "{not json",
        json.dumps({"shares": {"is": 0.9}}),  # no overall share
        json.dumps({"overall": 0.07, "shares": {"is": 1.5}}),
    ]
] + [
    ("sentence_lengths.json", load_sentence_lengths, "sentence lengths", content)
    for content in [
        "{not json",
        json.dumps(["a", "list"]),
        json.dumps({"rows": []}),
        json.dumps({"rows": [[0.1]]}),
        json.dumps({"rows": [[0.1, "Infinity"]]}),
    ]
] + [
    ("small_quantities.json", load_small_quantities, "small quantities", content)
    for content in [
        "{not json",
        json.dumps(["a", "list"]),
        json.dumps({"words": {"years": 1.0}}),  # no shapes
        json.dumps({"words": {"years": "Infinity"}, "shapes": {}}),
    ]
] + [
    ("small_ordinals.json", load_small_ordinals, "small ordinals", content)
    for content in ["{not json", json.dumps({"words": {"floor": 1.0}})]
] + [
    ("money_context.json", load_money_context, "money context", content)
    for content in [
        "{not json",
        json.dumps(["a", "list"]),
        json.dumps({"places": {"is": 1.0}}),
        json.dumps({"places": [{"is": "NaN"}]}),
    ]
]


@pytest.mark.parametrize(("name", "load", "what", "content"), _BESIDE_TABLES)
def test_a_damaged_table_beside_the_lm_is_an_input_error_naming_it(
    tmp_path: Path, name, load, what, content
) -> None:
    (tmp_path / name).write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=f"{what} .*{name}"):
        load(SimpleNamespace(path=tmp_path / "my.binary"))
