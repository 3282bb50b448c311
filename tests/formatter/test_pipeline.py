"""End to end with the real grammars and the shipped LM: text, timings, errors."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from formatter.errors import InputError
from formatter.pipeline import Formatter
from formatter.readers import read_transcript
from formatter.transcript import Word
from formatter.tuning import DEFAULT
from formatter.words import Unit
from grammars.base import table_rows, table_words
from tests.formatter.conftest import ROOT

SAMPLE = ROOT / "data" / "samples" / "voicemail.json"


def check_timings(result, words: list[Word]) -> None:
    """Every word is covered, each token spans exactly its words, tokens never run backwards."""
    covered = sorted(i for t in result.tokens for i in t.words)
    assert sorted(set(covered)) == list(range(len(words)))
    previous_start = -1.0
    for token in result.tokens:
        sources = [words[i] for i in token.words]
        assert token.start == min(w.start for w in sources)
        assert token.end == max(w.end for w in sources)
        expected = 1.0
        for w in sources:
            expected *= w.confidence
        assert token.confidence == pytest.approx(expected)
        assert token.start >= previous_start
        previous_start = token.start


def test_figure_1_reads_at_least_as_well_as_the_paper(formatter) -> None:
    read = read_transcript(SAMPLE.read_bytes())
    result = formatter.format(read.words)
    assert "3:30 PM" in result.text
    assert "555-8888" in result.text
    # "Bye." or, where the aligner leaves no pause before it, "..., bye.": pause evidence decides.
    assert result.text.lower().endswith("bye.")
    assert result.text[0].isupper()
    check_timings(result, list(read.words))


def test_figure_1_tokens_carry_the_spans_of_their_words(formatter) -> None:
    read = read_transcript(SAMPLE.read_bytes())
    words = list(read.words)
    result = formatter.format(words)
    phone = next(t for t in result.tokens if "555-8888" in t.text)
    spoken = [words[i].text for i in phone.words]
    assert spoken == "five five five eight eight eight eight".split()
    time = next(t for t in result.tokens if t.text.startswith("3:30"))
    assert [words[i].text for i in time.words][:2] == ["three", "thirty"]
    assert time.start == words[time.words[0]].start


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("meet me at three thirty", "3:30"),
        ("call me back at three thirty", "3:30"),
        ("call me at three thirty tomorrow", "3:30"),
        # The class LM scores "Call me at 330." 0.77 nats above "3:30."; the learned member model
        # (lm.class_members: "30" after a colon is likely, "330" rare among three-digit numbers)
        # tips it back.
        ("call me at three thirty", "3:30"),
        ("call me at two fifteen", "2:15"),
        # A pair with a one-digit head read as a clock (tuning.clock_pair_bonus): the class LM
        # alone wrote "Call me at 545." and "Meet me at 745 tomorrow."
        ("call me at five forty five", "5:45"),
        ("meet me at seven forty five tomorrow", "7:45"),
        ("hey dad can you pick me up at the mall around five thirty my phone is dying", "5:30"),
        # A head of ten to twelve (tuning.clock_year_pair_bonus): the class LM alone wrote "Let
        # me know if 1230 works for you." and "Call me back before 1230."
        ("let me know if twelve thirty works for you", "12:30"),
        ("call me back before twelve thirty", "12:30"),
        ("meet me at eleven fifteen", "11:15"),
        # At a bonus of 1.5 the class LM's four-digit numbers won: "moved to 1130", "until 1145".
        ("the meeting got moved to eleven thirty", "11:30"),
        ("i won't land until eleven forty five can you still pick me up", "11:45"),
        # After a determiner (tuning.determined_clock_bonus): "After the 1030 mass" before.
        ("after the ten thirty mass give the parish office a call", "10:30"),
    ],
)
def test_meet_me_at_three_thirty(formatter, said, time) -> None:
    # "Call me at 330." came out when the weight on the LM's marks also scaled its score of the
    # time itself before the sentence end (formatter.search: the best mark counts in full).
    assert time in formatter.format_text(said)


@pytest.mark.parametrize(
    ("said", "count"),
    [
        ("my extension is three thirty", "330"),
        ("i'm in room five forty five", "545"),
        ("flight five forty five to chicago", "545"),
        # The other reading of a pair with a head of ten to twelve is a year.
        ("the magna carta was signed in twelve fifteen", "1215"),
        ("in ten sixty six the normans came", "1066"),
        ("he lives at twelve thirty main street", "1230"),
        # After a word that names an identifier, alone or then "is", the count takes the
        # clock's bonus: "My extension is 11:20.", "Order number 12, 15." before.
        ("my extension is eleven twenty", "1120"),
        ("the invoice number is twelve thirty", "1230"),
        ("order number twelve fifteen", "1215"),
        ("your pin is five forty five", "545"),
        # A flight's number (number_labels.tsv): "Your flight 2:20 is delayed." before.
        ("your flight two twenty is delayed", "220"),
        ("my flight is three seventeen", "317"),
        # After an airline's name, with a time said with its day's half beside it.
        ("my flight lands at eleven twenty p m it's american three twelve", "312"),
        ("my flight is delta three seventeen it lands at four fifty p m", "317"),
    ],
)
def test_a_pair_where_no_clock_is_meant_stays_a_count(formatter, said, count) -> None:
    assert count in formatter.format_text(said).replace(".", " ").replace(",", " ").split()


def test_only_a_day_half_after_a_number_keeps_a_pair_company(formatter) -> None:
    # "am" after a number says a time; "i am" does not.
    def bonus(said: str) -> float:
        texts = said.split()
        at = texts.index("six")
        return formatter._pair_bonus(texts)(at, 2, True)

    assert bonus("i am free at six thirty") == (
        DEFAULT.clock_pair_bonus + DEFAULT.clock_preposition_bonus
    )
    assert bonus("we open at seven am or six thirty") == (
        DEFAULT.clock_pair_bonus + DEFAULT.clock_company_bonus
    )


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("we're starting at seven p m instead of seven thirty", "instead of 7:30"),
        ("the client moved the call to two thirty tomorrow so we'll need the slides by noon",
         "to 2:30 tomorrow"),
        ("checkout is eleven a m and breakfast is six thirty to ten", "is 6:30 to 10"),
    ],
)
def test_a_pair_beside_a_time_said_with_its_half_is_a_time(formatter, said, time) -> None:
    # tuning.clock_company_bonus: the class LM wrote "instead of $730", "to 230 tomorrow".
    assert time in formatter.format_text(said)
    alone = Formatter(
        tuning=replace(DEFAULT, clock_company_bonus=0.0, clock_preposition_bonus=0.0)
    )
    assert time not in alone.format_text(said)


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("the bus gets in at eight fifty tickets are twelve dollars", "at 8:50"),
        ("he moved the meeting to two fifty", "to 2:50"),
    ],
)
def test_a_pair_after_a_preposition_of_time_is_a_time(formatter, said, time) -> None:
    # tuning.clock_preposition_bonus: the class LM wrote "at 850 tickets", "to 250".
    assert time in formatter.format_text(said)
    alone = Formatter(tuning=replace(DEFAULT, clock_preposition_bonus=0.0))
    assert time not in alone.format_text(said)


def test_a_pair_before_a_part_of_a_near_day_is_a_time(formatter) -> None:
    # tuning.clock_day_part_bonus: the class LM wrote "at 412 this morning" past the
    # preposition's bonus; a label's number stays a count.
    said = "the baby was born at four twelve this morning"
    assert "at 4:12 this morning" in formatter.format_text(said)
    assert "at 412 this morning" in _switched_off("clock_day_part_bonus", said)
    assert "Flight 412 this morning" in formatter.format_text(
        "flight four twelve this morning was delayed"
    )


def test_a_pair_priced_by_the_unit_takes_no_clocks_preposition(formatter) -> None:
    texts = "the tile runs at four fifty a square foot".split()
    at = texts.index("four")
    assert formatter._pair_bonus(texts)(at, 2, True) == DEFAULT.clock_pair_bonus


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("we're doing the mystery one bring wine", "the mystery one."),
        ("the big glass one no rush", "glass one,"),
    ],
)
def test_one_ending_a_noun_phrase_is_the_pronoun(formatter, said, written) -> None:
    # tuning.pronoun_one_penalty: the LM read "glass 1" as it reads "Phase 1".
    assert written in formatter.format_text(said)
    assert written not in _switched_off("pronoun_one_penalty", said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("the doctor said everything looks fine", "said everything"),
        ("coach said we're going until six", "said we're"),
    ],
)
def test_what_was_said_follows_its_verb_with_no_comma(formatter, said, written) -> None:
    # tuning.reported_speech_comma_penalty: TED's quoting comma ("said, everything") before.
    assert written in formatter.format_text(said)
    assert written not in _switched_off("reported_speech_comma_penalty", said)


def test_what_was_said_keeps_its_case_after_a_quoting_comma(formatter) -> None:
    # Where the LM keeps TED's quoting comma, the case model's quote is not kept with it.
    out = formatter.format_text("mom said it's fine")
    assert "said" in out and "It's" not in out
    # After "say" too: "Just wanted to say, Good luck tomorrow." before.
    out = formatter.format_text("just wanted to say good luck tomorrow you're gonna crush it")
    assert "to say good luck tomorrow" in out


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hi this is jake's mom we met at the park", "this is Jake's mom."),
        ("hi this is rachel jake's mom we met at the park", "Jake's mom."),
        ("hi this is jenny ava's mom", "Ava's mom."),
    ],
)
def test_nothing_parts_a_speakers_possessive_from_their_relation(formatter, said, written) -> None:
    # tuning.owner_mark_penalty: the members end a sentence after "this is Jake's" as after a
    # shop's name ("This is Jake's. Mom."), or set "Mom" off as addressed ("Jake's, Mom.").
    assert written in formatter.format_text(said)
    assert written not in _switched_off("owner_mark_penalty", said)


def test_no_sentence_ends_between_a_speakers_name_and_where_they_are_from(formatter) -> None:
    # tuning.affiliation_period_penalty; the members' period after "dan" (with the words after
    # "come grab him": shorter, the line needs no weight).
    said = (
        "hey it's dan from next door your dog got out again he's in our yard right now no rush"
        " but come grab him when you can"
    )
    assert "Dan. From" not in formatter.format_text(said)
    assert "Dan. From" in _switched_off("affiliation_period_penalty", said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hi this is dana from state farm returning your call about the claim", "Farm returning"),
        (
            "hi this is the office at maple ridge apartments reminding residents that the pool"
            " will be closed saturday and sunday",
            "Apartments reminding",
        ),
        (
            "hi this is officer grant with the fairview police department returning your call"
            " about the break in report",
            "Department returning",
        ),
        # What they call to confirm (sixty-ninth session: the members' period before it).
        (
            "hi this is maria from glow salon confirming your haircut tomorrow at eleven",
            "Salon confirming",
        ),
        ("hello this is hilton garden inn confirming your stay of three nights", "Inn confirming"),
        # A place the introduction names with a determiner (seventy-fourth session).
        ("hi this is the hotel confirming your reservation for three nights", "hotel confirming"),
    ],
)
def test_no_mark_parts_where_a_speaker_is_from_and_what_they_call_about(
    formatter, said, written
) -> None:
    # tuning.affiliation_mark_penalty: the members put a comma (P .4-.6) or a period there.
    assert written in formatter.format_text(said)
    assert written not in _switched_off("affiliation_mark_penalty", said)


@pytest.mark.parametrize(
    ("said", "positions"),
    [
        ("hi this is dana from state farm returning your call", {6}),  # "farm |"
        ("it's the office at maple ridge apartments calling", {6}),
        # A business introducing itself before what it calls about.
        ("this is hilton garden inn confirming your stay", {4}),
        # A place named with a determiner, one to three words.
        ("hi this is the dentist's office confirming your appointment", {5}),
        ("this is the hotel calling", {3}),
        ("it's the hotel", set()),
        # No introduction before "from": a shop's wares, not a speaker's place.
        ("i got it from the store returning it today", set()),
        # "from" too far back: six words between it and "calling".
        ("this is jo from a b c d e f calling", set()),
    ],
)
def test_where_a_speaker_is_from_ends_before_what_they_call_about(
    formatter, said, positions
) -> None:
    assert formatter._speakers.affiliation_goes_on(said.split()) == positions


@pytest.mark.parametrize(
    ("said", "written"),
    [
        (
            "hi this is tom at allstate just following up on your quote your new premium"
            " would be one eighty seven a month",
            "Allstate, just following up",
        ),
        ("this is hilton garden inn just confirming your stay", "Inn, just confirming"),
    ],
)
def test_an_aside_after_where_a_speaker_is_from_is_set_off(formatter, said, written) -> None:
    # tuning.affiliation_aside_penalty: the members run on there, or end the sentence.
    assert written in formatter.format_text(said)
    assert written not in _switched_off("affiliation_aside_penalty", said)


@pytest.mark.parametrize(
    ("said", "positions"),
    [
        ("hi this is tom at allstate just following up", {5}),  # "allstate |"
        ("this is hilton garden inn just confirming", {4}),
        # "just a reminder" opens a sentence of its own, and "something" is no participle.
        ("hi this is linda from h r just a reminder", set()),
        ("hi this is tom at allstate just something quick", set()),
        # No introduction before "at": not where a speaker is from.
        ("we were at the park just walking around", set()),
    ],
)
def test_where_a_speaker_is_from_ends_before_an_aside(formatter, said, positions) -> None:
    assert formatter._speakers.affiliation_aside_after(said.split()) == positions


def test_a_relation_the_speaker_joins_opens_their_message(formatter) -> None:
    # SpeakerCues.listener_after: "your grandma and I are" is no description of the speaker.
    said = "hi sweetie it's grandpa your grandma and i are driving up on the fourteenth"
    assert "Grandpa. Your grandma and I are" in formatter.format_text(said)
    unread = Formatter()
    unread._speakers.listener_after = lambda following: lambda position: False
    assert "Grandpa. Your" not in unread.format_text(said)
    # "and I" with a verb "I" takes alone goes on after a description: "it's Tom, your plumber,
    # and I can come by".
    said = "hey it's tom your plumber and i can come by tuesday"
    assert "Tom. Your plumber" not in formatter.format_text(said)
    # Where the verb says so the members end the sentence once no role holds the bonus back
    # (test_a_role_after_a_speakers_name).
    said = "hi it's dad your mother and i are thinking about coming out"
    assert "Dad. Your mother and I are" in formatter.format_text(said)


@pytest.mark.parametrize(
    ("said", "role"),
    [
        ("hi it's sarah your neighbor and i wanted to ask", True),  # "and I" with no verb
        ("hi it's dad your mother and i are thinking", False),
        ("hi this is maria the teacher's aide", True),
        ("hey it's raj the server's down again", False),  # the relation's "'s" says "is"
    ],
)
def test_a_role_after_a_speakers_name(formatter, said, role) -> None:
    words = said.split()
    following = [*words[1:], None]
    at = words.index("it's" if "it's" in words else "is") + 1  # the name
    assert formatter._speakers.role_after(following)(at) is role


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hey it's kevin from i t your new laptop is ready you can pick it up", "IT. Your new"),
        ("hi this is the pharmacy at c v s your insurance denied the refill", "CVS. Your"),
    ],
)
def test_a_speakers_message_opens_after_where_they_are_from(formatter, said, written) -> None:
    # tuning.affiliation_run_on_penalty.
    assert written in formatter.format_text(said)
    assert written not in _switched_off("affiliation_run_on_penalty", said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hi this is the library calling the book you put on hold is in", "calling. The book"),
        ("hello this is the post office calling your mail hold is set up", "calling. Your"),
    ],
)
def test_a_callers_message_opens_after_calling(formatter, said, written) -> None:
    # tuning.call_run_on_penalty: the members read "calling the book" on.
    assert written in formatter.format_text(said)
    assert written not in _switched_off("call_run_on_penalty", said)


@pytest.mark.parametrize(
    "said",
    [
        "hi this is dan calling you back about the truck",  # the call is to the listener
        "hi this is the clinic calling to confirm your visit",  # what the call is for
        "i was calling the bank all morning",  # no introduction
        "hi this is pat and i'm at the store calling the shop now",  # too far after it
    ],
)
def test_no_callers_message_opens_where_the_call_goes_on(formatter, said) -> None:
    assert not formatter._speakers.call_message_after(said.split())


@pytest.mark.parametrize(
    "said",
    [
        "hi this is jim from the office of your senator",  # "of" carries the phrase on
        "hi this is tom with your pizza order",  # nothing between "with" and "your"
        "hi it's marcy from the gym um we moved the run",  # the hesitation's own marks
        "we got it from the store your mom likes",  # no introduction
    ],
)
def test_no_message_opens_inside_where_a_speaker_is_from(formatter, said) -> None:
    assert not formatter._speakers.affiliation_message_after(said.split())


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("i talked to mom yesterday", "talked to Mom"),
        ("hey sis mom wants to know what you're bringing", "Mom wants"),
        ("can you or dad come get me from work", "or Dad come"),
        ("my mom says hi", "My mom says"),
        ("she's a new mom", "a new mom"),
        ("jake's dad called", "Jake's dad"),
        # Its possessive too (sixty-ninth session).
        ("so mom's birthday is coming up on the ninth", "So Mom's birthday"),
        ("my mom's car broke down", "My mom's car"),
        ("it's your mom's turn", "your mom's turn"),
    ],
)
def test_a_relation_said_as_a_name_is_written_as_one(formatter, said, written) -> None:
    # formatter.search._kin_as_name.
    assert written in formatter.format_text(said)


def test_a_speakers_own_message_still_opens_after_their_name(formatter) -> None:
    # No place they are from: "just calling" opens the message (introduction_run_on_penalty).
    assert "Bill, just calling back" in formatter.format_text("hi it's bill just calling back")


@pytest.mark.parametrize(
    ("said", "written"),
    [
        # (The fifty-seventh session's "it's nate | you can keep the ladder" and "it's marcus
        # | you coming tonight" need it no more since the sentence's opening is read after the
        # greeting's comma.)
        ("hey it's derek you free thursday i got two tickets", "Derek. You free"),
        ("hey man it's jon you free sunday", "Jon. You free"),
        # A question to the listener (speakers._ASKING).
        ("mom it's ella can harper sleep over tonight her mom said it's okay", "Ella. Can"),
        ("hey it's nick which one of us is picking up mom on thursday", "Nick. Which one"),
        # A noun phrase that names no one by relation or role: the message's subject.
        ("hey it's raj the server's down again can you call me", "Raj. The server's"),
        ("hi it's roger the vendor called back and they can match the price", "Roger. The"),
    ],
)
def test_a_message_turning_to_the_listener_after_a_name_opens_a_sentence(
    formatter, said, written
) -> None:
    # tuning.listener_turn_penalty: the members' comma splice ("Nate, you can keep"). The name
    # opening the message runs into no such words either (name_run_on_penalty): off as well.
    assert written in formatter.format_text(said)
    off = replace(DEFAULT, listener_turn_penalty=0.0, name_run_on_penalty=0.0)
    assert written not in Formatter(tuning=off).format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hi it's mom again your brother says you're moving in june", "Mom again. Your"),
        ("hey it's dave again call me back", "Dave again"),
    ],
)
def test_a_speakers_name_keeps_again_said_after_it(formatter, said, written) -> None:
    # The members' period after the name (.48): "Hi, it's Mom. Again. Your brother"
    # (tuning.introduction_again_penalty).
    assert written in formatter.format_text(said)
    off = replace(DEFAULT, introduction_again_penalty=0.0)
    assert written not in Formatter(tuning=off).format_text(said)


def test_a_name_before_words_that_turn_to_the_listener_is_the_speakers(
    formatter, monkeypatch
) -> None:
    # speakers._LISTENER in SpeakerCues.speaker_after: the lexicon writes "ray" lowercase, and
    # "Ray" as a name in enough of its uses (NAME_SHARE); "cold" is not.
    assert "it's Ray. You got" in formatter.format_text("hey it's ray you got a minute")
    assert "It's cold." in formatter.format_text("it's cold you should bring a jacket")
    monkeypatch.setattr("formatter.speakers._LISTENER", frozenset())
    unread = Formatter()
    # A given name after the greeting's introduction is the speaker's whatever follows.
    unread._speakers.greeted_speaker = lambda texts: frozenset()
    assert "it's Ray" not in unread.format_text("hey it's ray you got a minute")


def test_one_after_a_labels_word_stays_a_digit(formatter) -> None:
    assert "room 1." in formatter.format_text("go to the room one")


def test_a_string_said_digit_by_digit_is_written_whole_after_a_number_word(formatter) -> None:
    # "number two" is a fair phrase to the LM; the string's first word read alone before the
    # rest of it wrote "Case number two, 023-0451." (formatter.splits). The capital of "number"
    # is the models' call, not this test's: with the fourth member it is "Case Number", a
    # form's label (docs/BOUNDARY.md, "Four members").
    out = formatter.format_text("case number two zero two three dash zero four five one")
    assert out.lower() == "case number 2023-0451."


def test_a_label_read_with_its_number_keeps_the_count(formatter) -> None:
    # The label's own reading ("ext. 545", written "Extension 545": grammars.phone.IN_FULL)
    # takes the count's bonus too: given to the pair alone, it wrote "Extension. 545."
    assert formatter.format_text("extension five forty five") == "Extension 545."
    # A label further back says nothing of the pair.
    assert "12:30" in formatter.format_text("my account manager is free at twelve thirty")


def test_a_pair_inside_a_longer_run_of_number_words_takes_no_clock_bonus(formatter) -> None:
    # With the bonus there, "q three twenty nineteen" read "Q, 3:20, 19".
    written = formatter.format_text("at the end of q three twenty nineteen")
    assert "Q3" in written and "2019" in written and ":" not in written
    # After a code's letters it is the code's number: the bonus wrote "UA 8:45".
    written = formatter.format_text("my flight is u a eight forty five")
    assert "845" in written and ":" not in written


@pytest.mark.parametrize(
    ("said", "price"),
    [
        ("it's on sale for nine ninety nine", "$9.99"),
        ("there was a charge of two forty nine ninety nine on your card", "$249.99"),
        ("it costs nineteen ninety nine a month", "$19.99"),
        # "me" before a number is a time's ("call me at"): that takes nothing from the price.
        ("they charged me two forty nine ninety nine for the repair", "$249.99"),
    ],
)
def test_a_price_said_without_its_currency_word_is_written_as_money(
    formatter, said, price
) -> None:
    # The grammars offer the price beside the count, the time and the year (the style's
    # unsaid_currency); the LM chose "249, 99" and "1999 a month" before.
    assert price in [word.rstrip(".,") for word in formatter.format_text(said).split()]
    costly = Formatter(tuning=replace(DEFAULT, unsaid_currency_penalty=100.0))
    assert "$" not in costly.format_text(said)
    assert "$" not in Formatter(style="en-GB").format_text(said)


@pytest.mark.parametrize(
    ("said", "reading"),
    [
        ("call me at three thirty", "3:30"),
        ("see you at twelve forty", "12:40"),
        ("i was born in nineteen ninety nine", "1999"),
        ("we met in twenty twenty", "2020"),
        ("my extension is four fifty five", "455"),
        ("flight nine ninety nine leaves at five", "999"),
        ("it was nineteen ninety nine when we met", "1999"),
        ("it is twenty twenty one now", "2021"),
    ],
)
def test_a_pair_that_is_no_price_keeps_its_reading(formatter, said, reading) -> None:
    written = formatter.format_text(said)
    assert reading in [word.rstrip(".,") for word in written.split()] and "$" not in written


@pytest.mark.parametrize(
    ("said", "price", "other"),
    [
        ("the copay is twenty five fifty", "$25.50", "2550"),
        ("the copay is twenty five fifty thanks", "$25.50", "2550"),
        ("it's only four ninety five", "$4.95", "495"),
        # Without the feature the search wrote "157" here until the attention member was trained
        # on further with names mixed in (fiftieth session); since then it writes the price
        # without it too, so this line holds only the price.
        ("your payment of one fifty seven thirty two is due", "$157.32", None),
    ],
)
def test_the_words_before_a_pair_tell_a_price_from_a_count(formatter, said, price, other) -> None:
    # lm.money_context: "is", "only", "payment of" come before prices in written text; without
    # that feature the class LM, which prefers one 4-digit token after "is", wrote the count.
    words = [word.rstrip(".,") for word in formatter.format_text(said).split()]
    assert price in words
    if other is not None:
        blind = _switched_off("money_context_weight", said)
        assert other in [word.rstrip(".,") for word in blind.split()]


@pytest.mark.parametrize(
    ("said", "price", "other"),
    [
        (
            "the total came to eighty seven dollars and sixty four cents so your half is"
            " forty three eighty two",
            "$43.82",
            "4382",
        ),
        ("the shirt was twenty dollars and the pants were thirty four fifty", "$34.50", None),
    ],
)
def test_money_said_shortly_before_tells_a_price_from_a_count(formatter, said, price, other):
    # lm.money_context.priced_before: written text names amounts together. Said alone, the
    # pair stays the count ("so your half is forty three eighty two" is no price by its words).
    words = [word.rstrip(".,") for word in formatter.format_text(said).split()]
    assert price in words
    blind = [word.rstrip(".,") for word in _switched_off("priced_before_weight", said).split()]
    assert price not in blind
    if other is not None:
        assert other in blind
        alone = said[said.index(" so ") + 1 :]
        assert other in [word.rstrip(".,") for word in formatter.format_text(alone).split()]


def test_a_spoken_code_takes_no_comma_between_its_letter_and_number(formatter) -> None:
    # The comma's bonus, at full weight where the model has no evidence, wrote "Q, 3.".
    assert "Q3" in formatter.format_text("at the end of q three")


@pytest.mark.parametrize(
    "said",
    [
        "our support line is open twenty four seven",
        "the store is open twenty four seven",
        "it runs twenty four seven",
    ],
)
def test_a_set_phrase_of_numbers_is_written_with_its_slash(formatter, said) -> None:
    # As two numbers, the comma's bonus between them wrote "open 24, 7." (number_idioms.tsv):
    # the members trained on with names addressed (lm.vocative_text) raised their comma after
    # "four" (v6.1 .25 -> .47), and no bonus counts there now (tuning.idiom_mark_weight). Nor
    # does the comma pay only half the LM's price there against the slash's whole
    # (tuning.idiom_lm_mark_weight): with the attention member trained with its ends masked,
    # the first came out "24, 7." again.
    assert "24/7." in formatter.format_text(said)


@pytest.mark.parametrize(
    "said",
    ["the numbers are twenty four seven and eight", "the scores were twenty four seven and twelve"],
)
def test_a_list_of_numbers_keeps_its_comma(formatter, said) -> None:
    # Only the set phrase takes the slash (number_idioms.tsv), though the LM's preference among
    # the marks counts more inside its reading (tuning.idiom_lm_mark_weight).
    assert "/" not in formatter.format_text(said)


def test_a_sentence_opened_by_if_does_not_end_before_its_comma(formatter) -> None:
    # The boundary model put a period after the phone number (P .52): "Please call me back at
    # 555-1234. If you have any questions." (lm.openers, tuning.opener_weight).
    said = "please call me back at five five five one two three four if you have any questions"
    assert "555-1234 if you have" in formatter.format_text(said)
    # The cost makes such an end dearer, not impossible: "Thanks" is still a sentence of its own.
    assert formatter.format_text("if you can call me thanks").rstrip(".").endswith("me. Thanks")


def test_just_so_you_know_said_last_ends_no_sentence_before_it(formatter) -> None:
    # formatter.purposes: what the message tells something for, as a purpose's "to confirm".
    said = "hey so uh dinner got moved to six thirty just so you know"
    assert "moved to 6:30, just so you know." in formatter.format_text(said)
    assert "6:30. Just so you know." in _switched_off("purpose_period_penalty", said)


def test_nothing_and_one_word_set_off_alone_runs_on_with_a_comma(formatter) -> None:
    # tuning.nothing_lead_in_period_penalty: the members ended the lead-in as a sentence.
    said = "hey it's luis nothing serious just call me back when you get a chance"
    assert "Nothing serious, just call me back" in formatter.format_text(said)
    assert "Nothing serious. Just" in _switched_off("nothing_lead_in_period_penalty", said)
    assert formatter.format_text("nothing happened yet") == "Nothing happened yet."


def test_a_comma_before_a_hedge_closes_no_opening_clause(formatter) -> None:
    # The comma sets "like" off as it would a hesitation; the clause opened by "if" still owes
    # its main one, so no sentence ends before it: not "call me back. If you see this in the
    # next, like 10 minutes. Love you."
    said = "okay call me back if you see this in the next like ten minutes love you"
    assert "call me back if you see" in formatter.format_text(said)


def test_the_last_sentence_of_a_transcript_owes_an_opening_clause_its_main_one(formatter) -> None:
    # tuning.final_opener_weight: no sentence follows to be the clause's main one.
    said = "i can write the conclusion if you send me the numbers"
    assert "conclusion if you" in formatter.format_text(said)
    assert "conclusion. If you" in _switched_off("final_opener_weight", said)


def test_a_sentence_opened_by_a_clause_pays_by_its_first_two_words(formatter) -> None:
    # "when" opens questions as well as clauses; "when you" a clause that needs its main one
    # (lm.openers' pairs): "Can you call Mike? When you get this?" before.
    assert formatter.format_text("can you call mike when you get this") == (
        "Can you call Mike when you get this?"
    )
    # A question opened by "when" owes no comma.
    assert formatter.format_text("when do you want to meet") == "When do you want to meet?"


def test_a_sentence_owing_its_comma_does_not_replace_one_that_owes_nothing() -> None:
    # KenLM's state forgets a period a few words back: "911. If it is an" and "911 if it is an"
    # end in one state. Keyed by the state alone, the search kept the first (ahead so far) and
    # its debt, due only at the end, when the other was gone: the period stayed at any weight.
    heavy = Formatter(tuning=replace(DEFAULT, opener_weight=10.0))
    assert "911 if it is" in heavy.format_text("please call nine one one if it is an emergency")


def test_a_number_then_a_letter_after_its_label_is_one_code(formatter) -> None:
    # Without the label's bonus the boundary model's sentence end after the number won:
    # "Please read Section 4. A of the contract" (tuning.labelled_code_bonus).
    assert "4A of" in formatter.format_text("please read section four a of the contract")
    assert "5B on" in formatter.format_text("i live in apartment five b on main street")
    # Without a label, or where the letter is a word, the words stay apart.
    assert "4A" not in formatter.format_text("in section four a lot of people agree")
    assert "4I" not in formatter.format_text("read section four i think")
    assert "2B" not in formatter.format_text("he had two b vitamins")


def test_a_letter_then_a_number_after_its_label_is_one_code(formatter) -> None:
    # The members put a period after a lone "c" (.27, vitamin C's); at a sentence's end the
    # code's reading lost to it: "Your flight leaves from Gate C. 17."
    said = "your flight leaves from gate c seventeen"
    assert "C17." in formatter.format_text(said)
    unlabelled = Formatter(tuning=replace(DEFAULT, labelled_code_bonus=0.0))
    assert "C17" not in unlabelled.format_text(said)
    assert "14C" in formatter.format_text("he's in seat fourteen c")
    # A letter that is a word stays one.
    assert "A17" not in formatter.format_text("your flight leaves from gate a seventeen")


# The three contexts of "three thirty" in the paper's section 1, as measured with the shipped
# models: only the first comes out as the paper writes it, the others are strict xfails so a fix
# shows up. "you owe me 330" came out only behind a wrong period ("You owe me. 330."); with the
# boundary model there is no period after "me", and the class LM prefers "me 3:30".
@pytest.mark.xfail(strict=True, reason="measured: the shipped models write 'You owe me 3:30.'")
def test_you_owe_me_three_thirty(formatter) -> None:
    assert "330" in formatter.format_text("you owe me three thirty").replace(".", " ").split()


@pytest.mark.xfail(strict=True, reason="measured: the shipped LM writes 'Dinner for 330 minutes'")
def test_dinner_for_three_thirty_minutes_later(formatter) -> None:
    assert "three 30 minutes" in formatter.format_text("dinner for three thirty minutes later")


def test_a_price_said_short_with_its_currency_word_writes_it_once(formatter) -> None:
    # grammars.money reads the short form with its word ("nine ninety nine dollars" -> $9.99);
    # the short form read as a price said without one costs tuning.currency_said_after_penalty
    # there, which the class LM otherwise took, the word written again ("$9.99 dollars").
    said = "it was nine ninety nine dollars"
    written = formatter.format_text(said)
    assert written.count("$") == 1 and "dollars" not in written
    assert "$9.99" in written
    free = Formatter(tuning=replace(DEFAULT, currency_said_after_penalty=0.0))
    assert "dollars" in free.format_text(said)
    # Nor is the run parted where its word comes after more number words ("$5.20, $5").
    run = "it costs five twenty five dollars"
    assert formatter.format_text(run).count("$") == 1
    assert "dollars" in free.format_text(run)
    # The pair form too, and a price said with no word after it is still a price.
    pair = "i paid two forty nine ninety nine dollars for it"
    assert "$249.99 for it" in formatter.format_text(pair)
    assert "$9.99" in formatter.format_text("on sale for nine ninety nine")


def test_pocketsphinx_alignment_timings_are_restored(formatter, shared: Path) -> None:
    data = (shared / "asr_formats" / "pocketsphinx_forced_alignment_espeak.json").read_bytes()
    read = read_transcript(data)
    result = formatter.format(read.words)
    check_timings(result, list(read.words))
    dollars = next(t for t in result.tokens if "$" in t.text)
    # "one thousand three hundred dollars": the amount spans all four words, "dollars" included.
    assert [read.words[i].text for i in dollars.words][-1] == "dollars"


def test_partly_written_input_passes_through(formatter) -> None:
    out = formatter.format_text("call me at 3 30 tomorrow")
    assert "3" in out and "30" in out


@pytest.mark.parametrize(
    ("words", "message"),
    [
        ([Word("hi", 1.0, 0.5)], "ends before it starts"),
        ([Word("hi", -1.0, 0.5)], "negative"),
        ([Word("hi", 1.0, 2.0), Word("there", 0.5, 0.9)], "time order"),
        ([Word("hi", 0.0, 1.0, confidence=1.5)], "confidence"),
        ([Word("hi", 0.0, 2e9)], "past 1e"),
    ],
)
def test_bad_transcripts_get_one_line_errors(formatter, words, message: str) -> None:
    with pytest.raises(InputError, match=message) as error:
        formatter.format(words)
    assert "\n" not in str(error.value)


def test_long_transcripts_are_windowed_and_keep_every_word(formatter) -> None:
    rng = random.Random(3)
    vocabulary = (
        "i will call you at three thirty about the apartment for five hundred dollars ok".split()
    )
    words = [Word(rng.choice(vocabulary), i * 0.3, i * 0.3 + 0.2, 0.9) for i in range(650)]
    result = formatter.format(words)
    check_timings(result, words)
    assert result.text.endswith((".", "?"))


def test_a_window_cut_is_no_sentence_end(formatter) -> None:
    # Windows are cut where no number needs the words, not where a sentence ends: "the" before
    # the cut must not end one ("regarding. Our strategic" was written at every cut).
    pattern = "we walked along the river".split()
    texts = [pattern[(i + 4) % len(pattern)] for i in range(260)]
    units = [Unit(t, (i,)) for i, t in enumerate(texts)]
    cut = formatter._windows(units, 0, len(units))[0][1]
    assert texts[cut - 1] == "the"
    words = [Word(t, i * 0.3, i * 0.3 + 0.2) for i, t in enumerate(texts)]
    result = formatter.format(words)
    at_cut = next(t for t in result.tokens if cut - 1 in t.words)
    assert not at_cut.text.endswith((".", "?")), at_cut.text
    assert result.text.endswith((".", "?"))  # the transcript's own end still ends a sentence


def test_a_segment_may_begin_and_end_mid_sentence(formatter) -> None:
    def words(text):
        return [Word(t, i * 0.3, i * 0.3 + 0.2) for i, t in enumerate(text.split())]

    cut = words("of their new stores and the other")  # a turn cut from a call
    assert formatter.format(cut).text.startswith("Of their")  # a transcript starts a sentence
    piece = formatter.format(cut, segment=True)
    assert piece.text.startswith("of their")
    check_timings(piece, cut)
    # A segment that does start a sentence keeps its capital, and every later sentence its own.
    whole = words("hi bill it's tracy call me back")
    assert formatter.format(whole, segment=True).text == formatter.format(whole).text


def test_speaker_change_starts_a_sentence(formatter) -> None:
    words = [Word(w, i, i + 0.5) for i, w in enumerate("thanks for calling how can i help".split())]
    result = formatter.format(words, boundaries=[3])
    assert result.tokens[2].text.endswith((".", "?"))
    assert result.tokens[3].text[0].isupper()


def test_a_speaker_change_is_weighed_not_forced(formatter) -> None:
    """Diarization changes speaker inside sentences: the change is a feature of its slot
    (tuning.speaker_weight) beside the words and the pause, and no reading spans it."""
    spoken = "i'm gonna be talking about three thirty p m today".split()
    words = [Word(w, i * 0.3, i * 0.3 + 0.25) for i, w in enumerate(spoken)]
    soft = formatter.format(words, boundaries=[2, 6])
    assert soft.text.startswith("I'm gonna be talking"), soft.text
    assert all(not ({1, 2} <= set(t.words) or {5, 6} <= set(t.words)) for t in soft.tokens)
    forced = Formatter(tuning=replace(DEFAULT, speaker_weight=100.0))
    hard = forced.format(words, boundaries=[2])
    assert hard.text.startswith("I'm gonna. Be talking"), hard.text


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(
                "hi bill three thirty p m five five eight one thousand dollars and cents "
                "december first oh double extension at the a i call me".split()
            ),
            st.floats(0.0, 2.0),
            st.floats(0.0, 1.0),
            st.floats(0.01, 1.0),
        ),
        min_size=1,
        max_size=40,
    ),
    st.booleans(),
    st.sets(st.integers(1, 39), max_size=6),
)
def test_random_transcripts_lose_no_time(formatter, spec, segment, turns) -> None:
    """Random words and speaker turns: every word's time kept, no token across a turn."""
    words, clock = [], 0.0
    for text, gap, length, confidence in spec:
        clock += gap
        words.append(Word(text, clock, clock + length, confidence))
    result = formatter.format(words, sorted(turns), segment=segment)
    check_timings(result, words)
    for token in result.tokens:
        assert not any(min(token.words) < turn <= max(token.words) for turn in turns), token


def test_sample_is_valid_json_with_words() -> None:
    assert json.loads(SAMPLE.read_text())["words"]


def test_numbers_off_keeps_every_word_as_spoken_and_still_punctuates() -> None:
    from formatter.pipeline import Formatter

    words = "call me at five five five one two one two bye".split()
    result = Formatter(numbers=False).format([Word(w, i, i + 1.0) for i, w in enumerate(words)])
    assert [t.words for t in result.tokens] == [(i,) for i in range(len(words))]
    assert [t.text.strip(",.?").lower() for t in result.tokens] == words
    assert result.text[0].isupper() and result.text[-1] in ".?"


@pytest.mark.parametrize(
    "spoken", ["are you coming to the party tonight", "did you get the package i sent last week"]
)
def test_a_sentence_opened_by_a_question_word_ends_with_a_question_mark(formatter, spoken) -> None:
    assert formatter.format_text(spoken).endswith("?")


def test_without_question_marks_a_question_ends_with_a_period() -> None:
    from formatter.pipeline import Formatter

    plain = Formatter(questions=False)
    assert plain.format_text("are you coming to the party tonight").endswith(".")


def test_a_statement_keeps_its_period(formatter) -> None:
    assert formatter.format_text("we are coming to the party tonight").endswith(".")


QUESTION_THEN_MORE = "is tuesday fine for the dentist i can take the morning off"


def test_a_sentence_opened_as_a_question_ends_with_one_inside_a_transcript(formatter) -> None:
    # The models alone end "is tuesday fine for the dentist" with a period: "Is Tuesday fine
    # for the dentist. I can take the morning off." What the opening says (lm.question_openers,
    # tuning.question_opener_weight) ends it as a question. (Since the attention member the
    # models alone ask "Is Tuesday a good day for the meeting?", this test's example before.)
    assert "dentist? I can" in formatter.format_text(QUESTION_THEN_MORE)
    assert "dentist?" not in Formatter(
        tuning=replace(DEFAULT, question_opener_weight=0.0)
    ).format_text(QUESTION_THEN_MORE)
    # An opening that tells a statement ("what i mean") asks nothing.
    said = "what i mean is that we should go now it is late"
    assert "?" not in formatter.format_text(said)


def test_a_question_opened_by_a_conjunction_is_read_past_it(formatter, monkeypatch) -> None:
    # "and would" has no row of the table's own; "would i" asks (lm.question_openers.JOINING).
    said = (
        "how much would it cost to upgrade to the pro version and would i lose any of the files"
        " i already have saved"
    )
    assert formatter.format_text(said).endswith("have saved?")
    monkeypatch.setattr("lm.question_openers.JOINING", frozenset())
    assert Formatter().format_text(said).endswith("have saved.")


@pytest.mark.parametrize(
    "said",
    [
        "okay so what happens if i cancel now do i still have to pay for the rest of the month",
        "yeah so i've been trying to get this sorted out for like three weeks now first i was"
        " told",
    ],
)
def test_an_interjection_runs_into_so_with_a_comma(formatter, said) -> None:
    # tuning.interjection_so_period_penalty: the members wrote "Okay. So what happens".
    first = said.split()[0].capitalize()
    assert formatter.format_text(said).startswith(f"{first}, so")
    apart = Formatter(tuning=replace(DEFAULT, interjection_so_period_penalty=0.0))
    assert apart.format_text(said).startswith(f"{first}. So")


def test_an_interjection_and_the_listeners_it_addresses_run_into_so(formatter) -> None:
    said = "okay guys so this is the new phone i've been using for two weeks"
    assert formatter.format_text(said).startswith("Okay, guys, so this")
    apart = Formatter(tuning=replace(DEFAULT, interjection_so_period_penalty=0.0))
    assert apart.format_text(said).startswith("Okay, guys. So this")


def test_a_question_opening_does_not_end_its_sentence_early(formatter) -> None:
    # The opening chooses between "." and "?" and makes no end cheaper
    # (tuning.question_opener_relative): the share of "?" after "can you" alone split one
    # question in two at "and". (The cost of asking twice, tuning.question_after_question, now
    # holds it: either one off splits it. "... on the gross margin and what drove the
    # improvement" stood here until v64 was trained on further, "... on the order book and how
    # that looks for next year" until the attention member was; each kept its question whole
    # without either.)
    said = "could you walk us through the margin bridge and how much of that was freight"
    assert "bridge and how" in formatter.format_text(said)
    for weight in ("question_opener_relative", "question_after_question"):
        assert "bridge? And how" in _switched_off(weight, said), weight


RUN_ON = (
    "we spent the whole summer working on the old farmhouse that my grandfather built with his"
    " own hands back in the day the roof needed new shingles and the porch was falling apart"
)


def _run_on(weight: float) -> str:
    """RUN_ON with the sentence-length feature at WEIGHT."""
    tuning = replace(DEFAULT, sentence_length_weight=weight, short_sentence_weight=0.0)
    return Formatter(tuning=tuning).format_text(RUN_ON)


def test_a_long_sentence_is_likelier_to_end() -> None:
    # 24 words into a sentence an end is likelier than at an average slot (lm.sentence_lengths,
    # tuning.sentence_length_weight): without the feature the models' comma splices the run-on,
    # and weighed more it ends the sentence. (At the shipped weight the five members of the
    # twenty-seventh session wrote the comma, a close call: docs/BOUNDARY.md, A fifth member;
    # the four with the attention member write the period; with the LM reading sentence starts
    # folded, lm.sentence_starts, it ends at twice the weight, before "Back in the day".)
    assert "in the day, the roof" in _run_on(0.0)
    assert _ends_inside(_run_on(0.0)) == 0
    assert _ends_inside(_run_on(2 * DEFAULT.sentence_length_weight)) == 1


def _ends_inside(text: str) -> int:
    """The sentence ends TEXT has before its last word."""
    return len(re.findall(r"[.?] ", text))


def test_a_sentence_keeps_its_length_across_the_search_windows(monkeypatch) -> None:
    # Each window starts with the sentence's length so far (Carry); started at 0 in each
    # window of five words, the run-on would keep its comma.
    monkeypatch.setattr("formatter.pipeline.WINDOW_WORDS", 5)
    assert _ends_inside(_run_on(2 * DEFAULT.sentence_length_weight)) == 1


def test_a_sentence_keeps_its_opening_across_the_search_windows(formatter, monkeypatch) -> None:
    # A window ends anywhere, mid-sentence too: the next one starts with the opening (Carry).
    # (With windows of five words the meeting's question is a close call either way.)
    monkeypatch.setattr("formatter.pipeline.WINDOW_WORDS", 5)
    said = "is max a good name for a dog we just got a puppy"
    assert "dog? We" in formatter.format_text(said)


ASKED_THEN_SAID = "hey did you see the game last night that was insane call me"


def test_a_sentence_after_a_question_pays_to_ask_again(formatter) -> None:
    # The members lean to "?" on both sentences, whose words share their windows; the search
    # knows it ended the first with one (tuning.question_after_question).
    assert formatter.format_text(ASKED_THEN_SAID) == (
        "Hey, did you see the game last night? That was insane. Call me."
    )
    assert "That was insane?" in _switched_off("question_after_question", ASKED_THEN_SAID)


# A talk's narration: speech ends a sentence before "And" where writing runs on with ", and".
NARRATED = "this is the map of the city in nineteen fifty and this is the same city today"


def test_speech_may_end_a_sentence_before_and(formatter) -> None:
    assert "in 1950. And this is the same city today." in formatter.format_text(NARRATED)
    assert "in 1950, and this is" in _switched_off("conjunction_period_bonus", NARRATED)


def test_the_conjunctions_bonus_leaves_a_voicemails_clauses_joined(formatter) -> None:
    said = (
        "hey it's lisa i picked up the kids and we're going to the park but we'll be home by five"
    )
    assert "the kids, and we're going to the park, but we'll be home" in formatter.format_text(said)


def _switched_off(weight: str, said: str, *more: str) -> str:
    """SAID formatted with the tuning's WEIGHT (and MORE weights) at 0: what the feature
    holds."""
    off = dict.fromkeys((weight, *more), 0.0)
    return Formatter(tuning=replace(DEFAULT, **off)).format_text(said)


def test_a_question_is_remembered_across_the_search_windows(formatter, monkeypatch) -> None:
    # The next window starts knowing the sentence before asked (Carry).
    monkeypatch.setattr("formatter.pipeline.WINDOW_WORDS", 9)
    assert "That was insane. Call me." in formatter.format_text(ASKED_THEN_SAID)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [("we expect q one revenue to grow", "Q1"),
     ("the c o v i d dash nineteen pandemic", "COVID-19"),
     ("earnings were two point three five dollars per share", "$2.35"),
     # Written before as "tons of co 2 savings" (a real call's "co two").
     ("a hundred thousand metric tons of co two savings every year", "of CO2 savings")],
)
def test_codes_and_per_share_amounts(formatter, spoken, written) -> None:
    assert written in formatter.format_text(spoken)


def test_area_code_and_its_number_are_one_token(formatter) -> None:
    # Apart, the search wrote "Call me at area code. (212) 555-1234."
    said = "call me at area code two one two five five five one two three four"
    assert formatter.format_text(said) == "Call me at area code (212) 555-1234."


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        # Without a signed reading of money the search wrote "Your balance is negative. $42.17."
        ("your balance is negative forty two dollars and seventeen cents", "-$42.17"),
        ("the stock closed at two point five dollars", "$2.50"),
    ],
)
def test_money_keeps_its_sign_and_its_cents(formatter, spoken, written) -> None:
    assert written in formatter.format_text(spoken).split()[-1]


def test_no_sentence_break_between_two_numbers_for_a_model_without_space_tokens(formatter) -> None:
    # The no-space LM reads a number's point as a token of its own (lm.tokens.POINT), so "3. 30"
    # is no "3.30" to it; the search charged that split before (tuning.number_mark_penalty).
    assert not formatter.lm.space
    assert formatter.lm.pieces("3. 30") != formatter.lm.pieces("3.30")
    assert "3:30 PM" in formatter.format_text("call me at three thirty p m")
    text = formatter.format_text("three thirty")
    assert ". " not in text and ", " not in text


def test_capitals_given_by_the_asr_are_kept(formatter) -> None:
    said = "we met the NASA team and Tracy today".split()
    words = [Word(w, i, i + 1.0) for i, w in enumerate(said)]
    text = formatter.format(words).text
    assert "NASA" in text and "Tracy" in text
    lowered = [Word(w.text.lower(), w.start, w.end) for w in words]
    assert formatter.format(lowered).text.startswith("We met the")


def test_an_ordinal_in_a_name_stays_a_word(formatter) -> None:
    # With the case model's "First" offered only above log P -1.2 the search wrote "1st National".
    said = "this is jennifer from first national bank"
    assert "First National Bank" in formatter.format_text(said)
    assert "the first national holiday" in formatter.format_text(
        "it was the first national holiday of the year"
    )


@pytest.mark.parametrize(
    ("said", "code"),
    [
        # The class LM scored the code's own token below "a, b, 7, 4, 329".
        ("my order number is a b seven four three two nine it was supposed to come", "AB74329"),
        ("my confirmation code is x j four k nine p thanks", "XJ4K9P"),
        ("the plate number is seven a b c one two three", "7ABC123"),
        # "o" among digits is zero: the grammars offered KW39O2 too, and it won.
        ("the compound is called k w three nine o two and it works", "KW3902"),
        # Letters then digits at a sentence end: as pieces "UA, 1234." and "KLM. 552."
        ("my flight is u a one two three four", "UA1234"),
        ("your booking reference is k l m five five two", "KLM552"),
        # Longer than twelve characters: "My Vin is 1HGCM82633, a 004352." and "1Z999, AA
        # 10123456784." when the grammar read codes of twelve at most.
        (
            "my vin is one h g c m eight two six three three a zero zero four three five two "
            "thanks",
            "1HGCM82633A004352",
        ),
        (
            "your tracking number is one z nine nine nine a a one zero one two three four five "
            "six seven eight four thank you",
            "1Z999AA10123456784",
        ),
    ],
)
def test_a_code_said_a_character_at_a_time_is_written_whole(formatter, said, code) -> None:
    assert code in re.findall(r"\w+", formatter.format_text(said))


def test_letters_dash_and_digits_in_dashed_groups_are_one_code(formatter) -> None:
    # "It's about claim number CLM DASH, 2024-00123." and "case number 2026 DASH CV-00456."
    said = "it's about claim number c l m dash two zero two four dash zero zero one two three"
    assert "claim number CLM-2024-00123" in formatter.format_text(said)
    said = "this is about case number two zero two six dash c v dash zero zero four five six"
    assert "case number 2026-CV-00456" in formatter.format_text(said)


def test_seven_digits_named_an_identifier_are_no_phone_number(formatter) -> None:
    # "Your prescription number 246-8135 is ready for pickup." before (grammars.phone).
    said = "your prescription number two four six eight one three five is ready for pickup"
    assert "number 2468135 is" in formatter.format_text(said)
    assert "555-1212" in formatter.format_text("my number is five five five one two one two")


@pytest.mark.parametrize(
    ("said", "written"),
    [
        (
            "please call us at eight hundred five five five oh one nine nine extension four"
            " one two",
            "555-0199, extension 412.",
        ),
        # Not "at Ext. 4521", the LM's capital of e-mail signatures.
        ("can you call us back at extension four five two one", "at extension 4521?"),
        ("extension four five two one is mine", "Extension 4521 is mine."),
    ],
)
def test_an_extension_is_written_in_full(formatter, said, written) -> None:
    # grammars.phone.IN_FULL: the reading "ext. 412", which the LM reads, written in full.
    assert formatter.format_text(said).endswith(written)


def test_a_phone_number_is_set_off_from_its_extension(formatter) -> None:
    # The members give the comma .02 there and the LM none before its "ext."
    # (tuning.extension_comma_bonus).
    said = (
        "please call me back at eight hundred five five five zero one nine two"
        " extension four one two"
    )
    assert "555-0192, extension 412" in formatter.format_text(said)
    unset = Formatter(tuning=replace(DEFAULT, extension_comma_bonus=0.0))
    assert "555-0192 extension 412" in unset.format_text(said)
    # Only after a number: "Call extension 412."
    assert formatter.format_text("call extension four one two") == "Call extension 412."


def test_an_extension_written_in_full_keeps_its_words_times(formatter) -> None:
    said = "call me at extension four one two".split()
    words = [Word(w, i * 0.3, i * 0.3 + 0.25) for i, w in enumerate(said)]
    token = next(t for t in formatter.format(words).tokens if "412" in t.text)
    assert token.text.startswith("extension 412")
    assert (token.start, token.end) == pytest.approx((0.9, 2.05))


def test_letters_before_a_count_are_no_spelled_code(formatter) -> None:
    assert "US2" not in formatter.format_text("the u s two thousand dollar bill")


def test_a_weekday_and_its_day_stay_in_one_sentence(formatter) -> None:
    # The boundary model reads "friday | the" as a sentence end: "on Friday. The 12th at 10 AM."
    text = formatter.format_text("your appointment is on friday the twelfth at ten a m")
    assert "Friday, the 12th" in text and ". The" not in text


def test_noon_and_midnight_stay_words_on_the_12_hour_clock(formatter) -> None:
    assert formatter.format_text("the store closes at midnight").endswith("at midnight.")
    assert "12 noon" in formatter.format_text("lunch is at twelve noon")


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("your two o'clock canceled so you're free until four", "Your 2 o'clock canceled"),
        ("can you cover my one o'clock with the design team", "my 1 o'clock with"),
        ("the movie's at eight forty not eight o'clock", "not 8 o'clock"),
        # With its half of the day a clock's: "3:00 PM".
        ("the recital is at three o'clock p m on friday", "at 3:00 PM on Friday"),
    ],
)
def test_an_hour_said_with_oclock_keeps_the_word(formatter, said, written) -> None:
    # grammars.time proposes no H:00 for it, and Layers.spelled_hours charges its hour in words.
    assert written in formatter.format_text(said)


def test_an_hour_in_words_before_oclock_pays_the_spelled_cost(formatter) -> None:
    said = "the movie's at eight forty not eight o'clock"
    assert "eight o'clock" in _switched_off("spelled_number_penalty", said)


def test_a_name_keeps_its_capital_in_the_possessive(formatter) -> None:
    # The case lexicon has "Tehran" but too few "Tehran's" to list it; the name's forms hold.
    assert "Tehran's" in formatter.format_text("we met at tehran's airport").split()
    assert formatter.format_text("it's fine").startswith("It's")


def test_a_question_after_a_lead_in_ends_with_a_question_mark(formatter) -> None:
    assert formatter.format_text("so what do you think about the new office").endswith("?")


def test_the_package_exports_the_library_interface(formatter) -> None:
    import formatter as package

    assert package.Formatter is type(formatter)
    assert package.format_text("meet me at three thirty") == formatter.format_text(
        "meet me at three thirty"
    )


def test_one_formatter_serves_several_threads(formatter) -> None:
    from concurrent.futures import ThreadPoolExecutor

    texts = [
        "hi bill it's tracy call me at five five five one two one two bye",
        "the rent is eleven hundred dollars a month",
        "are you free at three thirty p m on december first",
    ] * 4
    expected = [formatter.format_text(t) for t in texts]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(formatter.format_text, texts)) == expected


@pytest.mark.parametrize(
    "spoken",
    [
        "hi bill it's tracy call me back",
        "hello john this is mary",
        "hi mom it's me call me back",
        "yo marcus it's dre call me back",  # greetings.tsv's casual ones too
        "hiya jen it's nan just checking in",
    ],
)
def test_a_name_after_a_greeting_is_addressed(formatter, spoken) -> None:
    """The name keeps its capital and a comma sets it off from the sentence it opens."""
    greeting, name, following = formatter.format_text(spoken).split()[:3]
    assert greeting in ("Hi", "Hello", "Yo", "Hiya") and name[0].isupper() and name[-1] == ","
    assert following[0].islower()


def test_a_casual_greeting_is_no_sentence_of_its_own(formatter) -> None:
    # "yo" in greetings.tsv: "Yo. It's Dev." before.
    assert formatter.format_text("yo it's dev call me back").startswith("Yo, it's Dev.")


def test_the_sentence_an_address_opens_goes_on_in_lowercase(formatter) -> None:
    # The case model learned e-mail salutations ("Hi John, This is") and said "This" here.
    said = "hey john this is doctor smith's office calling to confirm"
    assert formatter.format_text(said).startswith("Hey John, this is")


@pytest.mark.parametrize(
    "said",
    [
        "hi it's me again i forgot to mention that the kids have a dentist appointment on friday",
        "hello this is officer brown from the police department please return my call",
    ],
)
def test_the_sentence_a_greeting_opens_goes_on_in_lowercase_after_its_comma(
    formatter, said
) -> None:
    # The case model's e-mail salutations gave "Hi, It's me again" once it could offer "It's".
    text = formatter.format_text(said)
    assert ", It's" not in text and ", This" not in text


def test_a_greeting_and_name_alone_end_the_transcript(formatter) -> None:
    assert formatter.format_text("hi bill") == "Hi Bill."


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("thanks man", "Thanks, man."),
        ("bye mom", "Bye, Mom."),
        # A greeting of two words: "Thank you. Coach." before "thank you" was one.
        ("thank you coach", "Thank you, Coach."),
        # Whom a closing greeting addresses may end its sentence: the comma after the name was
        # forced, as after an opening greeting's ("Thanks, Bill, talk to you soon.").
        ("thanks bill talk to you soon", "Thanks, Bill. Talk to you soon."),
        ("thanks a lot mike see you tomorrow", "Thanks a lot, Mike. See you tomorrow."),
        (
            "thank you very much john have a great day",
            "Thank you very much, John. Have a great day.",
        ),
    ],
)
def test_a_closing_greeting_may_take_a_comma_before_whom_it_addresses(
    formatter, spoken, written
) -> None:
    # An opening greeting takes none ("Hi Bill,"); before grammars/data/farewells.tsv the
    # search wrote "Thanks man." and "Bye Mom."
    assert formatter.format_text(spoken) == written


def test_a_greeting_of_several_words_keeps_its_comma_before_the_name(formatter) -> None:
    # The models put a period after "much" by 8 nats, and the beam dropped the comma before the
    # name could save it ("Thanks so much. Sarah. Talk soon."). What follows the name is the
    # models' call: "Sarah. Talk soon." with three members, "Sarah, talk soon." with four.
    out = formatter.format_text("thanks so much sarah talk soon")
    assert out.startswith("Thanks so much, Sarah")


@pytest.mark.parametrize(
    ("spoken", "opening"),
    [
        # Written before as "Okay, thanks. John, talk", "Yes, hello, Mrs. Garcia. Your table",
        # "Oh, hey, mom. It's me" (grammars/data/interjections.tsv).
        ("okay thanks john talk to you later", "Okay, thanks, John, talk"),
        ("yes hello mrs garcia your table is ready", "Yes, hello Mrs. Garcia, your table"),
        ("oh hey mom it's me", "Oh, hey Mom, it's me."),
    ],
)
def test_a_greeting_after_an_interjection_greets_as_one_opening_the_sentence(
    formatter, spoken, opening
) -> None:
    assert formatter.format_text(spoken).startswith(opening)


def test_a_greeting_after_an_interjection_is_left_to_the_models_without_the_table() -> None:
    plain = Formatter()
    plain._layers = replace(plain._layers, interjections=frozenset())
    assert plain.format_text("okay thanks john talk to you later").startswith("Okay, thanks. John")


def test_a_greeting_before_a_common_word_stays_plain(formatter) -> None:
    assert formatter.format_text("hi table how are you").startswith("Hi table")


@pytest.mark.parametrize(
    ("spoken", "opening"),
    [
        ("hi there this is john", "Hi there, this"),
        ("hey buddy call me", "Hey buddy, call"),
        ("hey man what's up", "Hey man, what's"),
        ("hey sis did you talk to mom", "Hey sis, did"),  # "Hey, sis. Did" before
        # The LM, like the case model, learned e-mail salutations: "Hi everyone, Welcome".
        ("hi everyone welcome to the call", "Hi everyone, welcome"),
        # A title said alone addresses as a name does: "Hi doctor. This is", "Hey coach, it's".
        ("hi doctor this is maria gonzalez", "Hi Doctor, this"),
        ("hey coach it's jen", "Hey Coach, it's"),
        ("hi sir this is the front desk", "Hi sir, this"),
        ("the doctor said i should rest", "The doctor said"),  # only where it addresses
        # Were "Hey, kiddo. It's", "Hi Darling, it's".
        ("hey kiddo it's grandpa emil", "Hey kiddo, it's"),
        ("hi darling it's granny mae", "Hi darling, it's"),
        ("hey ma it's kwesi i'm gonna stop by tomorrow", "Hey Ma, it's Kwesi."),
        # Were "Morning boss. It's Derek.", "Hey neighbor. It's Gary."; not where they are no
        # address: "My boss said", "your neighbor from across the street".
        ("morning boss it's derek i'm stuck in traffic", "Morning boss, it's Derek."),
        ("hey neighbor it's gary we're heading out of town", "Hey neighbor, it's Gary."),
        ("my boss said the meeting is at noon", "My boss said the"),
        ("hey bud it's uncle ray happy birthday", "Hey bud, it's Uncle Ray."),  # was "Hey Bud,"
        ("hey champ great game today", "Hey champ, great"),  # was "Hey Champ,"
        ("hi this is your neighbor from across the street", "Hi, this is your neighbor from"),
    ],
)
def test_a_vocative_after_a_greeting_keeps_its_case_and_takes_the_comma(
    formatter, spoken, opening
) -> None:
    # The models alone wrote "Hi there. This is John" (grammars/data/vocatives.tsv).
    assert formatter.format_text(spoken).startswith(opening)


@pytest.mark.parametrize(
    ("spoken", "opening"),
    [
        ("hey maren it's cleo i'm so sorry about last night", "Hey Maren, it's Cleo."),
        ("hey ansel it's mateo um did you ever get that money back", "Hey Ansel, it's Mateo."),
    ],
)
def test_a_rare_word_a_greeting_addresses_before_an_introduction_is_a_name(
    formatter, spoken, opening
) -> None:
    # The lexicon never listed "maren" (tuning.rare_name_logprob): "Hey Maren. It's Cleo."
    assert formatter.format_text(spoken).startswith(opening)
    unread = Formatter(tuning=replace(DEFAULT, rare_name_logprob=-100.0))
    assert not unread.format_text(spoken).startswith(opening)


@pytest.mark.parametrize(
    ("spoken", "opening"),
    [
        ("hi faith this is mark from church give me a call", "Hi Faith, this is Mark"),
        ("hey rich it's dan call me when you can", "Hey Rich, it's Dan."),
        ("hi dawn it's pat i got your message", "Hi Dawn, it's Pat."),
    ],
)
def test_a_word_that_is_a_name_too_a_greeting_addresses_is_a_name(
    formatter, spoken, opening
) -> None:
    # Written as a name in 9% or more of the corpora's (CaseLexicon.may_be_greeted): "Hi
    # faith. This is Mark", "Hey, rich. It's Dan", "Hi Dawn. It's Pat." before.
    assert formatter.format_text(spoken).startswith(opening)
    unread = Formatter()
    unread._speakers._greeted_name = lambda word: False
    assert not unread.format_text(spoken).startswith(opening)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi this is summer from the print shop your order is ready", "this is Summer from"),
        ("good morning this is rich from city bank returning your call", "this is Rich from"),
    ],
)
def test_a_word_that_is_a_name_too_before_where_the_speaker_calls_from_is_a_name(
    formatter, spoken, written
) -> None:
    # Written as a name in 9% or more of the corpora's, below the 15% a speaker's name needs
    # elsewhere (SpeakerCues.affiliated_names): "this is summer from" before. Both are given
    # names too (given_names.tsv), which read them as names before "from" as well.
    assert written in formatter.format_text(spoken)
    unread = Formatter()
    unread._speakers._greeted_name = lambda word: False
    lexicon = unread._layers.may_name.__self__
    lexicon._names = lexicon._names - table_words("given_names")
    assert written not in unread.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hey mom it's will um i'm gonna be late tonight", "it's Will."),
        ("hello jennifer this is hope calling from bright path staffing", "this is Hope calling"),
        ("hey it's summer are you coming to the party on saturday", "it's Summer."),
        ("hi will it's rose call me back when you get a chance", "Hi Will, it's Rose."),
    ],
)
def test_a_given_name_that_is_a_word_too_is_a_name_where_a_speaker_names_themself(
    formatter, spoken, written
) -> None:
    # given_names.tsv: the corpora write "will" and "hope" capitalized too seldom for the
    # lexicon to list a name, "summer" in 11% of its uses, below NAME_SHARE.
    assert written in formatter.format_text(spoken)
    unread = Formatter()
    lexicon = unread._layers.may_name.__self__
    lexicon._names = lexicon._names - table_words("given_names")
    assert written not in unread.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("i'll be there by noon tell summer to save me a seat", "Tell Summer to"),
        ("i talked to faith and she said it's fine", "talked to Faith"),
        ("you and grace should come over", "and Grace should"),
        ("can you ask rich if he's coming", "ask Rich if"),
    ],
)
def test_a_given_name_where_only_a_person_stands_is_a_name(formatter, spoken, written) -> None:
    # SpeakerCues.named_objects: the lexicon writes these words lowercase mid-sentence.
    assert written in formatter.format_text(spoken)
    unread = Formatter()
    unread._speakers.named_objects = lambda texts: frozenset()
    assert written not in unread.format_text(spoken)


@pytest.mark.parametrize(
    "spoken",
    [
        "the book is on hold for you and will be held for a week",  # the modal
        "i hope summer gets here soon",  # no verb of telling before it
        "we should get faith and rose registered",  # no pronoun joined to them
    ],
)
def test_a_given_name_elsewhere_is_left_to_the_lexicon(formatter, spoken) -> None:
    assert not formatter._speakers.named_objects(spoken.split())


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("no rush just venmo me whenever", "just Venmo me"),
        ("do you want to split an uber to the airport", "split an Uber"),
        ("she ordered it on doordash", "on DoorDash"),
        ("i'll just grab a lyft home", "a Lyft home"),
    ],
)
def test_a_brand_the_corpora_lack_is_written_as_its_own(formatter, spoken, written) -> None:
    # brands.tsv: the corpora have no "Venmo" and write "uber" lowercase more often.
    assert written in formatter.format_text(spoken)
    unread = Formatter()
    lexicon = unread._layers.may_name.__self__
    for row in table_rows("brands"):
        lexicon._forms.pop(row[0], None)
    assert written not in unread.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi it's dusty the garage is really dusty so wear old clothes", "it's Dusty."),
        ("hey chase it's crystal the dog got loose", "it's Crystal."),
        ("hi it's sky the sky's clear tonight so come over", "it's Sky."),
        ("hey it's rich so the fantasy draft is set for friday", "it's Rich."),
        ("hey it's guy so the reservation moved to seven", "it's Guy."),  # sixty-ninth session
    ],
)
def test_a_given_name_right_after_the_opening_greetings_introduction_is_the_speakers(
    formatter, spoken, written
) -> None:
    # SpeakerCues.greeted_speaker: whatever follows, where elsewhere a cue after the name must
    # say so (speaker_before.tsv).
    assert written in formatter.format_text(spoken)
    unread = Formatter()
    unread._speakers.greeted_speaker = lambda texts: frozenset()
    assert written not in unread.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("um hi it's grace i think i left my sunglasses in your car", "hi, it's Grace."),
        ("hi uh it's dusty the garage is really dusty so wear old clothes", "uh, it's Dusty."),
        ("uh hey it's dad call me back when you get a sec", "hey, it's Dad."),
        ("um it's grace i think i left my sunglasses in your car", "Um, it's Grace."),
        ("um hi faith it's mark call me back", "hi Faith, it's Mark."),
    ],
)
def test_a_hesitation_before_or_after_the_greeting_leaves_the_introduction_read(
    formatter, spoken, written
) -> None:
    # SpeakerCues._after_opening_greeting and search._before_hesitations: "um" before the
    # greeting or between it and "it's" neither greets nor introduces; the speaker still does.
    assert written in formatter.format_text(spoken)


@pytest.mark.parametrize("spoken", ["hi um", "um hi", "hey uh uh", "good morning um", "um um"])
def test_a_greeting_with_only_hesitations_after_it_formats(formatter, spoken) -> None:
    # SpeakerCues._after_opening_greeting skips the hesitations after the greeting; with nothing
    # after them it had given the transcript's end as the greeted word's place (an IndexError).
    assert formatter.format_text(spoken).lower().rstrip(".") == ", ".join(spoken.split()).replace(
        "good, morning", "good morning"
    )


@pytest.mark.parametrize(
    ("spoken", "word"),
    [
        ("hey it's green light on the project", "green"),  # a surname's share, no given name
        ("hi it's cold outside so bring a jacket", "cold"),
        ("well it's crystal clear to me", "crystal"),  # no greeting before
    ],
)
def test_a_word_after_its_that_names_no_speaker_stays_lowercase(formatter, spoken, word) -> None:
    assert word in formatter.format_text(spoken).split()


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hey jay it's dawn uh did you take my charger by accident", "it's Dawn. Uh, did you"),
        ("hi it's dawn again from the dentist sorry i forgot", "it's Dawn again from"),
    ],
)
def test_a_hesitation_or_again_after_a_speakers_name_still_lets_what_follows_name_them(
    formatter, spoken, written
) -> None:
    # SpeakerCues.speaker_after reads past "uh" and "again": "it's dawn. Uh, did" before.
    assert written in formatter.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "word"),
    [
        ("hey it's great from what i hear", "great"),  # "it's" says how things are
        ("it's open from nine to five", "open"),
        ("this is sorry from", "sorry"),  # too rarely a name (6%)
    ],
)
def test_a_word_before_from_that_names_no_one_stays_lowercase(formatter, spoken, word) -> None:
    assert word in formatter.format_text(spoken).split()


def test_love_an_opening_greeting_addresses_is_set_off(formatter) -> None:
    # SpeakerCues.greeted_fondly: no vocative elsewhere ("I'm in love"), nor where the
    # transcript says "love you" ("Hey love, you. Bye." for "hey love you bye").
    spoken = "hey love just landed in denver call me tonight"
    assert formatter.format_text(spoken).startswith("Hey love, just landed")
    unread = Formatter()
    unread._speakers.greeted_fondly = lambda texts: frozenset()
    assert not unread.format_text(spoken).startswith("Hey love, just landed")
    assert "love," not in formatter.format_text("hey love you bye")
    assert "love," not in formatter.format_text("hey love just wanted to say love you bye")
    assert formatter.format_text("i'm in love") == "I'm in love."


def test_love_before_a_question_that_opens_with_you_is_set_off(formatter) -> None:
    # "you" there opens a question with its auxiliary unsaid, so "love | you" is no "love you".
    spoken = "hi love you home yet the dog needs to go out"
    assert formatter.format_text(spoken).startswith("Hi love, you home yet?")
    unread = Formatter()
    unread._speakers.greeted_fondly = lambda texts: frozenset()
    assert not unread.format_text(spoken).startswith("Hi love, you")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hey gorgeous i'm running late", "Hey gorgeous, I'm running late."),
        ("hi handsome it's me", "Hi handsome, it's me."),
        ("hey stranger long time no see", "Hey stranger, long time"),
    ],
)
def test_a_fond_word_after_a_greeting_is_addressed(formatter, spoken, written) -> None:
    # vocatives.tsv; the words stay adjectives elsewhere ("You look so handsome").
    assert formatter.format_text(spoken).startswith(written)
    assert "handsome in" in formatter.format_text("you look so handsome in that suit")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi friends today we're going to count to five", "Hi friends, today"),
        ("hi class today we're learning about plants", "Hi class, today"),
        ("bye bye sweetie love you", "Bye bye, sweetie."),
    ],
)
def test_a_teacher_greets_the_class_and_a_farewell_said_twice_greets(
    formatter, spoken, written
) -> None:
    # vocatives.tsv's "friends", "class", "kiddos" and greetings.tsv's "bye bye" (seventy-
    # seventh session: "Hi friends. Today", "Bye bye. Sweetie."); the words stay nouns
    # elsewhere.
    assert formatter.format_text(spoken).startswith(written)
    assert formatter.format_text("i made new friends in class") == "I made new friends in class."


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi all the quarterly town hall is on friday", "Hi all, the quarterly town hall"),
        ("good afternoon all this is a reminder that the pool closes at five",
         "Good afternoon all, this is a reminder"),
        ("hey y'all the game starts at eight", "Hey y'all, the game starts"),
    ],
)
def test_all_after_a_greeting_addresses_the_listeners(formatter, spoken, written) -> None:
    # search._GREETED_ALL (seventy-ninth session: "Hi All, The Quarterly town hall", the case
    # model's e-mail salutation, and "Good afternoon. All. This is"); "all" stays a quantifier
    # elsewhere.
    assert formatter.format_text(spoken).startswith(written)
    assert formatter.format_text("we all know the answer") == "We all know the answer."
    # A letter's salutation keeps the letter's capital: "Dear All,".
    assert formatter.format_text("dear all") == "Dear All."


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hey it's mia call me back", "Hey, it's Mia."),
        ("hi papa it's mia i got an a on my test", "Hi Papa, it's Mia."),
        ("hi eva it's tom", "Hi Eva, it's Tom."),
    ],
)
def test_a_name_the_corpora_also_write_in_capitals_is_a_name_where_a_person_stands(
    formatter, spoken, written
) -> None:
    # grammars.capitalization.address_forms: "mia" is Mia 88 times and MIA 80 in the corpora;
    # introduced or addressed, it was written "it's MIA" (seventy-ninth session).
    assert formatter.format_text(spoken).startswith(written)


def test_a_greeting_that_ends_another_is_read_whole_in_every_process() -> None:
    # "bye" ends "bye bye": search._phrase_before reads the longest, where it had taken
    # whichever the set's order, which the hash seed changes, gave first ("Bye bye. Sweetie."
    # under some seeds).
    script = (
        "from formatter.pipeline import Formatter; "
        "print(Formatter().format_text('bye bye sweetie love you'))"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True,
            env={**os.environ, "PYTHONHASHSEED": seed}, cwd=ROOT,
        ).stdout.strip()
        for seed in ("1", "3")
    }
    assert outputs == {"Bye bye, sweetie. Love you."}


@pytest.mark.parametrize(
    "spoken",
    ["hey sorry it's me again", "hey son it's dad call me", "hi yes it's me"],
)
def test_a_word_no_one_is_named_is_not_greeted(formatter, spoken) -> None:
    # Too rarely a name (sorry: 6%), a relation, an interjection: no capital after the greeting.
    assert formatter.format_text(spoken).split()[1].islower()


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hey ophelia it's tobiah um i'm out sick today", "it's Tobiah."),
        ("hey it's ines um are we still doing lunch", "it's Ines."),
    ],
)
def test_a_word_the_lm_hardly_saw_where_a_speaker_names_themself_is_a_name(
    formatter, spoken, written
) -> None:
    # tuning.rare_speaker_logprob; the lexicon has no row for either.
    assert written in formatter.format_text(spoken)
    unread = Formatter(tuning=replace(DEFAULT, rare_speaker_logprob=-100.0))
    assert written not in unread.format_text(spoken)


def test_a_rarer_state_after_its_is_no_name(formatter) -> None:
    assert "it's snowing" in formatter.format_text("hi it's snowing here")


def test_a_common_word_after_a_greeting_before_an_introduction_is_no_name(formatter) -> None:
    assert formatter.format_text("hey so it's me again").startswith("Hey, so it's me")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi it's dad call me when you get this", "it's Dad."),
        ("this is mom calling about dinner", "This is Mom calling"),
        ("hey mom it's dad", "it's Dad"),
        ("good morning it's grandma", "Grandma"),
        # A name the lexicon writes capitalized more often than not, also a common word: the
        # models wrote "Hi, it's mark from next door" and "it's bill".
        ("hi it's mark from next door call me back", "it's Mark from"),
        ("hey it's bill give me a call", "it's Bill"),
        # Only where the speaker names themself, at a sentence's or a greeting's start.
        ("i told my dad it's late", "my dad"),
        # ("is this mom" is "Is this Mom?": a relation said with no determiner is a name,
        # test_a_relation_said_as_a_name_is_written_as_one.)
        ("is this your mom", "your mom"),
        ("i got a bill it's a big one", "a bill"),
        ("it's hope that keeps us going", "hope"),  # the lexicon writes it lowercase
    ],
)
def test_a_speaker_naming_themself_is_written_as_an_address_writes_it(
    formatter, spoken, written
) -> None:
    # The lexicon writes "my dad" lowercase, and the case model gave "it's dad" its capital .26.
    assert written in formatter.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("thank you mr smith", "Mr. Smith"),  # recognizers give the abbreviation as a word
        ("please call doctor patel at the clinic", "Dr. Patel"),
        ("hello mister johnson", "Mr. Johnson"),
        ("i need to see a doctor", "a doctor"),  # the word where no name follows
        # The word after a title is a name, known to the lexicon or not ("Dr. patel's" before).
        ("this is doctor patel's office", "Dr. Patel's office"),
        ("i saw doctor xu yesterday", "Dr. Xu yesterday"),
    ],
)
def test_titles_before_a_name_are_abbreviated(formatter, spoken, written) -> None:
    assert written in formatter.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "opening"),
    [
        ("good evening mrs garcia this is a courtesy call", "Good evening Mrs. Garcia, this is"),
        ("hi mister smith just calling to confirm", "Hi Mr. Smith, just calling"),
        # The title said in full: its word as spoken was a path no such rule reached, and the
        # beam dropped the bare "Good evening" before the title was read.
        ("good evening missus garcia your table is ready", "Good evening Mrs. Garcia, your"),
        ("good morning mister patel this is your wake up call", "Good morning Mr. Patel, this"),
        ("good evening mister patel this is your wake up call", "Good evening Mr. Patel, this"),
        # A title said in full is one after a greeting in either case, so its name is
        # addressed ("Good morning officer brown. This is Jake." before).
        ("good morning officer brown this is jake", "Good morning Officer Brown, this is"),
        # A name after "good morning" is addressed as after "hi" ("Good morning. John, this is"
        # before); a word of vocatives.tsv there may still end its own sentence.
        ("good morning john this is your wake up call", "Good morning John, this is"),
        ("good afternoon sarah it's mike from accounting", "Good afternoon Sarah, it's"),
        # Lost when the attention member replaced v4.1 and the web member (a comma .04 there);
        # back with the members trained on with names addressed (lm.vocative_text).
        ("good morning everyone thank you for joining us", "Good morning, everyone. Thank"),
        ("good afternoon everyone welcome to the call", "Good afternoon, everyone. Welcome"),
    ],
)
def test_a_title_or_name_after_a_greeting_is_addressed(formatter, spoken, opening) -> None:
    # The name after the title takes the address's comma, and no mark parts the greeting from
    # the title: the search wrote "Good evening. Mrs. Garcia. This is" (and "Good evening.
    # Missus Garcia. Your", "Good morning. Mister Patel. This is").
    assert formatter.format_text(spoken).startswith(opening)


def test_a_name_after_a_question_closes_it(formatter) -> None:
    # The name addressed at a question's end belongs to it, as in "Hi, how are you, Mr. Paul?"
    # (the whisperX fixture, README). Measured (thirtieth session): after "you" the four members
    # give "?" .35-.90 and a comma .02-.04, and "?" again after "smith". The name is no longer
    # a sentence of its own (tuning.bare_address_penalty, thirty-fourth session: "How are you?
    # Dr. Smith?" before), but nothing sets the title off by a comma. A near tie: boundary_weight
    # 3.5 -> 3.6 drops the comma where it is written; with the int8 graphs' 8-bit weights it was
    # written on a machine with VNNI and not on one without (lm.graph_int8). Written since the
    # LM reads sentence starts folded (lm.sentence_starts; thirty-eighth session). Lost again
    # with the attention member trained on further (fiftieth session): it gives no mark after
    # "you" .86 (.64 before), and boundary_weight 3.2 writes the comma but costs the dev sets
    # (SGD comma -.002, TED period and question -.001). Written again since v13 was trained on
    # with names mixed in (fifty-second session): the test below.
    written = formatter.format_text("how are you doctor smith i hope you are well")
    assert written.startswith("How are you") and "Dr. Smith? I hope" in written
    assert "you? Dr." not in written


def test_a_title_addressed_after_a_question_is_set_off_by_a_comma(formatter) -> None:
    written = formatter.format_text("how are you doctor smith i hope you are well")
    assert written.startswith("How are you, Dr. Smith? I hope")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        # Written before as "How are you? John? It's Mike", "Did you get my email? Jessica?",
        # "Where are you? Mom?", "Hi, how are you? Mr. Paul? This is Dan".
        ("hey how are you john it's mike give me a call", "Hey, how are you, John? It's Mike"),
        ("did you get my email jessica", "Did you get my email, Jessica?"),
        ("where are you mom", "Where are you, Mom?"),
        ("hi how are you mister paul this is dan calling", "Hi, how are you, Mr. Paul? This is"),
    ],
)
def test_a_name_after_a_question_is_no_sentence_of_its_own(formatter, spoken, written) -> None:
    assert formatter.format_text(spoken).startswith(written)


def test_a_titled_name_after_a_statement_is_no_sentence_of_its_own(formatter) -> None:
    # Written before as "from your dentist. Dr. Lee. You are due" (tuning.bare_address_penalty).
    spoken = (
        "this is a courtesy call from your dentist doctor lee you are due for a cleaning "
        "please call to schedule"
    )
    written = "This is a courtesy call from your dentist, Dr. Lee. You are due"
    assert formatter.format_text(spoken).startswith(written)


@pytest.mark.parametrize(
    ("spoken", "opening"),
    [
        # Written before as "Hi Mr. And, Mrs. Wilson. This is", "Dear Mr. And Mrs. Smith."
        ("hi mr and mrs wilson this is the school nurse", "Hi Mr. and Mrs. Wilson, this is"),
        ("dear mr and mrs smith thank you for your order", "Dear Mr. and Mrs. Smith, thank"),
        # A lowercase word after a title costs tuning.title_mark_penalty, but not the one that
        # joins two: it had written "Dear Mister, and Mrs. Smith. Thank you".
        ("dear mister and missus smith thank you", "Dear Mr. and Mrs. Smith, thank"),
    ],
)
def test_two_titles_joined_address_the_name_after_them(formatter, spoken, opening) -> None:
    assert formatter.format_text(spoken).startswith(opening)


@pytest.mark.parametrize(
    ("spoken", "opening"),
    [
        # Written before as "Good morning Dr. Patel's, office calling" and "Hello Doctor Smith's
        # office.": a greeting's title was taken to address its name, which owns the office.
        (
            "good morning doctor patel's office calling to remind you of your appointment",
            "Good morning, Dr. Patel's office calling to remind you",
        ),
        ("hello doctor smith's office this is jane", "Hello, Dr. Smith's office. This is Jane."),
    ],
)
def test_a_title_before_a_possessive_addresses_no_one(formatter, spoken, opening) -> None:
    assert formatter.format_text(spoken).startswith(opening)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        # Written before as "Hi Ms Taylor. This is", "for Ms Johnson.": "ms" was no title.
        ("hi ms taylor this is jennifer", "Hi Ms. Taylor, this is Jennifer."),
        ("this message is for ms johnson", "This message is for Ms. Johnson."),
        # Written before as "with Ms last year": a title precedes a name, and "ms" is "MS" too.
        ("i was diagnosed with ms last year", "I was diagnosed with MS last year."),
        ("we use ms office at work", "We use MS Office at work."),
    ],
)
def test_ms_is_a_title_before_a_name_and_ms_elsewhere(formatter, spoken, written) -> None:
    assert formatter.format_text(spoken) == written


@pytest.mark.parametrize(
    ("spoken", "lm_alone", "written"),
    [
        ("we sold twelve hundred units", "We sold 1200 units.", "We sold 1,200 units."),
        (
            "the rents are twelve hundred fifteen hundred and two thousand",
            "The rents are 1200, 1500 and 2000.",
            "The rents are 1,200, 1,500 and 2,000.",
        ),
        # A year keeps its form: the LM's gap after "built in" is far above the bonus.
        ("it was built in twelve hundred", "It was built in 1200.", "It was built in 1200."),
    ],
)
def test_a_count_said_in_hundreds_takes_its_thousands_comma(
    formatter, spoken, lm_alone, written
) -> None:
    assert _switched_off("grouped_count_bonus", spoken) == lm_alone
    assert formatter.format_text(spoken) == written
    # The bonus is the "comma" style's: "plain" writes counts without it.
    plain = Formatter(style="en-US,four_digits=plain")
    assert plain.format_text(spoken) == lm_alone


@pytest.mark.parametrize(
    ("spoken", "lm_alone", "written"),
    [
        (
            "we moved about a quarter mile",
            "We moved about 1/4 mile.",
            "We moved about a quarter mile.",
        ),
        (
            "it's about a third of the price",
            "It's about 1/3 of the price.",
            "It's about a third of the price.",
        ),
        # A measure in a recipe keeps its digits: the LM's preference there is above the cost.
        ("add one half cup of sugar", "Add 1/2 cup of sugar.", "Add 1/2 cup of sugar."),
    ],
)
def test_a_fraction_of_one_is_written_in_words_in_running_text(
    formatter, spoken, lm_alone, written
) -> None:
    assert _switched_off("simple_fraction_penalty", spoken) == lm_alone
    assert formatter.format_text(spoken) == written


@pytest.mark.parametrize(
    "spoken",
    ["the dues might go up to two hundred twenty five a quarter", "the fee is twenty a quarter"],
)
def test_a_fraction_read_alone_does_not_join_the_amount_before_it(formatter, spoken) -> None:
    # "a quarter" after an amount is a rate's, not a mixed number's (said with "and").
    assert "1/4" in _switched_off("fraction_after_amount_penalty", spoken)
    assert "1/4" not in formatter.format_text(spoken)
    assert "3.25 inches" in formatter.format_text("it's three and a quarter inches long")


def test_a_small_quantity_is_spelled_out_at_the_cost_of_its_digits(dear_digits) -> None:
    # The LM alone writes "I have 2 kids." (house style: quantities under ten in words).
    lm_alone = replace(
        DEFAULT, small_digit_penalty=0.0, small_quantity_weight=0.0, counted_noun_penalty=0.0
    )
    assert Formatter(tuning=lm_alone).format_text(
        "i have two kids"
    ) == "I have 2 kids."
    assert dear_digits.format_text("i have two kids") == "I have two kids."


@pytest.mark.parametrize(
    ("spoken", "flat", "shipped"),
    [
        # Wikipedia spells a number out before "years" nine times in ten (lm.small_quantities).
        (
            "we waited five years for this",
            "We waited 5 years for this.",
            "We waited five years for this.",
        ),
        # Wikipedia writes digits before "to" as often as words: the flat cost comes off.
        ("we're open nine to five", "We're open nine to five.", "We're open 9 to 5."),
    ],
)
def test_the_word_after_a_small_number_moves_the_cost_of_its_digits(
    formatter, spoken, flat, shipped
) -> None:
    # The table alone: not the plural noun's cost (formatter.quantities), "years" being one.
    flat_tuning = replace(DEFAULT, small_quantity_weight=0.0, counted_noun_penalty=0.0)
    assert Formatter(tuning=flat_tuning).format_text(spoken) == flat
    assert formatter.format_text(spoken) == shipped


@pytest.mark.parametrize(
    ("spoken", "flat", "shipped"),
    [
        ("it was a two hour meeting", "It was a 2 hour meeting.", "It was a two hour meeting."),
        ("she has a five year old", "She has a 5 year old.", "She has a five year old."),
    ],
)
def test_a_compound_kept_apart_leans_to_words_by_the_word_after_it(spoken, flat, shipped) -> None:
    # Wikipedia writes "two-hour" (lm.small_quantities reads the word after its hyphen), which
    # the table counted as digits before it did. Only with the style's compounds apart: joined,
    # the number is written in words (grammars.compound; tests/formatter/test_compounds.py).
    apart = "en-US,compounds=apart"
    flat_tuning = replace(DEFAULT, small_quantity_weight=0.0)
    assert Formatter(style=apart, tuning=flat_tuning).format_text(spoken) == flat
    assert Formatter(style=apart).format_text(spoken) == shipped


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("we saw six million fewer acres", "We saw 6 million fewer acres."),  # before a magnitude
        ("we incurred two cents of charges", "We incurred 2 cents of charges."),  # a minor unit
        ("please go to room four", "Please go to room 4."),  # after a label (code_labels.tsv)
        # After another number: the cost on "7" alone tipped the list into the idiom "24/7".
        ("the numbers are twenty four seven and eight", "The numbers are 24, 7 and 8."),
    ],
)
def test_a_number_that_takes_digits_pays_no_small_digit_cost(dear_digits, spoken, written) -> None:
    assert dear_digits.format_text(spoken) == written


@pytest.fixture(scope="module")
def dear_digits() -> Formatter:
    return Formatter(tuning=replace(DEFAULT, small_digit_penalty=5.0))


def test_letters_with_a_possessive_are_written_in_capitals(formatter) -> None:
    # Written before as "Highlights Fpl's continued approach." (a real call's "fpl's").
    assert formatter.format_text("highlights fpl's continued approach") == (
        "Highlights FPL's continued approach."
    )


def test_a_name_after_a_question_is_left_to_the_models_without_the_penalty() -> None:
    # What holds the name in its question is tuning.bare_address_penalty: without it the members'
    # "?" after "email" (and again after the name) wins. (The cost of asking twice,
    # tuning.question_after_question, holds it too: both are off to see it.)
    free = Formatter(
        tuning=replace(DEFAULT, bare_address_penalty=0.0, question_after_question=0.0)
    )
    assert free.format_text("did you get my email jessica") == "Did you get my email? Jessica?"


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        # Written before "See you tomorrow. Jen.", "Thank you so much, Sarah, talk soon." and
        # "Call me back when you can dad.": the members rarely saw a name addressed at a
        # sentence's end until lm.vocative_text added some to their training text.
        ("see you tomorrow jen", "See you tomorrow, Jen."),
        ("thank you so much sarah talk soon", "Thank you so much, Sarah. Talk soon."),
        ("call me back when you can dad", "Call me back when you can, Dad."),
        # A name that is the sentence's object is not addressed.
        ("i gave the keys to paul", "I gave the keys to Paul."),
        ("we met with doctor patel last week", "We met with Dr. Patel last week."),
    ],
)
def test_a_name_addressed_at_a_sentence_end_is_set_off_by_a_comma(
    formatter, spoken, written
) -> None:
    assert formatter.format_text(spoken) == written


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("this is officer martinez with the police department", "This is Officer Martinez with"),
        ("hi professor smith this is emily", "Hi Professor Smith, this is Emily"),
        ("this is nurse kelly from the clinic", "This is Nurse Kelly from"),  # "nurse Kelly" before
        ("this is principal lee with an update", "This is Principal Lee with"),
        ("the principal said school is closed", "The principal said"),
        ("i talked to the captain about it", "I talked to the captain about"),
    ],
)
def test_a_title_said_in_full_is_capitalized_before_a_name_only(
    formatter, spoken, written
) -> None:
    # The title's case is chosen before the name is seen: "This is officer Martinez", "Hi
    # professor Smith. This is Emily" (grammars/data/honorifics.tsv, tuning.honorific_penalty).
    assert formatter.format_text(spoken).startswith(written)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        # Written before as "Hi Officer, Martinez. This is John.": the members' period after
        # "martinez" outweighed their no-mark after "officer" once a comma there freed the name.
        ("hi officer martinez this is john", "Hi Officer Martinez, this is John."),
        ("hi doctor this is karen", "Hi Doctor, this is Karen."),  # no name: the title is whom
        # "Dr." was taken for the name addressed (the lexicon capitalizes it), which owed a mark
        # after it: "Hello Doctor Brown," won, though the LM prefers "Dr." by 3.3 nats.
        ("hello doctor brown this is karen", "Hello Dr. Brown, this is Karen."),
        # A title the table did not hold: "Hello Reverend, brown. This is Mary."
        ("hello reverend brown this is mary", "Hello Reverend Brown, this is Mary."),
        # The speaker's own title: written before as "this is nurse, Kelly." and "It's detective
        # brown." (the title's case chosen before the name is seen).
        ("hi this is nurse kelly we need to reschedule", "Hi, this is Nurse Kelly. We need to"),
        ("it's detective brown call me back", "It's Detective Brown. Call me back."),
        # No name after the title: the word after it was taken for one ("Thanks, Doctor For
        # your help."), and the beam had dropped the title's comma, 13 nats behind "Dr.".
        ("thanks doctor for your help", "Thanks, Doctor, for your help."),
        ("thank you officer for your help", "Thank you, Officer, for your help."),
        # A surname that is also a word runs on still: the lexicon capitalizes it too.
        ("hi professor wood i have a question", "Hi Professor Wood, I have a question."),
        ("thanks doctor i appreciate it", "Thanks, Doctor, I appreciate it."),
    ],
)
def test_a_title_addressed_or_introduced_runs_on_into_its_name(
    formatter, spoken, written
) -> None:
    assert formatter.format_text(spoken).startswith(written)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        # The members' comma after a title, .46 in the first ("Detective, Laura Chen said").
        ("detective laura chen said the case was closed", "Detective Laura Chen said the case"),
        ("the suspect met detective laura chen twice", "met Detective Laura Chen twice"),
        # After a determiner the title is a noun, lowercase, and the name may stand in
        # apposition (the models' call on the comma).
        ("we spoke with the detective laura chen", "with the detective"),
    ],
)
def test_a_title_before_a_name_runs_on_where_no_determiner_goes_before(
    formatter, spoken, written
) -> None:
    assert written in formatter.format_text(spoken)


# A name set apart after a relation, with no comma to close it ("Your daughter, Emily was").
_OPEN_APPOSITION = re.compile(r"\b(daughter|husband|manager|landlord), (Mr\. )?[A-Z]\w+ [a-z]")


@pytest.mark.parametrize(
    "spoken",
    [
        "your daughter emily was marked absent today",
        "my husband john will call you back",
        "our new manager lisa will be starting on monday",
        "i talked to your landlord mister brown about the leak",
    ],
)
def test_a_name_set_apart_after_a_relation_is_closed(formatter, spoken) -> None:
    # The members put a comma after the relation (.34-.66) and little after the name, which
    # read the sentence's subject as addressed (tuning.apposition_close_penalty,
    # grammars/data/relations.tsv): the name is closed off or not set apart at all.
    written = formatter.format_text(spoken)
    assert not _OPEN_APPOSITION.search(written), written
    assert re.search(r"\b(Emily|John|Lisa|Brown)\b", written), written


def test_an_apposition_is_left_open_without_its_cost() -> None:
    said = "your daughter emily was marked absent today"
    assert _OPEN_APPOSITION.search(_switched_off("apposition_close_penalty", said))


def test_a_closing_greetings_address_is_set_off_on_both_sides(formatter) -> None:
    # The comma after an addressed name is forced, the one before it after a closing greeting
    # was free: "Thanks everyone, for coming." (tuning.farewell_comma_penalty).
    said = "thanks everyone for coming"
    assert formatter.format_text(said) == "Thanks, everyone, for coming."
    assert "Thanks everyone, for" in _switched_off("farewell_comma_penalty", said)
    # Ending the sentence, the address keeps its comma before it alone.
    assert formatter.format_text("thanks john") == "Thanks, John."


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        # Were "Happy Birthday sweetheart.", "Miss you sweetie. See", "Love you too.
        # Sweetheart. Bye." and "happy birthday. Buddy. Call me." (tuning.endearment_mark_penalty).
        ("happy birthday sweetheart", "Happy birthday, sweetheart."),
        ("miss you sweetie see you soon", "Miss you, sweetie. See you soon."),
        ("love you too sweetheart bye", "Love you too, sweetheart. Bye."),
        ("hey happy birthday buddy call me", "happy birthday, buddy. Call me."),
        # Kin and friends addressed so (endearments.tsv since the seventy-eighth session): were
        # "I'll be home late sis." and "I'm outside, Sis." (the vocatives' form, lowercase, kept).
        ("i'll be home late sis", "I'll be home late, sis."),
        ("i'm outside sis", "I'm outside, sis."),
        # A noun, not an address: no comma.
        ("i met a dude at the gym", "I met a dude at the gym."),
        ("he's a good buddy", "He's a good buddy."),
        ("that's my buddy", "That's my buddy."),
    ],
)
def test_a_fond_address_ending_a_sentence_is_set_off(formatter, spoken, written) -> None:
    assert written in formatter.format_text(spoken)


def test_without_its_cost_a_fond_address_runs_on() -> None:
    # "Happy Birthday sweetheart." too, before a wish's words were written as the style writes
    # them (wishes.tsv); "Happy birthday, sweetheart." reads so without it.
    said = "miss you sweetie see you soon"
    assert "Miss you sweetie. See" in _switched_off("endearment_mark_penalty", said)


def test_a_title_stands_only_before_a_name(formatter) -> None:
    # The search wrote "Thanks Mr." for "thanks mister" (tuning.title_mark_penalty).
    assert "Mr." not in formatter.format_text("thanks mister")
    # A recognizer's abbreviation has no other reading: it still comes out, and ends the text.
    assert formatter.format_text("thanks mr").endswith(" Mr.")


def test_quantities_from_ten_up_are_written_in_digits(formatter) -> None:
    assert "10 minutes" in formatter.format_text("we waited ten minutes")
    assert "11 people" in formatter.format_text("there were eleven people")
    # Ordinals too ("20th", as "20"): the LM alone kept "early twentieth century" in words.
    assert "20th century" in formatter.format_text("by early twentieth century korean nationalists")


def test_a_string_of_digits_is_one_number_and_a_list_keeps_its_commas(formatter) -> None:
    # The boundary model learned digit strings said digit by digit (lm.spoken_numbers): the
    # models before wrote "Your pin is 1, 2, 3, 4." and "Order number 33, 589". After its label
    # such a string takes tuning.labelled_code_bonus: the LM reads "1, 2, 3, 4" as a list.
    pin = formatter.format_text("your pin is one two three four don't share it")
    assert "pin is 1234" in pin, pin  # whole (its mark after it: the test below)
    code = formatter.format_text("your code is four five six seven please call back")
    assert "code is 4567" in code and "4567 " not in code, code  # whole, and a mark after it
    order = formatter.format_text("order number three three five eight nine shipped today")
    assert "33589" in order
    assert "1, 3 and 5" in formatter.format_text("please read chapters one three and five")
    # Digit groups said with "dash" between them are one string: "12, 3-4, 5-6789" before.
    said = "my social is one two three dash four five dash six seven eight nine"
    assert "123-45-6789" in formatter.format_text(said)
    # Seven digit words among them are no phone number (grammars.phone: "dash" is a neighbour):
    # "one one two DASH 345-6789 DASH one two three four five six seven" before.
    said = "the order number is one one two dash three four five six seven eight nine dash one two "
    assert "112-3456789-1234567" in formatter.format_text(said + "three four five six seven ok")
    # A run that opens with a zero is one string (formatter.splits): "02, 188" before.
    assert "02188" in formatter.format_text("the zip code is o two one eight eight and the street")
    # A string said digit by digit ends only where its digit words do: "482 915 again" before.
    # (Whether a comma sets "again" off is the models' call.)
    code = formatter.format_text("your code is four eight two nine one five again")
    assert re.search(r"\b482915,? again", code), code


def test_a_pin_takes_a_mark_before_what_follows_it(formatter) -> None:
    # Lost when the attention member replaced v4.1 and the web member (v4.1 gave a period .85
    # after "four" here, v6.1 .27; docs/BOUNDARY.md, Attention in the ensemble); a comma again
    # with the members trained on with names addressed (lm.vocative_text), where the LM's
    # "1234. Don't share" costs more than the members' period gains.
    pin = formatter.format_text("your pin is one two three four don't share it")
    assert "1234 " not in pin, pin


def test_apart_splits_only_code_tokens() -> None:
    from formatter.pipeline import _apart

    assert _apart(("over", "Q<A:2-9>", "total")) == ("over", "Q", "<A:2-9>", "total")
    assert _apart(("over", "Q", "<A:2-9>")) == ()


def test_the_case_models_capitals_name_a_business(formatter) -> None:
    # The case model gives "dental" after "city" its capital at .56; weighed as the LM's equal
    # (case_weight 1) the LM's lowercase won. (Its "street" after "fifth", .77, had held "5th
    # Street" here: a numbered street is now spelled out and capitalized by
    # formatter.streets.numbered_streets, tests/formatter/test_streets.py.)
    said = {
        "hello i'm calling from city dental to remind you of your cleaning": "City Dental",
        "hi this is jessica from bright smile dental calling to confirm your appointment": (
            "Bright Smile Dental"
        ),
    }
    level = Formatter(tuning=replace(DEFAULT, case_weight=1.0))
    # businesses.tsv capitalizes the first two too, whatever the weight.
    level._speakers._businesses = frozenset()
    for line, written in said.items():
        assert written not in level.format_text(line), line
        assert written in formatter.format_text(line), line


def test_codes_a_recognizer_wrote_as_one_token_are_cased_whole(formatter) -> None:
    # Real engines write these (the timed calls' Google and Speechmatics words: "q&a", "co2").
    text = formatter.format_text("after the q&a at&t spoke on r&d and sg&a and co2 at the 5g site")
    for code in ("Q&A", "AT&T", "R&D", "SG&A", "CO2", "5G"):
        assert code in text.replace(",", " ").replace(".", " ").split(), text


def test_an_abbreviation_with_periods_is_cased_whole_as_given_or_not(formatter) -> None:
    # Display text loses an abbreviation's last period with the edge marks: "U.S" came out.
    for said in ("we grew in the U.S. and in D.C.", "we grew in the u.s and in d.c"):
        text = formatter.format_text(said)
        assert "US" in text.replace(",", " ").split() and "DC" in text, text
    assert "e.g." in formatter.format_text("in some states e.g. texas")


def test_two_amounts_said_together_are_parted(formatter) -> None:
    # The LM does not learn to part two amounts (written text all but never has them abut); the
    # search charges them (tuning.adjacent_numbers_penalty). README's sample call ("one thousand
    # three thirty one thousand four hundred a month") has its comma from the members alone since
    # v64 was trained on further, and "seven hundred fifty nine hundred fifty" from them since
    # the attention member was trained on further with names mixed in; the rent's two amounts
    # below still need the charge.
    line = (ROOT / "data" / "samples" / "calls.jsonl").read_bytes().splitlines()[0]
    assert "for 1,330, 1,400 a month" in formatter.format(read_transcript(line).words).text
    said = "we saw two places for seven hundred fifty nine hundred fifty each"
    assert "for 750, 950 each" in formatter.format_text(said)
    said = "the rent was nine hundred twelve hundred in the city"
    assert "was 900, 1,200 in" in formatter.format_text(said)
    # Without the charge they abut (the thousands comma is tuning.grouped_count_bonus's).
    assert "was 900 1,200 in" in _switched_off("adjacent_numbers_penalty", said)
    # A label's number is no amount: "Q3 2019" keeps its space.
    assert "Q3 2019" in formatter.format_text("revenue in q three twenty nineteen grew")


def test_a_range_said_with_one_magnitude_writes_it_on_both_ends(formatter) -> None:
    # grammars.number_range: before it the lattice had only "3 or 400" and "three or 400".
    said = "around three or four hundred people came to the open house"
    words = [Word(w, i * 0.3, i * 0.3 + 0.25, 0.9) for i, w in enumerate(said.split())]
    result = formatter.format(words)
    assert "300 or 400 people" in result.text, result.text
    check_timings(result, words)
    both = next(t for t in result.tokens if "300" in t.text)
    assert [words[i].text for i in both.words] == ["three", "or", "four", "hundred"]
    assert "$200 or $300" in formatter.format_text("it costs two or three hundred dollars")
    assert "5,000 to 6,000 units" in formatter.format_text("we need five to six thousand units")
    # Millions keep the word: segmentation's "2 or 3 million" (or the words) is what text writes.
    assert "000,000" not in formatter.format_text("they sold two or three million copies")


INTRODUCED = "hey uncle bob it's mike are you coming to the game on sunday"


def test_a_speaker_who_introduces_themself_ends_the_sentence(formatter) -> None:
    # The members split comma against period after the name (tuning.introduction_end_bonus).
    # "uncle" is a title before a name (honorifics.tsv): the address runs on to "Bob".
    assert formatter.format_text(INTRODUCED) == (
        "Hey Uncle Bob, it's Mike. Are you coming to the game on Sunday?"
    )
    # Since the sixty-fifth session a question's auxiliary after the name turns to the
    # listener as well (speakers._ASKING, tuning.listener_turn_penalty), and since the
    # seventy-third the name opening the message runs into none of its words
    # (tuning.name_run_on_penalty).
    neither = replace(
        DEFAULT, introduction_end_bonus=0.0, listener_turn_penalty=0.0, name_run_on_penalty=0.0
    )
    assert "it's Mike, are you" in Formatter(tuning=neither).format_text(INTRODUCED)


def test_a_speaker_who_stumbles_on_the_introduction_is_still_introduced(formatter) -> None:
    # Said twice, "it's it's mark" did not open the sentence, so the name was left to the
    # lexicon, which writes the word "mark" in lowercase.
    assert "it's it's Mark." in formatter.format_text("hey it's it's mark i forgot my keys")
    assert "this is this is Karen" in formatter.format_text("hi this is this is karen from hr")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi this is coach williams practice is moved to four", "Coach Williams. Practice is"),
        (
            "hi this is coach reynolds practice is canceled tonight because of the storm",
            "Coach Reynolds. Practice is",
        ),
    ],
)
def test_a_speaker_named_with_a_title_ends_the_introduction(formatter, spoken, written) -> None:
    # The members read "Williams practice" as one phrase (their period .16 after the name;
    # tuning.titled_name_run_on_penalty).
    assert written in formatter.format_text(spoken)
    run_on = Formatter(tuning=replace(DEFAULT, titled_name_run_on_penalty=0.0))
    assert written not in run_on.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hey it's nadia quick question about the invoice", "it's Nadia. Quick question"),
        ("hi it's marco game night got moved to friday", "it's Marco. Game night"),
    ],
)
def test_a_speakers_name_opening_the_message_does_not_run_into_it(
    formatter, spoken, written
) -> None:
    # The members' none after the name was likelier than their period, and the introduction's
    # period bonus too small (tuning.name_run_on_penalty).
    assert written in formatter.format_text(spoken)
    run_on = Formatter(tuning=replace(DEFAULT, name_run_on_penalty=0.0))
    assert written not in run_on.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hey it's gina from the front office", "it's Gina from the front office."),
        ("hi it's sarah miller from the dentist's office", "it's Sarah Miller from"),
        # Later in the message an introduction names no speaker.
        (
            "the package came this morning it's amazon prime so it was fast",
            "It's Amazon prime",
        ),
    ],
)
def test_a_speakers_name_runs_on_where_the_introduction_goes_on(
    formatter, spoken, written
) -> None:
    assert written in formatter.format_text(spoken)


def test_a_speakers_relation_runs_into_their_name(formatter) -> None:
    # The members set the name off as an apposition; the speaker names themself by both
    # (tuning.relation_name_mark_penalty).
    said = "hi it's your cousin nate we're in town next week"
    assert "it's your cousin Nate." in formatter.format_text(said)
    apart = Formatter(tuning=replace(DEFAULT, relation_name_mark_penalty=0.0))
    assert "your cousin, Nate." in apart.format_text(said)
    assert formatter._speakers.named_relation(said.split(), frozenset({2})) == {3}


def test_a_relation_the_speaker_names_is_no_name_of_theirs(formatter) -> None:
    # "your sister | mom": the second relation is whom the message is about, not the
    # speaker's name, and the introduction ends before it.
    said = "hi it's your sister mom wants everyone at her place by noon"
    assert "it's your sister. Mom wants everyone" in formatter.format_text(said)
    assert not formatter._speakers.named_relation(said.split(), frozenset({2}))
    assert formatter._speakers.opening_speaker(said.split()) == {2}


def test_the_introduction_that_opens_a_message_names_its_speaker(formatter) -> None:
    cues = formatter._speakers
    said = "hi team it's diane reminder that timesheets are due".split()
    assert cues.opening_speaker(said) == {3}
    assert cues.opening_speaker("it's monica conversion dropped".split()) == {1}
    # And the name after the relation the speaker names themself by.
    assert cues.opening_speaker("hey it's your uncle jim can you".split()) == {2, 4}
    # Not one said later ("my flight lands at noon it's united flight").
    assert not cues.opening_speaker("my flight lands at noon it's united flight".split())


@pytest.mark.parametrize(
    "spoken",
    [
        "hi this is doctor amir hassan returning your call",  # more of the name
        "good evening this is pastor john reminding you that practice is moved",
        "hi this is officer brown with the city police",
    ],
)
def test_a_titled_name_runs_on_where_the_introduction_goes_on(formatter, spoken) -> None:
    written = formatter.format_text(spoken)
    assert written.count(".") == (1 if "Dr." not in written else 2), written


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        (
            "this is karen the office manager at smith dental please call us back",
            "This is Karen, the office manager at Smith Dental.",
        ),
        ("hi this is kelly the dental hygienist we need to reschedule", "this is Kelly, the"),
        (
            "hi this is rachel your realtor the sellers accepted your offer",
            "is Rachel, your realtor.",
        ),
    ],
)
def test_a_speaker_named_then_described_is_one_sentence(formatter, spoken, written) -> None:
    # The introduction's bonus on the period after the name (tuning.introduction_end_bonus) is
    # not taken before a determiner and a role (SpeakerCues.role_after): there the speaker says
    # who they are.
    assert written in formatter.format_text(spoken)
    bonus_everywhere = Formatter()
    bonus_everywhere._speakers._determiners = frozenset()
    assert written not in bonus_everywhere.format_text(spoken)


def test_a_determiner_that_names_no_role_after_an_introduction_opens_the_message(
    formatter,
) -> None:
    # "the boys" is no description of the speaker: the introduction's bonus ends the sentence
    # before it, where before a determiner of any phrase it was withheld ("it's Jenny, the boys
    # want to know").
    # Since the sixty-fifth session the listener's turn charges the run-on there too
    # (SpeakerCues.listener_after: a determiner that opens no role); either ends the sentence.
    spoken = "hi mom it's jenny the boys want to know if they can sleep over on saturday"
    assert "it's Jenny. The boys want" in formatter.format_text(spoken)
    assert "it's Jenny. The boys want" in _switched_off("introduction_end_bonus", spoken)
    assert "it's Jenny. The boys want" in _switched_off("listener_turn_penalty", spoken)
    neither = replace(DEFAULT, introduction_end_bonus=0.0, listener_turn_penalty=0.0)
    assert "it's Jenny, the boys" in Formatter(tuning=neither).format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "cut"),
    [
        ("hey it's mike the plumber i can come by tomorrow morning", "Mike. The plumber"),
        ("hi this is maria the teacher's aide", "Maria. The teacher's"),
        ("hi this is john the contractor about your kitchen", "John. The contractor"),
        # A possessive opens a description too; the LM and the members read the name and it
        # as one name ("Marie Tom's sister").
        ("hi this is marie tom's sister we met at the reunion", "Marie Tom's"),
        ("hi this is greg alice's husband she left her phone at home", "Greg Alice's"),
    ],
)
def test_a_speakers_role_after_their_name_is_not_cut_off(formatter, spoken, cut) -> None:
    # The members' own period after the name (.41 after "mike"); the words after the
    # determiner name a role (relations.tsv; tuning.description_period_penalty).
    assert cut not in formatter.format_text(spoken)
    assert cut in _switched_off("description_period_penalty", spoken)


def test_a_new_sentence_after_a_speakers_name_keeps_its_period(formatter) -> None:
    said = "hi it's mike the kids are asking about the weekend"
    assert "Mike. The kids are" in formatter.format_text(said)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi it's anna the babysitter i'm running late", "it's Anna, the babysitter. I'm"),
        ("hey it's mike the plumber i can come by tomorrow", "Mike, the plumber. I can"),
        ("hey it's dave your brother call me when you get this", "your brother. Call me"),
    ],
)
def test_a_speakers_description_is_set_off_on_both_sides(formatter, spoken, written) -> None:
    # A comma before it (description_period_penalty charges no mark as it does a period) and a
    # mark after it where the speaker's own words go on (Layers.goes_on_after, _described),
    # a sentence's end where their message opens (description_run_on_penalty). A request to
    # call back said last takes a mark before it too (formatter.call_backs): off as well, so
    # that only the description's rules are asked.
    assert written in formatter.format_text(spoken)
    off = replace(
        DEFAULT, apposition_close_penalty=0.0, description_run_on_penalty=0.0,
        call_back_run_on_penalty=0.0, call_back_question_penalty=0.0,
    )
    assert written not in Formatter(tuning=off).format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        (
            "hi this is coach rivera just a reminder practice is moved to the south field",
            "Just a reminder, practice",
        ),
        ("hey just a heads up the gate code changed", "heads up, the gate"),
        (
            "hi carol it's diane from book club just a reminder we moved it to thursday",
            "club. Just a reminder, we",
        ),
    ],
)
def test_a_lead_in_is_set_off_from_what_it_leads_into(formatter, spoken, written) -> None:
    # lead_ins.tsv: the members' period or none after "reminder", "heads up".
    assert written in formatter.format_text(spoken)
    assert written not in _switched_off("lead_in_mark_penalty", spoken)


@pytest.mark.parametrize(
    "spoken",
    [
        "just a reminder that your appointment is tomorrow",
        "a reminder to bring your id on monday",
        "thanks for the heads up see you tomorrow",
        "i got a reminder from the bank",
    ],
)
def test_a_lead_in_carried_on_takes_no_comma(formatter, spoken) -> None:
    assert "," not in formatter.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        (
            "hi this is dana your landlord just letting you know the plumber's coming",
            "your landlord. Just letting",
        ),
        ("hey it's tom your neighbor your dog got out again", "your neighbor. Your dog"),
    ],
)
def test_a_speakers_message_opens_a_sentence_after_their_description(
    formatter, spoken, written
) -> None:
    # The members' comma after the description (Layers.message_after_description).
    assert written in formatter.format_text(spoken)
    assert written not in _switched_off("description_run_on_penalty", spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        (
            "hi this is jennifer the leasing agent at oak apartments",
            "Jennifer, the leasing agent at",
        ),
        ("hi this is maria the teacher's aide in room twelve", "Maria, the teacher's aide in room"),
        (
            "hi this is amy the receptionist calling about your appointment",
            "Amy, the receptionist calling about",
        ),
    ],
)
def test_a_speakers_description_goes_on_into_a_prepositional_phrase(
    formatter, spoken, written
) -> None:
    # prepositions.tsv: the phrase is not closed before "at" or "in".
    assert written in formatter.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hey becky here uh did you see the email", "Becky here, uh,"),
        ("hey priya here um i'm at the restaurant", "Priya here."),
        ("tiffany here i'm locked out of the house", "Tiffany here"),
    ],
)
def test_a_name_before_here_is_the_speakers_own(formatter, spoken, written) -> None:
    # introductions_after.tsv: the name is not addressed, and no mark parts it from "here"
    # (tuning.self_named_mark_penalty). Addressed, it was "Hey Becky, here, uh,".
    assert written in formatter.format_text(spoken)
    unread = Formatter()
    unread._speakers._introductions_after = frozenset()
    assert written not in unread.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi mister thompson this is grace from the front office calling", "this is Grace from"),
        ("hey it's joy from the bank calling about your card", "it's Joy from"),
        ("hey it's rose returning your call", "it's Rose returning"),
        ("hi this is dawn at the bike shop your repair is done", "this is Dawn at"),
        ("hello this is rose at the front office", "this is Rose at"),
        ("hey this is joy with the school district calling", "this is Joy with"),
        ("hey it's grace the babysitter just a heads up", "it's Grace, the babysitter"),
        # Or the speaker's own message (after_description.tsv).
        ("mommy it's juniper i'm at daisy's and we're having a sleepover", "it's Juniper."),
        # Or a question of its own (after_description.tsv's auxiliaries).
        ("hey it's art can you pick me up at the station", "it's Art. Can you"),
        ("hi it's grace did you get my email", "it's Grace. Did you"),
    ],
)
def test_a_word_a_speaker_names_themself_by_is_their_name(formatter, spoken, written) -> None:
    # speaker_before.tsv, or a relation after it: the lexicon writes "grace" lowercase.
    assert written in formatter.format_text(spoken)
    unread = Formatter()
    unread._speakers._speaker_words = frozenset()
    unread._speakers._relations = frozenset()
    unread._speakers._message_openers = frozenset()
    unread._speakers._greeted_name = lambda word: False  # "this is | grace | from" (affiliated)
    unread._speakers.greeted_speaker = lambda texts: frozenset()  # "hi it's | grace"
    assert written not in unread.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("good morning this is alicia from sunrise dental just a reminder", "morning, this is"),
        ("hello this is doctor amir hassan i'm calling for the hiring manager", "Hello, this is"),
        ("good afternoon this is verizon wireless your new phone has shipped", "noon, this is"),
        # The introduction after it reads as after "Hi,": a description is set off.
        (
            "good morning this is mister hughes ethan's science teacher i'd like to meet",
            "morning, this is Mr. Hughes, Ethan's",
        ),
        # A hesitation between them is no part of either: "Hi, um, this is".
        ("hi um this is doug from henley's hardware your part came in", "Hi, um, this is Doug"),
    ],
)
def test_a_greeting_before_the_speakers_introduction_takes_a_comma(
    formatter, spoken, written
) -> None:
    # tuning.greeting_introduction_period_penalty: it was "Good morning. This is".
    assert written in formatter.format_text(spoken)
    assert written not in _switched_off("greeting_introduction_period_penalty", spoken)


def test_a_greeting_before_a_hesitation_takes_a_comma(formatter) -> None:
    said = "hey um so i forgot my key again sorry"
    assert formatter.format_text(said).startswith("Hey, um, so")
    assert _switched_off("greeting_introduction_period_penalty", said).startswith("Hey. Um")


@pytest.mark.parametrize(
    ("spoken", "run_on"),
    [
        ("hey it's bill just calling back", "Bill just"),
        ("hey it's me just calling to say hi", "me just"),
        # After an address the members' run-on is surer (it took 8, not 4).
        ("hi mom it's me just calling to say i got home safe thanks for dinner", "me just"),
    ],
)
def test_a_speakers_name_is_set_off_from_their_message(formatter, spoken, run_on) -> None:
    # tuning.introduction_run_on_penalty, before after_description.tsv's words.
    assert run_on not in formatter.format_text(spoken)
    assert run_on in _switched_off("introduction_run_on_penalty", spoken)


@pytest.mark.parametrize(
    ("spoken", "written", "set_off"),
    [
        ("hey it's nate uh we're doing trivia thursday", "Nate. Uh, we're", "Nate, uh,"),
        ("hi tanya it's brian uh can you send me the budget", "Brian. Uh, can", "Brian, uh,"),
        # A longer message, whose members lean further to the commas (it took 8, not 4).
        (
            "hey carlos it's miguel uh my brother's moving this weekend and we could really use"
            " another pair of hands if you're free",
            "Miguel. Uh, my",
            "Miguel, uh,",
        ),
    ],
)
def test_a_hesitation_after_a_speakers_name_opens_their_message(
    formatter, spoken, written, set_off
) -> None:
    # tuning.introduction_hesitation_penalty: the members set the filler off with commas.
    assert written in formatter.format_text(spoken)
    assert set_off in _switched_off("introduction_hesitation_penalty", spoken)


def test_a_hesitation_before_where_a_speaker_is_from_does_not_end_their_name(formatter) -> None:
    said = "hi this is dana um from state farm returning your call"
    assert "Dana. Um" not in Formatter(
        tuning=replace(DEFAULT, introduction_hesitation_penalty=30.0)
    ).format_text(said)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("bring wine if you want talk soon bye", "if you want. Talk soon. Bye."),
        ("text me when you leave love you bye", "when you leave. Love you, bye."),
        # "you" ends what came before the speaker's own sign-offs ("see", "love", "talk").
        ("it was great to see you see you then", "to see you. See you then."),
        ("the kids miss you love you", "miss you. Love you."),
        ("that was so sweet of you talk soon", "sweet of you. Talk soon."),
    ],
)
def test_a_sign_off_that_closes_the_message_is_a_sentence(formatter, spoken, written) -> None:
    # sign_offs.tsv, run to the transcript's end (tuning.sign_off_penalty; and after a condition
    # without its verb, "if you want", elliptical_sign_off_penalty).
    assert written in formatter.format_text(spoken)
    assert written not in _switched_off("sign_off_penalty", spoken, "elliptical_sign_off_penalty")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("okay call me tonight if you can love you bye", "if you can. Love you, bye."),
        ("bring the wine if you can see you then", "if you can. See you then."),
    ],
)
def test_a_sign_off_after_a_condition_left_without_its_verb_is_a_sentence(
    formatter, spoken, written
) -> None:
    # "can" names no subject of the sign-off where it ends "if you can" (ends_elliptically).
    assert written in formatter.format_text(spoken)
    assert written not in _switched_off("elliptical_sign_off_penalty", spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("we love you", "We love you."),
        ("i hope you can see you soon", "you can see you soon."),
        ("i can't wait to see you soon", "to see you soon."),
        ("okay love you bye", "Okay, love you, bye."),  # "bye" joins it (joined_farewell_after)
        # The listener is bid take care: "you" is its subject.
        ("make sure you take care", "you take care."),
    ],
)
def test_a_sign_off_after_a_subject_or_elsewhere_is_left_to_the_models(
    formatter, spoken, written
) -> None:
    assert written in formatter.format_text(spoken)


def test_a_speakers_name_runs_on_into_another_joined_to_it(formatter) -> None:
    assert "it's Mike and Jen" in formatter.format_text("hi it's mike and jen we're running late")


def test_a_word_the_lm_never_saw_after_an_introduction_is_a_name(formatter) -> None:
    assert "it's Donte." in formatter.format_text("yo it's donte uh you done with my drill")
    assert "it's done." in formatter.format_text("yo it's done uh you can pick it up")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("it's open from nine to five on weekdays", "It's open from"),
        ("hi it's me from next door", "it's me from"),
        ("hi it's cold i'm freezing out here", "it's cold"),
        ("this is different from what we expected", "This is different from"),
    ],
)
def test_a_word_that_names_no_one_keeps_its_case_before_from(formatter, spoken, written) -> None:
    # The lexicon's "Open" is 7% of its "open" (grammars.capitalization.NAME_SHARE).
    assert written in formatter.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("dad it's josh i got the job", "Dad, it's Josh. I got"),
        ("honey it's mom i just wanted to remind you", "Honey, it's Mom. I just"),
        ("sweetie this is grandma call me back", "Sweetie, this is Grandma. Call"),
    ],
)
def test_an_address_before_the_speakers_introduction_is_set_off(
    formatter, spoken, written
) -> None:
    # tuning.opening_address_penalty; and the name after it is introduced (_opening_address):
    # its address form, and the introduction's period after it.
    assert written in formatter.format_text(spoken)
    assert written not in _switched_off("opening_address_penalty", spoken)


def test_an_address_after_a_question_is_not_read_as_opening_the_message(formatter) -> None:
    said = "yo what's up man it's danny i got two extra tickets"
    assert "What's up? Man," not in formatter.format_text(said)


@pytest.mark.parametrize(
    "said",
    [
        "sorry about last night i i didn't mean to leave early",
        "i'm at the store i i forgot my wallet",
    ],
)
def test_a_word_said_twice_is_no_sentence_of_its_own(formatter, said) -> None:
    # tuning.repeated_comma_bonus: the LM ends a sentence at "I" rather than read "I I".
    assert "I. I" not in formatter.format_text(said)
    assert "I. I" in _switched_off("repeated_comma_bonus", said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("you you know what i mean", "You, you know"),
        ("in in the meantime we will call you", "In, in the meantime"),
        ("so in the in the meantime we will call", "in the, in the meantime"),
    ],
)
def test_a_word_said_twice_is_set_apart_by_a_comma(formatter, said, written) -> None:
    # tuning.repeated_comma_bonus (and repeated_determiner_comma_bonus for "the"): as
    # transcripts of calls write it.
    assert written in formatter.format_text(said)
    off = replace(DEFAULT, repeated_comma_bonus=0.0, repeated_determiner_comma_bonus=0.0)
    assert written not in Formatter(tuning=off).format_text(said)


def test_a_determiner_said_twice_is_parted_as_the_calls_write_it(formatter) -> None:
    # tuning.repeated_determiner_comma_bonus: the repeated-word bonus alone left "the the".
    said = "we need to fix the the brakes on your car"
    assert "the, the brakes" in formatter.format_text(said)
    assert "the the brakes" in _switched_off("repeated_determiner_comma_bonus", said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("we talked about twenty twenty and then left", "2020"),
        ("love you bye bye", "you, bye bye"),  # a short closing joins it (joined_farewell_after)
    ],
)
def test_a_number_or_a_greeting_said_twice_is_not_parted(formatter, said, written) -> None:
    assert written in formatter.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hi this is tom from riverside auto repair we looked", "Riverside Auto Repair."),
        ("hi this is brian calling from hartman construction", "from Hartman Construction."),
        ("hey there this is bob from bob's heating and cooling", "Bob's Heating and Cooling."),
        ("this is brandon from liberty mutual i'm calling about your quote", "Liberty Mutual."),
        ("hi this is jules from peak talent partners i saw your profile", "Peak Talent Partners."),
        ("hey it's lorenzo from spoke and chain bike shop your wheel's trued", "Chain Bike Shop"),
        (
            "good morning this is happy paws veterinary clinic calling to remind you",
            "this is Happy Paws Veterinary Clinic calling",
        ),
        # A business introducing itself before its message, and one that sends a reminder or
        # a message, or where a speaker works ("at"), or after a title and a name (fifty-eighth
        # session: the like of "corner pharmacy", "lakeview pediatrics", "Northside collision").
        ("hi this is corner pharmacy your flu shot is tomorrow", "this is Corner Pharmacy."),
        ("this is a reminder from lakeview pediatrics that noah is due", "Lakeview Pediatrics"),
        ("this is a message from rapid express your package is here", "Rapid Express."),
        ("hey this is luis at northside collision we fixed it", "Northside Collision."),
        ("hi this is miss rosa from little feet dance studio calling", "Little Feet Dance Studio"),
        # A speaker's name the lexicon writes capitalized in 15% of its uses ("ray": 50%), and
        # head words the sixtieth session added.
        ("hi this is ray at quick lube just a reminder", "Ray at Quick Lube."),
        ("hi this is ana from blue sky travel your deposit came in", "Blue Sky Travel."),
        # After "a courtesy call from", and head words the sixty-fifth session added.
        ("this is a courtesy call from city water utilities your bill is due", "City Water"),
        ("hi this is amanda with sunrise preschool just letting you know", "Sunrise Preschool"),
        ("hey it's joe from joe's tree service i looked at that oak", "Joe's Tree Service."),
        # Head words the sixty-eighth session added.
        (
            "hi this is greg with allstate roadside assistance your tow truck is on the way",
            "Allstate Roadside Assistance.",
        ),
        # Where a desk or a team speaks for the business.
        ("hi this is the scheduling team at northside physical therapy", "Northside Physical"),
        # A business introducing itself before its message, past a hesitation (sixty-ninth
        # session), and its head words.
        ("this is quality cleaners uh we have your suit ready", "This is Quality Cleaners."),
        ("hi it's kara at happy tails boarding your cats are booked", "Happy Tails Boarding"),
        # A business introducing itself after saying whom the message is for (seventy-sixth
        # session: "This is Joe's auto repair.").
        (
            "hello this message is for david this is joe's auto repair your car is ready",
            "This is Joe's Auto Repair.",
        ),
        (
            "this message is for james carter this is oak hill pharmacy your refill is ready",
            "This is Oak Hill Pharmacy.",
        ),
    ],
)
def test_the_business_a_speaker_calls_from_is_capitalized(formatter, said, written) -> None:
    # businesses.tsv, after "from" or "with" said after the speaker's name or "calling".
    assert written in formatter.format_text(said)
    unread = Formatter()
    unread._speakers._businesses = frozenset()
    assert written not in unread.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hi this is jake from ups we have a package for you", "Jake from UPS."),
        ("hi this is spectrum calling about your internet service", "this is Spectrum calling"),
        ("this is a reminder from spectrum your bill is due", "from Spectrum."),
        ("hi this is summer from staples your print order is ready", "Summer from Staples."),
        ("hi this is best buy your order is ready for pickup", "this is Best Buy. Your order"),
        ("hi this is amy from capital one calling about your account", "Amy from Capital One"),
        ("hi this is best buy geek squad your laptop is ready", "this is Best Buy Geek Squad."),
    ],
)
def test_a_company_named_by_a_common_word_is_written_as_its_name(formatter, said, written) -> None:
    # companies.tsv, in the places businesses.tsv's names stand; the lexicon writes "ups",
    # "spectrum" and "staples" lowercase (UPS is 13% of the corpora's "ups").
    assert written in formatter.format_text(said)
    unread = Formatter()
    unread._speakers._companies = frozenset()
    assert written not in unread.format_text(said)


@pytest.mark.parametrize(
    "said",
    [
        "life has its ups and downs",
        "she bought staples and paper clips at the store",
        "that was the best buy in the store",
    ],
)
def test_a_company_word_elsewhere_keeps_its_case(formatter, said) -> None:
    written = formatter.format_text(said)
    assert "UPS" not in written and "Staples" not in written and "Best Buy" not in written


@pytest.mark.parametrize(
    ("said", "written"),
    [
        (
            "hi this is pat from quick stop tire and lube your car's all done we're open until six",
            "Quick Stop Tire and Lube. Your car's all done.",
        ),
        (
            "hello this is mark from city auto repair your car's ready you can come get it",
            "City Auto Repair. Your car's ready.",
        ),
        (
            "hi this is ken from downtown auto repair your car's ready the total is four hundred",
            "Downtown Auto Repair. Your car's ready.",
        ),
        # Any word that does not carry the name's sentence on opens the message (sixty-eighth
        # session): a pet's name, what the message is about.
        (
            "hi this is kelly from happy paws grooming max is all done and ready to go home",
            "Happy Paws Grooming. Max is all done",
        ),
        (
            "hi this is coach williams from jefferson high practice is canceled today because of"
            " the weather",
            "Jefferson High. Practice is canceled",
        ),
    ],
)
def test_a_business_name_does_not_run_into_the_message(formatter, said, written) -> None:
    # The members read "repair your car" as one phrase (tuning.business_run_on_penalty; the
    # cost of a run-on after where a speaker is from, affiliation_run_on_penalty, reads it too).
    assert written in formatter.format_text(said)
    off = _switched_off("business_run_on_penalty", said, "affiliation_run_on_penalty")
    assert written not in off


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hi this is karen from the dental clinic", "from the dental clinic."),
        ("it's coming from auto repair shops all over town", "from auto repair shops"),
        ("this is great pizza", "This is great pizza."),
        ("this is the pharmacy your prescription is ready", "This is the pharmacy."),
        ("hi this is tom at the front desk your room is ready", "at the front desk."),
        # A business word alone is a department: "from accounting", "from marketing".
        ("hi this is jim from accounting i got your report", "Jim from accounting."),
        # The speaker's name before "from" is no part of the business after it.
        ("hi this is dev from arrowhead electric returning your call", "Dev from Arrowhead"),
        # A question's word opens the message after the speaker's name, no business's.
        (
            "hi it's tara which restaurant are you guys going to tonight",
            "Which restaurant are you guys going to tonight?",
        ),
    ],
)
def test_a_business_word_elsewhere_keeps_its_case(formatter, said, written) -> None:
    assert written in formatter.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("this is a reminder from sunrise pediatrics that olivia is due", "Pediatrics that"),
        ("hi this is mark from pacific gas and electric calling to let you know", "Electric call"),
        (
            "hi this is sandra from lakeview community college admissions your application"
            " deadline is june thirtieth",
            "College admissions. Your",
        ),
    ],
)
def test_a_business_name_runs_on_where_its_sentence_goes_on(formatter, said, written) -> None:
    assert written in formatter.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hi it's jess i'm at the store do we need eggs or did you already get some", "eggs, or"),
        ("hey so are we still on for lunch or should we push it to next week", "lunch, or"),
    ],
)
def test_a_questions_other_choice_after_or_is_the_same_sentence(formatter, said, written) -> None:
    # tuning.question_or_penalty: the members end the first choice with "?" ("eggs? Or did").
    assert written in formatter.format_text(said)
    assert written not in _switched_off("question_or_penalty", said)


def test_a_sentences_opening_role_before_a_name_is_no_sentence_of_its_own(formatter) -> None:
    # tuning.role_name_period_penalty: the members end "Your technician." before the name.
    said = "this is the repair desk at sears home services your technician paul will arrive at one"
    assert "Your technician. Paul" not in formatter.format_text(said)
    assert "Your technician. Paul" in _switched_off("role_name_period_penalty", said)
    # Not where the phrase ends a longer sentence: "I called the plumber. Mike said".
    said = "i called the plumber mike said he can come tuesday"
    assert "plumber. Mike said" in formatter.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("call me when you get this love you bye", "Love you, bye."),
        ("see you tomorrow thanks bye", "Thanks, bye."),
        ("i made too much lasagna so come grab some love you bye", "Love you, bye."),
        # Before the speaker's own sign-off too, and against no mark at all.
        ("grab some bananas on your way home thanks love you", "Thanks, love you."),
        ("let me know when you're free okay love you talk soon", "Love you, talk soon."),
    ],
)
def test_a_short_closing_and_its_last_bye_are_one_sentence(formatter, said, written) -> None:
    # tuning.joined_farewell_penalty: "Love you. Bye." before it, where "Okay, bye." was joined.
    assert formatter.format_text(said).endswith(written)
    assert not _switched_off("joined_farewell_penalty", said).endswith(written)


@pytest.mark.parametrize(
    "said", ["love you bye and tell your sister hi", "thanks bye for now i'll call later"]
)
def test_a_bye_that_does_not_close_the_transcript_joins_nothing(formatter, said) -> None:
    words = said.split()
    speakers = formatter._speakers
    assert not speakers.joined_farewell_after(words, speakers.closing(words, True))
    # Where the words after "bye" are only closings it joins: "thanks bye talk soon".
    words = "thanks bye talk soon".split()
    assert speakers.joined_farewell_after(words, speakers.closing(words, True)) == {0}
    # A subject makes the closing a sentence; a bid to the listener is one.
    for said in ("i love you see you tomorrow", "thanks have a good day"):
        words = said.split()
        assert not speakers.joined_farewell_after(words, speakers.closing(words, True))


def test_no_sentence_ends_on_an_article(formatter) -> None:
    said = "we had a we had a good year"
    assert "a. We" not in formatter.format_text(said)
    assert "a. We" in _switched_off("article_end_penalty", said)


def test_a_pair_said_again_across_a_sentences_end_is_not_parted(formatter) -> None:
    # Only a pair whose second word is a determiner counts ("in the | in the"): "his name is
    # chris farina | chris farina" is two sentences (TED's references).
    said = "his name is chris farina chris farina is here"
    assert "Farina, Chris" not in formatter.format_text(said)


def test_a_greeting_said_twice_may_stand_alone(formatter) -> None:
    said = "hi hi this is amber from the catering company we need your final headcount"
    assert formatter.format_text(said).startswith("Hi. Hi, this is Amber")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi mom and dad it's me", "Hi Mom and Dad, it's me."),
        ("hi john and mary this is bob", "Hi John and Mary, this is Bob."),
    ],
)
def test_two_names_addressed_at_once_are_set_off_together(formatter, spoken, written) -> None:
    # Layers.joined_after: the first runs on into "and"; the second is addressed (_addressed).
    # Before: "Hi Mom, and Dad. It's me."
    assert formatter.format_text(spoken) == written
    unjoined = Formatter()
    unjoined._speakers.joined_after = lambda following: lambda position: False
    assert unjoined.format_text(spoken) != written


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("happy anniversary honey i love you", "Happy anniversary, honey. I love you."),
        ("happy new year mom and dad", "Happy New Year, Mom and Dad."),
    ],
)
def test_a_wish_greets_whom_it_addresses(formatter, spoken, written) -> None:
    # wishes.tsv, among the greetings and farewells: before, "Happy Anniversary. Honey, I love
    # you."; and a word of endearment after one is still set off (_fond_address).
    assert formatter.format_text(spoken) == written
    unwished = Formatter()
    unwished._layers = replace(
        unwished._layers,
        greetings=unwished._layers.greetings - unwished._layers.wishes,
        farewells=unwished._layers.farewells - unwished._layers.wishes,
        wishes=frozenset(),
    )
    assert "Happy anniversary. Honey," in unwished.format_text(
        "happy anniversary honey i love you"
    )


def test_a_word_of_endearment_after_a_wish_is_set_off(formatter) -> None:
    assert "Happy birthday, sweetheart." in formatter.format_text(
        "hi it's grandma happy birthday sweetheart"
    )


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hi it's grandpa i just wanted to say happy birthday", "say happy birthday."),
        ("happy birthday sweetie", "Happy birthday, sweetie."),
        ("i wanted to wish you a merry christmas", "wish you a merry Christmas."),
        ("happy anniversary to you and dan", "Happy anniversary to you"),
        ("merry christmas from all of us", "Merry Christmas from"),
        ("happy new year mom", "Happy New Year"),
    ],
)
def test_a_wish_is_written_as_the_style_writes_it(formatter, spoken, written) -> None:
    # wishes.tsv's second column: a holiday's name capitalized, a birthday not, where the LM
    # and the case model, as e-mail and blogs, wrote "Happy Birthday", "Happy Anniversary".
    assert written in formatter.format_text(spoken)
    unstyled = Formatter()
    unstyled._punctuation = SimpleNamespace(wished=lambda words: {})
    # (After "say" what was said keeps its own case anyway: search._QUOTING.)
    if spoken.startswith("happy birthday"):
        assert "Happy Birthday" in unstyled.format_text(spoken)


def test_a_greeting_before_here_is_still_addressed(formatter) -> None:
    assert "Hi Mom, here is the list" in formatter.format_text("hi mom here is the list")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        (
            "hello this is mrs patterson emma's third grade teacher i wanted to call",
            "Mrs. Patterson, Emma's third grade teacher. I wanted",
        ),
        ("hi it's mike sarah's dad i'm running late", "Mike, Sarah's dad. I'm"),
    ],
)
def test_a_speaker_described_by_a_possessive_is_set_off(formatter, spoken, written) -> None:
    # A name's possessive opens the description as a determiner does (search.possessive_name;
    # not "that's"), and the relation after it is no name ("Sarah's dad", not "Sarah's Dad").
    assert written in formatter.format_text(spoken)


def test_a_relation_after_a_possessive_is_lowercase(formatter) -> None:
    assert "Jake's dad" in formatter.format_text("i talked to jake's dad yesterday")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("hey it's sarah the teacher called about jacob", "it's Sarah. The teacher called"),
        ("hi it's mom your brother called he wants to talk", "it's Mom. Your brother called"),
    ],
)
def test_a_relation_that_does_something_opens_a_new_sentence(formatter, spoken, written) -> None:
    # After the relation comes no word of the speaker's own (after_description.tsv): the
    # relation is the next sentence's subject, and the period after the name costs nothing more.
    assert written in formatter.format_text(spoken)


def test_the_lm_reads_a_sentence_start_as_it_was_trained(formatter) -> None:
    # The shipped LM folds each sentence's first word to its mid-sentence case (lm.sentence_starts):
    # "You left your" shares "you left your"'s counts. Read as written ("You", which it never
    # saw first), the words after the period cost more than after a comma.
    # The listener's turn after the name (tuning.listener_turn_penalty) and the name's run-on
    # (name_run_on_penalty) are switched off in both, as at their weights they end the sentence
    # there whatever the LM reads.
    said = "hey it's mark you left your jacket here"
    assert formatter.lm.folds_starts
    assert formatter.format_text(said) == "Hey, it's Mark. You left your jacket here."
    unturned = replace(DEFAULT, listener_turn_penalty=0.0, name_run_on_penalty=0.0)
    assert Formatter(tuning=unturned).format_text(said) == (
        "Hey, it's Mark. You left your jacket here."
    )
    unfolded = Formatter(tuning=unturned)
    unfolded._layers = replace(unfolded._layers, start_pieces=None)
    assert "Mark, you left" in unfolded.format_text(said)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("we're open from ten to six on weekdays", "from 10 to 6 on weekdays"),
        ("the office is open from ten till four", "from 10 till 4"),
        ("meet me at ten to six", "at 5:50"),  # no range: the clock
        # After a day or "open", a range with no "from"; after "at", the clock.
        ("you can stop by monday through saturday ten to six", "Saturday, 10 to 6"),
        ("the store is open ten to six", "open 10 to 6"),
        ("see you saturday at ten to six", "at 5:50"),
        # Before what it counts, said next or after one more word, a range too; after "at" a
        # clock still.
        (
            "i was told the refund would take five to seven business days then when i called"
            " back",
            "take five to seven business days",
        ),
        ("at ten to six guests arrive", "At 5:50 guests"),
    ],
)
def test_from_ten_to_six_is_a_range(formatter, spoken, written) -> None:
    # The range's "to" is the clock's: "from 5:50 on weekdays" was the LM's reading.
    assert written in formatter.format_text(spoken)
    if " to " in written or " till " in written:
        unruled = Formatter(tuning=replace(DEFAULT, range_clock_penalty=0.0))
        assert written not in unruled.format_text(spoken)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("they have the stroller for one ninety nine", "for $199"),
        ("the tickets are one twenty five each", "$125 each"),
        ("the coffee was four fifty", "$4.50"),  # the cents' reading where the LM leans so
        ("my flight is three seventeen", "is 317"),  # after a label, never whole dollars
        ("i'm stuck on the four oh five", "the 405"),  # "oh": no price's
    ],
)
def test_whole_dollars_said_as_a_pair(formatter, spoken, written) -> None:
    # grammars.money offers $199 beside $1.99, 199 and 1:99; tuning.unsaid_whole_pair_penalty.
    assert written in formatter.format_text(spoken)


def test_whole_dollars_said_as_a_pair_are_the_grammars_reading(formatter) -> None:
    barred = Formatter(tuning=replace(DEFAULT, unsaid_whole_pair_penalty=20.0))
    assert "$1.99" in barred.format_text("they have the stroller for one ninety nine")
