"""Questions said without their auxiliary: "you coming tonight", "you seen my keys".

Casual speech drops the "are" or "have" of a question to the listener, and a voicemail does so
often: about one casual line in seven of our own probe lines asks "You coming to the game
tonight?" or "You been to that new place yet?". The boundary members, trained on written text
where the auxiliary is there, end such a sentence with a period; the members retrained on text
with the auxiliary dropped learned "you" opening a sentence, not what follows it
(docs/BOUNDARY_LOG.md, fifty-seventh session). What tells the question is the shape of the
opening: "you" and a participle, or a word that says how or where the listener is, with no
auxiliary before it, which written English never opens a statement with ("You coming
tonight." is no sentence); "guys", "all" or "still" may stand between ("You guys coming?", "You
still at work?"), and after a greeting and its comma, or in the sentence after the speaker's
introduction, a bare verb asks too ("Hey Danny, you want to grab lunch?", "Hey, it's Jake. You
hear about Kevin's new job?", the "do" unsaid), where elsewhere it opens statements as often.
A bare verb asks too where a time past ends the sentence, the "did" unsaid: "You borrow my
drill last month?", "You watch the game last night?" (asked_in_the_past), since a statement
says such a time with the verb's past ("You borrowed it last month."). After a greeting or an
introduction, having what the speaker owns asks ("You got my charger?", "You still have that
ladder?"), and "You in?" said last ends the invitation before it (asked_in_after: "We're doing
a potluck at noon. You in?").
The search (formatter.search) reads it only where a sentence ends: there "?" takes the members'
evidence for "." and a small bonus (tuning.unsaid_auxiliary_evidence,
unsaid_auxiliary_question_bonus), so the members still decide where the sentence ends, and the
mark it ends with is a question's.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

# Past participles that are no past tense, so that "you" and one of them lacks its "have":
# "you been to", "you seen my", "you done yet" ("you heard", "you got" are statements too).
_BARE_PARTICIPLES = frozenset({"been", "seen", "done", "gone", "eaten", "taken", "gotten"})
# Words that say how or where the listener is, which follow "you" only with "are" between in a
# statement: "You free Saturday?", "You up for a run?", "You home yet?" (not "still": "You
# still owe me").
_PREDICATIVES = frozenset(
    {
        "free", "awake", "around", "home", "ready", "up", "busy", "okay", "ok", "there", "sure",
        "interested", "good", "hungry", "thirsty", "tired", "sick", "mad", "serious", "alone",
        "outside", "downstairs", "upstairs", "nearby", "nervous", "scared", "excited",
    }
)
# "Is everything okay?" with its "is" unsaid: "Everything okay out there?", "Everyone good?"
# (a statement says "Everything's okay").
_EVERY = frozenset({"everything", "everyone", "everybody"})
_WELL = frozenset({"okay", "ok", "good", "alright", "fine"})
# Words before "everything okay" said last that ask it or carry it on, where no sentence ends:
# "is everything okay", "hey, everything okay?", "so everything okay?", "hope everything's".
_ASKS_WITH_EVERY = frozenset(
    {
        "is", "are", "was", "were", "so", "and", "but", "or", "then", "if", "hey", "hi", "hello",
        "okay", "well", "oh", "um", "uh", "sure", "hope", "that", "whether", "make", "made",
        "see", "check", "know", "because",
    }
)
# Words that make "you" a plural subject, the auxiliary still unsaid: "You guys coming?", "You
# all set?", "You two free Friday?" (the corpora: "You guys talking?", "You all set?").
_PLURAL = frozenset({"guys", "all", "two", "both"})
# After "still", which only an auxiliary's question puts before them ("You still at work?",
# "You still on for tonight?"), where "you" and one of them alone opens statements too ("You
# with your camera", "You in the back"). "still" before a bare verb is a statement: "You still
# owe me", "You still have time".
_PLACES = frozenset({"at", "in", "on", "with"})
# Verbs whose bare form asks after a greeting and its comma or the speaker's introduction, the
# "do" unsaid: "Hey Danny, you want to grab lunch?", "Hey Tasha, you see the pictures I sent?",
# "Hey sis, you talk to Mom today?", "Hey, it's Jake. You hear about Kevin's job?". Not where
# a sentence opens otherwise: TED's "You want to..." and "You see..." open statements (40 and
# 95 of their 56 and 115 ending "." or "?"). Not verbs that open statements after a greeting:
# "Hey, you have a package", "Hi, you got mail", "you know what", "you left your scarf". "need"
# only before what is needed: "Hey, you need to call me".
_ASKING_VERBS = frozenset(
    {"want", "wanna", "see", "hear", "talk", "need", "remember", "think", "feel", "mind",
     "ever", "leave", "like"}
)

# Openings that ask with "is there" or "have you got" unsaid: "Any chance you could pick me
# up?", "Any luck with the landlord?", "Any idea when you'll be home?", where written text says
# "Is there any chance" (the members end "Any chance I could crash on your couch." with a
# period, .67 to .33). Not "any" before what the sentence then states: "Any time works", "Any
# questions, call me".
_ANY_ASKS = frozenset({"chance", "luck", "idea", "news", "word", "update", "updates", "thoughts"})
# "you still want" asks where "you still owe" tells: "You still want those concert tickets?"
_STILL_WANTED = frozenset({"want", "wanna"})
# A sentence that opens with a bare "want" asks, its "do you" unsaid: "Want me to bring
# anything?", "Wanna grab lunch?". The training corpora end 409 sentences so opened with "?" and
# 52 with "." (SGD 213 to 6, blogs 178 to 42, TED and meetings 12 to 3, e-mail and Wikipedia 6
# to 1; "Want" or "Wanna", a word, then at most 60 characters to the mark), where the members,
# reading the words before the sentence too, ended "Hi, it's Tessa. Want me to bring anything
# tomorrow." with a period. Such a sentence's "?" takes the members' evidence for "." but not
# the bonus (formatter.search): with it, "Autumn and Skye want to know if..." was cut before
# "want", where the plural subject said first ends no sentence.
WANTING = frozenset({"want", "wanna"})
# Verbs of having, whose bare form asks after a greeting or the speaker's introduction only
# before what the speaker owns or points at, the "have" or "do" unsaid: "Hey, it's Rachel. You got
# my charger?", "You still have that ladder?". Before anything else they tell as often ("Hi, you
# got mail", "You have an appointment tomorrow", "You still have time to register"), and "have"
# needs "still" before it ("You have my number" tells).
_HAVING = frozenset({"have", "got"})
_OWNED = frozenset({"my", "that", "those"})
# "got a minute" asks wherever it opens a sentence: "You got a minute?", "You got a sec later?"
_A_MOMENT = frozenset({"minute", "sec", "second"})
# "You in?" said whole, the "are" unsaid (and "You down?"): only as a sentence of its two words
# or before "or" ("You in or out?"), as "you in the back" opens an address.
_IN = (("you", "in"), ("you", "down"))

# "You in?" and its like, said last, the transcript's close after them: the invitation before
# them ends there ("We're doing a potluck at noon. You in?"), where the members run it on ("at
# noon you in", their period .12). Not after a word that takes "you in" as its object or asks
# already ("let you in", "count you in", "do you want in"), nor after one that joins
# ("so you in" is "So, you in?").
_IN_ASKED = (
    ("you", "in"), ("you", "want", "in"), ("you", "wanna", "in"), ("you", "guys", "in"),
    ("you", "all", "in"), ("you", "still", "in"),
    ("you", "in", "or", "nah"), ("you", "in", "or", "not"), ("you", "in", "or", "out"),
)
_TAKES_YOU_IN = frozenset(
    {
        "let", "count", "fill", "put", "pencil", "fit", "squeeze", "get", "got", "bring", "sign",
        "check", "book", "have", "want", "see", "lock", "keep", "leave", "buzz", "walk", "show",
        "invite", "drop", "meet", "help", "include", "thank", "with", "are", "is", "do", "did",
        "were", "will", "would", "can", "could", "should", "so", "and", "but", "or", "then",
        "if", "hey", "okay", "well", "work", "slot", "schedule", "sneak", "log", "clock", "tuck",
        "loop", "rope", "reel", "factor", "wedge", "ease", "usher", "welcome",
    }
)

# Words that end a time past, said last in a sentence: "last night", "yesterday", "a week ago".
_PAST_LAST = frozenset(
    {
        "night", "week", "weekend", "month", "year", "time", "monday", "tuesday", "wednesday",
        "thursday", "friday", "saturday", "sunday",
    }
)
_PAST_ALONE = frozenset({"yesterday", "ago"})
# The words such a sentence may end on (formatter.search reads the rest only there).
PAST_ENDS = _PAST_LAST | _PAST_ALONE
# Verbs whose past is no "-ed" form, bare: "you see the game last night", "you get the package
# I sent last week" (not those whose past is the same word: "put", "read", "hit").
_IRREGULAR = frozenset(
    {
        "see", "get", "go", "do", "have", "eat", "make", "hear", "take", "catch", "buy", "bring",
        "find", "tell", "forget", "give", "come", "pay", "send", "meet", "win", "lose", "drive",
        "feed", "leave", "sleep", "speak", "write", "ride", "wear", "throw", "grab",
    }
)
# Verbs before a clause, where "you know, last night was" tells, and the modals.
_NOT_BARE = frozenset(
    {"know", "can", "will", "would", "should", "could", "must", "may", "might", "shall"}
)
# Words that make the time past part of a noun's phrase, not the verb's: "you have the notes
# from last week", "you owe me for last time".
_TIME_HOLDERS = frozenset(
    {"from", "since", "of", "than", "until", "till", "before", "after", "about", "for", "like"}
)

# Verbs of two letters whose participle is read by its stem ("going", "doing"); shorter stems
# are no verbs ("thing": "th", "bring": "br", which the LM's vocabulary holds as fragments).
_SHORT_VERBS = frozenset({"go", "do"})
# A stem is a verb only if the LM's text says it often (unigram log-probability, natural log):
# "come" -8.2, "watch" -9.6, "eat" -9.9; fragments "noth" -15.6, "someth" -14.0, "morn" -13.3.
COMMON_LOGPROB = -11.0


def _stems(word: str) -> tuple[str, ...]:
    """The verbs WORD may be the present participle of: "coming" -> come, "watching" -> watch,
    "getting" -> get, "going" -> go."""
    if not word.endswith("ing"):
        return ()
    stem = word[:-3]
    if stem in _SHORT_VERBS:
        return (stem,)
    found = (stem, stem + "e") if len(stem) >= 3 else ()
    doubled = (stem[:-1],) if len(stem) >= 4 and stem[-1] == stem[-2] else ()
    return (*found, *doubled)


def unsaid_auxiliary(unigram: Callable[[str], float]) -> Callable[[tuple[str, ...], bool], bool]:
    """Whether a sentence's opening (its first words as said, up to
    formatter.search.OPENING_WORDS) is "you" and a participle or a predicative with no
    auxiliary: "you coming", "you seen", "you free"; with a word of _PLURAL between ("you guys
    coming"), or "still" ("you still coming", and before a place, "you still at work"), or both
    ("you guys still coming"); after a greeting and its comma or the speaker's introduction
    (GREETED), "you" and a verb of _ASKING_VERBS too ("hey danny, | you want to grab lunch",
    "it's jake. | you hear about"). A word in "-ing" is a participle
    where its verb is a common word by UNIGRAM (the class LM's log-probability): "coming", not
    "something" or "bring". "evening" passes ("even"), but no sentence opens "you evening".
    Besides: "everything okay" (_EVERY, _WELL), "any" before a word of _ANY_ASKS ("any
    chance", "any luck"), a bare "want" (WANTING: "want me to", "wanna grab"), "you in" said alone
    (_IN), "you still want" (_STILL_WANTED) and "you got a minute" (_A_MOMENT); after a greeting
    or an introduction, "you got my" and "you still have that" (_asks_for_what_is_held), and an
    asking verb after "still" too ("hey, | you still need a ride")."""

    # Bounded: the words said after "you" are the input's, any number of them.
    @functools.lru_cache(maxsize=4096)
    def participle(word: str) -> bool:
        return word in _BARE_PARTICIPLES or word in _PREDICATIVES or any(
            unigram(s) >= COMMON_LOGPROB for s in _stems(word)
        )

    def asks(opening: tuple[str, ...], greeted: bool = False) -> bool:
        if len(opening) >= 2 and opening[0] == "any":
            return opening[1] in _ANY_ASKS
        if opening in _IN_ASKED or (opening[:2] in _IN and opening[2:3] in ((), ("or",))):
            return True  # "You in?", "You want in?", "You in or out?", "You down?"
        if len(opening) >= 2 and opening[0] in _EVERY:
            return opening[1] in _WELL
        if len(opening) >= 2 and opening[0] in WANTING:
            return True
        if len(opening) < 2 or opening[0] != "you":
            return False
        rest = opening[1:]
        if rest[0] in _PLURAL and len(rest) > 1:
            rest = rest[1:]
        if rest[:2] == ("got", "a") and rest[2:3] and rest[2] in _A_MOMENT:
            return True
        if greeted and _asks_for_what_is_held(rest):
            return True
        if rest[0] == "still" and len(rest) > 1:
            return (
                participle(rest[1]) or rest[1] in _PLACES or rest[1] in _STILL_WANTED
                or (greeted and _asking_verb(rest[1:]))
            )
        if greeted and _asking_verb(rest):
            return True
        return participle(rest[0])

    return asks


def _asking_verb(rest: tuple[str, ...]) -> bool:
    """Whether REST opens with a verb of _ASKING_VERBS that asks after a greeting ("want to
    grab lunch", "still need a ride"): "need" only before what is needed, not "need to"."""
    return rest[0] in _ASKING_VERBS and (rest[0] != "need" or rest[1:2] != ("to",))


def _asks_for_what_is_held(rest: tuple[str, ...]) -> bool:
    """Whether REST, the words after "you", asks whether the listener holds what the speaker
    owns or points at: "got my charger", "still have that ladder", "still got my drill"."""
    if rest[:1] == ("got",):
        return rest[1:2] == ("my",)
    return (
        rest[:1] == ("still",) and rest[1:2] != () and rest[1] in _HAVING
        and rest[2:3] != () and rest[2] in _OWNED
    )


def _pasts(word: str) -> tuple[str, ...]:
    """The regular past forms WORD may have: "borrow" -> borrowed, "bake" -> baked, "stop" ->
    stopped, "try" -> tried."""
    if word.endswith("e"):
        return (word + "d",)
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        return (word[:-1] + "ied",)
    return (word + "ed", word + word[-1] + "ed")


def asked_in_the_past(unigram: Callable[[str], float]) -> Callable[[tuple[str, ...]], bool]:
    """Whether a sentence (its words as said, whole) asks with its "did" unsaid: "you" and a
    bare verb, and a time past at its end ("you borrow my drill last month", "you guys watch
    the game last night", "you get the package I sent last week"). A statement says such a
    time with the verb's past ("You borrowed it last month."), so a bare verb before one asks.
    A verb is bare where it is one of _IRREGULAR's, or its regular past is a common word by
    UNIGRAM (COMMON_LOGPROB: "borrowed", "watched"; not "lefted", "hadded"), and it is no past
    or participle itself ("-ed", "-ing") nor a verb of _NOT_BARE; not where a word of
    _TIME_HOLDERS puts the time in a noun's phrase ("you have the notes from last week")."""

    @functools.lru_cache(maxsize=4096)
    def bare(word: str) -> bool:
        if word in _IRREGULAR:
            return True
        # "-ed" and "-ing" forms are no bare verbs, but "need", "proceed" are.
        formed = word.endswith(("ed", "ing")) and not word.endswith("eed")
        if word in _NOT_BARE or formed or len(word) < 2:
            return False
        return any(unigram(p) >= COMMON_LOGPROB for p in _pasts(word))

    def asks(sentence: tuple[str, ...]) -> bool:
        if len(sentence) < 3 or sentence[0] != "you":
            return False
        if sentence[-1] in _PAST_ALONE:
            held = sentence[-2]
        elif sentence[-2] == "last" and sentence[-1] in _PAST_LAST:
            held = sentence[-3]
        else:
            return False
        if held in _TIME_HOLDERS:
            return False
        verb = sentence[2] if sentence[1] in _PLURAL and len(sentence) > 3 else sentence[1]
        return bare(verb)

    return asks


def asked_whole_after(texts: Sequence[str], ends: Sequence[bool]) -> frozenset[int]:
    """The positions of TEXTS after which no mark parts a question asked last with its
    auxiliary unsaid: "everything | okay" (_every_well_said_last), where the members end a
    sentence or set a comma ("Everything. Okay.", "Everything, okay?").

    >>> sorted(asked_whole_after("the storm everything okay".split(), [False] * 4 + [True]))
    [2]
    """
    return frozenset(_every_well_said_last(texts, ends))


def _every_well_said_last(texts: Sequence[str], ends: Sequence[bool]) -> list[int]:
    """The positions of "everything" (_EVERY) before "okay" (_WELL) with only the close after
    them (ENDS, formatter.speakers.closing): "Is everything okay?" with its "is" unsaid, which
    asked_in_after ends the sentence before ("straight to voicemail. | Everything okay?") and
    asked_whole_after keeps whole."""
    return [
        at for at in range(len(texts) - 1)
        if texts[at] in _EVERY and texts[at + 1] in _WELL and ends[at + 2]
    ]


def asked_in_after(texts: Sequence[str], ends: Sequence[bool]) -> frozenset[int]:
    """The positions of TEXTS after which "you in" or its like (_IN_ASKED) asks, said last
    with only the close after it (ENDS, formatter.speakers.closing): "at noon | you in", "at the
    rec center | you want in", not "i'll let | you in" (_TAKES_YOU_IN).

    >>> sorted(asked_in_after("at noon you in".split(), [False] * 4 + [True]))
    [1]
    >>> sorted(asked_in_after("i'll let you in".split(), [False] * 4 + [True]))
    []
    """
    found = {
        at - 1 for at in _every_well_said_last(texts, ends)
        if at and texts[at - 1] not in _ASKS_WITH_EVERY
    }
    for at in range(len(texts) - 1):
        if texts[at + 1] != "you" or texts[at] in _TAKES_YOU_IN:
            continue
        for phrase in _IN_ASKED:
            stop = at + 1 + len(phrase)
            if stop <= len(texts) and tuple(texts[at + 1 : stop]) == phrase and ends[stop]:
                found.add(at)
    return frozenset(found)
