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
    assert {"nasa": "NASA", "fbi": "FBI", "bbc": "BBC", "mtn": "MTN"}.items() <= lexicon.items()
    assert "ms" not in lexicon and "dr" not in lexicon  # titles: "Ms.", "Dr."
    assert "the" not in lexicon and "it" not in lexicon
    card = json.loads(acronyms.DEFAULT.with_suffix(".card.json").read_text())
    assert card["entries"] == len(lexicon)
    assert all(c["licence"] != "unknown" for c in card["corpora"])


def test_case_layer_offers_the_acronym_first() -> None:
    lexicon = CaseLexicon({"nasa": ("Nasa", "nasa")}).with_acronyms({"nasa": "NASA"})
    assert case_forms("nasa", False, lexicon) == ["NASA", "Nasa", "nasa"]
    assert case_forms("nasa", True, lexicon) == ["NASA", "Nasa"]


def test_an_acronym_without_a_vowel_is_not_offered_as_an_abbreviation() -> None:
    # "Mtn." is mountain in written text; a recognizer's "mtn" was heard as letters.
    lexicon = CaseLexicon({"mtn": ("Mtn", "mtn")}).with_acronyms({"mtn": "MTN"})
    assert case_forms("mtn", False, lexicon) == ["MTN", "mtn"]
    assert case_forms("mtn", True, lexicon) == ["MTN", "Mtn"]  # a sentence start capitalizes


def test_an_abbreviation_of_a_vowelless_word_is_not_counted_but_a_title_is() -> None:
    lines = ["The MTN deal."] * acronyms.MIN_COUNT + ["Near Mtn. Hood, go."] * 30
    total, caps = acronyms.count(lines)
    assert (total["mtn"], caps["mtn"]) == (acronyms.MIN_COUNT, acronyms.MIN_COUNT)
    assert ("mtn", "MTN") in [row[:2] for row in acronyms.acronyms(total, caps)]
    titles = ["The MS drug."] * acronyms.MIN_COUNT + ["Ms. Smith came."] * 30
    total, caps = acronyms.count(titles)
    assert "ms" not in [row[0] for row in acronyms.acronyms(total, caps)]


def test_a_model_brings_its_own_lexicon_or_gets_the_shipped_one(tmp_path):
    model = tmp_path / "mine.binary"
    assert acronyms.beside(model) == acronyms.DEFAULT
    (tmp_path / "acronyms.tsv").write_text("mtn\tMTN\t12\t14\n", encoding="utf-8")
    assert acronyms.load(acronyms.beside(model)) == {"mtn": "MTN"}
