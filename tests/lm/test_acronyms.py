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


def test_codes_qualify_as_words_do_but_number_suffixes_do_not() -> None:
    lines = ["Ask in the Q&A about CO2 and 3D, not the 1st."] * acronyms.MIN_COUNT
    lines += ["The 20s, 10am and AT&amp;T."] * acronyms.MIN_COUNT
    total, caps = acronyms.count(lines)
    rows = [row[:2] for row in acronyms.acronyms(total, caps)]
    assert ("q&a", "Q&A") in rows and ("co2", "CO2") in rows and ("3d", "3D") in rows
    assert total["1st"] == total["20s"] == total["10am"] == acronyms.MIN_COUNT
    assert not {"1st", "20s", "10am", "t", "at&amp"} & {row[0] for row in rows}


def test_shipped_lexicon_and_its_card() -> None:
    lexicon = acronyms.load()
    assert {"nasa": "NASA", "fbi": "FBI", "bbc": "BBC", "mtn": "MTN"}.items() <= lexicon.items()
    assert {"q&a": "Q&A", "r&d": "R&D", "co2": "CO2", "3d": "3D"}.items() <= lexicon.items()
    assert not {"1st", "2nd", "20s", "1990s"} & lexicon.keys()
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


def test_a_code_is_cased_whole_and_alone() -> None:
    # Cased piece by piece, "q&a" was "Q&a" and "p&l" "p&L"; with the lowercase form offered too,
    # the LM (which reads "at & t") chose the word "at".
    lexicon = CaseLexicon({"at": ("at", "AT"), "q": ("q", "Q")}).with_acronyms(
        {"q&a": "Q&A", "at&t": "AT&T", "co2": "CO2"}
    )
    for start in (False, True):
        assert case_forms("q&a", start, lexicon) == ["Q&A"]
        assert case_forms("at&t", start, lexicon) == ["AT&T"]
        assert case_forms("co2", start, lexicon) == ["CO2"]
    # Letters joined by "&" are capitals even where the lexicon has no row; a plural's "s" is not.
    assert case_forms("sg&a", False, lexicon) == ["SG&A"]
    assert case_forms("p&ls", False, lexicon) == ["P&Ls"]
    # A code of letters and digits the lexicon lacks keeps the word path ("31st", "q9").
    assert case_forms("31st", False, lexicon) == ["31st"]
    assert case_forms("q9", False, lexicon) == ["q9", "Q9"]


def test_an_abbreviation_with_periods_is_written_in_the_lexicon_form_or_as_initials() -> None:
    total, caps = acronyms.count(["The U.S. and D.C., i.e. here."] * acronyms.MIN_COUNT)
    rows = acronyms.acronyms(total, caps)
    assert [row[:2] for row in rows if "." in row[0]] == [
        ("d.c", "DC"),
        ("i.e", "i.e."),
        ("u.s", "US"),
    ]
    lexicon = CaseLexicon({"us": ("us",)}).with_acronyms({r[0]: r[1] for r in rows})
    assert case_forms("u.s", False, lexicon) == ["US"]  # was "U.s", piece by piece
    assert case_forms("i.e", False, lexicon) == ["i.e."]  # was "i.E"
    assert case_forms("i.e", True, lexicon) == ["I.e."]
    assert case_forms("p.j", False, lexicon) == ["PJ"]  # initials the lexicon does not list


def test_words_joined_by_hyphens_keep_the_form_the_corpora_give_them() -> None:
    # lm.normalize splits "Coca-Cola" before the case lexicon counts: this lexicon reads raw text.
    lines = ["We drank Coca-Cola and got an X-ray by e-mail."] * acronyms.MIN_COUNT
    lines += ["Coca-cola. Coca-cola! Send the e-mail now."] * 20  # sentence starts do not count
    rows = acronyms.compounds(acronyms.count_compounds(lines))
    assert [row[:2] for row in rows] == [("coca-cola", "Coca-Cola"), ("x-ray", "X-ray")]
    lexicon = CaseLexicon({"coca": ("coca", "Coca"), "cola": ("Cola",)}).with_acronyms(
        {r[0]: r[1] for r in rows}
    )
    assert case_forms("coca-cola", False, lexicon) == ["Coca-Cola"]  # was "coca-Cola"
    assert case_forms("x-ray", True, lexicon) == ["X-ray"]
    assert acronyms.load()["t-mobile"] == "T-Mobile"  # the shipped lexicon
