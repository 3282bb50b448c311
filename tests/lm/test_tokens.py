"""The tokenizer and the number-class map against golden files (paper Table 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lm.tokens import GROUP, POINT, SPACE, TokenizerConfig, number_class, tokenize, tokenizer_hash
from tests.lm.golden import load

A_SPACE = TokenizerConfig(class_set="A", space_token=True)
B_SPACE = TokenizerConfig(class_set="B", space_token=True)
A_NO_SPACE = TokenizerConfig(class_set="A", space_token=False)


@pytest.mark.parametrize(("digits", "expected"), load("classes_A.tsv"))
def test_class_set_a(digits: str, expected: str) -> None:
    assert number_class(digits, "A") == expected


@pytest.mark.parametrize(("digits", "expected"), load("classes_B.tsv"))
def test_class_set_b(digits: str, expected: str) -> None:
    assert number_class(digits, "B") == expected


def test_every_number_maps_to_one_of_the_table_classes() -> None:
    a_classes = {number_class(str(n), "A") for n in range(200_000)}
    assert a_classes == {
        "0", "1", "<A:2-9>", "<A:10-12>", "<A:13-31>", "<A:32-59>", "<A:2D>", "<A:3D>",
        "<A:1900-2099>", "<A:4D>", "<A:5D>", "<A:6D+>",
    }  # fmt: skip
    assert {number_class("7" * n, "B") for n in range(1, 14)} == {
        *(f"<B:{n}D>" for n in range(1, 11)),
        "<B:11D+>",
    }


@pytest.mark.parametrize("bad", ["", "12a", "-1", "١٢", " 1"])
def test_number_class_refuses_non_digit_runs(bad: str) -> None:
    with pytest.raises(ValueError):
        number_class(bad, "A")


def test_number_class_refuses_an_unknown_class_set() -> None:
    with pytest.raises(ValueError):
        number_class("12", "C")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("config", "name"),
    [(A_SPACE, "tokens_A.tsv"), (B_SPACE, "tokens_B.tsv"), (A_NO_SPACE, "tokens_A_nospace.tsv")],
)
def test_tokenize_golden(config: TokenizerConfig, name: str) -> None:
    for text, expected in load(name):
        assert " ".join(tokenize(text, config)) == expected, text


def test_paper_caption_example() -> None:
    # Table 1: "<dollar> 1 <comma> <num_100.999> <period> <num_10.12>" and "... <num_1D> ...".
    assert tokenize("$1,235.12", A_SPACE) == ["$", "1", ",", "<A:3D>", ".", "<A:10-12>"]
    assert tokenize("$1,235.12", B_SPACE) == ["$", "<B:1D>", ",", "<B:3D>", ".", "<B:2D>"]


def test_without_space_tokens_a_numbers_point_and_comma_are_not_marks() -> None:
    # Without <sp>, "$14.50" and "$14. 50" (or "1,330 1,400" and "1,330, 1,400") were one token
    # string: the LM learned a sentence's period from decimal points.
    def joined(text: str) -> tuple[str, ...]:
        return tuple(tokenize(text, A_NO_SPACE))

    assert joined("$14.50") != joined("$14. 50")
    assert joined("1,330, 1,400") != joined("1,330 1,400")
    assert joined("3.5")[1] == POINT and joined("1,330")[1] == GROUP
    # A mark after a number, or a comma between words, stays the mark.
    assert joined("at 7. Start")[2] == "." and joined("5, 6")[1] == ","
    # With <sp> the space tells them apart, as the paper's tokens do.
    assert POINT not in tokenize("3.5", A_SPACE)


def test_spacing_variants_score_as_different_token_strings() -> None:
    variants = {tuple(tokenize(t, A_SPACE)) for t in ("3:30", "3 30", "330")}
    assert len(variants) == 3


def test_space_token_only_between_chunks() -> None:
    tokens = tokenize("  Hi   there  ", A_SPACE)
    assert tokens == ["Hi", SPACE, "there"]
    assert tokenize("", A_SPACE) == []


def test_tokens_never_collide_with_kenlm_markers() -> None:
    assert tokenize("<s> </s> <unk>", A_NO_SPACE) == [
        "<", "s", ">", "<", "/", "s", ">", "<", "unk", ">"
    ]  # fmt: skip


def test_config_round_trip_and_validation() -> None:
    assert TokenizerConfig.from_dict(B_SPACE.to_dict()) == B_SPACE
    with pytest.raises(ValueError):
        TokenizerConfig.from_dict({"class_set": "C", "space_token": True})


def test_tokenizer_hash_is_a_stable_sha256() -> None:
    assert tokenizer_hash() == tokenizer_hash()
    assert len(tokenizer_hash()) == 64


def test_every_top_level_domain_the_grammars_write_makes_an_address() -> None:
    # A bare domain is an address only for the tokenizer's list of top-level domains.
    table = Path(__file__).parents[2] / "grammars" / "data" / "top_level_domains.tsv"
    for domain in table.read_text(encoding="utf-8").split():
        assert tokenize(f"see example.{domain} now", A_NO_SPACE) == ["see", "<URL>", "now"]
    assert tokenize("see www.example.fr now", A_NO_SPACE) == ["see", "<URL>", "now"]
    assert tokenize("see example.fr now", A_NO_SPACE) != ["see", "<URL>", "now"]
