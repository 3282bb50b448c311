"""The acronym lexicon: its builder on text, the shipped file, and its use by the case layer."""

from __future__ import annotations

import doctest
import json

import lm.acronyms as acronyms
from grammars.capitalization import CaseLexicon, case_forms


def test_doctests() -> None:
    result = doctest.testmod(acronyms)
    assert result.attempted > 0 and result.failed == 0


def test_a_word_qualifies_by_count_and_share() -> None:
    lines = ["We met the CEO today."] * acronyms.MIN_COUNT + ["The ceo said"] * 3
    lines += ["An IT question."] * acronyms.MIN_COUNT + ["it is"] * (3 * acronyms.MIN_COUNT)
    total, caps = acronyms.count(lines)
    assert [row[:2] for row in acronyms.acronyms(total, caps)] == [("ceo", "CEO")]


def test_shipped_lexicon_and_its_card() -> None:
    lexicon = acronyms.load()
    assert {"nasa": "NASA", "fbi": "FBI", "bbc": "BBC"}.items() <= lexicon.items()
    assert "the" not in lexicon and "it" not in lexicon
    card = json.loads(acronyms.DEFAULT.with_suffix(".card.json").read_text())
    assert card["entries"] == len(lexicon)
    assert all(c["licence"] != "unknown" for c in card["corpora"])


def test_case_layer_offers_the_acronym_first() -> None:
    lexicon = CaseLexicon({"mtn": ("Mtn", "mtn")}).with_acronyms({"mtn": "MTN"})
    assert case_forms("mtn", False, lexicon) == ["MTN", "Mtn", "mtn"]
    assert case_forms("mtn", True, lexicon) == ["MTN", "Mtn"]


def test_a_model_brings_its_own_lexicon_or_gets_the_shipped_one(tmp_path):
    model = tmp_path / "mine.binary"
    assert acronyms.beside(model) == acronyms.DEFAULT
    (tmp_path / "acronyms.tsv").write_text("mtn\tMTN\t12\t14\n", encoding="utf-8")
    assert acronyms.load(acronyms.beside(model)) == {"mtn": "MTN"}
