"""The boundary model, case model and pauses as evidence in the search (formatter.evidence)."""

import re
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from formatter.evidence import EvidenceSource, spelled_in_capitals
from formatter.pipeline import Formatter
from formatter.search import Evidence
from formatter.transcript import Word
from formatter.tuning import DEFAULT
from formatter.words import Unit
from lm.boundary import CASES

WORDS = "we will call you back at three thirty bill thanks so what do you think the fbi".split()


def _units(text):
    return [Unit(w, (i,)) for i, w in enumerate(text.split())]


def test_untimed_turn_has_model_evidence_on_every_slot_and_word():
    source = EvidenceSource(DEFAULT)
    units = _units("thank you very much how are you")
    evidence = source.evidence(units, None)
    assert len(evidence.marks) == len(units) == len(evidence.cases)
    assert set(evidence.marks[0]) == {"", ",", ".", "?"}
    assert set(evidence.cases[0]) == {"lower", "first", "upper", "mixed"}


NAIVE = replace(DEFAULT, pause_text_weight=0.0)  # the pause tables read the gaps


def test_pauses_add_to_the_model_only_where_times_are_real():
    source = EvidenceSource(NAIVE)
    units = _units("thank you very much how are you")
    timed = [Word(u.text, i * 0.4, i * 0.4 + 0.3) for i, u in enumerate(units)]
    timed[4:] = [Word(w.text, w.start + 1.5, w.end + 1.5) for w in timed[4:]]
    with_pause = source.evidence(units, timed).marks[3]
    without = source.evidence(units, None).marks[3]
    assert with_pause["."] - without["."] == NAIVE.pause_weight * source.pauses.scores(1.6)["."]
    # The turn's last slot gets no pause evidence: the turn ends there anyway.
    assert source.evidence(units, timed).marks[-1] == source.evidence(units, None).marks[-1]


def test_a_known_engine_reads_the_gaps_with_its_own_table():
    from formatter.errors import InputError
    from lm.pauses import ENGINES, engine_pauses

    units = _units("thank you very much how are you")
    timed = [Word(u.text, i * 0.4 + (1.5 if i > 3 else 0), i * 0.4 + 0.3) for i, u in
             enumerate(units)]
    source = EvidenceSource(NAIVE)
    for engine in ENGINES:
        alone = EvidenceSource(NAIVE, pauses=engine_pauses(engine))  # its table for every word
        assert source.evidence(units, timed, engine=engine) == alone.evidence(units, timed)
        assert not alone.engine_pauses  # a table given alone serves every engine
    assert source.evidence(units, timed) != source.evidence(units, timed, engine="amazon")
    with pytest.raises(InputError, match="known: amazon"):
        source.evidence(units, timed, engine="whisper")


def test_the_pause_and_text_model_reads_the_slots_with_a_gap():
    from lm.boundary import MARKS

    units = _units("thank you very much how are you")
    timed = [Word(u.text, i * 0.4 + (1.5 if i > 3 else 0), i * 0.4 + 0.3) for i, u in
             enumerate(units)]
    source = EvidenceSource(replace(DEFAULT, filler_weight=0.0))
    assert source.pause_text is not None
    texts = [u.text for u in units]
    logp = source.boundary.marks(texts)
    gaps = [b.start - a.end for a, b in zip(timed, timed[1:], strict=False)]
    for engine in ("amazon", None):
        marks = source.evidence(units, timed, engine=engine).marks
        read = DEFAULT.pause_text_weight * source.pause_text.scores(logp, gaps, engine, texts)
        for slot, row in enumerate(read):
            assert marks[slot] == pytest.approx(dict(zip(MARKS, row.tolist(), strict=True)))
        # The last slot has no gap: the boundary model's alone, as without times.
        assert marks[-1] == source.evidence(units, None).marks[-1]


def test_the_pause_tables_read_the_gaps_where_the_pause_and_text_model_does_not_fit():
    from lm.data_files import data_path
    from lm.pauses import DEFAULT_PAUSES

    assert EvidenceSource(DEFAULT).pause_text is not None
    # Fit to the shipped ensemble's log-probabilities, it does not read another model's.
    permissive = EvidenceSource(DEFAULT, boundary=data_path("boundary", "permissive.npz"))
    assert permissive.pause_text is None
    # A pause table given without a model to go with it reads the gaps; so it does at weight 0.
    assert EvidenceSource(DEFAULT, pauses=DEFAULT_PAUSES).pause_text is None
    assert EvidenceSource(NAIVE).pause_text is None


def test_fillers_add_to_the_marks_beside_them_with_or_without_times():

    units = _units("so um we grew")
    source = EvidenceSource(DEFAULT)
    plain = EvidenceSource(replace(DEFAULT, filler_weight=0)).evidence(units, None).marks
    marks = source.evidence(units, None).marks
    table = source.fillers.scores([u.text for u in units])
    for slot in (0, 1):  # before and after "um"
        added = marks[slot][","] - plain[slot][","]
        assert abs(added - DEFAULT.filler_weight * table[slot][","]) < 1e-9
    assert marks[2] == plain[2]  # beside no filler


@pytest.mark.parametrize("timed", [False, True])
def test_the_slot_before_and_or_but_takes_the_periods_bonus(timed):
    units = _units("we tried it and it worked but not for long")
    times = [Word(u.text, 0.5 * i, 0.5 * i + 0.4, 0.9) for i, u in enumerate(units)]
    words = times if timed else None
    marks = EvidenceSource(DEFAULT).evidence(units, words).marks
    plain = EvidenceSource(replace(DEFAULT, conjunction_period_bonus=0)).evidence(units, words)
    for slot, (got, before) in enumerate(zip(marks, plain.marks, strict=True)):
        # "it | and", "worked | but"
        bonus = DEFAULT.conjunction_period_bonus if slot in (2, 5) else 0.0
        assert abs(got["."] - before["."] - bonus) < 1e-9, slot
        assert {m: v for m, v in got.items() if m != "."} == {
            m: v for m, v in before.items() if m != "."
        }


def test_without_the_boundary_model_no_conjunction_bonus_is_added():
    off = replace(DEFAULT, boundary_weight=0.0, case_weight=0.0)
    assert EvidenceSource(off).evidence(_units("we tried and it worked"), None).marks == ()


def test_fillers_are_set_off_by_commas(formatter):
    assert "So, um, we grew" in formatter.format_text("so um we grew revenue by ten percent")


HESITANT = (
    "hi um this is uh jennifer from the uh the dental office um just calling to uh confirm your"
    " appointment for uh thursday at uh ten thirty"
)


def _one_sided_fillers(written: str) -> list[str]:
    """The fillers inside a sentence of WRITTEN with a comma on one side only."""
    return [
        found.group(0)
        for found in re.finditer(r"(?<=[\w,]) uh(?:,|(?= ))", written)
        if found.group(0).endswith(",") != written[found.start() - 1 : found.start()].endswith(",")
    ]


def test_a_filler_inside_a_sentence_takes_a_comma_on_both_sides_or_neither(formatter):
    # The filler table scores each side alone (tuning.filler_pair_penalty).
    written = formatter.format_text(HESITANT)
    assert written.count(" uh") == HESITANT.split().count("uh"), written
    assert not _one_sided_fillers(written), written


def test_without_its_pairing_cost_a_filler_is_set_off_on_one_side():
    alone = Formatter(tuning=replace(DEFAULT, filler_pair_penalty=0.0)).format_text(HESITANT)
    assert "is uh, Jennifer" in alone  # and "at uh, 10:30"
    assert _one_sided_fillers(alone)


def test_the_model_part_of_the_evidence_is_kept_apart():
    units = _units("townsend w nineteen thirty three then")
    evidence = EvidenceSource(DEFAULT).evidence(units, None)
    assert len(evidence.model_marks) == len(units)
    assert evidence.model_marks == evidence.marks  # untimed: the model is all there is


def test_the_model_is_weighted_down_inside_the_grammars_readings():
    from formatter.lattice import Edge, SegmentDag
    from formatter.pipeline import _inside_readings, _window

    # "w nineteen thirty three then": one edge over units 0-3 (W1933) beside the words
    dag = SegmentDag(
        edges=((Edge(1, 1, "w"), Edge(4, 4, "w1933")), (Edge(2, 1, "1900"),),
               (Edge(3, 1, "30"),), (Edge(4, 1, "3"),), (Edge(5, 1, "then"),), ()),
        final=5,
        position=(0, 1, 2, 3, 4, 5),
    )
    assert _inside_readings(dag) == {0, 1, 2}
    units = _units("w nineteen thirty three then")
    evidence = EvidenceSource(DEFAULT).evidence(units, None)
    off = _window(evidence, 0, 5, {0, 1, 2}, replace(DEFAULT, reading_weight=0.0))
    assert all(set(slot.values()) == {0.0} for slot in off.marks[:3])
    assert off.marks[3] == evidence.marks[3] and off.marks[4] == evidence.marks[4]


def test_a_codes_slot_keeps_its_share_of_the_marks_bonuses():
    from formatter.pipeline import _code_slots, _window

    texts = "flight u a eight forty then".split()
    inside = {1, 2, 3}  # one reading over "u a eight forty" (UA840)
    letters, numbers = {"u", "a"}, {"eight", "forty"}
    # Only the slot between the last letter and the first number word is a code's.
    assert _code_slots(inside, texts, letters, numbers) == {2}
    assert _code_slots({3}, texts, letters, numbers) == set()
    evidence = EvidenceSource(DEFAULT).evidence(_units(" ".join(texts)), None)
    full = _window(evidence, 0, 6, inside, replace(DEFAULT, code_mark_weight=1.0), {2})
    none = _window(evidence, 0, 6, inside, replace(DEFAULT, code_mark_weight=0.0), {2})
    # At share 0 the evidence gives back each mark's whole penalty: the search's cost of a mark
    # there is the evidence alone.
    assert none.marks[2] == pytest.approx(
        {m: v + DEFAULT.mark_penalty.get(m, 0.0) for m, v in full.marks[2].items()}
    )
    assert none.marks[2][","] != full.marks[2][","]
    assert [none.marks[i] for i in (0, 1, 3, 4, 5)] == [full.marks[i] for i in (0, 1, 3, 4, 5)]


def test_the_slots_inside_a_set_phrase_of_numbers_are_found_by_its_written_form():
    from formatter.lattice import Edge, SegmentDag
    from formatter.pipeline import _inside_readings

    # "open twenty four seven": "24/7" over units 1-3 beside "24" and "7", and "20" "4" "7"
    dag = SegmentDag(
        edges=((Edge(1, 1, "open"),), (Edge(4, 3, "24/7"), Edge(3, 2, "24"), Edge(2, 1, "20")),
               (Edge(3, 1, "4"),), (Edge(4, 1, "7"),), ()),
        final=4,
        position=(0, 1, 2, 3, 4),
    )
    assert _inside_readings(dag, {"24/7"}.__contains__) == {1, 2}
    assert _inside_readings(dag, {"50/50"}.__contains__) == set()
    # A one-word edge has no slot inside it, whatever its form.
    assert _inside_readings(dag, {"open"}.__contains__) == set()


def test_set_forms_are_the_number_idioms_and_dates_with_their_year(formatter):
    # The marks inside them are the written form's: "24/7", and a date's comma before its year,
    # which en-US writes and en-GB does not.
    for form in ("24/7", "16 august 1987", "august 16th, 1987", "the 13th of august 2014"):
        assert formatter._set_form(form), form
    # Not a date without its year, nor a year without a month, nor other numbers.
    for form in ("august 16th", "16 august", "1987", "march 3 2", "1,330", "50/5"):
        assert not formatter._set_form(form), form


def test_a_set_phrases_slots_take_their_own_share_of_the_marks_bonuses():
    from formatter.pipeline import _window

    evidence = EvidenceSource(DEFAULT).evidence(_units("open twenty four seven"), None)
    shares = replace(DEFAULT, code_mark_weight=1.0, idiom_mark_weight=0.0)
    # The same slot as a code's keeps the code's share; as a set phrase's, the phrase's.
    code = _window(evidence, 0, 4, {1, 2}, shares, codes={2})
    idiom = _window(evidence, 0, 4, {1, 2}, shares, idioms={2})
    assert idiom.marks[2] == pytest.approx(
        {m: v + DEFAULT.mark_penalty.get(m, 0.0) for m, v in code.marks[2].items()}
    )
    assert idiom.marks[1] == code.marks[1]
    # The search weighs the LM's marks on the phrase's slots by their own share too.
    assert idiom.idioms == {2} and not code.idioms


def test_without_weights_there_is_no_evidence_and_no_model_is_loaded():
    off = replace(DEFAULT, boundary_weight=0.0, case_weight=0.0, pause_weight=0.0)
    source = EvidenceSource(off)
    assert source.boundary is None
    assert source.evidence(_units("hi there"), None) == Evidence()


@pytest.mark.parametrize(
    ("said", "middle", "offered"),
    [
        ("call mtn today", {"upper": -0.01}, {"mtn": {"MTN"}}),
        # A word with an apostrophe may be capitalized, but not spelled in capitals.
        ("at tehran's airport", {"first": -0.01, "upper": -0.01}, {"tehran's": {"Tehran's"}}),
    ],
)
def test_likely_case_forms_are_offered_beside_the_lexicons(said, middle, offered):
    weak = {"lower": -0.01, "first": -5.0, "upper": -5.0, "mixed": -9.0}
    likely = {"lower": -5.0, "first": -5.0, "upper": -5.0, "mixed": -9.0, **middle}
    # The evidence is the model's log-probabilities times the case weight.
    scaled = [{k: DEFAULT.case_weight * v for k, v in c.items()} for c in (weak, likely, weak)]
    evidence = Evidence(cases=scaled)
    assert EvidenceSource(DEFAULT).suggested_forms(_units(said), evidence) == offered


def test_a_single_letters_case_takes_its_own_weight():
    # A letter's capital also decides whether it joins a code ("R. 1998" or "R1998"), whose
    # reading of several words takes no case evidence: its weight stays apart from the words'.
    units = _units("langs r nineteen ninety eight")
    base = EvidenceSource(DEFAULT).evidence(units, None).cases
    heavier = replace(DEFAULT, case_weight=2 * DEFAULT.case_weight)
    cases = EvidenceSource(heavier).evidence(units, None).cases
    assert cases[1] == base[1]
    for word in (0, 2):
        assert cases[word] == pytest.approx({k: 2 * v for k, v in base[word].items()})
    letters = replace(DEFAULT, letter_case_weight=2 * DEFAULT.letter_case_weight)
    cases = EvidenceSource(letters).evidence(units, None).cases
    assert cases[1] == pytest.approx({k: 2 * v for k, v in base[1].items()})
    assert cases[0] == base[0]


def test_a_letters_case_form_is_offered_by_its_own_weight():
    # The floor is a log-probability: scaled as the letter's scores are, not as the words'.
    heavier = replace(DEFAULT, case_weight=4 * DEFAULT.case_weight)
    source = EvidenceSource(heavier)
    for first, offered in ((-2.0, {"q": {"Q"}}), (-3.0, {})):
        letter = {"lower": -0.1, "first": first, "upper": -9.0, "mixed": -9.0}
        evidence = Evidence(cases=[{k: heavier.letter_case_weight * v for k, v in letter.items()}])
        assert source.suggested_forms(_units("q"), evidence) == offered
        evidence = Evidence(cases=[{k: heavier.case_weight * v for k, v in letter.items()}])
        word_offered = {"qv": {"Qv"}} if offered else {}
        assert source.suggested_forms(_units("qv"), evidence) == word_offered


def test_a_word_heard_as_letters_takes_the_capitalized_share_as_capitals():
    first, upper, lower = CASES.index("first"), CASES.index("upper"), CASES.index("lower")
    cases = np.log(np.full((3, len(CASES)), 1e-4))
    cases[:, [lower, first, upper]] = np.log([0.2, 0.7, 0.1])
    out = spelled_in_capitals(cases, ["call", "mtn", "ms"])
    assert np.allclose(out[1, upper], np.log(0.8)) and out[1, first] < out[1, lower]
    assert np.array_equal(out[[0, 2]], cases[[0, 2]])  # a word with a vowel, a title: as given
    assert np.allclose(np.logaddexp.reduce(out[1]), np.logaddexp.reduce(cases[1]), atol=1e-3)


def test_a_possessive_of_letters_takes_the_capitals_too():
    # Written before as "highlights Fpl's continued": the "'s" hid the letters.
    first, upper = CASES.index("first"), CASES.index("upper")
    cases = np.log(np.full((2, len(CASES)), 0.1))
    cases[:, first] = np.log(0.7)
    out = spelled_in_capitals(cases, ["fpl's", "that's"])
    assert out[0, upper] > out[0, first]
    assert np.array_equal(out[1], cases[1])


def test_a_suggested_form_reaches_the_search(formatter):
    layers = formatter._case_layers(_units("call mtn today"), True, {"mtn": {"MTN"}})
    assert "MTN" in layers.case_forms("mtn", False)
    assert "MTN" in layers.case_forms("mtn", True)
    assert layers.case_forms("today", False) == formatter._layers.case_forms("today", False)


@pytest.mark.parametrize(
    ("said", "word", "suggested", "offered", "not_offered"),
    [
        # The lexicon's own capitals win over the model's first capital.
        ("at o'malley's tonight", "o'malley's", "O'malley's", "O'Malley's", "O'malley's"),
        # A known word the lexicon writes in lowercase alone has no name's possessive.
        ("the hike's still on", "hike's", "Hike's", "hike's", "Hike's"),
        # An unknown name's possessive keeps the suggestion, and so does one after no determiner.
        ("mr tkachuk's son", "tkachuk's", "Tkachuk's", "Tkachuk's", None),
        ("visit capt spastic's joke list", "spastic's", "Spastic's", "Spastic's", None),
    ],
)
def test_a_suggested_capital_yields_to_the_lexicon(
    formatter, said, word, suggested, offered, not_offered
):
    layers = formatter._case_layers(_units(said), True, {word: {suggested}})
    forms = layers.case_forms(word, False)
    assert offered in forms
    assert not_offered not in forms


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(WORDS), st.floats(0, 2)), min_size=1, max_size=30),
)
def test_evidence_never_loses_a_word_or_its_time(formatter, spoken):
    words, t = [], 0.0
    for text, gap in spoken:
        words.append(Word(text, t, t + 0.25))
        t += 0.25 + gap
    tokens = formatter.format(words).tokens
    assert sorted(i for token in tokens for i in token.words) == list(range(len(words)))
    assert all(a.end <= b.start for a, b in zip(tokens, tokens[1:], strict=False))
    assert tokens[0].start == 0.0 and tokens[-1].end == words[-1].end


def test_a_clock_suffix_said_as_letters_is_read_as_the_models_read_it():
    # The models learned a time's suffix as one word ("nine am"); read as "a | m" they put the
    # time's mark before it and none after: "at 9 AM, please call us back" was one sentence.
    source = EvidenceSource(replace(DEFAULT, pause_text_weight=0.0))
    said = "please come at nine {} thanks for calling"
    letters = source.evidence(_units(said.format("a m")), None)
    word = source.evidence(_units(said.format("am")), None)
    assert letters.model_marks[5] == word.model_marks[4]  # after "m" as after "am"
    assert max(letters.model_marks[4], key=letters.model_marks[4].get) == ""  # none inside it
    assert letters.model_marks[3] == word.model_marks[3]


def test_a_time_said_with_letters_ends_its_sentence(formatter):
    said = (
        "hi this is doctor patel's office calling to confirm your appointment tomorrow at nine a m"
        " please call us back"
    )
    assert "9 AM. Please call us back." in formatter.format_text(said)
