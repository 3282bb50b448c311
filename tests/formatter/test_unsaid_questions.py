"""Questions said without their auxiliary ("you coming tonight"): the opening that tells them,
and the search's "?" at their end on the real formatter."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.pipeline import Formatter
from formatter.tuning import DEFAULT
from formatter.unsaid_questions import (
    asked_in_after,
    asked_in_the_past,
    asked_whole_after,
    unsaid_auxiliary,
)

# Unigram log-probabilities: common verbs, and fragments the LM's vocabulary holds too.
_UNIGRAMS = {"come": -8.2, "watch": -9.6, "get": -8.3, "go": -8.2, "the": -5.7, "br": -10.5}
# Regular pasts: "borrowed" and "baked" common, "lefted" no word.
_PASTS = {
    "borrowed": -10.2, "baked": -10.9, "watched": -9.5, "called": -8.0, "needed": -8.9,
    "owed": -10.8,
}


@pytest.mark.parametrize(
    ("opening", "asks"),
    [
        (("you", "coming"), True),  # come + ing, the "e" dropped
        (("you", "watching"), True),
        (("you", "getting"), True),  # the consonant doubled
        (("you", "going"), True),
        (("you", "seen"), True),  # a participle that is no past tense
        (("you", "been"), True),
        (("you", "free"), True),  # how or where the listener is
        (("you", "awake"), True),
        (("you", "still"), False),  # "You still owe me $40."
        (("you", "got"), False),  # a past tense too: "You got a package."
        (("you", "left"), False),
        (("you", "something"), False),  # no verb "someth"
        (("you", "thing"), False),  # nor "th", "the"
        (("you", "bring"), False),  # nor "br", which is common enough
        (("we", "coming"), False),  # only the listener is asked so
        (("you",), False),
        (("you", "coming", "home"), True),  # the words after the participle say nothing
        # A plural "you", "still", or both, before the participle or predicative.
        (("you", "guys", "coming"), True),
        (("you", "all", "free"), True),
        (("you", "guys", "still", "going"), True),
        (("you", "still", "coming"), True),
        (("you", "guys"), False),  # nothing yet after the subject
        (("you", "guys", "left"), False),  # "You guys left your jackets."
        (("you", "all", "know"), False),  # "You all know the feeling."
        # "still" before a place asks ("You still at work?"), before a bare verb it tells.
        (("you", "still", "at", "work"), True),
        (("you", "still", "on"), True),
        (("you", "still", "owe"), False),  # "You still owe me $40."
        (("you", "still", "have"), False),
        (("you", "at", "work"), False),  # "you" and a place alone: "You at the back"
        (("you", "with", "your"), False),
        # "You in?" whole; "you in" before more words opens an address ("You in the back").
        (("you", "in"), True),
        (("you", "in", "the"), False),
        (("you", "in", "or", "out"), True),
        (("you", "want", "in"), True),  # said whole
        (("you", "want", "in", "on"), False),
        (("you", "down"), True),
        # "any" before what is asked after, "is there" unsaid; not before what is stated.
        (("any", "chance", "you"), True),
        (("any", "luck"), True),
        (("any", "idea", "when"), True),
        (("any", "time", "works"), False),  # "Any time works for me."
        (("any", "questions"), False),  # "Any questions, call me."
        # "you still want" asks; "you still need to" tells.
        (("you", "still", "want", "those"), True),
        (("you", "still", "need", "to"), False),  # "You still need to sign the form."
        # "got a minute" asks wherever it opens; "got" before anything else tells.
        (("you", "got", "a", "minute"), True),
        (("you", "got", "a", "sec"), True),
        (("you", "got", "a", "package"), False),  # "You got a package from Grandma."
        (("you", "got", "my", "charger"), False),  # no greeting before it
        # How the listener is ("You hungry?"), and "is everything okay" with its "is" unsaid.
        (("you", "hungry"), True),
        (("everything", "good"), True),
        (("everyone", "okay", "over"), True),
        (("everything", "looks", "good"), False),  # "Everything looks good on our end."
        (("everything", "is", "fine"), False),
        # A bare "want" opening the sentence asks, its "do you" unsaid.
        (("want", "me", "to"), True),
        (("wanna", "grab"), True),
        (("wanted", "to"), False),  # "Wanted to let you know..."
        (("want",), False),
    ],
)
def test_the_opening_of_a_question_without_its_auxiliary(opening, asks) -> None:
    assert unsaid_auxiliary(lambda w: _UNIGRAMS.get(w, -20.0))(opening, False) is asks


@pytest.mark.parametrize(
    ("opening", "asks"),
    [
        (("you", "want", "to"), True),  # "Hey Danny, you want to grab lunch?"
        (("you", "see", "the"), True),
        (("you", "guys", "need", "anything"), True),
        (("you", "need", "to"), False),  # "Hey, you need to call me back."
        (("you", "have", "a"), False),  # "Hi, you have a package at the desk."
        (("you", "left", "your"), False),
        (("you", "coming"), True),  # a participle asks after a greeting too
        # Having what the speaker owns or points at: "You got my charger?", "You still have
        # that ladder?"; having anything else tells.
        (("you", "got", "my", "charger"), True),
        (("you", "still", "have", "that"), True),
        (("you", "still", "got", "my"), True),
        (("you", "got", "the", "job"), False),  # "Hey, it's Tom. You got the job."
        (("you", "have", "my", "number"), False),  # "have" asks only after "still"
        (("you", "still", "have", "two"), False),  # "You still have two books overdue."
        (("you", "still", "have"), False),
        # "still" before an asking verb asks after a greeting too; "still need to" tells.
        (("you", "still", "need", "a"), True),
        (("you", "still", "need", "to"), False),
    ],
)
def test_after_a_greeting_a_bare_verb_asks(opening, asks) -> None:
    reads = unsaid_auxiliary(lambda w: _UNIGRAMS.get(w, -20.0))
    assert reads(opening, True) is asks
    # Where no greeting goes before, "You want to..." opens statements as often (TED), and
    # "You got my..." tells as often as it asks.
    assert not reads(opening, False) or opening[1] == "coming"


@pytest.mark.parametrize(
    ("sentence", "asks"),
    [
        ("you borrow my drill last month", True),
        ("you bake the cake yesterday", True),  # the past adds "d"
        ("you guys watch the game last night", True),
        ("you get the package i sent last week", True),  # a past that is no "-ed" form
        ("you see it a week ago", True),
        ("you borrowed my drill last month", False),  # the past tense tells
        ("you left your scarf here last night", False),  # "lefted" is no word
        ("you know last night was crazy", False),  # no time past at its end
        ("you know it was last night", False),  # "know": before a clause
        ("you can call me last night", False),  # a modal
        ("you borrow my drill every month", False),  # no time past
        ("i borrow the drill last month", False),  # not the listener
        ("you borrow", False),
        ("you feed the dog last night", True),  # "-eed": no past's "-ed"
        ("you need the car yesterday", True),
        ("you have the notes from last week", False),  # the time is the notes'
        ("you owe me for last time", False),
    ],
)
def test_a_bare_verb_before_a_time_past_asks(sentence, asks) -> None:
    unigrams = {**_UNIGRAMS, **_PASTS}
    assert asked_in_the_past(lambda w: unigrams.get(w, -20.0))(tuple(sentence.split())) is asks


_OFF = replace(DEFAULT, unsaid_auxiliary_question_bonus=0.0, unsaid_auxiliary_evidence=0.0)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hey it's nora you coming to the barbecue on sunday let me know", "on Sunday? Let"),
        ("hey it's tom you going to the meeting tomorrow i need a ride", "tomorrow? I need"),
        ("hi it's lee you been to the new bakery yet it's really good", "yet? It's"),
        ("hey it's rachel you got my charger i think i left it in your car", "charger? I think"),
        ("hey it's kev you still have that ladder i need it this weekend", "ladder? I need"),
        ("you got a minute i need to ask you something", "minute? I need"),
        (
            "hey man just checking in haven't heard from you in a while everything good call me",
            "Everything good? Call me.",
        ),
        ("hey it's jo you free for dinner on friday let me know", "on Friday? Let"),
        ("hi it's gus you awake i need a favor", "awake? I need"),
        # After a greeting and its comma the words that follow open the sentence as the
        # question is read (formatter.search: greeted).
        ("hey man you coming to the game tonight", "Hey man, you coming to the game tonight?"),
        ("hi mom you home yet i forgot my key", "Hi Mom, you home yet? I"),
        ("hey it's sam you still at work i was going to swing by", "at work? I was"),
        ("hi it's ana you guys going to the lake this weekend text me", "weekend? Text"),
        ("hey it's ben you all free on thursday for dinner let me know", "dinner? Let"),
        ("hey it's ray you still coming to the game tonight call me", "tonight? Call"),
        ("hey you guys still doing the potluck", "Hey, you guys still doing the potluck?"),
        # After a greeting and its comma, a bare verb asks as a participle does.
        ("hey jo you want to get coffee on friday i'm around all day", "Friday? I'm"),
        ("hey pat you see the email from the school i'm confused", "school? I'm"),
        ("hey sis you talk to mom today she sounded upset", "today? She"),
        ("hey dude you leave for vegas tomorrow or thursday i forgot", "Thursday? I forgot"),
        # After a greeting with no comma, the members' evidence for "." alone (no bonus, so
        # that "Hey, you awake?" keeps its comma: test_a_greeting_keeps_its_comma).
        ("hey you guys coming tonight we're starting the grill", "tonight? We're"),
        # A hesitation before the opening is no part of it.
        ("hey it's tony uh you still coming to the lake this weekend", "weekend?"),
        # So does it in the sentence after the speaker's introduction.
        ("hey it's jake you hear about kevin's new job he's moving to denver", "job? He's"),
        ("hi it's sarah you think you could grab the kids today thanks", "today? Thanks"),
        # "is there" unsaid before "any chance"; "are" before "in", said alone.
        (
            "hey it's your cousin ray i'm gonna be in town the week of the twentieth any chance"
            " i could crash on your couch a couple nights",
            "nights?",
        ),
        ("we're heading to the lake on friday you in", "You in?"),
        ("hey it's marcus you still want those concert tickets i've got two extra", "tickets?"),
        # "do you" unsaid before "want", and "still need" after a greeting's comma.
        ("hi it's tessa want me to bring anything tomorrow chips drinks ice", "tomorrow? Chips"),
        ("hey it's tess want to grab lunch tomorrow", "Want to grab lunch tomorrow?"),
        ("hi it's dom wanna grab a beer after work", "Wanna grab a beer after work?"),
        ("hey you still need a ride to the airport tomorrow morning", "morning?"),
        # The "did" unsaid before a bare verb and a time past at the sentence's end.
        ("hey it's jen you watch the game last night call me", "last night? Call"),
        ("hi it's your brother you borrow my drill last month i can't find it", "month? I"),
        # After a greeting in the same sentence.
        ("hey you get home okay last night", "Hey, you get home okay last night?"),
    ],
)
def test_a_question_without_its_auxiliary_ends_with_a_question_mark(
    formatter, said, written
) -> None:
    assert written in formatter.format_text(said)
    assert written not in Formatter(tuning=_OFF).format_text(said)


@pytest.mark.parametrize(
    "said",
    [
        "hi it's kim you left your umbrella at my place",
        "hey it's sam you can keep the ladder until friday",
        "we are coming to the barbecue on sunday let me know",
        "you still owe me forty dollars by the way",
        "you guys are the best thanks for everything",
        "you still have time to sign up for the trip",
        "hi this is the library you still have two books overdue please return them",
        "hey it's tom you got the job call me back",
        "hi it's mom you got a package from grandma it's on the porch",
        "hi this is doctor lee's office you have my number if you need anything",
        "hey mark you need to call the landlord about the sink",
        "hi it's the clinic you want to make sure you bring your insurance card",
        "any time after five works for me",
        "any questions just give me a call",
        "you in the back stay seated please",
        "hi it's kim you left your umbrella at my place last night",
        "you borrowed my drill last month and never gave it back",
        # "want" after its subject: no sentence is cut before it to ask.
        "hi it's mom autumn and skye want to know if they can feed the ducks on sunday",
        "the kids want to know if they can come over",
    ],
)
def test_a_statement_keeps_its_period(formatter, said) -> None:
    assert "?" not in formatter.format_text(said)


@pytest.mark.parametrize("said", ["hey you awake i just got back", "hey you around i need help"])
def test_a_greeting_keeps_its_comma(formatter, said) -> None:
    assert formatter.format_text(said).startswith("Hey, you")


@pytest.mark.parametrize(
    ("said", "after"),
    [
        ("we're doing a potluck at noon you in", [5]),
        ("we're at the rec center you want in", [4]),
        ("meet at the park you guys in bye", [3]),  # the close after it
        ("i'll let you in", []),  # "let" takes "you in" as its object
        ("so you in", []),  # "So, you in?"
        ("do you want in", []),  # asked already
        ("you in or out this weekend", []),  # not said last
        ("a table at that place you in or nah", [4]),
        ("we can work you in", []),
        # "Is everything okay?" with its "is" unsaid, said last.
        ("straight to voicemail everything okay", [2]),
        ("just checking in everyone good bye", [2]),
        ("hey everything okay", []),  # "Hey, everything okay?"
        ("is everything okay", []),  # asked already
        ("i fixed everything okay call me", []),  # not said last: "everything. Okay, call me"
    ],
)
def test_you_in_said_last_asks_after_the_words_before(said, after) -> None:
    words = said.split()
    ends = [w == "bye" for w in words] + [True]
    assert sorted(asked_in_after(words, ends)) == after


@pytest.mark.parametrize(
    "said",
    [
        "hey it's luis we're doing a potluck at the park on saturday at noon you in",
        "hey it's rob we're short one guy for pickup basketball tomorrow at nine a m at the rec"
        " center you want in",
    ],
)
def test_an_invitation_ends_before_you_in(formatter, said) -> None:
    # The members run the invitation on: "at noon you in."
    assert formatter.format_text(said).endswith(("You in?", "You want in?"))
    run_on = Formatter(tuning=replace(DEFAULT, asked_in_run_on_penalty=0.0))
    assert not run_on.format_text(said).endswith(("You in?", "You want in?"))


@pytest.mark.parametrize(
    ("said", "inside"),
    [
        ("straight to voicemail everything okay", [3]),
        ("hey everything okay", [1]),
        ("i fixed everything okay call me", []),
    ],
)
def test_no_mark_parts_everything_okay_said_last(said, inside) -> None:
    words = said.split()
    ends = [False] * len(words) + [True]
    assert sorted(asked_whole_after(words, ends)) == inside


def test_everything_okay_said_last_is_its_own_question(formatter) -> None:
    # The members end the sentence after "everything" ("voicemail everything. Okay.").
    said = "it's me again your phone keeps going straight to voicemail everything okay"
    assert formatter.format_text(said).endswith("voicemail. Everything okay?")
    run_on = Formatter(tuning=replace(DEFAULT, asked_in_run_on_penalty=0.0))
    assert not run_on.format_text(said).endswith("Everything okay?")
