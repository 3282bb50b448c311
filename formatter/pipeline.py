"""The Formatter: spoken words with times in, written tokens with times out (paper sections 2.4, 3).

    >>> Formatter().format_text("hi bill it's tracy bye")                     # doctest: +SKIP
    "Hi Bill, it's Tracy. Bye."

One Formatter loads the grammars, the language model and the case lexicon once; `format` may then be
called from several threads (all loaded state is read-only but for the LM's score memo, whose dict
updates are atomic under the GIL).
"""

from __future__ import annotations

import functools
import math
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import replace
from pathlib import Path

from formatter import timing
from formatter.audiences import audience_after
from formatter.call_backs import call_backs
from formatter.casing import Casing, Casings
from formatter.codes import DIGIT_COST, LETTER_COST, SpelledCodes
from formatter.counting import count_starts, counts, drop_count_joins
from formatter.errors import InputError
from formatter.evidence import EvidenceSource, known_engine
from formatter.highways import HIGHWAY, off_road
from formatter.invitations import invitation_after
from formatter.last_times import DAY_PARTS, time_said_last
from formatter.lattice import Edge, SegmentDag, Variants, with_readings, without, words_dag
from formatter.model import (
    load_members,
    load_money_context,
    load_openers,
    load_question_openers,
    load_scorer,
    load_sentence_lengths,
    load_small_ordinals,
    load_small_quantities,
)
from formatter.okay_said import okay_said_after, okay_said_goes_on
from formatter.ordinals import date_days, modified
from formatter.pets import pet_names
from formatter.purposes import purpose_after
from formatter.quantities import CountedNouns
from formatter.search import (
    NO_EVIDENCE,
    Carry,
    Evidence,
    Layers,
    Views,
    best_path,
)
from formatter.so_requests import asking_after, request_after
from formatter.speakers import SpeakerCues, ends_elliptically
from formatter.splits import drop_number_splits
from formatter.streets import (
    address_places,
    address_units,
    numbered_streets,
    street_after,
    street_names,
)
from formatter.tag_questions import tag_positions
from formatter.told_clauses import told_clause_ends
from formatter.transcript import FormattedTranscript, Token, Word, validate
from formatter.tuning import DEFAULT, Tuning
from formatter.unsaid_questions import (
    asked_in_after,
    asked_in_the_past,
    asked_whole_after,
    unsaid_auxiliary,
)
from formatter.vocabulary import NO_VOCABULARY, Vocabulary
from formatter.words import Unit, spoken_units
from grammars import title
from grammars.alphanumeric import SPELLED_MIN
from grammars.anchors import read_alone_in
from grammars.base import table_phrases, table_rows, table_words
from grammars.capitalization import (
    CaseLexicon,
    address_forms,
    case_forms,
    dotted,
    upper_first,
    vocative_forms,
)
from grammars.cardinal import three_digit_pair, year_clock_pair
from grammars.punctuation import MARK_SETS, QUESTION, Punctuation
from grammars.time import OCLOCK
from grammars.website import SHAPING
from lm import acronyms
from lm.boundary_text import case_name
from lm.class_sizes import address_part_cost
from lm.fillers import FILLERS
from lm.money_context import PRICED_REACH
from lm.tokens import EMAIL_TOKEN, URL_TOKEN, code_parts

# Longest run of words searched at once. Longer transcripts are cut into windows at a word that
# cannot belong to a number, and the search carries its LM state across: memory stays bounded and
# time grows linearly with length.
WINDOW_WORDS = 200
# How far back from a window's end to look for a safe cut.
CUT_SEARCH = 40
# Tables whose words may sit inside a number, time, amount or phone number: no cut next to them.
NUMBER_TABLES = (
    "phone_words", "units", "ordinal_units", "ordinal_teens", "ordinal_tens", "months",
    "magnitudes", "currency", "currency_minor", "units_of_measure", "am_pm",
)


# A four-digit count with its thousands comma ("1,200"), as the style's "comma" writes it.
_GROUPED_FOUR = re.compile(r"-?[1-9],\d{3}")
_YEARS = re.compile(r"1,9\d\d|2,0\d\d")
# A number and the noun it modifies joined by hyphens (grammars.compound): "four-day", "30-day",
# "five-year-old".
_COMPOUND = re.compile(r"[\d,]+(?:-[a-z]+)+|[a-z]+(?:-[a-z]+)+")
# Whole dollars of 100-999 said as a pair without their currency word ("four ninety nine").
_WHOLE_PAIR = re.compile(r"-?\$[1-9]\d\d")
# A fraction of one ("1/3"), as grammars.fraction writes "a third" or "one third".
_SIMPLE_FRACTION = re.compile(r"1/\d+")
# The words inside a token's text, as the case layer reads them (grammars.capitalization).
_PIECES = re.compile(r"[a-z][a-z']*")
# The words that join a range's ends and a clock's minutes to the hour after them: "from ten to
# six" (grammars.time: "ten to six", 5:50). Only a count of minutes said in one word ends a
# range ("ten", "twenty"; not "quarter", nor "twenty five" or "a quarter": "from a quarter to
# six" is 5:45; "half" is never read before the hour, grammars.time).
_RANGE_WORDS = frozenset({"to", "till", "til"})
# Words after which "from ten to six" still names a clock: "from ten to six until seven".
_RANGE_ENDS = frozenset({"to", "until", "till", "til", "through"})
# Words before which such a pair is a range of hours even with no "from": "Monday through
# Saturday ten to six", "open ten to six", "weekends nine to five". A clock after a day is said
# with "at" ("Saturday at ten to six").
_WEEKDAYS = table_words("weekdays")
_RANGE_STARTS = (
    frozenset({"from", "open", "daily", "weekdays", "weekends"})
    | _WEEKDAYS
    | frozenset(day + "s" for day in _WEEKDAYS)
)
# Words before a pair that say a time follows ("at six forty", "free after twelve fifteen";
# tuning.clock_preposition_bonus), and words after one that price it by the unit, which no clock
# takes ("at four fifty a square foot").
_CLOCK_PREPOSITIONS = frozenset({"at", "by", "until", "till", "after", "before", "around"})
_PRICED_PER = frozenset({"a", "an", "per", "each", "apiece"})
# A near day before its part (last_times.DAY_PARTS), said after a clock ("four twelve | this
# morning"; _part_of_day_at).
_NEAR_DAYS = frozenset({"this", "last", "tomorrow", "yesterday"})
# Words of moving a time said before "to" and the time it is moved to: "moved the call | to two
# thirty", "closer | to one thirty".
_MOVED = frozenset({"moved", "pushed", "closer", "rescheduled", "changed", "switched", "bumped"})


class Formatter:
    """Loads everything once; `format` and `format_text` are then cheap and reusable."""

    def __init__(
        self,
        model: Path | None = None,
        questions: bool = True,
        tuning: Tuning = DEFAULT,
        numbers: bool = True,
        class_set: str | None = None,
        marks: frozenset[str] | None = None,
        pauses: Path | None = None,
        style: str | None = None,
        boundary: Path | Sequence[Path] | None = None,
        fillers: Path | None = None,
        engine_pauses: Mapping[str, Path] | None = None,
        pause_text: Path | None = None,
        vocabulary: Path | Vocabulary | None = None,
    ):
        """NUMBERS=False keeps every word as spoken (punctuation and capitals only: the paper's
        G_cap_punct-only setting of section 4.3). CLASS_SET, if given, must match the model's.
        MARKS (grammars.punctuation.parse_marks) narrows the marks written; QUESTIONS=False
        drops "?" from them. PAUSES, FILLERS and BOUNDARY replace the shipped pause and filler
        tables (lm.pauses, lm.fillers) and boundary and case model (lm.boundary; several paths
        are averaged, as the shipped ones are); ENGINE_PAUSES (engine -> file) the tables of
        the engines `format` may name (the shipped ones unless PAUSES is given); PAUSE_TEXT
        the model reading the boundary model and the gaps together (lm.pause_text). STYLE names
        the written forms (grammars.style: 'en-US', the default, 'en-GB', with options
        'en-US,clock=24'); an unknown one raises InputError. VOCABULARY, a caller's names and
        terms as they are written (formatter.vocabulary: a file, one a line, or one parsed),
        adds to the lexicon's forms; a file that cannot be one raises InputError."""
        from grammars import export
        from grammars.style import Style, StyleError

        try:
            self.style = Style.parse(style)
        except StyleError as error:
            raise InputError(str(error)) from None
        self._fsts = export.load(self.style)
        self._entity_words = table_words(*NUMBER_TABLES)
        self._pair_neighbours = table_words("units", "teens", "tens", "magnitudes") | {"oh"}
        # Words a spoken number's run goes on with ("magnitudes" holds "million" and up only).
        self._run_words = self._pair_neighbours | {"hundred", "thousand"}
        self._number_words = self._entity_words | self._run_words
        self._letters = table_words("letters")
        self._digit_words = table_words("digit_words", "teens", "tens")
        self._single_digits = table_words("digit_words")
        self._idioms = frozenset(written for _, written in table_rows("number_idioms"))
        self._determiners = table_words("determiners")
        self._relations = table_words("relations")
        self._interjections = table_words("interjections")
        # "a m" -> "am": how the corpora the money table was counted on write a clock's half.
        self._am_pm = {said: written.lower() for said, written, *_ in table_rows("am_pm")}
        # Words that say a time whatever the words around them (_pair_bonus); a day's half says
        # one only after a number ("i am free" is no clock).
        self._clock_words = frozenset({*OCLOCK, "noon", "midnight"})
        self._introductions = table_phrases("introductions")
        self._months = table_words("months")
        self._code_labels = table_words("code_labels")
        self._number_labels = self._code_labels | table_words("number_labels")
        self._currency_words = table_words("currency", "currency_minor")
        self._street_suffixes = table_words("street_suffixes")
        self._states = table_phrases("us_states")
        # Ordinals under ten, and the words whose number one ends ("twenty | fifth", 25th).
        self._ordinal_units = table_words("ordinal_units")
        self._ordinal_joins = table_words("tens") | {"hundred", "thousand"}
        # Words no street's name holds between a house number and its suffix (formatter.streets).
        self._street_stops = (
            self._number_words | self._determiners | table_words("prepositions")
            | self._currency_words | table_words("compound_nouns")
        )
        # Pets' names that are words too, and what says one is spoken of (formatter.pets).
        self._pet_names = table_words("pet_names")
        self._animals = table_words("animals")
        self._pet_care = table_words("pet_care")
        self._codes = SpelledCodes()
        self.lm = load_scorer(model, class_set)
        self._small_quantities = load_small_quantities(self.lm)
        self._small_ordinals = load_small_ordinals(self.lm)
        # Not the units a measure's reading abbreviates ("pounds": "7 lb"), where the count's
        # cost would tip the figure into the abbreviation, not into words.
        self._counted = CountedNouns(
            table_words("not_counted") | {row[0] for row in table_rows("units_of_measure")}
        )
        self._money_context = load_money_context(self.lm)
        cases = self.lm.case_lexicon
        lexicon = CaseLexicon.load(cases) if cases else CaseLexicon({})
        lexicon = lexicon.with_acronyms(acronyms.load(acronyms.beside(self.lm.path)))
        self._lexicon = lexicon
        self._unigrams: dict[str, float] = {}  # _unigram's
        chosen = marks if marks is not None else MARK_SETS["comma,period,question"]
        punctuation = Punctuation(chosen if questions else chosen - {QUESTION})
        self._punctuation = punctuation
        # Lead-ins ("just a reminder") and the words that carry one on rather than follow it
        # (_lead_ins: "just a reminder | that", "a reminder | to bring").
        self._lead_ins = punctuation.lead_ins
        self._carried = table_words("prepositions") | {"that", "to"}
        # A request's tag ("okay") before the message's close (formatter.tag_questions).
        self._tags = table_words("tags")
        self._requests = table_words("requests")
        # A request to call or text back, said last (formatter.call_backs).
        self._call_backs = table_phrases("call_backs")
        # The search asks for one word's forms in every window it is in: kept, bounded.
        # A title's form without its period ("Ms", beside the title grammar's "Ms.") would tie
        # with the title: the title writes it (grammars.title).
        self._untitled = frozenset(written.rstrip(".") for written in title.written())
        self._asked_in_the_past = asked_in_the_past(self._unigram)
        # The lexicon's parts (case_forms, may_name, address_forms) are each casing's (_cased).
        self._base_layers = Layers(
            case_forms=lambda text, start: (text,),
            marks={
                m: self.lm.pieces(m) if m else ()
                for m in (*punctuation.between, *punctuation.final)
            },
            sentence_end=punctuation.sentence_end,
            final_marks=punctuation.final,
            between=punctuation.between,
            pieces=self.lm.pieces,
            start_pieces=self.lm.start_pieces if self.lm.folds_starts else None,
            apart=self._views([]),  # each window's own texts replace it (format)
            space=self.lm.space,
            member_cost=load_members(self.lm).cost,
            opener_ratio=load_openers(self.lm).opening,
            question_ratios=load_question_openers(self.lm),
            unsaid_question=unsaid_auxiliary(self._unigram),
            length_ratios=load_sentence_lengths(self.lm).ratios,
            email_token=EMAIL_TOKEN,
            url_token=URL_TOKEN,
            greetings=punctuation.greetings,
            farewells=punctuation.farewells,
            wishes=punctuation.wishes,
            interjections=self._interjections,
            titles=title.written(),
            honorifics=table_words("honorifics"),
            determiners=self._determiners,
            relations=self._relations,
            fillers=FILLERS,
            endearments=table_words("endearments"),
            said_titles=title.said(),
            known=self.lm.is_known,
            rare=lambda text: self._rare(text, tuning.rare_speaker_logprob),
            # A company's own form of a word, where it is not the word capitalized ("UPS");
            # the words of a name said in several ("best buy") are capitalized each.
            company_forms={
                row[0]: row[1] for row in table_rows("companies") if " " not in row[0]
            },
            spelled_numbers=table_words("teens", "tens", "ordinal_teens", "ordinal_tens"),
            spelled_hours=table_words("units") | {"ten", "eleven", "twelve"},
            small_digits=(
                frozenset("23456789") if self.style.small_numbers == "either" else frozenset()
            ),
            digits_before=table_words("magnitudes", "currency_minor"),
            number_labels=self._number_labels,
            vocative_forms=vocative_forms,
            introductions=self._introductions,
            case_class=case_name,
            months=self._months,
            date_order=self.style.date_order,
        )
        self._part_cost = address_part_cost(self.lm.card.vocabulary_size)
        self._tuning = tuning
        if not isinstance(vocabulary, Vocabulary):
            vocabulary = Vocabulary.load(vocabulary) if vocabulary else NO_VOCABULARY
        self._casings = Casings(self._cased, vocabulary)
        self._evidence = EvidenceSource(
            tuning, boundary, pauses, fillers, engine_pauses, pause_text
        )
        self._variants = (
            Variants(self._fsts, read_alone_in(self.style)) if numbers else None
        )

    @property
    def _layers(self) -> Layers:
        """The layers of the load-time vocabulary's casing (set: a tuning script's or a test's
        layers without some rule's table)."""
        return self._casings.loaded.layers

    @_layers.setter
    def _layers(self, layers: Layers) -> None:
        self._casings.loaded = replace(self._casings.loaded, layers=layers)

    @property
    def _speakers(self) -> SpeakerCues:
        """The speakers' cues of the load-time vocabulary's casing."""
        return self._casings.loaded.speakers

    def _cased(self, vocabulary: Vocabulary, loaded: Casing | None) -> Casing:
        """The lexicon's parts of the layers and the speakers' cues, with VOCABULARY's words;
        for a call's (LOADED, the load-time casing), the forms of every word it does not hold
        are LOADED's, kept already.

        A caller's word that is also a common one ("Will") is theirs where a name stands; a
        rarer one ("QuickBooks") wherever it is said (CaseLexicon.with_vocabulary), and so in
        the form they gave, not one the case model or the recognizer suggests there."""
        common = lambda word: not self._rare(word, self._tuning.rare_name_logprob)  # noqa: E731
        lexicon = self._lexicon.with_vocabulary(vocabulary.words, common)
        # The search asks for one word's forms in every window it is in: kept, bounded. A
        # title's form without its period ("Ms", beside the title grammar's "Ms.") would tie
        # with the title: the title writes it (grammars.title).
        untitled = self._untitled
        kept = functools.lru_cache(maxsize=100_000 if loaded is None else 2_000)
        # A term heard as other words is written as given (its reading's text is its
        # written form lowercased: with_readings).
        heard = {written.lower(): written for written in vocabulary.readings.values()}

        def own_forms(text: str, start: bool) -> Sequence[str]:
            written = heard.get(text)
            if written is not None:
                return [upper_first(written) if start else written]
            return _without(case_forms(text, start, lexicon), untitled)

        forms = kept(own_forms)
        # Asked of every edge the search follows, so kept, bounded as case_forms is.
        addressed = kept(lambda text: address_forms(text, lexicon))
        if loaded is not None:
            held = _holds({**vocabulary.words, **heard})
            base = loaded.layers
            forms = _either(held, forms, base.case_forms)
            addressed = _either(held, addressed, base.address_forms)
        layers = replace(
            self._base_layers,
            case_forms=forms,
            may_name=lexicon.may_name,
            address_forms=addressed,
        )
        # Who speaks and whom the message addresses, read from the words around each slot.
        speakers = SpeakerCues(
            layers,
            self._introductions,
            self._determiners,
            self._relations,
            self._interjections,
            rare_name=lambda word: self._rare(word, self._tuning.rare_name_logprob),
            greeted_name=lexicon.may_be_greeted,
        )
        fixed = frozenset(w for w in vocabulary.words if not common(w)) | frozenset(heard)
        return Casing(layers, speakers, fixed, vocabulary)

    def format(
        self,
        words: Sequence[Word],
        boundaries: Sequence[int] = (),
        timed: bool = True,
        segment: bool = False,
        engine: str | None = None,
        drop_fillers: bool = False,
        vocabulary: Vocabulary | None = None,
    ) -> FormattedTranscript:
        """Format timed words; a word index in BOUNDARIES starts another speaker's turn: no token
        spans it, and it is evidence for a sentence end before it (tuning.speaker_weight).

        TIMED=False says the words' times are not real (plain text): no pause evidence. Real times
        that say nothing of pauses (every gap 0) count as untimed too (lm.pauses.gaps).
        SEGMENT says the words are a piece of a longer stream (a caption chunk, a turn cut from a
        call): the first may continue a sentence begun before them, and the last need not end
        one; the search decides both, as it decides every other slot. Without it a transcript
        starts and ends a sentence. ENGINE names the recognizer that timed the words (one of
        lm.pauses.ENGINES: its own pause model reads the gaps; None, the pooled one).
        DROP_FILLERS leaves the hesitations ("um", "uh": lm.fillers.FILLERS) out of the text, as
        an editor does: each joins the token before it (or after it, opening the turn), whose
        span and confidence then take it in, and the search reads the words around it as said
        together ("Hi, this is Martin" for "hi uh this is martin"); a turn of fillers alone
        keeps them. VOCABULARY, this call's names and terms (formatter.vocabulary: a user's
        contacts), is added to the Formatter's own; the last few are kept ready
        (formatter.casing)."""
        validate(words)
        known_engine(engine)
        # Each turn is split into units on its own (no unit, and so no token, spans two
        # speakers); the search runs over all of them, the turns' edges being window cuts where a
        # sentence may go on: a change of speaker is evidence for a sentence end, not a wall.
        units: list[Unit] = []
        turn_starts: list[int] = []
        cuts = sorted({0, *boundaries, len(words)})
        for begin, end in zip(cuts, cuts[1:], strict=False):
            turn = spoken_units(words[begin:end], FILLERS if drop_fillers else frozenset())
            if drop_fillers and not turn:
                turn = spoken_units(words[begin:end])
            if turn:  # a turn of punctuation only has nothing spoken to write
                turn_starts.append(len(units))
                units += [Unit(u.text, tuple(i + begin for i in u.sources), u.cased) for u in turn]
        changes = [start - 1 for start in turn_starts[1:]]
        evidence = self._evidence.evidence(units, words if timed else None, changes, engine)
        casing = self._casings.get(vocabulary)
        tokens = self._format_units(
            units, words, casing, evidence, segment, segment, turn_starts[1:]
        )
        tokens = _one_token_per_word(tokens, words)
        return FormattedTranscript(" ".join(t.text for t in tokens), tuple(tokens))

    def format_text(self, text: str, drop_fillers: bool = False) -> str:
        """Format one plain-text transcript (no timings): 'three thirty p m' -> '3:30 PM.'
        DROP_FILLERS as for format.

        An empty (or punctuation-only) transcript formats to "": there is nothing to write."""
        words = [Word(w, float(i), float(i + 1)) for i, w in enumerate(text.split())]
        return self.format(words, timed=False, drop_fillers=drop_fillers).text

    def _format_units(
        self,
        units: list[Unit],
        words: Sequence[Word],
        casing: Casing,
        evidence: Evidence = NO_EVIDENCE,
        continues: bool = False,
        open_end: bool = False,
        cuts: Sequence[int] = (),
    ) -> list[Token]:
        """The tokens of UNITS; CONTINUES: they may begin mid-sentence, OPEN_END: they may end
        so (Formatter.format's SEGMENT). No window, and so no reading, spans one of CUTS (unit
        indexes: where a new speaker begins)."""
        tokens: list[Token] = []
        start: Carry | None = None
        edges = [0, *cuts, len(units)]
        turns = zip(edges, edges[1:], strict=False)
        windows = [w for first, stop in turns for w in self._windows(units, first, stop)]
        # The caller's terms of several words, or heard as other words than written.
        heard = casing.vocabulary.heard_readings([u.text for u in units])
        for n, (begin, end) in enumerate(windows):
            window = units[begin:end]
            texts = [u.text for u in window]
            counted = counts(texts)  # formatter.counting: "one two three four"
            count_next = count_starts(counted)
            if self._variants is not None:
                dag = drop_number_splits(self._variants(texts), texts, count_next)
                dag = drop_count_joins(dag, counted, self.style.small_numbers != "digits")
                dag = self._codes.drop_crowded(dag, texts)
                dag = off_road(dag, texts)
                dag = self._drop_ordinal_seconds(dag, texts)
            else:
                dag = words_dag(texts)
            # A caller's term of several words ("summit ridge") or heard as other words ("mc
            # donalds"), one more reading of them.
            read = {
                (first - begin, length): written.lower()
                for first, length, written in heard
                if begin <= first and first + length <= end
            }
            if read:
                dag = with_readings(dag, [(f, w, text) for (f, w), text in read.items()])
            last = n == len(windows) - 1
            inside = _inside_readings(dag)
            codes = _code_slots(inside, texts, self._letters, self._digit_words)
            idioms = _inside_readings(dag, self._set_form) - codes
            seen = _window(evidence, begin, end, inside, self._tuning, codes, idioms)
            suggested = self._evidence.suggested_forms(window, seen) if seen.cases else {}
            layers = self._case_layers(window, begin == 0, suggested, casing)
            named = casing.speakers.affiliated_names(texts)
            fond: frozenset[str] = frozenset()
            if begin == 0:
                named |= casing.speakers.greeted_names(texts)
                fond = casing.speakers.greeted_fondly(texts)
            if named or fond:
                known_forms = layers.address_forms
                layers = replace(
                    layers,
                    address_forms=lambda t, k=known_forms, n=named, f=fond: k(t)
                    or ((upper_first(t),) if t in n else ((t,) if t in f else ())),
                )
            # The word said after each of the window's: the next window's first after the last,
            # unless another speaker says it.
            following = [*texts[1:], units[end].text if end not in edges else None]
            close = last and not open_end
            speakers = casing.speakers
            # Read only in the transcript's first window, where its introduction is.
            goes_on = speakers.affiliation_goes_on(texts) if begin == 0 else frozenset()
            message = speakers.affiliation_message_after(texts) if begin == 0 else frozenset()
            aside = speakers.affiliation_aside_after(texts) if begin == 0 else frozenset()
            called = speakers.call_message_after(texts) if begin == 0 else frozenset()
            greeted = speakers.greeted_speaker(texts) if begin == 0 else frozenset()
            opening = speakers.opening_speaker(texts) if begin == 0 else frozenset()
            addressing = speakers.opening_address(texts) if begin == 0 else frozenset()
            # Where the words on to the transcript's end only close it (farewells, sign-offs).
            closes = speakers.closing(texts, close)
            signed_off = speakers.sign_off_after(texts, closes)
            pets = pet_names(texts, self._pet_names, self._animals, self._pet_care)
            okay_said = okay_said_after(texts, closes)
            called_back = call_backs(texts, closes, self._call_backs)
            requested = request_after(texts)  # formatter.so_requests: "... | so please call"
            # Streets named by their number under ten ("on | fifth street"), read once for the
            # streets' layer and the house numbers' bonus before them.
            numbered = numbered_streets(
                texts, self._street_suffixes, self._ordinal_units, self._run_words,
                self._ordinal_joins,
            )
            streets = street_names(
                texts, self._street_suffixes, self._street_stops, self._run_words,
                self._single_digits,
            ) | numbered
            opens = speakers.message_after(following)
            layers = replace(
                layers,
                address_cost=self._address_cost(texts),
                apart=self._views(texts),
                reading_bonus=self._heard_bonus(read, self._reading_bonus(texts, numbered)),
                small_quantity=self._small_quantity(following),
                small_ordinal=self._small_ordinal(texts, following),
                date_day=date_days(texts).__contains__,
                counted_noun=self._counted_noun(following),
                described_after=speakers.described_after(following),
                role_after=speakers.role_after(following),
                goes_on_after=speakers.goes_on_after(following),
                names_self_after=speakers.names_self_after(following),
                speaker_after=speakers.speaker_after(following),
                greeted_speaker=greeted.__contains__,
                opening_speaker=opening.__contains__,
                opening_address=addressing.__contains__,
                named_relation=speakers.named_relation(texts, opening).__contains__,
                named_object=(speakers.named_objects(texts) | pets).__contains__,
                wished=self._punctuation.wished(texts).get,
                past_question=self._past_questions(texts),
                tag_question=tag_positions(
                    texts, closes, self._tags, self._requests
                ).__contains__,
                asked_in_after=asked_in_after(texts, closes).__contains__,
                asked_whole_after=asked_whole_after(texts, closes).__contains__,
                told_clause_after=told_clause_ends(texts, FILLERS, closes).__contains__,
                okay_said_after=okay_said.__contains__,
                okay_said_goes_on=okay_said_goes_on(okay_said, texts).__contains__,
                call_back_after=called_back[0].__contains__,
                call_back_ends=called_back[1].__contains__,
                # A request to call back said last is call_backs' alone.
                invitation_after=(invitation_after(texts) - called_back[0]).__contains__,
                purpose_after=purpose_after(texts, closes).__contains__,
                so_request_after=requested.__contains__,
                so_request_asks=asking_after(texts, requested).__contains__,
                audience_after=audience_after(texts).__contains__,
                count_after=frozenset(at - 1 for at in count_next).__contains__,
                time_said_last=time_said_last(texts, closes).__contains__,
                # A pet's name after a speaker's opens their message: "it's Mark. Shadow hasn't
                # been eating", where the LM read a surname.
                message_after=lambda position, o=opens, p=pets: o(position) or position + 1 in p,
                hesitation_after=speakers.hesitation_after(following),
                affiliation_after=speakers.affiliation_after(following),
                listener_after=speakers.listener_after(following),
                again_after=speakers.again_after(following),
                message_after_description=speakers.message_after_description(following),
                introduction_after=speakers.introduction_after(following),
                business=speakers.business(texts).__contains__,
                street_name=streets.__contains__,
                address_unit=(
                    address_units(texts, streets)
                    | address_places(
                        texts, streets, self._states, self._run_words, self._street_stops
                    )
                ).__contains__,
                affiliation_goes_on=goes_on.__contains__,
                affiliation_message_after=message.__contains__,
                affiliation_aside_after=aside.__contains__,
                call_message_after=called.__contains__,
                business_message_after=speakers.business_message_after(following),
                joined_after=speakers.joined_after(following),
                sign_off_after=signed_off.__contains__,
                elliptical_sign_off=frozenset(
                    at for at in signed_off if ends_elliptically(texts, at)
                ).__contains__,
                joined_farewell_after=speakers.joined_farewell_after(texts, closes).__contains__,
                repeated_after=_repeated_after(
                    texts, following, self._number_words, layers.greetings,
                    self._determiners,
                ),
                **_lead_ins(texts, following, self._lead_ins, self._carried),
            )
            choices, start = best_path(
                dag, self.lm, layers, self._tuning, start, close, seen, continues and n == 0
            )
            position = 0
            for choice in choices:
                covered = window[position : position + choice.edge.words]
                position += choice.edge.words
                sources = tuple(sorted({i for u in covered for i in u.sources}))
                weight = timing.product(
                    timing.word(words[i].start, words[i].end, words[i].confidence) for i in sources
                )
                speaker = words[sources[0]].speaker
                tokens.append(
                    Token(_written(choice.form, choice.mark), weight.start, weight.end,
                          weight.confidence, sources, speaker)
                )
        return tokens

    def _views(self, texts: list[str]) -> Callable[[str, tuple[str, ...], int, int], Views]:
        """The LM's other views of a form reading TEXTS[first:first + n] (search.Layers.apart):
        its code's pieces apart, and a code said a character at a time as the digit string of
        its length, each letter costing more than a digit (formatter.codes)."""

        def views(form: str, pieces: tuple[str, ...], first: int, n: int) -> Views:
            split = _apart(pieces)
            found = [(split, 0.0)] if split else []
            # A code said a character a word takes SPELLED_MIN words at least.
            letters = self._codes.read(form, texts, first, n) if n >= SPELLED_MIN else None
            if letters is not None:
                found.append((self.lm.pieces("5" * n), letters * (LETTER_COST - DIGIT_COST)))
            return tuple(found)

        return views

    def _address_cost(self, texts: list[str]) -> Callable[[int, int, bool], float]:
        """What reading TEXTS[first:first + n] as one address costs: a part's price for each word
        that could as well stay in the sentence. Those are the words before the first one that
        only shapes an address ("at", "dot": grammars.website.SHAPING), or before the top-level
        domain where none is said ("um between yeti com"), less the name a web address needs:
        "heworks@amazon.com" 2, "john.smith@gmail.com" 1, "umbetweenyeti.com" 2, "yeti.com" 0;
        a number word costs DIGIT_COST and a letter LETTER_COST: "jsmith88@yahoo.com" a letter,
        a part and two digits."""

        def cost(first: int, n: int, email: bool) -> float:
            spoken = texts[first : first + n]
            shaped = next((i for i, t in enumerate(spoken) if t in SHAPING), None)
            free = spoken[: len(spoken) - 1 if shaped is None else shaped]
            if not email:  # a web address writes its words as said ("threetimes.net")
                return self._part_cost * max(0, len(free) - 1)
            # In an e-mail's local part a number word is one of ten digits, a letter one of 26,
            # not a name of the vocabulary ("jsmith88").
            digits = sum(t in self._digit_words for t in free)
            letters = sum(t in self._letters for t in free)
            named = max(0, len(free) - digits - letters)
            return self._part_cost * named + DIGIT_COST * digits + LETTER_COST * letters

        return cost

    def _small_quantity(self, following: list[str | None]) -> Callable[[int], float]:
        """lm.small_quantities' log-odds for a small number said at a window's POSITION, by the
        word said after it (FOLLOWING[position]; None at the end)."""
        return lambda position: self._small_quantities.spelled(following[position])

    def _small_ordinal(
        self, texts: Sequence[str], following: list[str | None]
    ) -> Callable[[int], float]:
        """lm.small_ordinals' log-odds for an ordinal under ten said at a window's POSITION of
        TEXTS, by the word said after it (FOLLOWING[position]) where the ordinal may modify it
        (formatter.ordinals) and the table has that word's own row; 0 elsewhere, and after a
        month or before a number, where the ordinal is a date's day ("november | first |
        deadline", "december | first | twenty twenty five")."""
        table = self._small_ordinals
        centre = float(table.card.get("centre", 0.0))

        def spelled(position: int) -> float:
            after = following[position]
            if not modified(after) or after in self._number_words:
                return 0.0
            if position and texts[position - 1] in self._months:
                return 0.0
            row = table.words.get(after)
            return 0.0 if row is None else row + centre

        return spelled

    def _counted_noun(self, following: list[str | None]) -> Callable[[int], bool]:
        """Whether the word said after a window's POSITION is a plural noun's shape, the things
        a number said there counts (formatter.quantities)."""
        return lambda position: self._counted(following[position])

    def _rare(self, word: str, below: float) -> bool:
        """Whether WORD is rare enough in the LM's text to be a name the lexicon never listed:
        a word of letters whose unigram log-probability is BELOW that, or that the LM never saw."""
        return word.isalpha() and self._unigram(word) < below

    def _unigram(self, word: str) -> float:
        """WORD's unigram log-probability in the LM (-inf if it never saw it), kept per
        Formatter (a cache on the method would keep every Formatter alive), bounded."""
        found = self._unigrams.get(word)
        if found is None:
            if len(self._unigrams) >= _UNIGRAMS_KEPT:
                self._unigrams.clear()
            known = self.lm.is_known(word)
            found = self.lm.score(self.lm.null_state(), word)[0] if known else -math.inf
            self._unigrams[word] = found
        return found

    def _heard_bonus(
        self, read: Mapping[tuple[int, int], str], other: Callable[[int, int, str], float]
    ) -> Callable[[int, int, str], float]:
        """OTHER, but for a caller's term READ where it is heard (first word, words -> its
        text): tuning.heard_reading_bonus, the caller's word that the words are this term."""
        if not read:
            return other
        bonus = self._tuning.heard_reading_bonus

        def heard(first: int, n: int, form: str) -> float:
            return bonus if read.get((first, n)) == form else other(first, n, form)

        return heard

    def _drop_ordinal_seconds(self, dag: SegmentDag, texts: list[str]) -> SegmentDag:
        """DAG without the readings of a number and "second" as one modifier (grammars.compound:
        "a 60-second plank") where the words are an ordinal's: "second" ends one too, "twenty
        second" is the 22nd ("on March 22nd", "the 22nd of May", "finished 62nd"), but for
        after "a", where an ordinal seldom stands. A count that is no round ten has no ordinal
        to be ("a 45-second wall sit", "a five-second break"), unless it goes on a number
        said before it ("twenty | twelve second", 2012 then "second")."""

        def drop(node: int, edge: Edge) -> bool:
            if not edge.text.endswith("-second"):
                return False
            first = dag.position[node]
            said = texts[first : dag.position[edge.target]]
            before = texts[first - 1] if first else None
            return before in self._run_words or (said[-2] in self._ordinal_joins and before != "a")

        return without(dag, drop)

    def _reading_bonus(
        self, texts: list[str], numbered: AbstractSet[int]
    ) -> Callable[[int, int, str], float]:
        """The bonus of a multi-word reading FORM of TEXTS[first:first + n]: a code, or a string
        said digit by digit, after the word that labels it (_labelled_code, _labelled), or the
        reading a clock's pair takes (_pair_bonus); a price said without its currency word pays
        tuning.unsaid_currency_penalty, less what the words said before it say for money
        (lm.money_context: "it costs"; words that speak against it, "born in", take nothing).
        NUMBERED: the positions of streets named by their number (streets.numbered_streets)."""
        pair = self._pair_bonus(texts)
        grouped = self.style.four_digits == "comma"
        after_name = street_after(texts, self._street_suffixes, self._street_stops)

        def street(at: int) -> bool:
            # A street's name, or a numbered street's ("six eighteen | fifth avenue").
            return after_name(at) or at in numbered

        def bonus(first: int, n: int, form: str) -> float:
            said = texts[first : first + n]
            if form.lstrip("-")[:1] == "$" and not any(t in self._currency_words for t in said):
                # "nine ninety nine" as $9.99; after a label ("extension is") it names a thing.
                # Only evidence for the price counts: after a time's word ("call me at") the
                # flat cost already leaves the time to the LM.
                before = texts[max(first - 2, 0) : first]
                # And the words after it: "forty nine ninety nine | a month"; "a m" as the
                # corpora write it ("am": the table's "a" is a price's, "a month").
                said_after = texts[first + n : first + n + 2]
                clock = self._day_half(texts, first + n)
                if clock:
                    said_after = [clock]
                labelled = _labelled(before, self._number_labels)
                context = context_priced = 0.0
                if not labelled:
                    price = form.lstrip("-")
                    context = self._money_context.money(before, price, said_after)
                    # And money said shortly before: "$18 for the pizza and twelve ninety nine
                    # for the movie" (lm.money_context.PRICED_REACH).
                    said_before = texts[max(first - PRICED_REACH, 0) : first]
                    if not self._currency_words.isdisjoint(said_before):
                        context_priced = self._money_context.priced(before, price)
                # With its currency word said after it, past number words only, the price is
                # read with the word (grammars.money), not as one said without it and the word
                # written again ("$9.99 dollars") or the run parted ("$5.20, $5" for "five
                # twenty five dollars").
                after = (t for t in texts[first + n :] if t not in self._run_words)
                again = next(after, None) in self._currency_words
                # Whole dollars said as a pair ("four ninety nine", $499), beside its cents'
                # reading ($4.99), a count's and a clock's (grammars.money); never after a
                # label, where the pair names a thing ("my flight is three seventeen": the
                # class LM's "is $317" outweighed the count's bonus).
                whole_pair = _WHOLE_PAIR.fullmatch(form) is not None
                return (
                    self._tuning.money_context_weight * max(context, 0.0)
                    + self._tuning.priced_before_weight * context_priced
                ) - (
                    self._tuning.unsaid_currency_penalty
                    + again * self._tuning.currency_said_after_penalty
                    + whole_pair * self._tuning.unsaid_whole_pair_penalty
                    + (whole_pair and labelled) * self._tuning.labelled_whole_pair_penalty
                )
            if (
                n > 2
                and form.isdigit()
                and all(t in self._single_digits for t in said)
                and _labelled(texts[max(first - 2, 0) : first], self._number_labels)
            ):
                # A string said digit by digit after the word that labels it ("your pin is one
                # two three four") is the identifier whole: the LM prefers a list of small
                # numbers to some ("1, 2, 3, 4").
                return self._tuning.labelled_code_bonus
            if HIGHWAY.fullmatch(form):
                # An interstate where a road is spoken of (highways.off_road dropped the rest):
                # "take I-95 north".
                return self._tuning.highway_bonus
            if (
                _COMPOUND.fullmatch(form)
                and not _labelled(texts[max(first - 2, 0) : first], self._number_labels)
                and not (first and texts[first - 1] in self._run_words)
            ):
                # A number and a singular noun joined as one modifier ("a four-day week",
                # grammars.compound): the LM reads it as the words apart, hyphen-blind as its
                # text was, so only this tells the two. Not after a label ("chapter three page
                # ten"), nor where the number is the end of a longer one ("twenty twenty one
                # year", 2021).
                return self._tuning.compound_bonus
            if said[0] in ("a", "one") and _SIMPLE_FRACTION.fullmatch(form):
                # "a third", "one half": running text writes them in words ("about a quarter
                # mile", "one-half of 1%"); the class LM prefers "1/3" after "about", "to".
                return -self._tuning.simple_fraction_penalty
            if form.isdigit() and street(first + n):
                # A house number: "2200 Oak Avenue", "1950 Park Lane" (formatter.streets).
                return self._tuning.street_number_bonus
            if (
                grouped
                and "hundred" in said
                and "thousand" not in said
                and _GROUPED_FOUR.fullmatch(form)
                and not _YEARS.fullmatch(form)
            ):
                # A count said in hundreds ("twelve hundred"): the class LM prices "1,200" as
                # three tokens against one for "1200", whatever the words around it. Not in
                # its years' class (1900-2099, lm.tokens), where it weighs "1900" as a year.
                return self._tuning.grouped_count_bonus
            if (
                n == 3 and ":" in form and said[1] in _RANGE_WORDS and said[0] != "quarter"
                and self._ranged(texts, first, n)
            ):
                # "from ten to six" is a range, not "from 5:50" (tuning.range_clock_penalty).
                return -self._tuning.range_clock_penalty
            if ":" in form and street(first + n):
                # A street's name after it: a house number said as a pair, not a clock, though
                # the window says a time elsewhere ("the showing at four twenty two maple
                # avenue is set for eleven a m").
                return 0.0
            if ":" in form or form.isdigit():
                return pair(first, n, ":" in form)
            if n > 2 and texts[first] in self._number_labels and form[-1:].isdigit():
                return pair(first + 1, n - 1, False)  # the label read with it: "Ext. 545"
            if texts[first] in self._code_labels and _labelled_code(form):
                return self._tuning.labelled_code_bonus
            if first and texts[first - 1] in self._code_labels and _LETTER_FIRST.fullmatch(form):
                # The letter said first ("gate | c seventeen" C17): the members' period after a
                # lone letter (.27 after "c", vitamin C's) else cuts it, "Gate C. 17."
                return self._tuning.labelled_code_bonus
            return 0.0

        return bonus

    def _ranged(self, texts: list[str], first: int, n: int) -> bool:
        """Whether the N words of TEXTS from FIRST, said as a clock from minutes before the hour
        ("ten to six"), join a range's ends where they are said: after "from", a day's name or
        "open" (_RANGE_STARTS: "from ten to six", "Saturday ten to six"; not before "until",
        "from ten to six until seven"), or before what they count, said next or after one more
        word ("take five to seven business days"; not after a clock's preposition, "at ten to
        six guests arrive")."""
        before = texts[first - 1] if first else None
        after = texts[first + n : first + n + 1]
        if before in _RANGE_STARTS and not _RANGE_ENDS.intersection(after):
            return True
        return before not in _CLOCK_PREPOSITIONS and any(
            self._counted(w) for w in texts[first + n : first + n + 2]
        )

    def _past_questions(self, texts: list[str]) -> Callable[[int, int], bool]:
        """Whether TEXTS[first:last + 1], a sentence, asks with its "did" unsaid ("you borrow
        my drill last month"; search.Layers.past_question)."""

        def asks(first: int, last: int) -> bool:
            # A sentence's length may be its better neighbour's (search._Hyp.length): never
            # read before the window. A greeting may open it: "Hey, you get home okay last
            # night?".
            if 0 <= first < last and texts[first] in _HAILS:
                first += 1
            return (
                0 <= first < last and texts[first] == "you"
                and self._asked_in_the_past(tuple(texts[first : last + 1]))
            )

        return asks

    def _day_half(self, texts: list[str], at: int) -> str | None:
        """The day's half ("am", "pm") said from TEXTS[AT] on, in two words ("a m") or one;
        None if none is."""
        return self._am_pm.get(" ".join(texts[at : at + 2])) or (
            self._am_pm.get(texts[at]) if at < len(texts) else None
        )

    def _pair_bonus(self, texts: list[str]) -> Callable[[int, int, bool], float]:
        """The bonus of the time (TIMED) or the count among the readings of TEXTS[first:first + n]
        when it is a pair a clock reads ("five forty five", "twelve thirty") standing alone: not
        inside a longer run of number words ("q three twenty nineteen" is Q3 2019), nor after a
        code's letters ("u a eight forty five" is UA 845; a lone "a" is an article: "a five
        thirty start"). The time takes it, but after a word that names an identifier the count
        does: "my extension is eleven twenty" is 1120, "order number twelve fifteen" 1215, where
        the class LM alone writes "12:15" or "12, 15" (_labelled)."""

        # A time said with its day's half after a number, or a clock's word, elsewhere in the
        # window ("at seven p m instead of seven thirty", "checkout is eleven a m and breakfast
        # is six thirty to ten"): the other pairs there are likelier times too
        # (tuning.clock_company_bonus).
        clocked = bool(self._clock_words.intersection(texts)) or any(
            (texts[k] in self._run_words or texts[k].isdigit())
            and self._day_half(texts, k + 1) is not None
            for k in range(len(texts) - 1)
        )
        company = self._tuning.clock_company_bonus if clocked else 0.0

        def bonus(first: int, n: int, timed: bool) -> float:
            beside = texts[max(first - 1, 0) : first] + texts[first + n : first + n + 1]
            if any(t in self._pair_neighbours for t in beside):
                return 0.0
            before = texts[max(first - 2, 0) : first]
            letters = [t in self._letters for t in before]
            if letters[-1:] == [True] and (before[-1] not in ("a", "i") or letters == [True] * 2):
                return 0.0
            if timed == _labelled(before, self._number_labels):
                return 0.0
            said = " ".join(texts[first : first + n])
            kept = company if timed else 0.0
            if (
                timed and _said_at_a_time(texts, first)
                and not (texts[first + n : first + n + 1] and texts[first + n] in _PRICED_PER
                         and self._day_half(texts, first + n) is None)
            ):
                kept += self._tuning.clock_preposition_bonus
            if timed and _part_of_day_at(texts, first + n):
                kept += self._tuning.clock_day_part_bonus
            if three_digit_pair(said):
                return self._tuning.clock_pair_bonus + kept
            if not year_clock_pair(said):
                return 0.0
            # After a determiner the pair names an event by its time ("the ten thirty mass",
            # "your eleven fifteen"), which no one says of a year or a count.
            if texts[first - 1 : first] and texts[first - 1] in self._determiners:
                return self._tuning.determined_clock_bonus + kept
            return self._tuning.clock_year_pair_bonus + kept

        return bonus

    def _case_layers(
        self,
        window: list[Unit],
        first: bool,
        suggested: dict[str, set[str]],
        casing: Casing | None = None,
    ) -> Layers:
        """The layers with the input's own capitals kept ('Hi Bill' from the ASR stays 'Bill')
        and the case model's SUGGESTED forms offered beside the lexicon's ('MTN' for 'mtn').

        A capital on the transcript's first word says nothing (it starts a sentence anyway), so it
        is not kept; a word given in lowercase is cased by the lexicon, the model and the LM.
        """
        casing = casing or self._casings.loaded
        # An abbreviation with periods is cased whole, as given or not ("U.S" lost its last period).
        given = {
            u.text: u.cased for u in window[1 if first else 0 :] if u.cased and not dotted(u.text)
        }
        if not given and not suggested:
            return casing.layers
        free = casing.layers.case_forms
        # The words said only after a determiner here ("the | hike's"), where no name's
        # possessive stands ("Capt | spastic's" may be one).
        undetermined = {
            u.text for k, u in enumerate(window)
            if k == 0 or window[k - 1].text not in self._determiners
        }
        determined = {u.text for u in window} - undetermined

        def case_forms(text: str, sentence_start: bool) -> Sequence[str]:
            if text in casing.fixed:
                return free(text, sentence_start)
            form = given.get(text)
            if form is not None:
                return [upper_first(form)] if sentence_start else [form]
            forms = free(text, sentence_start)
            extra = suggested.get(text)
            if extra and _lexicon_cases(text, free, self.lm.is_known, text in determined):
                extra = {f for f in extra if not f[1:].islower()}  # its capitals only
            if not extra:
                return forms
            more = (upper_first(f) if sentence_start else f for f in sorted(extra))
            return list(dict.fromkeys([*forms, *more]))

        return replace(casing.layers, case_forms=case_forms)

    def _windows(self, units: list[Unit], begin: int, stop: int) -> list[tuple[int, int]]:
        """Cut UNITS[BEGIN:STOP] into windows of at most WINDOW_WORDS, between two words no
        entity needs."""
        windows = []
        while stop - begin > WINDOW_WORDS:
            end = begin + WINDOW_WORDS
            for cut in range(end, end - CUT_SEARCH, -1):
                if self._safe_cut(units[cut - 1].text) and self._safe_cut(units[cut].text):
                    end = cut
                    break
            windows.append((begin, end))
            begin = end
        if begin < stop:
            windows.append((begin, stop))
        return windows

    def _set_form(self, text: str) -> bool:
        """Whether TEXT, a reading's written form, sets the marks inside it: a set phrase of
        numbers (number_idioms.tsv: "24/7"), or a date with its year ("16 august 1987"),
        whose comma before the year is the style's (en-US writes it, en-GB does not). The
        members learned that comma from US dates and the bonus for commas buys it: with
        the LM reading sentence starts folded, en-GB came out "16 August, 1987"."""
        if text in self._idioms:
            return True
        words = text.split()
        return any(w in self._months for w in words) and any(
            len(w) == 4 and w.isdigit() for w in (w.rstrip(",") for w in words)
        )

    def _safe_cut(self, text: str) -> bool:
        return text not in self._entity_words and not any(c.isdigit() for c in text)


def _written(form: str, mark: str) -> str:
    """FORM with MARK after it; a period after an abbreviation's period is written once ("Dr.")."""
    return form if mark == "." and form.endswith(".") else form + mark


def _window(
    evidence: Evidence,
    begin: int,
    end: int,
    inside: set[int],
    tuning: Tuning,
    codes: AbstractSet[int] = frozenset(),
    idioms: AbstractSet[int] = frozenset(),
) -> Evidence:
    """The evidence of units BEGIN..END, as a window's search indexes it (from 0), with the
    boundary model's part weighted by tuning.reading_weight on the slots INSIDE a multi-word
    reading of the grammars, and the marks' bonuses by tuning.code_mark_weight on the slots of
    CODES (_code_slots) and by tuning.idiom_mark_weight on those of IDIOMS (a set phrase's
    reading: _inside_readings with its forms); INSIDE and IDIOMS go with it (Evidence.inside,
    Evidence.idioms), with no other evidence too."""
    if evidence is NO_EVIDENCE:
        return Evidence(inside=frozenset(inside), idioms=frozenset(idioms))
    marks = list(evidence.marks[begin:end])
    model = evidence.model_marks[begin:end]
    if model and tuning.reading_weight != 1.0:
        cut = 1.0 - tuning.reading_weight
        for slot in inside:  # the window's own slots: the DAG covers exactly its units
            marks[slot] = {m: v - cut * model[slot].get(m, 0.0) for m, v in marks[slot].items()}
    for slots, share in ((codes, tuning.code_mark_weight), (idioms, tuning.idiom_mark_weight)):
        if not marks or share == 1.0:
            continue
        # The search subtracts a mark's penalty (a bonus where negative) from what the evidence
        # adds: adding back a share of it here leaves SHARE of it.
        for slot in slots:
            marks[slot] = {
                m: v + (1.0 - share) * tuning.mark_penalty.get(m, 0.0)
                for m, v in marks[slot].items()
            }
    return Evidence(
        marks=marks,
        cases=evidence.cases[begin:end],
        inside=frozenset(inside),
        idioms=frozenset(idioms),
    )


# Words between a label and its number: "extension | is | eleven twenty".
_COPULAS = frozenset({"is", "was", "'s"})


def _said_at_a_time(texts: Sequence[str], first: int) -> bool:
    """Whether the words before TEXTS[FIRST] say a time follows (tuning.clock_preposition_bonus):
    a preposition of time ("at", "by", "until", "after"...), or "to" after a word of moving the
    time ("moved the call to", "closer to")."""
    if not first:
        return False
    if texts[first - 1] in _CLOCK_PREPOSITIONS:
        return True
    moving = texts[max(first - 4, 0) : first - 1]
    return texts[first - 1] == "to" and any(t in _MOVED for t in moving)


def _part_of_day_at(texts: Sequence[str], at: int) -> bool:
    """Whether TEXTS[AT:] open with a part of a near day ("this morning", "last night",
    "tomorrow afternoon", "tonight"): a pair said before it is a clock's (tuning
    .clock_day_part_bonus: "born at 4:12 this morning", not "412 this morning")."""
    if texts[at : at + 1] == ["tonight"]:
        return True
    return (
        at + 1 < len(texts) and texts[at] in _NEAR_DAYS and texts[at + 1] in DAY_PARTS
    )


# Greetings said before a question in its sentence ("hey | you get home okay last night").
_HAILS = frozenset({"hi", "hello", "hey", "yo", "hiya"})


def _labelled(before: Sequence[str], labels: AbstractSet[str]) -> bool:
    """Whether the words BEFORE a number end with a label of LABELS, alone or then a copula
    ("room", "extension is"): what follows names something, never a time.

    >>> _labelled(["extension", "is"], {"extension"}), _labelled(["meeting", "is"], {"extension"})
    (True, False)
    """
    if before[-1:] and before[-1] in labels:
        return True
    return len(before) == 2 and before[1] in _COPULAS and before[0] in labels


# A code of one letter then its number, as a gate or a section is said: "C17", "B4".
_LETTER_FIRST = re.compile(r"[A-Z][0-9]{1,4}")


def _labelled_code(form: str) -> bool:
    """Whether FORM is grammars.alphanumeric's code after its label: "apartment 5B"."""
    label, _, code = form.partition(" ")
    return code[:-1].isdigit() and code[-1:].isupper() and label.isalpha()


def _code_slots(
    inside: set[int], texts: Sequence[str], letters: AbstractSet[str], numbers: AbstractSet[str]
) -> set[int]:
    """The slots of INSIDE between a letter and a number word, either way round (TEXTS' words):
    where a reading of the grammars writes a code ("q | three" Q3, "c h f | eighty five" CHF85,
    "apartment five | b" 5B). The boundary model read joined codes as one written token ("q0"),
    not as the words said here (tuning.code_mark_weight)."""
    return {
        slot
        for slot in inside
        if slot + 1 < len(texts)
        and (
            (texts[slot] in letters and texts[slot + 1] in numbers)
            or (texts[slot] in numbers and texts[slot + 1] in letters)
        )
    }


def _inside_readings(dag: SegmentDag, keeps: Callable[[str], bool] | None = None) -> set[int]:
    """The slots (after unit i of the window) that some multi-word edge covers: 'w | nineteen
    thirty three' (W1933), 'august sixteenth | nineteen eighty seven' (16 August 1987), 'dot |
    example | dot | com'. Which reading holds there, one written token or words with marks between,
    is the grammars' and the class LM's call: the boundary model sees the words, not the readings
    (tuning.reading_weight). With KEEPS, only the edges whose written text it keeps: a set phrase
    of numbers ("twenty four | seven" 24/7, number_idioms.tsv), which the boundary model, never
    having seen it said, may split with a comma where its bonus bought "open 24, 7" (as a code's
    slot, tuning.code_mark_weight); a date (Formatter._set_form)."""
    inside: set[int] = set()
    for node, edges in enumerate(dag.edges):
        for edge in edges:
            if edge.words > 1 and (keeps is None or keeps(edge.text)):
                first = dag.position[node]
                inside.update(range(first, first + edge.words - 1))
    return inside


def _one_token_per_word(tokens: list[Token], words: Sequence[Word]) -> list[Token]:
    """TOKENS with those that share an input word joined: an engine's multi-word item ("new
    york" as one word) may be written as several tokens, but every input word belongs to one."""
    merged: list[Token] = []
    for token in tokens:
        previous = merged[-1] if merged else None
        if previous is None or not set(previous.words) & set(token.words):
            merged.append(token)
            continue
        sources = tuple(sorted({*previous.words, *token.words}))
        weight = timing.product(
            timing.word(words[i].start, words[i].end, words[i].confidence) for i in sources
        )
        merged[-1] = Token(f"{previous.text} {token.text}", weight.start, weight.end,
                           weight.confidence, sources, previous.speaker)
    return merged


def format_text(text: str) -> str:
    """Format a plain transcript with the shipped defaults (loaded once per process, even when
    many threads call this at once)."""
    return _default().format_text(text)


_DEFAULT: Formatter | None = None
_DEFAULT_LOCK = threading.Lock()


def _default() -> Formatter:
    global _DEFAULT
    with _DEFAULT_LOCK:
        if _DEFAULT is None:
            _DEFAULT = Formatter()
    return _DEFAULT


@functools.lru_cache(maxsize=100_000)  # asked once per form and window, of the same forms
def _apart(pieces: tuple[str, ...]) -> tuple[str, ...]:
    """PIECES with each code token as its pieces ("Q<A:2-9>" -> "Q", "<A:2-9>"); () if none is a
    code."""
    split = [code_parts(p) for p in pieces]
    if not any(split):
        return ()
    return tuple(t for p, parts in zip(pieces, split, strict=True) for t in (parts or (p,)))


def _without(forms: Sequence[str], dropped: AbstractSet[str]) -> tuple[str, ...]:
    """FORMS less the DROPPED ones, or all of them if none would be left."""
    kept = tuple(form for form in forms if form not in dropped)
    return kept or tuple(forms)


# Words whose unigram log-probability a Formatter keeps before it starts again (_unigram).
_UNIGRAMS_KEPT = 50_000


def _holds(words: Mapping[str, str]) -> Callable[[str], bool]:
    """Whether a token's text holds one of WORDS (a vocabulary's), alone, as a possessive or
    inside ("mid-march", "3 may 2010"): only then may its forms differ from the lexicon's.

    >>> held = _holds({"siobhan": "Siobhan", "t-mobile": "T-Mobile"})
    >>> [held(t) for t in ("siobhan's", "t-mobile", "ask siobhan", "march", "mobile")]
    [True, True, True, False, False]
    """

    def held(text: str) -> bool:
        return text in words or any(
            piece in words or piece.removesuffix("'s") in words
            for piece in _PIECES.findall(text)
        )

    return held


def _either(first: Callable[[str], bool], mine: Callable, theirs: Callable) -> Callable:
    """MINE for the texts FIRST holds, THEIRS for the rest (a call casing's forms)."""
    return lambda text, *rest: (mine if first(text) else theirs)(text, *rest)


def _lexicon_cases(
    text: str,
    forms: Callable[[str, bool], Sequence[str]],
    known: Callable[[str], bool],
    determined: bool,
) -> bool:
    """Whether the lexicon (FORMS: text, sentence start -> its forms) decides whether TEXT takes
    a capital, so that the case model's suggestion of one adds nothing (Formatter._case_layers):
    it has a capitalized form of TEXT not in capitals alone, which the suggestion would only
    rival ("O'malley's" for "O'Malley's", "Mcdonald's"; "AD" tells nothing of "Ad Astra"), or
    TEXT, said only after a determiner (DETERMINED), is the possessive of a word the LM KNOWS
    that it writes in lowercase alone, which names no one ("the hike's still on", where the
    model, reading "hike's" by its letters, took it for a name's: "the Hike's"; an unknown
    name's, "tkachuk's", keeps the suggestion, and so does "Capt spastic's")."""
    if any(f[:1].isupper() and not f.isupper() for f in forms(text, False)):
        return True
    base = text.removesuffix("'s")
    return (
        determined and base != text and base.isalpha() and known(base)
        and all(f.islower() for f in forms(base, False))
    )


def _lead_ins(
    texts: list[str],
    following: list[str | None],
    lead_ins: AbstractSet[tuple[str, ...]],
    carried: AbstractSet[str],
) -> dict[str, Callable[[int], int | bool]]:
    """Where the window's lead-ins (LEAD_INS: "just a reminder") are said before what they lead
    into, not before a word that CARRIES the phrase on ("just a reminder | that", "| about"):
    search.Layers.lead_in_after, the number of a lead-in's words said up to a window's position
    (0 where none ends there), and lead_in_before, whether one opened by "just" begins after
    it: a lead-in of another word may stand inside a noun phrase ("got | a reminder the bill is
    due", "for the | heads up")."""
    longest = max(map(len, lead_ins), default=0)
    ends: dict[int, int] = {}
    for position, after in enumerate(following):
        if after is None or after in carried:
            continue
        for size in range(min(longest, position + 1), 0, -1):
            if tuple(texts[position + 1 - size : position + 1]) in lead_ins:
                ends[position] = size
                break
    begins = frozenset(end - size for end, size in ends.items() if texts[end + 1 - size] == "just")
    return {"lead_in_after": lambda p: ends.get(p, 0), "lead_in_before": begins.__contains__}


def _repeated_after(
    texts: list[str],
    following: list[str | None],
    numbers: AbstractSet[str],
    greetings: AbstractSet[tuple[str, ...]],
    determiners: AbstractSet[str],
) -> Callable[[int], bool]:
    """Whether the words said after a window's POSITION say again the word said there ("i | i")
    or the two said up to it, the second a determiner ("in the | in the", "it's a | it's a";
    search.Layers.repeated_after). Any other pair is as often said again across a sentence's
    end ("His name is Chris Farina. Chris Farina is here."; "It's true. It's true": TED's
    references), where no word left hanging ends the first. Not a number's words, which may be
    halves of one ("twenty | twenty"), nor a greeting ("bye | bye")."""

    def repeated(position: int) -> bool:
        said = (texts[position],)
        again = (following[position],)
        if said != again and position and position + 1 < len(following):
            said = (texts[position - 1], *said)
            again = (*again, following[position + 1])
            if said[1] not in determiners:
                return False
        return said == again and said not in greetings and not numbers.intersection(said)

    return repeated
