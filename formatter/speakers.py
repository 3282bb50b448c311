"""What the words said around a slot tell of who speaks and whom a message addresses.

A voicemail names its speaker and its listener in a few set shapes: "hi bill, it's tracy from
the bank", "this is coach williams calling about practice", "honey, it's mom". The search
(formatter.search) reads these cues as Layers callables over a window's positions: whether the
words after a slot describe the speaker just named ("the babysitter", "from the front office"),
open the speaker's own message, introduce the speaker, join a second name, close the message
("talk soon bye"), or belong to the name of the business the speaker calls from. SpeakerCues
holds the word tables they are read from (grammars/data/*.tsv) and makes each window's
callables; formatter.pipeline builds one per Formatter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet

from formatter.search import JOINING, OPENING_WORDS, RELATION_OWNERS, Layers, possessive_name
from grammars.base import table_phrases, table_words


class SpeakerCues:
    """The word tables of speakers' and listeners' names, and the per-window cues read from
    them (each method's docstring names the Layers field it fills)."""

    def __init__(
        self,
        layers: Layers,
        introductions: frozenset[tuple[str, ...]],
        determiners: frozenset[str],
        relations: frozenset[str],
        interjections: frozenset[str],
        rare_name: Callable[[str], bool],
        greeted_name: Callable[[str], bool] = lambda word: False,
    ) -> None:
        self._layers = layers
        self._introductions = introductions
        self._determiners = determiners
        self._relations = relations
        # A word the LM's text hardly holds, or one the corpora write as a name often enough
        # (grammars.capitalization.CaseLexicon.may_be_greeted), as a greeted name; never a
        # relation ("hey son, it's dad"), an interjection ("hi yes"), a determiner or a greeting
        # said again ("hi | hi | this is amber").
        self._rare_name = rare_name
        self._greeted_name = greeted_name
        greetings = frozenset(g[0] for g in layers.greetings if len(g) == 1)
        self._never_greeted = relations | interjections | determiners | greetings
        prepositions = table_words("prepositions")
        self._after_description = table_words("after_description")
        description_continues = table_words("description_continues")
        # After a relation: words that carry its phrase on, and those and the words of a
        # speaker's own message (goes_on_after, described_after).
        self._phrase_goes_on = prepositions | description_continues
        self._description_continues = description_continues
        self._speaker_goes_on = self._phrase_goes_on | self._after_description
        self._introductions_after = table_words("introductions_after")
        self._speaker_words = table_words("speaker_before")
        self._sign_offs = table_phrases("sign_offs")
        self._businesses = table_words("businesses")
        self._companies = table_phrases("companies")
        self._longest_company = max(map(len, self._companies), default=0)
        self._given_names = table_words("given_names")
        # Titles said before a speaker's name ("this is miss claire from ..."; _speaker_before):
        # those said in full, the abbreviated ones, and "miss", which titles.tsv leaves out (it
        # writes no abbreviation).
        self._titles = table_words("honorifics", "titles") | {"miss"}
        # The phrases that close a message, and the words before a sign-off that keep it in
        # its sentence: a subject or "to" (a predicate: "we | love you"), an interjection or a
        # reply ("Okay, love you."; SGD's references write these so; sign_off_after).
        self._closing = self._sign_offs | layers.farewells
        self._sign_off_predicates = (
            self._after_description | _SUBJECT_LINKS | interjections | _REPLIES
        )
        # Words that open a speaker's own message after their name; not "and", which may join
        # another name ("it's mike | and jen"; message_after, speaker_after).
        self._message_openers = self._after_description - JOINING
        # And those that open it after their description too (message_after_description).
        self._description_message = self._message_openers | _SPEAKERS_MESSAGE
        # And the words that may follow a business's name that introduces itself (_calls_on),
        # what it calls about among them ("this is hilton garden inn | confirming your stay").
        self._business_goes_on = (
            _CALLING | self._message_openers | _MESSAGE_OPENERS
            | (description_continues - _HERE)
        )
        # Of those, the words that open a message of its own after the name (not "with", nor
        # "just", which a comma sets off: "from Sunrise Dental, just calling to";
        # business_message_after).
        self._business_message = (self._message_openers | _MESSAGE_OPENERS) - {"with", "just"}

    def described_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the words said after a window's POSITION name a person by relation or role
        (_role_at) and end there or go on as a speaker's description does ("the plumber | i can
        come by", "the teacher's aide | in room 12") or their message after it ("your neighbor |
        your dog got out"; search.Layers.described_after)."""
        role_at = self._role_at(following)

        def described(position: int) -> bool:
            at = role_at(position)
            if at is None:
                return False
            after = following[at + 1] if at + 1 < len(following) else None
            return after is None or after in self._speaker_goes_on or after in _SPEAKERS_MESSAGE

        return described

    def role_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the words said after a window's POSITION name a person by relation or role
        (_role_at), whatever follows: "it's joe, | the neighbor, your package", where
        described_after waits for a word that carries the description on (search.Layers
        .role_after)."""
        role_at = self._role_at(following)
        return lambda position: role_at(position) is not None

    def _role_at(self, following: list[str | None]) -> Callable[[int], int | None]:
        """Where the words said after a window's POSITION name a person by relation or role
        (_relation_at): the relation's position, or None; not a relation's "'s" before more
        words, which says "is" ("the server's down again") or owns them ("the nurse's office";
        a relation owned, "the teacher's aide", is found first), nor a relation the speaker
        joins ("your mother and i are"): a sentence of its own follows the name."""

        def role_at(position: int) -> int | None:
            at = self._relation_at(following, position)
            if at is None:
                return None
            after = following[at + 1 : at + 4]
            if following[at].endswith("'s") and any(after[:1]):
                return None
            return None if _joins_speaker(after) else at

        return role_at

    def _relation_at(self, following: list[str | None], position: int) -> int | None:
        """Where the words said after POSITION (FOLLOWING[position] on) name a relation: a
        determiner, or a name's possessive ("ava's | mom"; not "that's"), then one of
        relations.tsv at once or after a word or two ("the plumber", "the new receptionist",
        "the teacher's aide"), the one nearest the phrase's end ("the teacher's | aide",
        "emma's third grade | teacher"); None where there is none."""
        opener = following[position]
        if opener is None or not (
            opener in self._determiners or possessive_name(opener, self._layers)
        ):
            return None
        for at in (position + 3, position + 2, position + 1):
            word = following[at] if at < len(following) else None
            if word is not None and word.removesuffix("'s") in self._relations:
                return at
        return None

    def goes_on_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the word said after a window's POSITION (FOLLOWING[position]) carries a noun
        phrase or its sentence on (prepositions.tsv: "the teacher's aide | in room 12";
        description_continues.tsv: "the receptionist | calling about"; search.Layers
        .goes_on_after)."""
        return lambda position: following[position] in self._phrase_goes_on

    def speaker_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the words said after a window's POSITION say who a speaker named there is
        (speaker_before.tsv: "grace | from the front office", "dev | calling about"; or a
        relation, described_after: "odette | your tutor"), or open the speaker's own message
        (after_description.tsv but "and": "it's juniper | i'm at daisy's"; or _LISTENER:
        "it's ray | you got a minute";
        search.Layers.speaker_after)."""
        described = self.described_after(following)
        named = self._speaker_words | self._message_openers | _LISTENER
        passed = self._layers.fillers | _AGAIN

        def speaker(position: int) -> bool:
            # Past a hesitation or "again", which say nothing of who spoke: "it's dawn | uh did
            # you", "it's dawn | again from the dentist".
            at = position
            while at < min(len(following), position + 2) and following[at] in passed:
                at += 1
            return at < len(following) and (following[at] in named or described(at))

        return speaker

    @staticmethod
    def again_after(following: list[str | None]) -> Callable[[int], bool]:
        """Whether "again" is said after a window's POSITION ("it's mom | again";
        search.Layers.again_after)."""
        return lambda position: following[position] in _AGAIN

    def hesitation_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether a hesitation said after a window's POSITION opens a speaker's message after
        their name: a filler, then any word but one that says who the speaker is
        (speaker_before.tsv, a relation of described_after) or "again" ("it's manny | uh my mom
        wants", not "this is dana | um from state farm"; search.Layers.hesitation_after)."""
        described = self.described_after(following)
        who = self._speaker_words | _AGAIN | self._layers.fillers

        def hesitates(position: int) -> bool:
            at = position + 1
            return (
                following[position] in self._layers.fillers and at < len(following)
                and following[at] is not None and following[at] not in who
                and not described(at)
            )

        return hesitates

    def business_message_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the word said after a window's POSITION opens a message of its own after the
        name of a business ("midtown auto repair | your car's ready", "| we close at six";
        search.Layers.business_message_after): a word of the message's openers, or any word
        that does not carry the name's sentence on (_NAME_GOES_ON: "happy paws grooming | max
        is all done", "jefferson high | practice is canceled"; not "| calling about")."""
        return lambda position: following[position] is not None and (
            following[position] in self._business_message
            or following[position] not in _NAME_GOES_ON
        )

    def listener_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the word said after a window's POSITION turns to the listener (_LISTENER:
        "it's marcus | you coming tonight"; _ASKING: "it's laura | why didn't anyone"), or opens
        a noun phrase that names no one by relation or role (_role_at): the message's subject
        ("it's raj | the server's down", "it's dave | the meeting's at", "it's dad | your mother
        and i are thinking"), not the speaker's description ("it's anna | the babysitter");
        search.Layers.listener_after."""

        role_at = self._role_at(following)

        def turns(position: int) -> bool:
            if following[position] in _LISTENER or following[position] in _ASKING:
                return True
            return following[position] in self._determiners and role_at(position) is None

        return turns

    def message_after_description(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the word said after a window's POSITION opens a speaker's message once their
        description is said: a word of message_after's, the listener, or a word of
        _SPEAKERS_MESSAGE ("this is dana, your landlord | just letting you know", "it's tom, your
        neighbor | your dog got out"), where "your" after the name would open the description
        itself (search.Layers.message_after_description)."""
        return lambda position: following[position] in self._description_message

    def affiliation_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the word said after a window's POSITION says where a speaker named there is
        from (speaker_before.tsv: "it's dan | from next door"; search.Layers.affiliation_after)."""
        return lambda position: following[position] in self._speaker_words

    def affiliation_goes_on(self, texts: list[str]) -> frozenset[int]:
        """The window's positions that end where a speaker says they are from, the sentence
        going on with what they call about (description_continues.tsv): "this is dana from
        state farm | returning your call", "this is the office at maple ridge apartments |
        reminding residents" (_after_affiliation; search.Layers.affiliation_goes_on); and
        where a business's name ends so ("this is hilton garden inn | confirming your stay"),
        or a place the introduction names with a determiner ("this is the hotel | confirming
        your reservation", "this is your dentist's office | reminding you": _described_place)."""
        named = self.business(texts)
        return self._after_affiliation(texts, self._description_continues) | {
            at for at in named
            if at + 1 < len(texts) and at + 1 not in named
            and texts[at + 1] in self._description_continues
        } | self._described_place(texts)

    def _described_place(self, texts: list[str]) -> frozenset[int]:
        """The position before a word of description_continues.tsv said one to three words
        after a determiner that opens what the introduction opening TEXTS names: "this is the
        hotel | confirming", "it's the dentist's office | calling"; no such word before it."""
        opened = self._opening_introduction(texts)
        if opened is None or opened >= len(texts) or texts[opened] not in self._determiners:
            return frozenset()
        for at in range(opened + 2, min(opened + 5, len(texts))):
            if texts[at] in self._description_continues:
                return frozenset({at - 1})
        return frozenset()

    def affiliation_aside_after(self, texts: list[str]) -> frozenset[int]:
        """The window's positions that end where a speaker says they are from, before "just"
        and a participle saying why they call: "this is tom at allstate | just following up",
        set off by a comma as an aside ("Tom at Allstate, just following up"), where the
        members run on or end the sentence (_after_affiliation; search.Layers
        .affiliation_aside_after). Not "just a reminder", which opens a sentence of its own."""
        named = self.business(texts)
        ends = self._after_affiliation(texts, _ASIDE_OPENERS) | {
            at for at in named
            if at + 1 < len(texts) and at + 1 not in named and texts[at + 1] in _ASIDE_OPENERS
        }
        return frozenset(
            at for at in ends
            if at + 2 < len(texts) and texts[at + 2].endswith("ing")
            and texts[at + 2] not in _NOT_PARTICIPLES
        )

    def affiliation_message_after(self, texts: list[str]) -> frozenset[int]:
        """The window's positions that end where a speaker says they are from, their message
        opening after it (_SPEAKERS_MESSAGE): "it's kevin from it | your new laptop is
        ready", "this is jo at the front desk | we found your keys" (_after_affiliation;
        search.Layers.affiliation_message_after)."""
        return self._after_affiliation(texts, _SPEAKERS_MESSAGE)

    def call_message_after(self, texts: list[str]) -> frozenset[int]:
        """The position of "calling" said at most five words after the introduction that opens
        TEXTS, before a word that opens the caller's message (_CALLED_MESSAGE): "this is the
        library calling | the book you put on hold", "this is the post office calling | your
        mail hold"; not before one that carries the call on ("calling to", "calling about",
        "calling you back"; search.Layers.call_message_after)."""
        opened = self._opening_introduction(texts)
        if opened is None:
            return frozenset()
        return frozenset(
            at for at in range(opened, min(len(texts) - 1, opened + 6))
            if texts[at] == "calling" and texts[at + 1] in _CALLED_MESSAGE
        )

    def _after_affiliation(self, texts: list[str], words: frozenset[str]) -> frozenset[int]:
        """The positions before a word of WORDS that end a phrase of where a speaker is from:
        "from", "with" or "at" one to five words back and at most four after the introduction
        that opens the transcript (_opening_introduction: not "it's early but at this and | i
        wouldn't", as calls say mid-turn), and no word that carries the phrase on ("of", "the")
        or hesitates at the position itself."""
        opened = self._opening_introduction(texts)
        if opened is None:
            return frozenset()
        found = set()
        # The word after the phrase: at most five past "from", itself at most four past the
        # introduction.
        for at in range(1, min(len(texts), opened + 11)):
            word = texts[at]
            if word not in words or texts[at - 1] in self._phrase_goes_on:
                continue
            # Nor a hesitation, whose own marks the filler table gives ("from the gym | um").
            if texts[at - 1] in self._determiners or texts[at - 1] in self._layers.fillers:
                continue
            # A name or a place of one to four words between: "this is | dana | from".
            for place in range(at - 2, max(at - 7, opened - 1), -1):
                if texts[place] in _FROM and place <= opened + 4:
                    found.add(at - 1)
                    break
        return frozenset(found)

    def greeted_speaker(self, texts: list[str]) -> frozenset[int]:
        """The position of a given name (given_names.tsv) said right after an introduction that
        follows the greeting opening TEXTS, or that greeting and whom it greets: "hi it's |
        crystal", "hey chase it's | crystal" (search.Layers.greeted_speaker). There the speaker
        names themself whatever follows ("Hi, it's Dusty. The garage is really dusty"). Not
        another word the lexicon writes as a name as often, a surname's ("hey it's green light
        on the project": green 30%), nor without the greeting, where "it's" may say how things
        are ("well it's crystal clear")."""
        found = set()
        for at in self._after_opening_greeting(texts):
            for start in (at, at + 1):
                end = self._introduction_end(texts, start)
                if end is not None and end < len(texts) and texts[end] in self._given_names:
                    found.add(end)
        return frozenset(found)

    def opening_speaker(self, texts: list[str]) -> frozenset[int]:
        """The position of the word right after an introduction (introductions.tsv) that opens
        TEXTS, alone, after its opening greeting or after that greeting and up to two words of
        whom it greets: "it's | monica", "hey it's | luke", "hi team it's | diane", "hi mrs
        patterson this is | ellen" (search.Layers.opening_speaker), and the position after the
        relation they may name themself by ("it's your cousin | mike"). There the speaker names
        themself; an introduction later in the message may name a business, a flight or a
        thing ("my flight lands at noon it's united flight 1412")."""
        found = set()
        # Up to two words of whom a greeting greets; none before an introduction said first.
        opened = [(self._past_fillers(texts, 0), 1)]
        opened += [(at, 3) for at in self._after_opening_greeting(texts)]
        for at, reach in opened:
            for start in range(at, at + reach):
                end = self._introduction_end(texts, start)
                if end is not None and end < len(texts):
                    found.add(end)
                    # And the name after the relation they name themself by: "it's your
                    # cousin | mike".
                    if self._names_relation(texts, end):
                        found.add(end + 2)
        return frozenset(found)

    def named_relation(self, texts: list[str], opening: frozenset[int]) -> frozenset[int]:
        """The positions of a relation (relations.tsv) said after the message's opening
        introduction (OPENING, opening_speaker's) and "your" or "my", before a name the lexicon
        writes: "it's your | cousin | ray", "this is your | aunt | linda". The speaker names
        themself by both, no comma between (search.Layers.named_relation)."""
        return frozenset(
            at + 1 for at in opening
            if self._names_relation(texts, at) and self._layers.address_forms(texts[at + 2])
        )

    def _names_relation(self, texts: list[str], at: int) -> bool:
        """Whether TEXTS from AT hold "your" or "my", a relation and one more word that is no
        relation itself: "it's your cousin | mike", not "it's your sister | mom wants
        everyone", where the second relation is whom the message is about."""
        return (
            at + 2 < len(texts) and texts[at] in RELATION_OWNERS
            and texts[at + 1] in self._relations and texts[at + 2] not in self._relations
        )

    def named_objects(self, texts: list[str]) -> frozenset[int]:
        """The positions of given names (given_names.tsv) said where only a person stands: after
        a verb of telling or asking ("tell | summer to save me a seat", "ask | rich"), after
        "talked to" ("i talked to | faith"), or joined by "and" to a pronoun ("you and | grace
        should come", "faith | and me"); not "will" joined so ("for you and | will be held").
        The search writes them as names (search.Layers.named_object)."""
        found = set()
        for at, word in enumerate(texts):
            if word not in self._given_names:
                continue
            before = tuple(texts[max(at - 2, 0) : at])
            after = tuple(texts[at + 1 : at + 3])
            told = (before[-1:] and before[-1] in _TOLD) or before in _TALKED
            joined = word not in _MODAL_NAMES and (
                (len(before) == 2 and before[1] == "and" and before[0] in _PERSONS)
                or (len(after) == 2 and after[0] == "and" and after[1] in _PERSONS)
            )
            if told or joined:
                found.add(at)
        return frozenset(found)

    def _opening_introduction(self, texts: list[str]) -> int | None:
        """Where the introduction ("this is", "it's") that opens TEXTS ends, said among its
        first words (after a greeting and a name or none: "good afternoon this is | the
        office", "hi mike it's | andrea"), or None."""
        for start in range(_OPENING_REACH + 1):
            end = self._introduction_end(texts, start)
            if end is not None:
                return end
        return None

    def message_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the word said after a window's POSITION opens a speaker's own message
        (after_description.tsv: "it's bill | just calling back", "it's mike | are you"); not
        "and", which may join another name ("it's mike | and jen"; search.Layers.message_after)."""
        return lambda position: following[position] in self._message_openers

    def closing(self, texts: list[str], close: bool) -> list[bool]:
        """For each position of TEXTS and the one past its last, whether the words from there on
        are only phrases that close a message (sign_offs.tsv, farewells), one after another
        ("talk soon | bye"; closing_ends); all False where the transcript goes on past the
        window (CLOSE false). Read once per window by sign_off_after and the tags' rule
        (formatter.tag_questions)."""
        if not close:
            return [False] * (len(texts) + 1)
        return closing_ends(texts, self._closing)

    def joined_farewell_after(self, texts: list[str], ends: list[bool]) -> frozenset[int]:
        """The window's positions after a short closing word (_JOINED_CLOSINGS: "love you",
        "thanks") before a last "bye" or a sign-off that closes the transcript; ENDS is
        closing's reading of TEXTS. The two are one sentence: "Love you, bye.", "Thanks, bye.",
        as "Okay, bye."; "Thanks, love you.", "Love you, talk soon." Not where a subject makes
        the closing a sentence ("I love you. See you tomorrow."; search.Layers
        .joined_farewell_after)."""
        found = set()
        for at in range(len(texts) - 1):
            if not ends[at + 1]:
                continue
            # A bid to the listener ("have a good day", "take care") is a sentence of its own
            # in task dialogue's references: "Thank you. Have a great day."
            closes = texts[at + 1] == "bye" or any(
                p[0] not in _BIDDEN
                for p in closing_phrases_at(texts, ends, at + 1, self._sign_offs)
            )
            said = [
                p for p in _JOINED_CLOSINGS
                if at + 1 >= len(p) and tuple(texts[at + 1 - len(p) : at + 1]) == p
            ]
            subject = any(
                at >= len(p) and texts[at - len(p)] in _CLOSING_SUBJECTS for p in said
            )
            if closes and said and not subject:
                found.add(at)
        return frozenset(found)

    def sign_off_after(self, texts: list[str], ends: list[bool]) -> frozenset[int]:
        """The window's positions after which a phrase of sign_offs.tsv closes the transcript,
        alone or before farewells ("if you want | talk soon bye"), with no subject or "to" said
        before it that would make it a predicate ("we | love you", "hope to | see you soon";
        after_description.tsv's words), nor an interjection, a reply or another closing phrase
        ("okay | love you", "sure | have a good one"); ENDS is closing's reading of TEXTS (none
        where the transcript goes on past the window; search.Layers.sign_off_after)."""
        closing = self._closing
        n = len(texts)
        # A sign-off is itself a closing phrase: one that ends where the close goes on starts
        # where the close does, at the first position ENDS marks or later.
        first = ends.index(True) if ends[n] else n
        found = set()
        for start in range(first, n):
            before = start - 1
            if before < 0:
                continue
            phrases = closing_phrases_at(texts, ends, start, self._sign_offs)
            if not phrases:
                continue
            # "you" is the subject only of what the listener is bid do ("you | take care");
            # before the speaker's own "talk soon", "see you then", "love you" it ends what
            # came before ("so sweet of you | talk soon").
            subject = texts[before] in self._sign_off_predicates and not (
                texts[before] == "you" and all(p[0] not in _BIDDEN for p in phrases)
            )
            if subject and not ends_elliptically(texts, before):
                continue
            # Another closing phrase before it, or one and whom it addresses, leaves its comma:
            # "Thanks, have a good one.", "Okay, thanks, John, talk to you later."
            if any(
                tuple(texts[max(end - len(p), 0) : end]) == p
                for end in (start, start - 1)
                for p in closing
            ):
                continue
            found.add(before)
        return frozenset(found)

    def names_self_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the word said after a window's POSITION (FOLLOWING[position]) makes a name
        there the speaker's own (introductions_after.tsv: "Becky | here"; search.Layers
        .names_self_after)."""
        return lambda position: following[position] in self._introductions_after

    def greeted_names(self, texts: list[str]) -> frozenset[str]:
        """Words a transcript's opening greeting addresses before the speaker introduces
        themself, that the lexicon does not write as names: because the corpora hardly saw them,
        "hey | kiara | it's priya" (the LM's unigram below tuning.rare_name_logprob), or because
        they are words too, "hi | faith | it's mark", "hi | grace | it's mike" (a name in
        GREETED_SHARE of the corpora's); a common word there is no name: "hey | so | it's me",
        "hey | sorry | it's me". An address writes them capitalized."""
        names = set()
        for at in self._after_opening_greeting(texts):
            word = texts[at]
            if not self._introduces(texts, at + 1) or word in self._never_greeted:
                continue
            if self._rare_name(word) or self._greeted_name(word):
                names.add(word)
        return frozenset(n for n in names if not self._layers.address_forms(n))

    def greeted_fondly(self, texts: list[str]) -> frozenset[str]:
        """Words of _FOND_AFTER_GREETING a transcript's opening greeting addresses ("hey | love |
        just landed"), as an address writes them, in lowercase; none where the transcript says
        one before "you", there or later ("hey love you bye", "thanks love you"), which a
        vocative would part ("Hey love, you. Bye.", "Thanks, love, you"); but not there where
        "you" opens a question with its auxiliary unsaid ("hi love | you home yet"). Elsewhere
        "love" is no address: "I'm in love"."""
        asks = self._layers.unsaid_question
        found = set()
        for at in self._after_opening_greeting(texts):
            word = texts[at]
            if word not in _FOND_AFTER_GREETING:
                continue
            # The "you" after it asks ("you home yet"): only a later "love you" tells.
            later = at + 1 if asks(tuple(texts[at + 1 : at + 1 + OPENING_WORDS]), False) else at
            if not _said_to(texts[later:], word):
                found.add(word)
        return frozenset(found)

    def opening_address(self, texts: list[str]) -> frozenset[int]:
        """The position of a word of vocatives.tsv that opens TEXTS with no greeting before it,
        past any hesitation, with more said after it: "mom | can you call me back", "babe | did
        you feed the dog". Whom the message addresses, set off by a comma, not a sentence of
        its own (search.Layers.opening_address, tuning.opening_address_penalty), where the
        members wrote "Mom. Can you" and "Babe. Did you". Not "there", which opens its own
        sentences ("there's a leak")."""
        at = self._past_fillers(texts, 0)
        word = texts[at] if at + 1 < len(texts) else None
        if word is None or word in _NOT_ADDRESSED or not self._layers.vocative_forms(word):
            return frozenset()
        return frozenset({at})

    def _after_opening_greeting(self, texts: list[str]) -> list[int]:
        """The positions of the word right after each greeting (greetings.tsv) that opens TEXTS:
        "hi | faith", "good morning | john". A hesitation before the greeting or after it
        changes nothing: "um hi | faith", "hi um | it's grace"."""
        start = self._past_fillers(texts, 0)
        after = (
            self._past_fillers(texts, start + len(phrase))
            for phrase in self._layers.greetings
            if tuple(texts[start : start + len(phrase)]) == phrase
        )
        # A word after it, not only hesitations to the end ("hi um").
        return [at for at in after if at < len(texts)]

    def _past_fillers(self, texts: Sequence[str | None], at: int) -> int:
        """The position of the first word from AT of TEXTS that is no hesitation ("um", "uh")."""
        while at < len(texts) and texts[at] in self._layers.fillers:
            at += 1
        return at

    def affiliated_names(self, texts: list[str]) -> frozenset[str]:
        """Words a speaker names themself by before saying where they call from, that the
        lexicon writes as names too seldom for _speaker_name (NAME_SHARE) but in GREETED_SHARE of
        the corpora's: "this is | summer | from staples", "this is | rich | from chase bank".
        Only after "this is" (_EMPLOYED) and before "from" (_EMPLOYER): "it's" says how things
        are before "from" too ("it's great from what I hear": great 11%), and before "calling"
        or "speaking" so does "this is" ("this is great speaking with you"). An address writes
        them capitalized."""
        names = set()
        for phrase in self._introductions & _EMPLOYED:
            size = len(phrase)
            for at in range(len(texts) - size - 1):
                if tuple(texts[at : at + size]) != phrase or texts[at + size + 1] not in _EMPLOYER:
                    continue
                word = texts[at + size]
                if word not in self._never_greeted and self._greeted_name(word):
                    names.add(word)
        return frozenset(n for n in names if not self._layers.address_forms(n))

    def introduction_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the words said after a window's POSITION are one by which a speaker names
        themself (introductions.tsv: "honey | it's mom"; search.Layers.introduction_after),
        after any hesitation: "hi | um this is doug", which editors write "Hi, um, this is"."""
        return lambda position: self._introduces(
            following, self._past_fillers(following, position)
        )

    def _introduces(self, words: Sequence[str | None], start: int) -> bool:
        """Whether WORDS from START on open with a phrase of introductions.tsv."""
        return self._introduction_end(words, start) is not None

    def _introduction_end(self, words: Sequence[str | None], start: int) -> int | None:
        """Where the phrase of introductions.tsv that WORDS open with from START ends, or None
        (no two of its phrases begin alike, so at most one is said there)."""
        for phrase in self._introductions:
            if tuple(words[start : start + len(phrase)]) == phrase:
                return start + len(phrase)
        return None

    def joined_after(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the words said after a window's POSITION join another name to one there:
        "and" or "or", then a word an address writes ("hi mom | and dad"; search.Layers
        .joined_after)."""
        address_forms = self._layers.address_forms

        def joined(position: int) -> bool:
            if following[position] not in JOINING or position + 1 >= len(following):
                return False
            name = following[position + 1]
            forms = address_forms(name) if name is not None else ()
            return bool(forms) and not forms[0].isupper()  # not "I", nor letters

        return joined

    def business(self, texts: list[str]) -> frozenset[int]:
        """The window's positions of words that name the business a speaker calls from: after
        "from", "with" or "at" said after their name ("this is tom from | riverside auto
        repair") or after "calling", "reminder" or "message" ("a reminder from | sunrise
        pediatrics"), up to the last word of businesses.tsv among the next five, with no
        determiner or question's word before it ("from the dental clinic" names none, nor "it's
        marissa | which hotel are you") and a word before it ("from accounting" names a
        department); not "and" or "of" ("Bob's Heating and Cooling"). Or the
        business introduces itself before "calling" or its message: "this is | happy paws
        veterinary clinic | calling", "this is | oak hill pharmacy | your flu shot". A company of
        companies.tsv said alone names one in either place ("this is jake from | ups", "this is
        | best buy | your order")."""
        named: set[int] = set()
        for at, word in enumerate(texts):
            calls = self._business_calls(texts, at)
            if not calls and (word not in _FROM or not self._speaker_before(texts, at)):
                continue
            end = None
            for after in range(at + 1, min(at + 6, len(texts))):
                if texts[after] in self._determiners or texts[after] in _ORG_STOPS:
                    break
                if texts[after] in self._businesses and (
                    not calls or self._calls_on(texts, after + 1)
                ):
                    end = after
            # A business word alone names a department, not a business: "jim from accounting",
            # "sam from marketing".
            if end is not None and end > at + 1:
                named.update(i for i in range(at + 1, end + 1) if texts[i] not in _MINOR)
            # A company named by common words, said alone ("this is jake from | ups", "this is |
            # spectrum | calling", "this is | best buy | your order"; companies.tsv).
            else:
                named.update(self._company_at(texts, at + 1, calls))
        return frozenset(named)

    def _company_at(self, texts: list[str], at: int, calls: bool) -> range:
        """The positions of a company of companies.tsv said from TEXTS[AT] on, the longest one
        (and, where the business introduces itself, "calling" or its message after it:
        _calls_on), and another such company said after it, its service ("this is | best buy
        geek squad | your laptop", "aaron from | best buy geek squad"); an empty range if none
        is."""
        for n in range(min(self._longest_company, len(texts) - at), 0, -1):
            if tuple(texts[at : at + n]) not in self._companies:
                continue
            service = self._company_at(texts, at + n, calls)
            if service:
                return range(at, service.stop)
            if not calls or self._calls_on(texts, at + n):
                return range(at, at + n)
        return range(0)

    def _calls_on(self, texts: list[str], at: int) -> bool:
        """Whether TEXTS[AT] may follow the name of a business that introduces itself: "calling",
        or its message begins ("this is oak hill pharmacy | your flu shot", "| with a message",
        "| we're unable"), past a hesitation ("this is quality cleaners | uh we have"); not the
        transcript's end ("This is great pizza.")."""
        if at < len(texts) and texts[at] in self._layers.fillers:
            at += 1
        return at < len(texts) and texts[at] in self._business_goes_on

    def _business_calls(self, texts: list[str], at: int) -> bool:
        """Whether TEXTS[AT] ends an introduction ("this | is") that opens its transcript or
        follows a greeting: a business's name may follow, if "calling" follows it."""
        for phrase in self._introductions:
            start = at + 1 - len(phrase)
            if start >= 0 and tuple(texts[start : at + 1]) == phrase and (
                start == 0 or (texts[start - 1],) in self._layers.greetings
                or _addressed_before(texts, start)
            ):
                return True
        return False

    def _speaker_before(self, texts: list[str], at: int) -> bool:
        """Whether the words before TEXTS[AT] are "calling", "reminder" or "message" (_SENT), or
        an introduction then a name (a title before it or not) and at most three more words
        ("it's lisa the nurse | from"), or then the desk or team that speaks ("this is the
        scheduling team | at")."""
        if at and texts[at - 1] in _SENT:
            return True
        for phrase in self._introductions:
            for start in range(max(at - 4 - len(phrase), 0), at - len(phrase)):
                name = texts[start + len(phrase)]
                # A title before the name: "this is miss claire | from".
                if name in self._titles and start + len(phrase) + 1 < at:
                    name = texts[start + len(phrase) + 1]
                # A name the lexicon writes capitalized, or often enough ("this is ray | at"),
                # or "the" before the desk or team that speaks ("this is the front desk | at").
                if tuple(texts[start : start + len(phrase)]) == phrase and (
                    self._layers.address_forms(name) or self._layers.may_name(name)
                    or name == "the"
                ):
                    return True
        return False


def _addressed_before(texts: Sequence[str], start: int) -> bool:
    """Whether the words before TEXTS[START] say whom the message is for, in one to three words
    ("this message is for james carter | this is walgreens pharmacy", "a message for mister
    price | this is"): the business's introduction opens the message after it.

    >>> _addressed_before("this message is for james carter this is".split(), 6)
    True
    >>> _addressed_before("i waited for james this is".split(), 3)
    False
    """
    for named in range(1, 4):
        at = start - named - 1  # the position of "for"
        if at >= 1 and texts[at] == "for" and (
            texts[at - 1] == "message" or tuple(texts[at - 2 : at]) == ("message", "is")
        ):
            return True
    return False


# Words before a sign-off phrase that make it a predicate, besides after_description.tsv's
# subjects: "you | take care", "hope to | see you soon", "we all | love you", "she says | love
# you" (SpeakerCues.sign_off_after).
_SUBJECT_LINKS = frozenset(
    {
        "you", "you'll", "they'll", "he'll", "she'll", "to", "will", "would", "can", "could",
        "should", "must", "might", "gonna", "wanna", "all", "really", "still", "always", "so",
        "also", "too", "says", "said", "say", "tell",
    }
)
# The first words of the sign-offs whose subject is the listener ("you take care", "you have a
# good one"): only before these is "you" their subject (sign_off_after).
_BIDDEN = frozenset({"take", "have"})
# The listener as the subject of what a speaker says after their name (listener_after).
_LISTENER = frozenset({"you", "you're", "you've", "you'll", "you'd"})
# Words that open a question to the listener after a speaker's name (listener_after): "it's
# laura | why didn't anyone tell me", "it's nick | which one of us", "it's dad | can you".
_ASKING = frozenset(
    {"why", "what", "which", "where", "how", "when", "can", "could", "did", "do", "are", "is"}
)
# What only a person follows (named_objects): verbs of telling and asking, "talked to", and the
# pronouns a name is joined to by "and"; "will" so joined is as often the modal ("for you and
# will be held").
_TOLD = frozenset({"tell", "told", "ask", "asked", "remind", "text", "texted"})
_TALKED = frozenset(
    (verb, to) for verb in ("talk", "talked", "talking", "spoke", "speak") for to in ("to", "with")
)
_PERSONS = frozenset({"you", "me", "him", "her", "us", "them"})
_MODAL_NAMES = frozenset({"will"})
# Short closings that "bye" joins as one sentence ("Love you, bye.", "Thanks, bye."; the
# probes' editors write 8 so, 1 "Love you. Bye."; joined_farewell_after).
_JOINED_CLOSINGS = frozenset({("love", "you"), ("love", "ya"), ("thanks",), ("thank", "you")})
# Subjects that make such a closing a sentence of its own: "I love you. See you tomorrow."
_CLOSING_SUBJECTS = frozenset({"i", "we"})
# Said after a speaker's name by one who called before ("it's dawn | again from the
# dentist"): speaker_after reads the word after it.
_AGAIN = frozenset({"again"})
# Words of vocatives.tsv that address no one when they open a message: "there" ("hi there") opens
# sentences of its own ("there's a leak"; SpeakerCues.opening_address).
_NOT_ADDRESSED = frozenset({"there"})
# Words that address the listener after an opening greeting but name no one elsewhere, so no
# vocative of vocatives.tsv (SpeakerCues.greeted_fondly): "Hey love, just landed".
_FOND_AFTER_GREETING = frozenset({"love"})
# The introduction, and the word after a speaker's name, that say a name stands between them
# where the name is also a word ("this is | summer | from"; SpeakerCues.affiliated_names).
_EMPLOYED = frozenset({("this", "is")})
_EMPLOYER = frozenset({"from"})
# Replies that may stand before a sign-off with a comma: "Sure, have a good day.", "No problem,
# have a good day.", "You're welcome, take care.", "Ok then, take care."
_REPLIES = frozenset({"sure", "problem", "welcome", "then"})
# A condition or a time whose verb goes unsaid after its modal: "if you can", "when you want"
# (ends_elliptically).
_ELLIPTICAL_OPENERS = frozenset({"if", "when", "whenever"})
_ELLIPTICAL_SUBJECTS = frozenset({"you", "we", "they", "i", "he", "she", "y'all"})
_ELLIPTICAL_VERBS = frozenset({"can", "could", "want", "wanna", "need", "like", "get"})

# The business a speaker calls from (SpeakerCues.business): the words after which its name
# follows a speaker's ("this is Tom from Riverside Auto Repair", "Rachel with Brightpath
# Staffing"); words no such name holds, what follows it ("calling", "about") and "from" and
# "with", which part a speaker's name from the business after it ("this is dev from
# arrowhead electric", not "Dev From Arrowhead Electric"); words inside it that keep their
# lowercase; and the words after which a business introducing itself must go on.
_FROM = frozenset({"from", "with", "at"})
# Words after which "from" names whoever sends the message, as a speaker's name does: "calling
# from", "a reminder from sunrise pediatrics", "a message from parcel express", "a courtesy
# call from city water utilities".
_SENT = frozenset({"calling", "reminder", "message", "call"})
# Besides after_description.tsv's, words that open a message after a business's name: the
# listener, what is theirs or the business's, and "with" ("cedar grove pharmacy | with a
# message for"; SpeakerCues._calls_on).
_MESSAGE_OPENERS = _LISTENER | {"your", "our", "with"}
_ORG_STOPS = frozenset(
    {
        "calling", "about", "regarding", "returning", "to", "for", "i", "we", "from", "with", "at",
        # A question's word opens the message, no name: "it's marissa | which hotel are you".
        "which", "what", "whose", "who", "where", "when", "why", "how",
    }
)
_MINOR = frozenset({"and", "of"})
# Words that carry on the sentence a business's name is said in: "from Sunrise Dental calling
# about", "| with a message", "| in Springfield", "| regarding your claim", "| just letting you
# know" (a comma before it). Before any other word the message opens (business_message_after).
_NAME_GOES_ON = frozenset(
    {
        "calling", "returning", "with", "just", "about", "regarding", "to", "for", "in", "on",
        "at", "here", "and", "or", "of", "again", "located", "near", "downtown", "over", "off",
        "by", "following", "checking", "reaching", "letting", "confirming", "reminding", "that",
        # A desk or department of the business: "Lakeview Community College | admissions".
        "admissions", "billing", "office", "department", "team", "desk", "support",
    }
)
_CALLING = frozenset({"calling", "returning"})
# "here", which says where the speaker is, not what they call about: "this is joe's pizza | here"
# names no business before a message.
_HERE = frozenset({"here"})
# How many words may open a transcript before its introduction: a greeting and a name ("good
# afternoon | this is", "hi mister davis | this is"; SpeakerCues._opening_introduction).
_OPENING_REACH = 3
# The word that opens an aside after where a speaker is from: "at allstate | just following up",
# and words in "-ing" after it that are no participle ("just something quick", "just bring").
_ASIDE_OPENERS = frozenset({"just"})
_NOT_PARTICIPLES = frozenset({"something", "nothing", "anything", "everything", "thing", "bring"})
# The words that open a message after where a speaker is from: the listener, what is theirs,
# the speaker or their business ("from IT | your laptop", "at CVS | we"), not an auxiliary that
# may carry a clause on ("teams who | are interested"; SpeakerCues.affiliation_message_after).
_SPEAKERS_MESSAGE = _LISTENER | frozenset(
    {"your", "our", "i", "i'm", "i've", "i'll", "i'd", "we", "we're", "we've", "we'll", "we'd"}
)
# Words that open a message after "calling" ("this is the pharmacy calling | your
# prescription"): not the listener, whom the call may be to ("calling you back").
_CALLED_MESSAGE = (_SPEAKERS_MESSAGE - _LISTENER) | {"the"}
# Verbs that only a relation and "I" together take, never "I" alone after a speaker's
# description: "it's Dad | your mother and i are thinking" (_role_at), where "it's Sarah, your
# neighbor, and I just wanted", "and I got your package", "and I can come by" go on as one.
_JOINED_VERBS = frozenset({"are", "were"})


def ends_elliptically(texts: Sequence[str], at: int) -> bool:
    """Whether TEXTS[AT], a modal or a verb of wanting, ends a condition or a time said with the
    verb it takes left unsaid ("if you can | love you bye", "whenever you want | talk soon"):
    the clause is whole, and a sign-off after it is no verb of its (sign_off_after; tuning
    .elliptical_sign_off_penalty)."""
    return (
        texts[at] in _ELLIPTICAL_VERBS and at >= 2
        and texts[at - 1] in _ELLIPTICAL_SUBJECTS and texts[at - 2] in _ELLIPTICAL_OPENERS
    )


def closing_phrases_at(
    texts: Sequence[str],
    ends: Sequence[bool],
    start: int,
    phrases: AbstractSet[tuple[str, ...]],
) -> list[tuple[str, ...]]:
    """The phrases of PHRASES said from TEXTS[START] on after which only the message's close is
    said (ENDS, closing_ends): "call me back | bye" from "call" (sign_off_after,
    formatter.call_backs)."""
    return [
        p for p in phrases if tuple(texts[start : start + len(p)]) == p and ends[start + len(p)]
    ]


def closing_ends(texts: Sequence[str], closing: AbstractSet[tuple[str, ...]]) -> list[bool]:
    """ends[i] for each position i of TEXTS and the one past its last: whether TEXTS[i:] is
    phrases of CLOSING only, one after another ("talk soon bye", or nothing). Read back from
    the end; once as many positions in a row as the longest phrase's words are not, none before
    them can be, so a long transcript costs only its close.

    >>> closing_ends("call me talk soon bye".split(), {("talk", "soon"), ("bye",)})
    [False, False, True, False, True, True]
    """
    longest = max((len(p) for p in closing), default=0)
    n = len(texts)
    ends = [False] * n + [True]
    misses = 0
    at = n - 1
    while at >= 0 and misses < longest:
        ends[at] = any(
            ends[at + k] and tuple(texts[at : at + k]) in closing
            for k in range(1, min(longest, n - at) + 1)
        )
        misses = 0 if ends[at] else misses + 1
        at -= 1
    return ends


def _joins_speaker(after: Sequence[str | None]) -> bool:
    """Whether the words AFTER a relation join the speaker to it as the subject of what follows
    ("your mother | and i are thinking"), as no description of the speaker does."""
    return list(after[:2]) == ["and", "i"] and len(after) > 2 and after[2] in _JOINED_VERBS


def _said_to(texts: Sequence[str], word: str) -> bool:
    """Whether TEXTS say WORD before a word that is the listener ("love | you")."""
    return any(w == word and after in _LISTENER for w, after in zip(texts, texts[1:], strict=False))
