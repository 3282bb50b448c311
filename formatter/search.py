"""Steps 3-5 of the paper's section 2.4, done lazily: the best path of the segment DAG under the LM.

Composing the variants with the punctuation/capitalization grammar, the class map K and the LM G
would build a lattice as large as their product; instead this search walks the segment DAG in
topological order and expands, at each segment, the arcs those three would have added: the
token's case forms (capitalization layer), the optional mark after it (punctuation layer), its
LM tokens with digit runs as class tokens (K, inside the LM's tokenizer), scored with the LM state
carried along (G).

Hypotheses meeting at the same DAG node with the same LM state, the same "a sentence starts
here" flag and the same "its sentence owes its opener more than tuning.opener_key_floor" flag
are recombined (only the best survives): with an unbounded beam this is exact Viterbi over the
composed machine, but for the size of that debt (_Hyp.opener), which the survivor carries. The
beam (Tuning.beam and Tuning.beam_width in formatter.tuning) keeps the best hypotheses per node;
one already more than the beam's width below the best that has reached its node is never made,
which the beam would drop (best_path's `reached`: the same path, a fifth less of its time).
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Hashable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Protocol

from formatter.lattice import Edge, SegmentDag
from formatter.tuning import Tuning
from formatter.unsaid_questions import PAST_ENDS, WANTING
from grammars.capitalization import upper_first
from grammars.phone import IN_FULL
from grammars.time import OCLOCK
from lm.small_ordinals import figures as ordinal_figures

# Other LM views of a form, each with its cost beside the LM (Layers.apart).
Views = tuple[tuple[tuple[str, ...], float], ...]


class Scorer(Protocol):
    """What the search needs from a language model (lm.scorer implements it)."""

    def start_state(self) -> Hashable: ...

    def null_state(self) -> Hashable: ...

    def score(self, state: Hashable, token: str) -> tuple[float, Hashable]: ...

    def end_score(self, state: Hashable) -> float: ...


@dataclass(frozen=True)
class Choice:
    """One chosen segment: its DAG edge, its written (cased) form and the mark written after it."""

    edge: Edge
    form: str
    mark: str


@dataclass(frozen=True)
class Evidence:
    """Scores from outside the LM, already weighted (formatter.tuning), one entry per input unit.

    MARKS[i] maps each mark to what writing it after unit i adds (the boundary model, pauses);
    MODEL_MARKS[i] is the boundary model's part of it (the pipeline weighs it down inside the
    grammars' multi-word readings); CASES[i] maps each case class (lm.boundary_text.case_class)
    to what writing unit i in that class adds. Any may be empty: no such evidence.
    """

    marks: Sequence[Mapping[str, float]] = ()
    cases: Sequence[Mapping[str, float]] = ()
    model_marks: Sequence[Mapping[str, float]] = ()
    # The slots inside a multi-word reading of the grammars ("q | three", "august sixteenth |
    # nineteen eighty seven"): a comma there is no clause's, so it leaves a sentence's opener
    # owed (_Hyp.opener): "At the end of Q, 3." paid for "At the end of Q3." with it.
    inside: AbstractSet[int] = frozenset()
    # The slots inside a set phrase of numbers' reading ("twenty four | seven" 24/7): the LM's
    # preference among the marks counts there by tuning.idiom_lm_mark_weight.
    idioms: AbstractSet[int] = frozenset()


NO_EVIDENCE = Evidence()

# The most words of a sentence's opening the search keeps (_Hyp.opening): "you guys still
# coming" asks with its auxiliary unsaid (formatter.unsaid_questions).
OPENING_WORDS = 4


@dataclass
class _Hyp:
    score: float
    state: Hashable
    sentence_start: bool
    back: _Hyp | None
    choice: Choice | None
    # What ending the sentence here adds (layers.opener_ratio of its opening, weighted) while
    # it has no clause's comma yet (Evidence.inside); 0 once it has one. Whether it owes is part
    # of the key: KenLM's shortest state soon forgets the period a few words back, and a
    # hypothesis that ended its sentence early ("Call 911. If it is an emergency") would take
    # the place of the one that did not before its debt fell due. Only a debt above
    # tuning.opener_key_floor counts; two that owe keep the better one's.
    opener: float = 0.0
    # The sentence's first words as said, up to OPENING_WORDS, for the question-opener feature
    # (layers.question_ratios, of the first two: "is there", or the two after a conjunction:
    # "and | would i") and the unsaid auxiliary's
    # (layers.unsaid_question: "you guys still coming"); None where they are unknown (a segment
    # that began mid-sentence). Whether the opening asks (its "?" log-ratio above
    # tuning.question_key_floor) is part of the key, as the opener's debt is.
    opening: tuple[str, ...] | None = ()
    # The words said in the sentence so far, for the sentence-length feature
    # (layers.length_ratios); None where unknown (a segment that began mid-sentence). Not part
    # of the key: of two hypotheses in one state the better one's length goes on.
    length: int | None = 0
    # Whether the sentence before this one ended with "?" (tuning.question_after_question). Part
    # of the key while that cost is on, as the opening's flag is: KenLM's state forgets the "?"
    # a few words on, and a hypothesis that asked would take the place of one that did not.
    after_question: bool = False
    # Whether the sentence's opening is read after a greeting and its comma ("Hey Chris, | you
    # guys need anything"), or opens the sentence after the speaker's introduction ("it's Jake.
    # | you hear about"; layers.unsaid_question). Not part of the key, as the opening is not,
    # nor of Carry: a window that begins right after a greeting reads its opening as any other.
    after_greeting: bool = False


# Where one window leaves the search for the next: the LM state, whether a sentence starts, what
# ending the sentence owes (_Hyp.opener), its opening (_Hyp.opening) and length (_Hyp.length),
# and whether the sentence before ended with "?" (_Hyp.after_question).
Carry = tuple[Hashable, bool, float, "tuple[str, ...] | None", "int | None", bool]


@dataclass(frozen=True)
class Layers:
    """The lazily composed layers: how a token may be cased and which marks may follow it."""

    case_forms: Callable[[str, bool], Sequence[str]]
    # Mark -> its LM tokens; "" is no mark. Marks ending a sentence capitalize what follows.
    marks: dict[str, tuple[str, ...]]
    sentence_end: frozenset[str]
    final_marks: tuple[str, ...]  # after the transcript's last token
    between: tuple[str, ...]  # after any other token
    pieces: Callable[[str], tuple[str, ...]]  # written text -> LM tokens (class tokens, no spaces)
    space: tuple[str, ...]  # LM tokens between two segments: ("<sp>",) or ()
    # The same for a sentence's first form, as the LM was trained to read it (lm.sentence_starts:
    # "You" read "you"); the pieces themselves for a model trained on the starts as written.
    start_pieces: Callable[[str], tuple[str, ...]] | None = None
    # A greeting opening a sentence ("hi", "thank you": each as its words) and how a word right
    # after it is written when it addresses someone ("bill" -> ("Bill",), "mom" -> ("Mom",); ()
    # when it does not): such a word is addressed, and a comma follows it ("Hi Bill, it's Tracy").
    greetings: frozenset[tuple[str, ...]] = frozenset()
    # Greetings that close ("thanks", "bye"): a comma may stand between one and the name it
    # addresses ("Thanks, Bill.", "Bye, Mom."), as none does after an opening one ("Hi Bill,").
    # On the slices (scripts/tune_search.py --lines 2000 --units 100000) comma F1 Amazon .644 ->
    # .645, Google .591 -> .592, TED period .626 -> .625; mean .660 both. Full text sets
    # ("no_farewells=1" against ""): EWT+GUM comma .494 -> .493 (its web text writes "Thanks
    # Josh!"), every other figure unchanged. Kept: the comma is the written convention, and the
    # calls' references write it ("Thanks, Benny.").
    # After one, the address may also end its sentence ("Thank you, John. Good morning."), where
    # the comma after an opening greeting's name is forced ("Hi Bill, it's"); twentieth session,
    # slices (scripts/tune_search.py --lines 2000 --units 100000 ""): period F1 Amazon / Google /
    # Speechmatics .730 / .731 / .759 -> .732 / .733 / .761, web-text period .613 -> .614, Google
    # capitals .777 -> .778, all else unchanged. "thank you" greets and closes as a phrase
    # (greetings.tsv: "Thank you. Doctor." became "Thank you, Doctor."): with it Amazon's and
    # Google's commas +.001, TED and web-text periods and Google's capitals -.001; mean .683.
    # Longer closers ("thanks so much", "thank you very much", "thanks again"; twenty-first
    # session, with _prune keeping a greeting's comma until its name is read): "Thanks so much.
    # Sarah. Talk soon." became "Thanks so much, Sarah. Talk soon."; on the slices Speechmatics'
    # period .761 -> .760 (nine units change, "Thank you very much, Joe." among them), the other
    # 22 F1 unchanged, mean .683. With the four members (the attention member; thirtieth
    # session; slices), off -> mean .690 against .691: commas Amazon .670 -> .667, Google .617
    # -> .613, Speechmatics .619 -> .616.
    farewells: frozenset[tuple[str, ...]] = frozenset()
    # Greetings that wish (wishes.tsv: "happy birthday"), among the greetings and farewells: a
    # word of endearment after one is set off as after other words ("Happy birthday,
    # sweetheart."), not run on as after "hi" ("Hi honey,"; _fond_address).
    wishes: frozenset[tuple[str, ...]] = frozenset()
    # How the word at the window's POSITION is written inside a sentence where it says a wish,
    # and how the models read it, or None: ("happy", "Happy") and ("birthday", "birthday") in
    # "happy birthday" (grammars.punctuation.Punctuation.wished).
    wished: Callable[[int], tuple[str, str] | None] = lambda position: None
    # Words that may stand before a greeting at a sentence's start, with a comma or none
    # (interjections.tsv): "Okay, thanks, John", "Oh, hey Mom, it's me" greet as "Thanks, John"
    # does. Before (thirty-fifth session) "Okay, thanks. John, talk to you later", "Yes, hello,
    # Mrs. Garcia. Your table is ready", "Okay, thank you. Doctor. I'll see you": of 32 lines of
    # our own with one, 10 change, 9 for the better ("Okay. Thanks, Mom." for "Okay, thanks,
    # mom."); on the slices (scripts/tune_search.py --lines 2000 --units 100000) the web text's
    # comma .515 -> .516, the other 22 F1 the same.
    interjections: frozenset[str] = frozenset()
    # Words by which a speaker names themself, as said ("it's", "this is"): a word of
    # vocatives.tsv after one that opens a sentence or follows a greeting is a name, written as
    # an address writes it ("Hi, it's Dad."; "This is Mom calling"), where the lexicon writes
    # "my dad" lowercase and the case model gave "it's dad" its capital a quarter of the time.
    # The full text sets and the dev calls do not move (every F1 the same to three places).
    # So is a name the lexicon writes capitalized more often than not (address_forms, as after
    # a greeting), where the models kept a common word's case: "Hi, it's mark from next door",
    # "it's bill" (thirty-second session; the slices' 23 F1 the same to three places).
    introductions: frozenset[tuple[str, ...]] = frozenset()
    address_forms: Callable[[str], tuple[str, ...]] = lambda text: ()
    vocative_forms: Callable[[str], tuple[str, ...]] = lambda text: ()  # vocatives.tsv's
    # Number words of 10 and up ("ten", "twenty", "tenth"): house style writes those in digits.
    spelled_numbers: frozenset[str] = frozenset()
    # Hours in words ("one" .. "twelve"): before "o'clock" house style writes them in digits too,
    # as it writes any time ("your 1 o'clock", not "your one o'clock"; the same cost).
    spelled_hours: frozenset[str] = frozenset()
    # A number below ten said alone and written in digits ("2" for "two"), where the style leaves
    # the choice to the LM (small_numbers=either): house style writes such a quantity in words.
    small_digits: frozenset[str] = frozenset()
    # What the word said after the window's POSITION says of writing a small number said there
    # in words: log-odds centred on every such number (lm.small_quantities; "years" +0.9,
    # "km" -4.8), which tuning.small_quantity_weight scales into the digit's cost.
    small_quantity: Callable[[int], float] = lambda position: 0.0
    # What the word said after the window's POSITION says of writing an ordinal under ten said
    # there in words, where the ordinal modifies it: log-odds, not centred (lm.small_ordinals;
    # "floor" +2.7, "century" -1.6; formatter.ordinals), 0 where it modifies none ("the 9th |
    # at noon"), which tuning.small_ordinal_weight scales into the figures' cost.
    small_ordinal: Callable[[int], float] = lambda position: 0.0
    # Whether the window's POSITION holds a date's day said as an ordinal under ten ("due on the
    # | first"; formatter.ordinals.date_days): its word costs tuning.date_day_word_penalty.
    date_day: Callable[[int], bool] = lambda position: False
    # Whether the word said after the window's POSITION is shaped as a plural noun, the things
    # a quantity counts ("the last four | digits", "for six | people"): house style spells out
    # such a count under ten, where the LM writes task dialogue's digits
    # (tuning.counted_noun_penalty; formatter.quantities).
    counted_noun: Callable[[int], bool] = lambda position: False
    # Whether the word said after the window's POSITION says where a speaker named there is from
    # (speaker_before.tsv: "it's Dan | from next door", "this is Amy | calling"): no bonus on
    # the introduction's period there either ("it's Dan. From next door, your dog").
    affiliation_after: Callable[[int], bool] = lambda position: False
    # Whether the window's POSITION ends where a speaker is from, their sentence going on with
    # what they call about ("this is Dana from State Farm | returning your call"): no mark there
    # (tuning.affiliation_mark_penalty).
    affiliation_goes_on: Callable[[int], bool] = lambda position: False
    # Whether it ends there and their message opens after it ("it's Kevin from IT | your new
    # laptop is ready"): a sentence ends there (tuning.affiliation_run_on_penalty).
    affiliation_message_after: Callable[[int], bool] = lambda position: False
    # Whether where a speaker is from ends there before "just" and a participle, an aside set
    # off by a comma: "Tom at Allstate, | just following up" (SpeakerCues.affiliation_aside_after).
    affiliation_aside_after: Callable[[int], bool] = lambda position: False
    # Whether it is "calling" after the speaker's introduction, their message after it ("this
    # is the library calling | the book you put on hold"): a sentence ends there
    # (tuning.call_run_on_penalty).
    call_message_after: Callable[[int], bool] = lambda position: False
    # Whether those words name a person by relation or role ("the plumber", "your realtor";
    # relations.tsv): after a speaker's name they say who the speaker is, and the sentence goes
    # on (tuning.description_period_penalty): "Hi, this is John, the contractor".
    described_after: Callable[[int], bool] = lambda position: False
    # Whether those words name a person by relation or role, whatever follows ("it's Joe, | the
    # neighbor, your package"): no bonus on the introduction's period there (not "it's Jenny, |
    # the boys want", which names no one).
    role_after: Callable[[int], bool] = lambda position: False
    # Whether the word said after the window's POSITION carries a noun phrase or its sentence
    # on (prepositions.tsv, description_continues.tsv): a speaker's description set off after
    # their name closes where it ends ("Hi, it's Anna, the babysitter. I'm", "this is Maria,
    # the teacher's aide in room 12", "this is Amy, the receptionist calling about"; _described).
    goes_on_after: Callable[[int], bool] = lambda position: False
    # Whether the word said after the window's POSITION makes a name there the speaker's own
    # (introductions_after.tsv): "Hey Becky here", "Kevin here, uh" name no one addressed, and
    # nothing parts the name from "here" (tuning.self_named_mark_penalty).
    names_self_after: Callable[[int], bool] = lambda position: False
    # Whether the words said after the window's POSITION say who a speaker named there is
    # (speaker_before.tsv: "from", "calling"; or a relation, described_after), or open their
    # own message (after_description.tsv: "i'm", "just"): a word after
    # the speaker's introduction that may be a name is theirs ("this is grace | from the front
    # office"), though the lexicon and the case model write the common word ("grace").
    speaker_after: Callable[[int], bool] = lambda position: False
    # Whether the window's POSITION holds the word said right after an introduction that
    # follows the transcript's opening greeting ("hi it's | crystal"): a word there that may be a
    # name is the speaker's, whatever follows (SpeakerCues.greeted_speaker).
    greeted_speaker: Callable[[int], bool] = lambda position: False
    # Whether the word at the window's POSITION follows the introduction that opens the
    # transcript ("hey it's | luke"; SpeakerCues.opening_speaker): the speaker's name there runs
    # into no word that does not carry the introduction on (tuning.name_run_on_penalty).
    opening_speaker: Callable[[int], bool] = lambda position: False
    # Whether the window's POSITION holds a relation the speaker names themself by before
    # their name ("it's your cousin | ray"; SpeakerCues.named_relation): no mark after it
    # (tuning.relation_name_mark_penalty).
    named_relation: Callable[[int], bool] = lambda position: False
    # Whether the word at the window's POSITION is a given name said where only a person stands
    # ("tell | summer | to save me a seat", "you and | grace"; SpeakerCues.named_objects), or
    # a pet's name that is a word too where only a name stands ("our cat | shadow", "at the vet
    # with | biscuit"; formatter.pets): it is written as a name.
    named_object: Callable[[int], bool] = lambda position: False
    # Whether the window's POSITION holds a word asking the listener's agreement after a request
    # and before the message's close ("call me back | okay | bye"): a tag, "Call me back, okay?
    # Bye." (formatter.tag_questions, tuning.tag_question_penalty).
    tag_question: Callable[[int], bool] = lambda position: False
    # Whether the word said after the window's POSITION opens a speaker's own message after their
    # name (after_description.tsv but "and": "it's Bill | just calling back"): the name is set off
    # from it (tuning.introduction_run_on_penalty).
    message_after: Callable[[int], bool] = lambda position: False
    # Whether a hesitation said after the window's POSITION opens a speaker's message after
    # their name ("it's manny | uh my mom wants"; SpeakerCues.hesitation_after): the name ends
    # its sentence there (tuning.introduction_hesitation_penalty), "it's Manny. Uh, my mom".
    hesitation_after: Callable[[int], bool] = lambda position: False
    # Whether the word said after the window's POSITION turns to the listener ("you", "you're":
    # "it's Marcus | you coming tonight"): after a speaker's name their message starts there
    # (tuning.listener_turn_penalty). Not "your", which opens a description ("it's Dave, your
    # brother").
    listener_after: Callable[[int], bool] = lambda position: False
    # Whether "again" is said after the window's POSITION: a speaker's name keeps it ("it's Mom
    # again"; tuning.introduction_again_penalty).
    again_after: Callable[[int], bool] = lambda position: False
    # Whether the word said after the window's POSITION opens a speaker's message once their
    # description is said ("it's Tom, your neighbor | your dog got out"): a word of
    # message_after's, the listener, "your" or "our" (tuning.description_run_on_penalty).
    message_after_description: Callable[[int], bool] = lambda position: False
    # Whether a phrase that closes a message (sign_offs.tsv: "talk soon", "love you") follows the
    # window's POSITION and runs to the transcript's end, with no subject before it: it is a
    # sentence of its own (tuning.sign_off_penalty): "if you want. Talk soon. Bye."
    sign_off_after: Callable[[int], bool] = lambda position: False
    # Whether such a sign-off follows a condition whose verb went unsaid after its modal ("if
    # you can | love you bye"; speakers.ends_elliptically): the LM reads the sign-off as the
    # modal's verb ("can love you"), so its end costs more (tuning.elliptical_sign_off_penalty).
    elliptical_sign_off: Callable[[int], bool] = lambda position: False
    # Whether a short closing ends at the window's POSITION before a last "bye" ("love you |
    # bye"; SpeakerCues.joined_farewell_after): one sentence, "Love you, bye."
    # (tuning.joined_farewell_penalty).
    joined_farewell_after: Callable[[int], bool] = lambda position: False
    # Whether the words said after the window's POSITION introduce the speaker (introductions
    # .tsv): an address opening a sentence before them is set off by a comma, not made a
    # sentence of its own ("Honey, it's Mom", tuning.opening_address_penalty).
    introduction_after: Callable[[int], bool] = lambda position: False
    # Whether the word at the window's POSITION, a word of vocatives.tsv, opens the message
    # with more said after it (formatter.speakers.SpeakerCues.opening_address): the same holds
    # whatever follows it ("Mom, can you call me back?", not "Mom. Can you").
    opening_address: Callable[[int], bool] = lambda position: False
    # Whether the word said after the window's POSITION is the word said there again ("i | i
    # didn't"): a stutter, which transcripts set apart with a comma (tuning
    # .repeated_comma_bonus).
    repeated_after: Callable[[int], bool] = lambda position: False
    # The words of a lead-in (lead_ins.tsv: "just a reminder", "heads up") that ends at the
    # window's POSITION before the clause it leads into, 0 where none does: one that opens its
    # sentence takes a comma there (tuning.lead_in_mark_penalty).
    lead_in_after: Callable[[int], int] = lambda position: 0
    # Whether such a lead-in begins after the window's POSITION: a mark comes before it, as
    # after it ("it's Diane from book club. | Just a reminder, we moved it").
    lead_in_before: Callable[[int], bool] = lambda position: False
    # Whether the word at the window's POSITION is part of the name of the business a speaker
    # calls from (businesses.tsv): "this is Tom from Riverside Auto Repair", where the lexicon
    # writes "auto repair" lowercase.
    business: Callable[[int], bool] = lambda position: False
    # How a company whose name is a common word is written where it names the business a
    # speaker calls from (companies.tsv: "this is Jake from | UPS", "| Spectrum calling").
    company_forms: Mapping[str, str] = field(default_factory=dict)
    # Whether the word said after the window's POSITION opens a message after a business's name
    # ("midtown auto repair | your car's ready", "| we have your order"): the name ends a
    # sentence there (tuning.business_run_on_penalty).
    business_message_after: Callable[[int], bool] = lambda position: False
    # Whether "you in" or its like, said last, asks after the window's POSITION: the sentence
    # before it ends there ("at noon. | You in?"; formatter.unsaid_questions.asked_in_after,
    # tuning.asked_in_run_on_penalty).
    asked_in_after: Callable[[int], bool] = lambda position: False
    # Whether no mark parts the words of such a question there: "Everything | okay?"
    # (formatter.unsaid_questions.asked_whole_after).
    asked_whole_after: Callable[[int], bool] = lambda position: False
    # Whether the window's POSITION ends "letting you know" or "to let you know" before the news
    # it tells ("calling to let you know | a technician is scheduled"; formatter.told_clauses):
    # no mark there (tuning.told_clause_mark_penalty).
    told_clause_after: Callable[[int], bool] = lambda position: False
    # Whether "okay" said after the window's POSITION is said of how someone or something is or
    # went ("is that still | okay", "you got home | okay from the airport";
    # formatter.okay_said): no mark there (tuning.okay_said_mark_penalty).
    okay_said_after: Callable[[int], bool] = lambda position: False
    # Whether such an "okay" is said at the window's POSITION and its sentence goes on after it,
    # where or when ("got home okay | last night"): no mark there
    # (tuning.okay_said_run_on_penalty).
    okay_said_goes_on: Callable[[int], bool] = lambda position: False
    # Whether a request to call or text back said after the window's POSITION closes the
    # transcript, its clause not carried on into it ("the text I sent you | call me";
    # formatter.call_backs): some mark there (tuning.call_back_run_on_penalty).
    call_back_after: Callable[[int], bool] = lambda position: False
    # Whether such a request ends at the window's POSITION: no "?" there
    # (tuning.call_back_question_penalty).
    call_back_ends: Callable[[int], bool] = lambda position: False
    # Whether an invitation or a request to call opens after the window's POSITION, right after
    # a statement ("the door's locked | come down"; formatter.invitations): some mark there
    # (tuning.invitation_run_on_penalty).
    invitation_after: Callable[[int], bool] = lambda position: False
    # Whether "to" and a few words said after the window's POSITION close the transcript, the
    # purpose of the request before ("call us at 555-0187 | to confirm"; formatter.purposes):
    # no sentence ends there (tuning.purpose_period_penalty).
    purpose_after: Callable[[int], bool] = lambda position: False
    # Whether "so" and a request of the listener are said after the window's POSITION ("i'm in a
    # meeting | so please text me"; formatter.so_requests): the comma alone goes there
    # (tuning.so_request_mark_penalty).
    so_request_after: Callable[[int], bool] = lambda position: False
    # Whether the request there asks ("i'm at the airport | so can you run it"): after its comma
    # the sentence's opening is read from "so" for whether it asks (formatter.so_requests).
    so_request_asks: Callable[[int], bool] = lambda position: False
    # Whether the audience thanked is addressed after the window's POSITION ("thanks for
    # watching | everyone"; formatter.audiences): the comma alone goes there
    # (tuning.audience_mark_penalty).
    audience_after: Callable[[int], bool] = lambda position: False
    # Whether a count's next number is said after the window's POSITION ("one | two | three";
    # formatter.counting): the comma alone goes there (tuning.count_mark_penalty).
    count_after: Callable[[int], bool] = lambda position: False
    # Whether a day's name or a near time said after the window's POSITION closes the
    # transcript ("i'll bring it back | sunday"; formatter.last_times): no mark sets it apart
    # (tuning.last_time_period_penalty).
    time_said_last: Callable[[int], bool] = lambda position: False
    # Whether the word at the window's POSITION names a street after its house number, the
    # suffix with it (formatter.streets.street_names): "at 618 | Maple Drive", capitalized and
    # run on as a business's name is; or a street named by its number under ten ("on | Fifth
    # Street", formatter.streets.numbered_streets).
    street_name: Callable[[int], bool] = lambda position: False
    # Whether the word at the window's POSITION opens a part of an address after its street:
    # its unit (formatter.streets.address_units: "at 422 Maple Avenue | apartment 3B"), its
    # city or its state (address_places: "Oak Street | San Jose | California"). Written
    # capitalized, as postal addresses write them, a comma before it
    # (tuning.address_unit_comma_penalty).
    address_unit: Callable[[int], bool] = lambda position: False
    # Whether the words said after the window's POSITION join another name to one there ("mom |
    # and dad"): an addressed name runs on into "and" ("Hi Mom and Dad,", not "Hi Mom, and
    # Dad."), and the second is addressed as the first is (_addressed).
    joined_after: Callable[[int], bool] = lambda position: False
    # Words that open a noun phrase (determiners.tsv) and nouns that name a person by relation
    # or role (relations.tsv): a name after both and a comma ("your daughter, Emily") is set
    # apart, and owes the comma that closes it (tuning.apposition_close_penalty).
    determiners: frozenset[str] = frozenset()
    relations: frozenset[str] = frozenset()
    # Hesitations as recognizers write them (lm.fillers.FILLERS): transcripts set one off with a
    # comma on both sides mid-sentence (tuning.filler_pair_penalty).
    fillers: frozenset[str] = frozenset()
    # Words that address someone fondly (endearments.tsv: "honey", "buddy"): at the end of a
    # sentence of other words one is set off by a comma, and it is no sentence alone
    # (tuning.endearment_mark_penalty).
    endearments: frozenset[str] = frozenset()
    # Words that house style writes after digits whatever the number: "6 million", "2 cents".
    digits_before: frozenset[str] = frozenset()
    # Words said before a number that labels something ("room", "number": code_labels.tsv,
    # number_labels.tsv): the number is an identifier, which digits write.
    number_labels: frozenset[str] = frozenset()
    # The bonus of the reading FORM of the window's units FIRST..FIRST+N, beside the LM: a time
    # (a form with ":") of a pair a clock reads as a time and the number grammars as a count of
    # 100-999 ("five forty five") or a year ("twelve thirty"; grammars.cardinal.three_digit_pair,
    # year_clock_pair); a code after the word that labels it ("apartment 5B").
    reading_bonus: Callable[[int, int, str], float] = lambda first, n, form: 0.0
    # Titles as written ("Dr."): a word after one that the LM never saw in lowercase (KNOWN:
    # "patel's", "xu") is a name, cased as a sentence's first; a known one ("Dr. and", a
    # recognizer's "dr" for another word) is left to the lexicon and the LM.
    titles: frozenset[str] = frozenset()
    known: Callable[[str], bool] = lambda text: True
    # Whether the lexicon writes a word as a name often enough to be one where the words around
    # it say a name stands (grammars.capitalization.NAME_SHARE; _speaker_name).
    may_name: Callable[[str], bool] = lambda text: False
    # Whether the LM's text hardly holds a word (tuning.rare_speaker_logprob): said where a speaker
    # names themself it is their name ("this is Jaden from down the street"; _speaker_name).
    rare: Callable[[str], bool] = lambda text: False
    # Titles said in full ("officer", grammars/data/honorifics.tsv): capitalized before a name
    # ("Officer Martinez"), not elsewhere ("the officer said"); the LM and the case model, which
    # see the word before the name, wrote "This is officer Martinez".
    honorifics: frozenset[str] = frozenset()
    # Titles said in full that have an abbreviation ("mister" for "Mr.", grammars.title.said):
    # the word as spoken stays a path, and no mark parts it from a greeting before it either.
    said_titles: frozenset[str] = frozenset()
    # -ln P(digits | class) of a form given its LM tokens (lm.class_members): what class tokens
    # leave unpriced.
    member_cost: Callable[[str, tuple[str, ...]], float] = lambda form, pieces: 0.0
    # The LM tokens of an e-mail and a web address, and what reading the window's units FIRST..
    # FIRST+N as one costs (ADDRESS_COST(first, n, is_email); lm.class_sizes.address_part_cost):
    # "heworks@amazon.com" pays for "he works", which "He works at amazon.com" leaves as words.
    email_token: str = ""
    url_token: str = ""
    address_cost: Callable[[int, int, bool], float] = lambda first, n, email: 0.0
    # Other LM views of a form with a code, each with what it costs beside the LM (FORM,
    # PIECES, the window's units FIRST..FIRST+N it reads -> ((view, cost), ...)); the form
    # scores as the best of its PIECES and these: the code's pieces apart (lm.tokens.code_parts),
    # a code said a character at a time as the digit string of its length.
    apart: Callable[[str, tuple[str, ...], int, int], Views] = lambda form, pieces, first, n: ()
    # The log-ratio of the sentences an opening (a spoken word, or two with no mark between
    # them) opens that end with no comma, against every sentence's (lm.openers; at most 0): "if"
    # -1.2, "when you" -1.2 where "when" is -0.7, "when do" 0. Added, weighted, to a sentence
    # end while the sentence has no comma: "If you have any questions." is a fragment.
    opener_ratio: Callable[[Sequence[str]], float] = lambda opening: 0.0
    # The log-ratios (".", "?") of a sentence end's share after the sentence's opening words to
    # its share of every end (lm.question_openers): "is there" (-3.1, +2.6), "the" (+0.1, -1.5).
    # Added, weighted, to a sentence end where the marks include "?".
    question_ratios: Callable[[tuple[str, ...]], tuple[float, float]] = lambda opening: (0, 0)
    # Whether a sentence's opening asks with its auxiliary unsaid ("you coming", "you seen";
    # formatter.unsaid_questions), and whether it follows a greeting's comma ("Hey Danny, | you
    # want to grab lunch"): its end takes "?" (tuning.unsaid_auxiliary_question_bonus).
    unsaid_question: Callable[[tuple[str, ...], bool], bool] = lambda opening, greeted: False
    # Whether the window's words FIRST to LAST, a sentence, ask with their "did" unsaid: "you
    # borrow my drill last month" (formatter.unsaid_questions.asked_in_the_past); its end takes
    # "?" as an unsaid auxiliary's does.
    past_question: Callable[[int, int], bool] = lambda first, last: False
    # The case class of a written word (lm.boundary_text.case_class; None: not a word).
    case_class: Callable[[str], str | None] = lambda form: None
    # The log-ratios (end, go on) of a sentence of L words ending at its L-th word against a
    # sentence end's share of every slot (lm.sentence_lengths): L = 2 (-0.70, +0.04).
    length_ratios: Callable[[int], tuple[float, float]] = lambda length: (0.0, 0.0)
    # The month names as said ("may"), and the style's order of a date's month and day
    # ("month-day": en-US "May 16th, 2026"; "day-month": en-GB "16 May 2026"; "": no rule on the
    # mark before its year).
    months: frozenset[str] = frozenset()
    date_order: str = ""


def best_path(
    dag: SegmentDag,
    scorer: Scorer,
    layers: Layers,
    tuning: Tuning,
    start: Carry | None = None,
    close: bool = True,
    evidence: Evidence = NO_EVIDENCE,
    continues: bool = False,
) -> tuple[list[Choice], Carry]:
    """The best sequence of choices from node 0 to the end, and where it leaves the search.

    START continues from an earlier window (Carry: LM state, whether a sentence starts here, what
    ending the sentence owes, its opening and length). CLOSE scores the end of the transcript
    (</s>); a window followed by another leaves it open.
    EVIDENCE scores marks and case forms per input unit of this window. CONTINUES (without
    START) says the words may continue a sentence begun before them (a segment of a stream):
    the search also starts mid-sentence, from the LM's empty context, at a cost
    (tuning.continuation_penalty), and the better of the two beginnings wins.

    Rules that look one choice back (a sentence break between numbers, a name after a greeting)
    need no key of their own: the previous token's case and mark are in the LM state.
    """
    state, sentence_start, owed, opening, length, after_question = start or (
        scorer.start_state(), True, 0.0, (), 0, False
    )
    # The sentence-length feature's weights, long side and short (lm.sentence_lengths), and its
    # (end, go on) at each length, read once a search.
    length_weights = (tuning.sentence_length_weight, tuning.short_sentence_weight)
    length_ratios: dict[int, tuple[float, float]] = {}
    # The question-opener feature, where the marks include "?" (lm.question_openers).
    offers_question = "?" in layers.marks
    ask_weight = tuning.question_opener_weight if offers_question else 0.0
    asks_twice = offers_question and tuning.question_after_question != 0.0
    # The mark the style writes between a date's day and its year (_ends_date).
    year_mark = "," if layers.date_order == "month-day" else ""
    frontier: list[dict[tuple[Hashable, bool, bool, bool, bool], _Hyp]] = [
        {} for _ in dag.edges
    ]
    # The first key's opening flag is False whatever it carries: it is alone in its node.
    first_key = (state, sentence_start, owed < -tuning.opener_key_floor, False, after_question)
    frontier[0][first_key] = _Hyp(
        0.0, state, sentence_start, None, None, owed, opening, length, after_question
    )
    if continues and start is None:
        middle = scorer.null_state()
        cost = -tuning.continuation_penalty
        frontier[0][(middle, False, False, False, False)] = _Hyp(
            cost, middle, False, None, None, 0.0, None, None
        )
    # The best score that has reached each node yet. A hypothesis more than the beam's width
    # below it will be dropped by _prune, as the best only rises: it is not made at all (78% of
    # those scored on bench_formatter's transcripts). Not at the final node, where the end's
    # score is added first, nor where _prune keeps it whatever it scores (_open_greeting).
    reached = [-math.inf] * len(dag.edges)
    greeting_ends = _last_words(layers.greetings)
    open_targets = {
        e.target for out in dag.edges for e in out if _may_open(e, greeting_ends, layers)
    }
    # The score of each (node, key) in open_targets whose hypothesis was not made: a later one
    # must beat it.
    held: dict[tuple[int, tuple[Hashable, bool, bool, bool, bool]], float] = {}
    # The LM's scores of the marks after each state (below), and their best; each mark's
    # tokens with the space after it, but at the transcript's end (last).
    marked: dict[tuple[Hashable, bool], tuple[dict[str, tuple[float, Hashable]], float]] = {}
    mark_tokens = {
        True: [(m, layers.marks[m]) for m in layers.final_marks],
        False: [(m, layers.marks[m] + layers.space) for m in layers.between],
    }
    # The words a greeting, a closing greeting, a title or a joined name ends with (behind).
    noted = (
        greeting_ends | _last_words(layers.farewells) | layers.honorifics | layers.titles
        | layers.said_titles | JOINING
    )
    for node, edges in enumerate(dag.edges):
        hyps = _prune(frontier[node], tuning, layers)
        # What each hypothesis' last choices are, once per node, not once per edge that leaves
        # it: an address, a title, a closing greeting ("thanks", "thank you"), and whether the
        # word after them may address someone.
        # Each needs the last choice's words to be among `noted`, but an address after a
        # greeting before it (_after_address: "hi | bill | it's"): most hypotheses are told at
        # once.
        behind = [
            (
                hyp,
                _after_address(hyp, layers),
                _honorific(hyp, layers),
                _phrase_before(hyp, layers.farewells) is not None,
                _may_address(hyp, layers),
            )
            if hyp.choice is None or hyp.choice.edge.text in noted
            or (hyp.back is not None and _may_address(hyp.back, layers))
            else (hyp, False, None, False, False)
            for hyp in hyps
        ]
        for edge in edges:
            # Only the transcript's end must end a sentence: a window the next one continues
            # ends wherever the search cut it, mid-sentence as often as not.
            last = close and edge.target == dag.final
            marks = layers.final_marks if last else layers.between
            # The mark after an edge sits in the slot after its last word; its case is its first's.
            slot = dag.position[node] + edge.words - 1
            mark_evidence = evidence.marks[slot] if evidence.marks else None
            # The weight of the LM's preference among the marks there (tuning.lm_mark_weight),
            # but inside a set phrase of numbers tuning.idiom_lm_mark_weight: "open 24, 7" paid
            # half the LM's price of its comma against the whole price of "24/7"'s slash.
            lm_share = (
                tuning.idiom_lm_mark_weight if slot in evidence.idioms else tuning.lm_mark_weight
            )
            # An edge of several words writes no mark inside it: it takes their "no mark" scores,
            # as the word-by-word paths beside it do, so neither is favoured for its length.
            inside = (
                sum(m.get("", 0.0) for m in evidence.marks[dag.position[node] : slot])
                if evidence.marks and edge.words > 1
                else 0.0
            )
            case_evidence = evidence.cases[dag.position[node]] if evidence.cases else None
            # The readings that may follow this edge, for what they say of it.
            following = dag.edges[edge.target]
            spelled = tuning.spelled_number_penalty * (
                edge.text in layers.spelled_numbers
                or (
                    edge.text in layers.spelled_hours
                    and any(after.text in OCLOCK for after in following)
                )
            )
            # Whether it is an interjection "so" may be said after, or a word that addresses the
            # listeners, said after one ("okay guys | so this is"; tuning
            # .interjection_so_period_penalty). The edges after it are read only for those.
            interjection = edge.text in layers.interjections
            addresses = bool(layers.vocative_forms(edge.text))
            before_so = (interjection or addresses) and any(
                after.text.partition(" ")[0] == "so" for after in following
            )
            so_after = interjection and before_so
            addressed_so = addresses and before_so
            # Whether a sentence that asks with its "did" unsaid may end on it ("last month").
            ends_past = offers_question and edge.words == 1 and edge.text in PAST_ENDS
            # Not before a word that takes digits: "6 million", "2 cents".
            small = (
                edge.words == 1
                and edge.text in layers.small_digits
                and not any(after.text in layers.digits_before for after in following)
            )
            # Its cost as a quantity's digit: the flat cost moved by the word after it ("5
            # years" dearer, "5 km" cheaper), and more before a plural noun, never below 0: the
            # LM favours digits enough.
            small_cost = (
                max(
                    0.0,
                    tuning.small_digit_penalty
                    + tuning.small_quantity_weight * layers.small_quantity(dag.position[node])
                    + tuning.counted_noun_penalty * layers.counted_noun(dag.position[node]),
                )
                if small
                else 0.0
            )
            # An ordinal under ten in figures: dearer before a word it ranks ("the 9th floor"),
            # as the word says (lm.small_ordinals), never cheaper.
            ordinal_cost = (
                max(0.0, tuning.small_ordinal_weight * layers.small_ordinal(dag.position[node]))
                if edge.words == 1 and ordinal_figures(edge.text)
                else 0.0
            )
            # And a date's day in words: "due on the first." is "due on the 1st."
            if edge.words == 1 and edge.text.isalpha() and layers.date_day(dag.position[node]):
                ordinal_cost += tuning.date_day_word_penalty
            # The reading's bonus is its written text's: its case forms keep the ":" or the code.
            reading_bonus = (
                layers.reading_bonus(dag.position[node], edge.words, edge.text)
                if edge.words > 1
                else 0.0
            )
            # A form's LM tokens, and its codes' other views (layers.apart), once per edge, not
            # once per hypothesis that reaches it.
            tokenized: dict[tuple[str, bool], tuple[tuple[str, ...], Views]] = {}
            said = tuple(edge.text.split(" ", OPENING_WORDS)[:OPENING_WORDS])
            # What ending a sentence this edge opens costs before its comma (lm.openers).
            opens = tuning.opener_weight * layers.opener_ratio(said)
            # A comma before a hesitation or a hedge sets it off and pays no opener's debt:
            # "If you see this in the next, like 10 minutes." is still no sentence.
            sets_off = bool(following) and all(
                after.text in layers.fillers or after.text in _HEDGES for after in following
            )
            # A title whose name owns what follows addresses no one: "Good morning, | Dr.
            # Patel's office calling", "Hello, | Doctor Smith's office".
            titled = _title_word(edge.text, layers)
            owner_title = titled and bool(following) and all(
                possessive_name(after.text, layers) for after in following
            )
            # A title said in full, before a name (title_runs_on below).
            named_next = edge.text in layers.honorifics and any(
                layers.address_forms(after.text) and not layers.vocative_forms(after.text)
                for after in following
            )
            # Whether it may run on into a name: one the lexicon writes so, or a word that may
            # be one (_may_name: "Officer Tkachuk", "Professor Wood"); not "Thanks, Doctor | for
            # your help".
            runs_on = named_next or layers.joined_after(slot) or (
                edge.text in layers.honorifics
                and any(_may_name(after.text, layers) for after in following)
            )
            # How an address writes it ("Dad", "Mark"), for a speaker naming themself
            # (_introduced).
            as_address = layers.address_forms(edge.text)
            # Or how a name writes a word that may be one (_speaker_name), where what follows
            # says who the speaker is: "this is Grace from the front office", "it's Odette,
            # your tutor", or a word the LM hardly saw, whatever follows ("Yo, it's Donte."); or
            # "me", which introduces the speaker as a name does ("it's me. Just calling").
            # _introduced decides whether the speaker introduced themself there.
            own = as_address or (
                (edge.text,) if edge.text == "me"
                else _speaker_name(edge.text, layers)
                if layers.speaker_after(slot) or layers.greeted_speaker(slot)
                or layers.rare(edge.text)
                else ()
            )
            # Whether it names someone: not a title ("Dr.", which a name follows), nor letters
            # ("AB": TED's transcripts label their speakers so, "AB, nine." in the references).
            a_name = bool(as_address) and not titled and not as_address[0].isupper()
            # "Hey Becky here": the speaker's own name, not whom they greet.
            self_named = a_name and layers.names_self_after(slot)
            # A relation or role before a name ("your technician | paul"; role_named below).
            names_next = (
                edge.text in layers.relations and not last
                and any(layers.address_forms(after.text) for after in following)
            )
            # A name's possessive before a relation ("jake's | mom"; owner below).
            related = possessive_name(edge.text, layers) and any(
                after.text in layers.relations for after in following
            )
            # A verb of saying before what was said, no hesitation between (_SAYING).
            reports = edge.text in _SAYING and not any(
                after.text in layers.fillers for after in following
            )
            # "1" for "one", said alone (not a longer number's reading).
            digit_one = edge.words == 1 and edge.text == "1"
            # A phrase that closes the message after it ("if you want | talk soon bye").
            sign_off = not last and layers.sign_off_after(slot)
            joined_farewell = not last and layers.joined_farewell_after(slot)
            # Where a speaker says they are from ends here, what they call about or their
            # message after it (Layers.affiliation_goes_on, affiliation_message_after).
            called_about = not last and layers.affiliation_goes_on(slot)
            from_message = not last and layers.affiliation_message_after(slot)
            aside = not last and layers.affiliation_aside_after(slot)
            call_message = not last and layers.call_message_after(slot)
            # A word or two said again at once ("i i", "in the in the").
            repeated = edge.words == 1 and layers.repeated_after(slot)
            # A lead-in's words, where one ends here before what it leads into, and whether one
            # begins after this edge.
            lead_in = 0 if last else layers.lead_in_after(slot)
            leads_next = not last and layers.lead_in_before(slot)
            # A tag after this edge's word, or this edge's word the tag (tag_question).
            before_tag = not last and layers.tag_question(slot + 1)
            # "or" said next, which joins a question's other choice to it (question_or_penalty).
            before_or = not last and any(after.text == "or" for after in following)
            # Whether the word said next carries a speaker's introduction on ("Coach Williams
            # | from", "| calling", "| here"; titled_name_run_on_penalty): read only after a
            # titled speaker's name, as it asks the lexicon and the LM.
            goes_on_after: bool | None = None
            tag = edge.words == 1 and layers.tag_question(slot)
            # Whether the speaker's introduction ("it's", "this is") follows a name, a word of
            # endearment or a greeting: "Honey | it's Mom" (may_open: whom the message is for,
            # then who speaks), "Good morning | this is" (hails, hailed below).
            addresses = a_name or edge.text in layers.endearments
            greets = (edge.text,) in layers.greetings
            introduces = (addresses or greets) and layers.introduction_after(slot)
            may_open = addresses and (introduces or layers.opening_address(slot))
            # A greeting before the introduction keeps its comma (hails: tuning
            # .greeting_introduction_period_penalty), and so does one before a hesitation,
            # whatever follows it: "Hey, um, so I forgot my key" (the probe editors' comma in
            # all 16 lines with a greeting before a filler).
            hesitates = greets and any(after.text in layers.fillers for after in following)
            hails = greets and (edge.text,) not in layers.farewells and (introduces or hesitates)
            # A business's name, its words capitalized (Layers.business), and a street's.
            trade = edge.words == 1 and layers.business(dag.position[node])
            street = edge.words == 1 and layers.street_name(dag.position[node])
            # A numbered street under ten is spelled out (formatter.streets.numbered_streets):
            # "on Fifth Street", where the LM writes "5th Street".
            street_figure = (
                tuning.street_ordinal_penalty
                if street and _SMALL_ORDINAL.fullmatch(edge.text)
                else 0.0
            )
            # A label the style writes in full, read as the LM learned it (grammars.phone
            # .IN_FULL): "at extension 4521", read "at ext. 4521".
            label, _, number = edge.text.partition(" ")
            in_full = f"{IN_FULL[label]} {number}" if number and label in IN_FULL else None
            # A number before such a label is set off from it: "(800) 555-0192, extension 412".
            labelled_after = edge.text[-1:].isdigit() and any(
                after.text.partition(" ")[0] in IN_FULL for after in following
            )
            # A year, which may follow a date's day and month (_ends_date).
            year = bool(layers.date_order) and bool(_YEAR.fullmatch(edge.text))
            # A date read whole with its year after the style's comma ("October 22nd, 2025").
            dated_whole = bool(year_mark) and _dated_whole(edge.text, layers)
            # Whether a hypothesis it makes may be dropped below the beam's width (reached
            # above); sealed: nor may any other edge's into its node be kept there.
            cut = edge.target != dag.final and not _may_open(edge, greeting_ends, layers)
            sealed = cut and edge.target not in open_targets
            targets = frontier[edge.target]
            # What each mark after it costs whatever hypothesis reaches it: the mark's own
            # cost, the rules read from the edge and the words beside it, the evidence.
            fixed = {}
            for mark in marks:
                ends = mark in layers.sentence_end
                cost = tuning.mark_penalty[mark]
                if self_named and mark:
                    cost += tuning.self_named_mark_penalty
                # A phone number and its extension: "(800) 555-0192, extension 412".
                if labelled_after and mark == ",":
                    cost -= tuning.extension_comma_bonus
                # Transcripts of calls set a word said twice apart: "and, and", "the, the"
                # (Earnings-21's references, 79% of 5,341); and "I. I didn't", where the LM
                # reads "I I" as no English, becomes "I, I didn't".
                if repeated and mark == ",":
                    cost -= tuning.repeated_comma_bonus
                    # A determiner said twice more: "the, the brakes", where the LM and the
                    # members, trained on written text, put nothing.
                    if edge.text in layers.determiners:
                        cost -= tuning.repeated_determiner_comma_bonus
                # No mark parts where a speaker is from and what they call about: "this is
                # Dana from State Farm returning your call", where the members put a comma.
                if mark and called_about:
                    cost += tuning.affiliation_mark_penalty
                # An aside after it is set off: "Tom at Allstate, just following up".
                if aside and mark != ",":
                    cost += tuning.affiliation_aside_penalty
                # But their message opens a sentence after it: "it's Kevin from IT. Your new
                # laptop".
                if from_message and not ends:
                    cost += tuning.affiliation_run_on_penalty
                # So after "calling": "this is the library calling. The book you put on hold".
                if call_message and not ends:
                    cost += tuning.call_run_on_penalty
                # What was said follows with no comma: "Mom said you might have an old crib",
                # not TED's quoting "Mom said, you might" (its transcripts drop the quotation
                # marks and keep the comma).
                if reports and mark == ",":
                    cost += tuning.reported_speech_comma_penalty
                if sign_off and not ends:
                    cost += tuning.sign_off_penalty
                    if layers.elliptical_sign_off(slot):
                        cost += tuning.elliptical_sign_off_penalty
                if joined_farewell and mark != ",":
                    cost += tuning.joined_farewell_penalty
                if leads_next and not mark:
                    cost += tuning.lead_in_mark_penalty
                # A request's tag is set off and asks: "Call me back, okay? Bye."
                if (before_tag and mark != ",") or (tag and mark != "?"):
                    cost += tuning.tag_question_penalty
                # A question's choices are one sentence: "Are we still on for lunch, or should
                # we push it?", not "lunch? Or should we".
                if before_or and mark == "?":
                    cost += tuning.question_or_penalty
                # A business's name runs on: "from Liberty Mutual", not "Liberty. Mutual."
                # (the LM reads a sentence's first word folded to lowercase).
                # Nor does a street's, nor is a house number parted from it: "at 909 Cedar
                # Court", not "at 909. Cedar Court".
                if mark and (
                    (trade and layers.business(slot + 1)) or layers.street_name(slot + 1)
                ):
                    cost += tuning.business_mark_penalty
                # Nor does it run into the message after it: "from Midtown Auto Repair. Your
                # car's ready", where the members read "repair your car".
                if trade and not ends and not last and (
                    not layers.business(slot + 1) and layers.business_message_after(slot)
                ):
                    cost += tuning.business_run_on_penalty
                # An address's unit is set off from its street: "422 Maple Avenue, Apartment 3B";
                # so are its city and its state: "Oak Street, San Jose, California".
                if mark != "," and layers.address_unit(slot + 1):
                    cost += tuning.address_unit_comma_penalty
                # What a speaker lets the listener know runs on from the phrase: "calling to
                # let you know a technician is scheduled", not "to let you know, a technician".
                if mark and layers.told_clause_after(slot):
                    cost += tuning.told_clause_mark_penalty
                # Nor is "okay" said of how something is: "Is that still okay?", not "Is that
                # still? Okay,".
                if mark and layers.okay_said_after(slot):
                    cost += tuning.okay_said_mark_penalty
                if mark and layers.okay_said_goes_on(slot):
                    cost += tuning.okay_said_run_on_penalty
                # A speaker's relation runs into their name: "it's your cousin Ray", not "your
                # cousin, Ray" (the members' comma of an apposition).
                if mark and layers.named_relation(slot):
                    cost += tuning.relation_name_mark_penalty
                # A request to call back said last is no part of the clause before: "Did you
                # see the text I sent you? Call me.", not "you call me?".
                if not mark and not last and layers.call_back_after(slot):
                    cost += tuning.call_back_run_on_penalty
                if mark == "?" and layers.call_back_ends(slot):
                    cost += tuning.call_back_question_penalty
                # Nor is an invitation said right after a statement: "I'm outside. Come on
                # down.", not "outside come on down".
                if not mark and not last and layers.invitation_after(slot):
                    cost += tuning.invitation_run_on_penalty
                # Nor is its purpose, said last, a sentence of its own: "call us at (312)
                # 555-0187 to confirm", not "555-0187. To confirm."
                if ends and not last and layers.purpose_after(slot):
                    cost += tuning.purpose_period_penalty
                # Nor a request made of what was just said: "I'm in a meeting, so please text
                # me.", not "meeting. So please".
                if mark != "," and not last and layers.so_request_after(slot):
                    cost += tuning.so_request_mark_penalty
                # Nor the audience thanked: "Thanks for watching, everyone.", not "watching
                # everyone."
                if mark != "," and not last and layers.audience_after(slot):
                    cost += tuning.audience_mark_penalty
                # Nor a count's numbers: "One, two, three, four, five." (formatter.counting).
                if mark != "," and not last and layers.count_after(slot):
                    cost += tuning.count_mark_penalty
                # Nor is a day said last set apart: "I'll bring it back Sunday.", not "back.
                # Sunday." nor "I'll be there, Sunday."
                if mark and not last and layers.time_said_last(slot):
                    cost += tuning.last_time_period_penalty
                # An invitation runs into its "you in?" at the close: "at noon. You in?"
                if not ends and not last and layers.asked_in_after(slot):
                    cost += tuning.asked_in_run_on_penalty
                if mark and not last and layers.asked_whole_after(slot):
                    cost += tuning.asked_in_run_on_penalty
                if mark_evidence is not None:
                    cost -= mark_evidence.get(mark, 0.0)
                fixed[mark] = cost
            # Its case forms, once for a sentence's first word and once for any other.
            offered: dict[bool, Sequence[str]] = {}
            for hyp, after_address, honored, farewell, may_address in behind:
                # The sentence's opening, once it has its first words (_Hyp.opening), and what
                # its first two say of the marks that would end the sentence here.
                if hyp.sentence_start:
                    opening = said
                elif hyp.opening is not None and len(hyp.opening) < OPENING_WORDS:
                    opening = (hyp.opening + said)[:OPENING_WORDS]
                else:
                    opening = hyp.opening
                asked = (
                    layers.question_ratios(opening[:3]) if ask_weight and opening else (0.0, 0.0)
                )
                # The sentence's length once this edge's words are said; what ending it there
                # and going on say, and what going on through the edge's inner slots said.
                before = 0 if hyp.sentence_start else hyp.length
                spoken = None if before is None else before + edge.words
                ended = going = went = 0.0
                if spoken is not None and any(length_weights):
                    ratios = length_ratios.get(spoken)
                    if ratios is None:
                        ratios = length_ratios[spoken] = _length_ratios(
                            spoken, layers, length_weights
                        )
                    ended, going = ratios
                    for inner in range(before + 1, spoken):
                        went += _length_ratios(inner, layers, length_weights)[1]
                opening_asks = asked[1] > tuning.question_key_floor
                # Whether it asks with its auxiliary unsaid ("you coming"), where "?" is offered.
                # After a greeting's comma, or in the sentence after the speaker's introduction
                # ("Hey, it's Jake. | You hear about Kevin's new job?"), a bare verb asks too.
                hailing = hyp.after_greeting
                unsaid_asks = offers_question and (
                    (bool(opening) and layers.unsaid_question(opening, hailing))
                    or (
                        ends_past and spoken is not None
                        and layers.past_question(slot + 1 - spoken, slot)
                    )
                )
                # So does one after a greeting with no comma ("Hey you guys coming?"), which
                # takes the members' evidence for "." but not the bonus: the comma's reading
                # keeps its lead ("Hey, you awake?").
                greeting_asks = (
                    offers_question and not unsaid_asks and bool(opening)
                    and (opening[0],) in layers.greetings
                    and layers.unsaid_question(opening[1:], False)
                )
                # A greeting that opens the sentence, with or without the name it greets ("Hey |
                # babe |"): after its comma the words that follow are the sentence's opening
                # as the question openers and unsaid_questions read it ("Hey, you awake?",
                # "Hi, how are you?").
                greeted = (
                    bool(opening) and (opening[0],) in layers.greetings
                    and (spoken == 1 or (spoken == 2 and addresses))
                )
                # So is a hesitation's: "Uh, you still coming?" asks as "You still coming?" does.
                hesitant = (
                    opening is not None and len(opening) == 1 and opening[0] in layers.fillers
                )
                # At the sentence's second word, with no mark after its first, the pair's debt
                # replaces the word's ("when you" owes more than "when", "when do" nothing).
                owes = opens if hyp.sentence_start else hyp.opener
                if (
                    hyp.length == 1 and not hyp.sentence_start and hyp.choice is not None
                    and not hyp.choice.mark and opening is not None and len(opening) >= 2
                ):
                    owes = tuning.opener_weight * layers.opener_ratio(opening[:2])
                # Whether the opening asks is read before the shift, which leaves it choosing
                # between "." and "?" without making an end cheaper (tuning).
                shift = tuning.question_opener_relative * max(asked)
                asked = (asked[0] - shift, asked[1] - shift)
                # The LM tells "3. 30" from "3.30" (lm.tokens.POINT), but not two amounts that
                # abut from one ("1,330 1,400"; tuning.adjacent_numbers_penalty).
                split = (
                    tuning.adjacent_numbers_penalty
                    if tuning.adjacent_numbers_penalty and _numbers_abut(hyp.choice, edge.text)
                    else 0.0
                )
                if (
                    hyp.choice is not None and _FRACTION.fullmatch(edge.text)
                    and _AMOUNT.fullmatch(hyp.choice.form)
                ):
                    split += tuning.fraction_after_amount_penalty
                # A date's year after its day takes the style's mark, whichever readings of the
                # date the search took: "May 16th, 2026" whole or "May 16th" then "2026".
                if (
                    year and hyp.choice is not None
                    and hyp.choice.mark != year_mark and _ends_date(hyp, layers)
                ):
                    split += tuning.date_year_mark_penalty
                # Nor is the year read apart, as two numbers after the date's comma: "September
                # 30, 20, 20 balance sheet" had escaped the cost of the year's closing comma
                # (below) that "2020 balance sheet" pays.
                if (
                    year_mark and _PAIR_HALF.fullmatch(edge.text) and hyp.choice is not None
                    and _PAIR_HALF.fullmatch(hyp.choice.form)
                    and hyp.back is not None and hyp.back.choice is not None
                    and hyp.back.choice.mark == year_mark and _ends_date(hyp.back, layers)
                ):
                    split += tuning.date_year_mark_penalty
                # A year set off after its date's day is set off after it too where the
                # sentence goes on: "on October 22nd, 2025, at 9:30" (the style's comma only),
                # read with its day or after it.
                dated = dated_whole or (
                    year and bool(year_mark) and hyp.choice is not None
                    and hyp.choice.mark == year_mark and _ends_date(hyp, layers)
                )
                after_title = (
                    hyp.choice is not None
                    and not hyp.choice.mark
                    and hyp.choice.form in layers.titles
                )
                # "Dr. | patel's": a name the lexicon does not know takes its capital too.
                named = after_title and not layers.known(edge.text)
                capital = hyp.sentence_start or named
                # A quantity, not a label's or a name's number ("number 2", "Cyborg 3"): what
                # was said before it, not how the search cased it, says which. Nor one of a list
                # of numbers ("24, 7 and 8"), where the cost would tip it into "24/7".
                counted = small and (
                    hyp.choice is None
                    or not (
                        _labels_a_number(hyp.choice.edge.text, layers)
                        or hyp.choice.form[-1:].isdigit()
                    )
                )
                # "One" ending a noun phrase is the pronoun, not the count: "the mystery one.",
                # "the big glass one, no rush" (tuning.pronoun_one_penalty), where the LM reads
                # "glass 1" as it reads "Phase 1". Not after a label's word ("room 1.").
                pronoun = (
                    digit_one and hyp.choice is not None and not hyp.choice.mark
                    and not _labels_a_number(hyp.choice.edge.text, layers)
                    and _noun_phrase_start(hyp, layers, words=3) is not None
                )
                forms = offered.get(capital)
                if forms is None:
                    forms = offered[capital] = layers.case_forms(edge.text, capital)
                addressed = (
                    _addressed(hyp, edge.text, layers) if may_address and not owner_title else ()
                )
                if self_named:
                    addressed = ()
                opens_address = may_open and hyp.sentence_start
                # After a closing greeting the address may end its sentence: "Thank you,
                # John. Good morning."
                closing = bool(addressed) and farewell
                # Set off after it by a comma, such an address is set off before it too:
                # "Thanks, everyone, for coming", not "Thanks everyone, for coming".
                unpaired = closing and hyp.choice is not None and not hyp.choice.mark
                introduced = own and _introduced(hyp, own, layers)
                # Whose relation a speaker is: nothing parts the possessive from it ("this is
                # Jake's mom", "this is Rachel, Jake's mom"; not "Jake's. Mom.").
                owner = related and _introduces_owner(hyp, layers)
                # A title said in full before a name, addressing someone or naming the speaker,
                # runs on into the name: "Hi Officer Martinez, this is", "this is Nurse Kelly";
                # and so does one no determiner goes before ("Detective Laura Chen said", where
                # the members' comma was .46; "the detective, Laura Chen" is theirs).
                title_runs_on = named_next and bool(
                    addressed or _introduced(hyp, (edge.text,), layers)
                    or not _determined(hyp, layers)
                )
                if title_runs_on:
                    forms = [f for f in forms if f[:1].isupper()] or forms
                bare = a_name and _bare_address(hyp, layers)
                apposed = a_name and not last and _apposition(hyp, layers)
                # A sentence's opening noun phrase of a relation or role, its name next: no
                # sentence of its own ("Your technician. Paul will arrive").
                role_named = names_next and _opening_phrase(hyp, layers)
                # So is a speaker's description set off after their name, where it ends: "it's
                # Anna, the babysitter | I'm running late".
                described = (
                    edge.text in layers.relations and not last
                    and not layers.goes_on_after(slot) and _described(hyp, layers)
                )
                # A hesitation inside a sentence takes the mark before it after it too: "this
                # is, uh, Jennifer", not "this is uh, Jennifer" (the filler table scores each
                # side alone).
                hesitated = (
                    edge.text in layers.fillers and not hyp.sentence_start
                    and hyp.choice is not None
                )
                # The mark before it, "" or "," (a sentence end would start the sentence).
                before_filler = hyp.choice.mark if hesitated else None
                # A fond address ends a sentence of other words set off by a comma, or goes on
                # into the next: "Happy birthday, sweetheart.", "Love you too, sweetheart. Bye."
                # Not after a greeting ("Hi honey."), nor as a noun ("He's a good buddy.").
                # Inside a sentence it keeps its vocative form: "Happy birthday, buddy", where
                # the LM and the case model read a dog's name ("Buddy").
                endeared = (
                    edge.text in layers.endearments and hyp.choice is not None
                    and _fond_address(hyp, layers)
                )
                fond = endeared and (hyp.sentence_start or not hyp.choice.mark)
                if endeared and not hyp.sentence_start:
                    forms = [f for f in forms if f in layers.vocative_forms(edge.text)] or forms
                if introduced:
                    forms = [f for f in forms if f in introduced] or list(introduced)
                # A relation said as a name, with no determiner or possessive before it, is
                # written as one: "I talked to Mom", "Hey sis, Mom wants to know" ("my mom", "a
                # new mom" stay; the lexicon writes "mom" lowercase, mostly "my mom"). So is its
                # possessive: "So Mom's birthday is coming up" ("my mom's" stays).
                kin = edge.text[:-2] if edge.text.endswith("'s") else edge.text
                if kin in layers.relations and _kin_as_name(hyp, kin, layers):
                    forms = [f for f in forms if f[:1].isupper()] or (
                        [upper_first(edge.text)] if kin != edge.text else forms
                    )
                if edge.words == 1 and layers.named_object(dag.position[node]):
                    forms = [upper_first(edge.text)]
                # An address's unit, alone or read with its number ("Apartment 3B"), and the
                # first word of its city's and its state's names.
                if layers.address_unit(dag.position[node]):
                    forms = list(dict.fromkeys(upper_first(f) for f in forms))
                wished = layers.wished(dag.position[node]) if edge.words == 1 else None
                # The form written and the form the models read in its place, inside a sentence
                # (Punctuation.wished: "happy", read "Happy").
                read_as: tuple[str, str] | None = None
                if wished is not None:
                    written, read = wished
                    forms = [upper_first(written) if hyp.sentence_start else written]
                    if not hyp.sentence_start:
                        read_as = wished
                if in_full is not None:
                    start = upper_first if hyp.sentence_start else str
                    forms = [start(in_full)]
                    read_as = (forms[0], start(edge.text))
                if self_named:
                    forms = [f for f in forms if f in as_address] or list(as_address)
                # A relation after a possessive is no name: "Jake's dad", "Sarah's mom" (the
                # lexicon's "Dad" is its commonest form, a name's).
                if (
                    edge.text in layers.relations and hyp.choice is not None
                    and not hyp.choice.mark and possessive_name(hyp.choice.edge.text, layers)
                ):
                    forms = [f for f in forms if f.islower()] or forms
                if trade or street:
                    company = trade and layers.company_forms.get(edge.text)
                    forms = (
                        [company] if company
                        else list(dict.fromkeys(upper_first(f) for f in forms))
                    )
                # A word the lexicon writes lowercase keeps that form after an address (see
                # _after_address), and in a greeting after "good": e-mail's "Good Morning" is
                # title case, not the greeting's ("Good Morning Officer Brown" once the LM read
                # the sentence's first word folded, lm.sentence_starts).
                greeting = (
                    hyp.choice is not None and not hyp.choice.mark
                    and hyp.choice.edge.text == "good" and greets
                )
                # A greeting that opens its sentence before the speaker's introduction: "Good
                # morning, this is Alicia", "Hello, this is Dr. Hassan", as "Hi, this is".
                hailed = hails and (
                    hyp.sentence_start
                    or greeting and hyp.back is not None and hyp.back.sentence_start
                )
                # So does the first word of what was said, with or without a comma before it:
                # "said it's gonna", where the case model, as TED's quotes, wrote "said It's",
                # and "Mom said, It's fine" when the LM kept the quoting comma.
                reported = (
                    hyp.choice is not None and hyp.choice.mark in ("", ",")
                    and hyp.choice.edge.text in _QUOTING
                )
                if (after_address or greeting or reported) and forms and forms[0][:1].islower():
                    forms = forms[:1]
                if addressed:
                    # "Hi Bill, ...": the name keeps its capital, and a comma sets it off from
                    # what follows.
                    forms = [f for f in forms if f in addressed] or list(addressed)
                # No mark parts a greeting from whom it addresses: a name ("Hi | Bill,") or a
                # title before one ("Good evening | Mrs. Garcia,").
                parted = farewell and hyp.choice is not None and hyp.choice.mark == ","
                if hyp.choice and hyp.choice.mark and not parted and (
                    addressed
                    or (
                        titled and not owner_title and _greets(hyp, layers, good=True)
                    )
                ):
                    split += tuning.vocative_mark_penalty
                # A lead-in that opens its sentence or follows a comma: "Just a reminder, |
                # practice is moved", "Hey, just a heads up, | the gate code changed".
                led = bool(lead_in) and _after_mark(hyp, lead_in - edge.words)
                # Whether any rule read from this hypothesis' last choices moves the marks.
                special = bool(
                    opens_address or hailed or apposed or described or introduced or owner
                    or role_named
                    or pronoun or unpaired or hesitated or fond or led or dated
                )
                # A question with its auxiliary unsaid: where the members end the sentence, "?"
                # takes their evidence for "." if that is more (they never saw such questions;
                # formatter.unsaid_questions).
                lent = (
                    tuning.unsaid_auxiliary_evidence * max(
                        mark_evidence.get(".", 0.0) - mark_evidence.get("?", 0.0), 0.0
                    )
                    if mark_evidence is not None and (unsaid_asks or greeting_asks)
                    else 0.0
                )
                # The LM reads a sentence's first form as it was trained to (Layers.start_pieces).
                first = hyp.sentence_start and layers.start_pieces is not None
                for form in forms:
                    model_form = read_as[1] if read_as and form == read_as[0] else form
                    if (model_form, first) not in tokenized:
                        found = (
                            layers.start_pieces(model_form) if first
                            else layers.pieces(model_form)
                        )
                        views = layers.apart(model_form, found, dag.position[node], edge.words)
                        tokenized[model_form, first] = (found, views)
                    pieces, views = tokenized[model_form, first]
                    body, body_state = _score_all(scorer, hyp.state, pieces)
                    for view, view_cost in views:
                        # A code is at least as likely as its pieces written apart ("Q2" and
                        # "Q 2"), whose n-grams are denser than its own token's, or as the
                        # digit string it was said as ("order number AB74329").
                        other, other_state = _score_all(scorer, hyp.state, view)
                        if other - view_cost > body:
                            body, body_state = other - view_cost, other_state
                    base = hyp.score + body - tuning.segment_penalty - split - spelled + inside
                    base -= small_cost * counted + ordinal_cost
                    base += reading_bonus - street_figure
                    if honored is not None and honored != form[:1].isupper():
                        base -= tuning.honorific_penalty
                    # A title precedes a name: "diagnosed with Ms. last year" is "MS". Or
                    # another title joined to it: "Mr. and Mrs. Smith".
                    if after_title and form[:1].islower() and edge.text not in JOINING:
                        base -= tuning.title_mark_penalty
                    cased = case_evidence is not None and not (
                        after_address or named or introduced or trade or street or reported
                    )
                    if cased and edge.words == 1:
                        base += _case_score(
                            case_evidence, model_form, hyp.sentence_start, layers
                        )
                    email = layers.email_token in pieces
                    if email or layers.url_token in pieces:
                        cost = layers.address_cost(dag.position[node], edge.words, email)
                        base -= tuning.address_part_weight * cost
                    if tuning.class_member_weight:
                        members = layers.member_cost(form, pieces)
                        base -= tuning.class_member_weight * members
                    # Many forms and hypotheses meet in one LM state (KenLM keeps only the
                    # context it has n-grams for): each state's marks are scored once.
                    # The LM's best mark counts in full (how well the form fits what follows it:
                    # "at 3:30." over "at 330."); its preference among the marks is weighted
                    # against the boundary model's (lm_share).
                    found = marked.get((body_state, last))
                    if found is None:
                        gains = {}
                        best_gain = -math.inf
                        for mark, tokens in mark_tokens[last]:
                            gain, after = 0.0, body_state
                            for token in tokens:
                                logprob, after = scorer.score(after, token)
                                gain += logprob
                            gains[mark] = (gain, after)
                            best_gain = max(best_gain, gain)
                        found = marked[body_state, last] = (gains, best_gain)
                    gains, best_gain = found
                    article = form in _ARTICLES
                    titled_form = form in layers.titles
                    for mark, (gain, after) in gains.items():
                        starts = mark in layers.sentence_end
                        cost = fixed[mark]
                        if addressed or title_runs_on:
                            # An addressed name is set off by a comma from the sentence it opens
                            # ("Hi Bill, it's Tracy"), unless the transcript ends with it; a
                            # title said alone may run on into the name it precedes ("Hi
                            # Professor Smith,"; "Hi Doctor, this is").
                            unset = (
                                bool(addressed) and (
                                    (not mark and not runs_on)
                                    or (starts and not last and not closing)
                                )
                            ) or (bool(mark) and title_runs_on)
                            cost += unset * tuning.vocative_mark_penalty
                        # No sentence ends on an article: "We had a. We had a good year." (the
                        # dev sets' references: six sentences in all; tuning).
                        if article and starts:
                            cost += tuning.article_end_penalty
                        if special:  # the rules read from this hypothesis' last choices
                            if opens_address and (starts or last):
                                cost += tuning.opening_address_penalty
                            if dated and not mark and not last:
                                cost += tuning.date_year_close_penalty
                            if hailed and starts:
                                cost += tuning.greeting_introduction_period_penalty
                            if role_named and starts:
                                cost += tuning.role_name_period_penalty
                            if (apposed or described) and not mark:
                                cost += tuning.apposition_close_penalty
                            # A speaker's description is set off from their name: "it's Anna,
                            # the babysitter", not "it's Anna the babysitter" nor "it's Anna.
                            # The".
                            if introduced and layers.described_after(slot) and mark != ",":
                                cost += tuning.description_period_penalty
                            if owner and mark:
                                cost += tuning.owner_mark_penalty
                            # Nor is where they are from: "it's Dan from next door", not "it's
                            # Dan. From next door, your dog got out".
                            if introduced and starts and layers.affiliation_after(slot):
                                cost += tuning.affiliation_period_penalty
                            # Nor does their name run on into their message: "it's Bill, just
                            # calling back", not "it's Bill just calling back".
                            if (
                                introduced and not mark and not last
                                and layers.message_after(slot)
                            ):
                                cost += tuning.introduction_run_on_penalty
                            # Nor into a hesitation that opens it: "it's Manny. Uh, my mom
                            # wants", not "it's Manny, uh, my mom wants".
                            if (
                                introduced and not starts and not last
                                and layers.hesitation_after(slot)
                            ):
                                cost += tuning.introduction_hesitation_penalty
                            # Nor is it parted from "again": "it's Mom again. Your brother
                            # says", not "it's Mom. Again.", the members' period (.48).
                            if (
                                introduced and mark and not last
                                and layers.again_after(slot)
                            ):
                                cost += tuning.introduction_again_penalty
                            # A message that turns to the listener opens a sentence: "it's
                            # Marcus. You coming tonight?", not "it's Marcus, you coming
                            # tonight".
                            if (
                                introduced and not starts and not last
                                and layers.listener_after(slot)
                            ):
                                cost += tuning.listener_turn_penalty
                            # So does it after their description: "this is Dana, your
                            # landlord. Just letting you know", "it's Tom, your neighbor. Your
                            # dog got out again".
                            if (
                                described and not starts and not last
                                and layers.message_after_description(slot)
                            ):
                                cost += tuning.description_run_on_penalty
                            if pronoun and (mark or last):
                                cost += tuning.pronoun_one_penalty
                            if unpaired and mark == ",":
                                cost += tuning.farewell_comma_penalty
                            if (
                                hesitated and not last and mark in ("", ",")
                                and mark != before_filler
                            ):
                                cost += tuning.filler_pair_penalty
                            if fond and (starts or last):
                                cost += tuning.endearment_mark_penalty
                            if led and mark != ",":
                                cost += tuning.lead_in_mark_penalty
                        # A title stands before a name: no mark after it, no transcript's end.
                        if titled_form and (mark or last):
                            cost += tuning.title_mark_penalty
                        if mark == "?":
                            cost -= lent
                        if starts:
                            cost -= owes + ask_weight * asked[mark == "?"] + ended
                            # The transcript's last sentence has no main clause after it to
                            # take an opening clause's comma: "let me know by Wednesday if you
                            # want to lock it in", not "Wednesday. If you want to lock it in."
                            # Only a subordinate clause's (_CLAUSE_OPENERS): "At the end of Q3,
                            # 2019." owes as much ("at the" 2.3, "if you" 2.4) and pays nothing
                            # with the comma inside its reading, so it split ("Q. 320, 19.").
                            if last and opening and opening[0] in _CLAUSE_OPENERS:
                                cost -= tuning.final_opener_weight * owes
                            if mark == "?" and hyp.after_question:
                                cost += tuning.question_after_question
                            if mark == "?" and unsaid_asks and not (
                                opening and opening[0] in WANTING
                            ):
                                cost -= tuning.unsaid_auxiliary_question_bonus
                            # "right" asked alone is a tag of the sentence before: "..., right?"
                            # Not opening the transcript (or a turn), where it answers: "Right?
                            # So we..." (Earnings-21's references).
                            if (
                                mark == "?" and spoken == 1 and edge.text in _LONE_TAGS
                                and hyp.choice is not None
                            ):
                                cost += tuning.lone_tag_penalty
                            # An interjection that opens its sentence runs on into "so" with a
                            # comma: "Okay, so what happens if I cancel?", not "Okay. So what";
                            # so does one and the listeners it addresses ("Okay, guys, so").
                            if (spoken == 1 and so_after) or (
                                spoken == 2 and addressed_so and opening
                                and opening[0] in layers.interjections
                            ):
                                cost += tuning.interjection_so_period_penalty
                            # "Nothing" and one word set off alone ("Nothing urgent") is a
                            # lead-in that runs on with a comma: "Nothing urgent, just wanted
                            # to say hi.", "Ethan's teacher. Nothing urgent, I just wanted".
                            if not last and edge.text in _NOTHING_LEADS and _nothing_lead_in(hyp):
                                cost += tuning.nothing_lead_in_period_penalty
                            cost += bare * tuning.bare_address_penalty
                            if mark == "." and introduced and not (
                                layers.role_after(slot) or layers.affiliation_after(slot)
                            ):
                                cost -= tuning.introduction_end_bonus
                        else:
                            cost -= going
                            # A speaker named with a title ends the introduction unless the
                            # words after carry it on: "this is Coach Williams. Practice is
                            # moved", where the members read "Williams practice" as one phrase.
                            # So does one said without a title in the introduction that opens
                            # the message: "it's Monica. Conversion on the landing page
                            # dropped", not "it's Monica conversion" nor "it's Mom, say grace".
                            # More of the name ("it's Mike Brown") and the introduction's own
                            # words ("| from", "| calling", "| next door") carry it on; a later
                            # "It's United flight 1412" names no one.
                            titled_speaker = (
                                introduced and not last and _unmarked_title(hyp, layers)
                            )
                            if titled_speaker or (
                                introduced and not last and layers.opening_speaker(slot)
                            ):
                                if goes_on_after is None:
                                    goes_on_after = any(
                                        _carries_introduction_on(
                                            after.text.split(" ", 1)[0], layers
                                        )
                                        for after in following
                                    )
                                if not goes_on_after:
                                    cost += (
                                        tuning.titled_name_run_on_penalty if titled_speaker
                                        else tuning.name_run_on_penalty
                                    )
                        cost -= went
                        total = base + best_gain + lm_share * (gain - best_gain) - cost
                        if total > reached[edge.target]:
                            reached[edge.target] = total
                            below = False
                        else:
                            below = total < reached[edge.target] - tuning.beam_width
                            if below and sealed:
                                continue
                        # A sentence end or a clause's comma leaves nothing owed.
                        paid = starts or (
                            mark == "," and slot not in evidence.inside and not sets_off
                        )
                        owed = 0.0 if paid else owes
                        reopened = mark == "," and greeted
                        # A request that asks reopens it too: "..., so can you run it?"
                        requested = mark == "," and layers.so_request_asks(slot)
                        opened = () if starts or reopened or hesitant or requested else opening
                        hailed_next = (
                            bool(introduced) if starts else reopened or hailing
                        )
                        asks = opening_asks and not starts
                        questioned = (
                            mark == "?" if starts else hyp.after_question
                        ) and asks_twice
                        key = (after, starts, owed < -tuning.opener_key_floor, asks, questioned)
                        old = targets.get(key)
                        if old is not None and total <= old.score:
                            continue
                        if below:
                            # Made, it would take its key from worse hypotheses only to be
                            # pruned; one a greeting's edge brings may be kept all the same, so
                            # the key is dropped and its score kept for those (held).
                            if cut:
                                if old is not None:
                                    del targets[key]
                                if total > held.get((edge.target, key), -math.inf):
                                    held[edge.target, key] = total
                                continue
                            if total <= held.get((edge.target, key), -math.inf):
                                continue
                        targets[key] = _Hyp(
                            total, after, starts, hyp, Choice(edge, form, mark), owed,
                            opened, spoken, questioned, hailed_next,
                        )
    ends = list(frontier[dag.final].values())
    if not ends:
        raise ValueError("no path through the segment lattice")
    best = max(ends, key=lambda h: h.score + (scorer.end_score(h.state) if close else 0.0))
    choices: list[Choice] = []
    hyp: _Hyp | None = best
    while hyp is not None and hyp.choice is not None:
        choices.append(hyp.choice)
        hyp = hyp.back
    choices.reverse()
    return choices, (
        best.state, best.sentence_start, best.opener, best.opening, best.length, best.after_question
    )


def _length_ratios(
    length: int, layers: Layers, weights: tuple[float, float]
) -> tuple[float, float]:
    """(end, go on) for a sentence at its LENGTH-th word, weighted by its side: WEIGHTS[0] where
    an end is likelier than at an average slot, else WEIGHTS[1] (tuning.sentence_length_weight,
    tuning.short_sentence_weight)."""
    end, go = layers.length_ratios(length)
    weight = weights[0] if end > 0 else weights[1]
    return weight * end, weight * go


def _case_score(
    scores: Mapping[str, float], form: str, sentence_start: bool, layers: Layers
) -> float:
    """What the case evidence adds for FORM; a sentence's first word is capitalized anyway, so
    there a capital first letter alone says "lower or first", whichever scores better."""
    kind = layers.case_class(form)
    if kind is None:
        return 0.0
    if sentence_start and kind == "first":
        return max(scores.get("first", 0.0), scores.get("lower", 0.0))
    return scores.get(kind, 0.0)


def _after_address(hyp: _Hyp, layers: Layers) -> bool:
    """Whether HYP's last choice is an addressed name ("Hi Bill, | it's") or a greeting set off
    by a comma ("Hi, | it's"): what follows continues the sentence the greeting opened. The
    case model and the LM both learned e-mail salutations ("Hi John, This is", "Hello, This
    message"), so neither decides its case there."""
    if hyp.back is None or hyp.choice is None:
        return False
    if hyp.choice.mark == "," and _greets(hyp, layers):
        return True
    return bool(_addressed(hyp.back, hyp.choice.edge.text, layers))


def _determined(hyp: _Hyp, layers: Layers) -> bool:
    """Whether a determiner (determiners.tsv) is HYP's last word, no mark after it: "the | "."""
    choice = hyp.choice
    return choice is not None and not choice.mark and choice.edge.text in layers.determiners


def _opening_address(hyp: _Hyp, layers: Layers) -> bool:
    """Whether HYP's last choice is an address that opened the transcript, set off by a comma
    ("Honey, | it's Mom"; tuning.opening_address_penalty). Not one after a sentence: "What's up
    man? It's Danny" is no "What's up? Man, it's Danny"."""
    choice = hyp.choice
    opened = hyp.back is not None and hyp.back.sentence_start and hyp.back.choice is None
    if choice is None or choice.mark != "," or not opened:
        return False
    return bool(layers.address_forms(choice.edge.text)) or choice.edge.text in layers.endearments


def _bare_address(hyp: _Hyp, layers: Layers) -> bool:
    """Whether a name after HYP's choices would end a sentence made of an address alone, right
    after a question: the name opens it ("How are you? | John?") or follows only a title or
    another name there ("How are you? Dr. | Smith?", "? Paul | Smith?"); or, after any sentence
    end, a title and its name ("from your dentist. Dr. | Lee.")."""
    titled = False
    if not hyp.sentence_start:
        text = hyp.choice.edge.text if hyp.choice is not None and not hyp.choice.mark else None
        if text is None:
            return False
        titled = _title_word(text, layers)
        if not (titled or layers.address_forms(text)):
            return False
        hyp = hyp.back
        if hyp is None or not hyp.sentence_start:
            return False
    if hyp.choice is None:
        return False
    # After a statement only a titled name: "your dentist. Dr. Lee. You are due" is an
    # apposition, where a name alone there is as often a signature ("Take care. Traci.").
    return hyp.choice.mark == "?" or (titled and hyp.choice.mark in layers.sentence_end)


def _title_word(text: str, layers: Layers) -> bool:
    """Whether TEXT, an edge's reading, is a title before a name: "Mr.", "mister", "officer"."""
    return text in layers.titles or text in layers.honorifics or text in layers.said_titles


def _honorific(hyp: _Hyp, layers: Layers) -> bool | None:
    """Whether HYP's last choice is a title said in full and capitalized ("Officer"), mid-sentence
    and with no mark after it; None if it is no such title."""
    title = hyp.choice
    if title is None or title.mark or title.edge.text not in layers.honorifics:
        return None
    if hyp.back is None or hyp.back.sentence_start:
        return None  # a sentence's first word is capitalized whatever follows
    return title.form[:1].isupper()


def _apposition(hyp: _Hyp, layers: Layers) -> bool:
    """Whether a name after HYP stands in apposition: its last choices are a determiner and a
    noun of relation with a comma after it ("your daughter, | Emily", "our new manager, | Lisa"),
    or those and a first name ("your daughter, Emily | Smith"). A comma before the name with none
    after it reads the sentence's subject as addressed: "Your daughter, Emily was marked absent"."""
    noun = hyp.choice
    back = hyp.back
    if noun is not None and not noun.mark and back is not None and layers.address_forms(
        noun.edge.text
    ):
        noun, back = back.choice, back.back
    if noun is None or noun.mark != "," or noun.edge.text not in layers.relations:
        return False
    return _determiner_before(back, layers)


def _described(hyp: _Hyp, layers: Layers) -> bool:
    """Whether a relation or role after HYP ends a description set off after a speaker's name:
    a determiner one or two words back, a comma before it, and before that a name by which the
    speaker introduced themself ("it's Anna, the | babysitter", "this is Maria, the teacher's |
    aide")."""
    phrase = _noun_phrase_start(hyp, layers, words=3, possessive=True)
    named = phrase.back if phrase is not None else None
    if named is None or named.choice is None or named.choice.mark != ",":
        return False
    forms = layers.address_forms(named.choice.edge.text)
    return bool(forms) and named.back is not None and bool(
        _introduced(named.back, forms, layers)
    )


def _fond_address(hyp: _Hyp, layers: Layers) -> bool:
    """Whether a word of endearment after HYP's last choices, with no mark before it, would
    address someone: not after a greeting ("Hi | honey"), nor in a noun phrase, a determiner
    one or two words back ("my | buddy", "a good | buddy")."""
    greeted = _greets(hyp, layers, good=True) and _phrase_before(hyp, layers.wishes) is None
    return not greeted and not _determiner_before(hyp, layers)


def _determiner_before(hyp: _Hyp | None, layers: Layers) -> bool:
    """Whether HYP's last choice opens a noun phrase (determiners.tsv), or the one before it
    with a word between and no mark after either ("your | daughter", "our new | manager")."""
    return _noun_phrase_start(hyp, layers) is not None


def _opening_phrase(hyp: _Hyp, layers: Layers) -> bool:
    """Whether HYP's last choices are a noun phrase's determiner and at most one word after it,
    and the determiner opened its sentence ("Your | technician", "Our new | manager")."""
    phrase = _noun_phrase_start(hyp, layers)
    return phrase is not None and phrase.back is not None and phrase.back.sentence_start


def _noun_phrase_start(
    hyp: _Hyp | None, layers: Layers, words: int = 2, possessive: bool = False
) -> _Hyp | None:
    """The hypothesis whose choice is the determiner of _determiner_before, or None; at most
    WORDS back, and with POSSESSIVE a possessive opens the phrase too ("ava's | mom", "emma's
    third grade | teacher")."""
    for _ in range(words):
        if hyp is None or hyp.choice is None or hyp.choice.mark:
            return None
        text = hyp.choice.edge.text
        if text in layers.determiners or possessive and possessive_name(text, layers):
            return hyp
        hyp = hyp.back
    return None


def _greets(hyp: _Hyp, layers: Layers, good: bool = False) -> bool:
    """Whether HYP's last choice is a greeting that opened its sentence ("hi"); with GOOD, also
    one after "good" that did ("good | evening", which greetings.tsv holds as "evening").

    A word of vocatives.tsv after "good morning" is not addressed as one after "hi" is: on the
    calls "Good morning, everyone." is a sentence of its own as often as not (forcing the comma
    after "everyone" cost period F1 .001 on each engine's words). A name there is, and a title:
    its name follows (_addressed).
    """
    opener = _phrase_before(hyp, layers.greetings)
    if opener is None:
        return False
    if good and not opener.sentence_start and opener.choice is not None and opener.back:
        if opener.choice.edge.text == "good" and not opener.choice.mark:
            opener = opener.back
    opener = _before_hesitations(opener, layers)  # "Um, | hi"
    if not opener.sentence_start and opener.choice is not None and opener.back is not None:
        if opener.choice.mark in ("", ",") and opener.choice.edge.text in layers.interjections:
            opener = opener.back  # "Okay, | thanks": the interjection opened the sentence
    return opener.sentence_start


def _before_hesitations(hyp: _Hyp, layers: Layers) -> _Hyp:
    """The hypothesis before the hesitations HYP's last choices are, inside its sentence ("Um,
    | hi", "Hi, um, | it's"), or HYP if its last choice is none: a speaker who hesitates
    before a greeting or an introduction still greets or introduces themself."""
    while (
        hyp.choice is not None and hyp.back is not None and not hyp.sentence_start
        and hyp.choice.mark in ("", ",") and hyp.choice.edge.text in layers.fillers
    ):
        hyp = hyp.back
    return hyp


@functools.lru_cache(maxsize=16)
def _last_words(phrases: AbstractSet[tuple[str, ...]]) -> frozenset[str]:
    # The search asks for every hypothesis and edge; a frozenset keeps its hash.
    return frozenset(phrase[-1] for phrase in phrases)


@functools.lru_cache(maxsize=16)
def _longest_first(phrases: AbstractSet[tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    return tuple(sorted(phrases, key=lambda phrase: (-len(phrase), phrase)))


def _phrase_before(hyp: _Hyp, phrases: AbstractSet[tuple[str, ...]]) -> _Hyp | None:
    """The hypothesis before HYP's last choices if they say one of PHRASES ("thank | you"), with
    no mark inside it (the last word's own mark is free: "Thank you, | Doctor"); else None.
    The longest such phrase is read ("bye bye", not its last "bye"), the same in every process:
    a set's order changes with the interpreter's hash seed."""
    if hyp.choice is None or hyp.choice.edge.text not in _last_words(phrases):
        return None
    for phrase in _longest_first(phrases):
        before: _Hyp | None = hyp
        for k, word in enumerate(reversed(phrase)):
            choice = before.choice if before is not None else None
            if choice is None or choice.edge.text != word or (k and choice.mark):
                break
            before = before.back
        else:
            if before is not None:
                return before
    return None


def _addressed(hyp: _Hyp, text: str, layers: Layers) -> tuple[str, ...]:
    """How TEXT is written if it addresses someone right after a greeting that opened its
    sentence ("hi | bill" -> ("Bill",)), or after a title there ("good evening mrs. | garcia"
    -> ("Garcia",)); () if it does not. A possessive addresses no one: "Good morning, Dr.
    Patel's office calling" names whose office calls. Nor does a title as written ("Dr.",
    which the lexicon capitalizes as it does a name): the name after it does."""
    if text.endswith("'s") or text in layers.titles or not _may_address(hyp, layers):
        return ()
    if _greets(hyp, layers):
        return layers.address_forms(text) or _greeted_all(hyp, text)
    # The second of two names joined: "Hi Mom and | Dad" (not "Hi Mom and | I").
    joined = hyp.choice
    name = hyp.back
    if (
        joined is not None and not joined.mark and joined.edge.text in JOINING
        and name is not None and name.choice is not None and not name.choice.mark
        and name.back is not None and _addressed(name.back, name.choice.edge.text, layers)
    ):
        forms = layers.address_forms(text)
        return forms if forms and not forms[0].isupper() else ()
    # After "good morning" a name is addressed too ("Good morning John, this is"), where a word
    # of vocatives.tsv ("everyone") may end its own sentence (_greets).
    if _greets(hyp, layers, good=True) and not (
        layers.vocative_forms(text) or _title_word(text, layers)
    ):
        return layers.address_forms(text) or _greeted_all(hyp, text)
    if not _unmarked_title(hyp, layers):
        return ()
    if text in JOINING:
        return ()  # "Hi Mr. | and Mrs. Wilson": the title's name comes after the second one
    before = hyp.back
    # Titles joined ("Hi Mr. and Mrs. | Wilson"): the greeting is before the first.
    while (
        before is not None and before.choice is not None and not before.choice.mark
        and before.choice.edge.text in JOINING and _unmarked_title(before.back, layers)
    ):
        before = before.back.back
    if before is None or not _greets(before, layers, good=True):
        return ()
    named = layers.address_forms(text)
    if named or not _may_name(text, layers):
        return named
    return (upper_first(text),)


def _may_address(hyp: _Hyp, layers: Layers) -> bool:
    """Whether a word after HYP may address someone (_addressed): each way there needs HYP's
    last choice to end a greeting, join two names or be a title. Most hypotheses are told so at
    once, and the search asks for every edge it follows."""
    before = hyp.choice
    return before is not None and (
        before.edge.text in _last_words(layers.greetings)
        or before.edge.text in JOINING
        or _unmarked_title(hyp, layers)
    )


def _may_name(text: str, layers: Layers) -> bool:
    """Whether TEXT, after a title, may be the name it precedes: a word the LM never saw ("Mr. |
    Xu"), or one the lexicon also capitalizes mid-sentence ("Professor | Wood"); a word it only
    writes lowercase names no one ("Thanks, Doctor, | for your help"), nor does "I"."""
    return not layers.known(text) or bool(_name_forms(text, layers))


def _name_forms(text: str, layers: Layers) -> tuple[str, ...]:
    """TEXT's mid-sentence forms the lexicon writes as a name's: its first letter capitalized,
    not all capitals ("Wood", "Grace"; not "I", "US")."""
    return tuple(f for f in layers.case_forms(text, False) if f[:1].isupper() and not f.isupper())


def _speaker_name(text: str, layers: Layers) -> tuple[str, ...]:
    """How a name writes TEXT, a word said where a speaker names themself: its capitalized forms
    if the lexicon writes it as a name often enough (Layers.may_name: "grace"), or the word
    capitalized if the LM never or hardly saw it (Layers.rare: "odette", "ines"); () for a word
    that names no one (a determiner, "it's me from", "it's open from 9")."""
    if text in layers.determiners or not text.replace("'", "").isalpha():
        return ()
    if layers.known(text) and not (layers.may_name(text) or layers.rare(text)):
        return ()
    return _name_forms(text, layers) or (upper_first(text),)


def _labels_a_number(text: str, layers: Layers) -> bool:
    """Whether TEXT, said before a number, makes it a label's or a name's ("room | four",
    "cyborg | three"): a word of the label tables, or one the lexicon writes capitalized."""
    return text in layers.number_labels or _capitalized(text, layers)


def _kin_as_name(hyp: _Hyp, text: str, layers: Layers) -> bool:
    """Whether TEXT, a relation vocatives.tsv writes as a name ("mom" -> "Mom"), is said as one
    after HYP: inside a sentence, no determiner or possessive among the two words before it
    ("talked to | mom", not "my | mom", "a new | mom", "jake's | mom")."""
    if hyp.sentence_start or not any(f[:1].isupper() for f in layers.vocative_forms(text)):
        return False
    back: _Hyp | None = hyp
    for _ in range(2):
        if back is None or back.choice is None:
            break
        before = back.choice.edge.text
        if before in layers.determiners or before.endswith("'s"):
            return False
        if back.choice.mark:  # a phrase ended there ("Hey sis, | mom wants")
            break
        back = back.back
    return True


def possessive_name(text: str, layers: Layers) -> bool:
    """Whether TEXT is a name's possessive ("patel's"), not a contraction ("it's", "there's"):
    what comes before the "'s" the lexicon writes capitalized, or does not know."""
    if not text.endswith("'s"):
        return False
    owner = text[:-2]
    return not layers.known(owner) or _capitalized(owner, layers)


def _capitalized(text: str, layers: Layers) -> bool:
    """Whether the lexicon's likeliest form of TEXT mid-sentence is capitalized ("patel")."""
    forms = layers.case_forms(text, False)
    return bool(forms) and forms[0][:1].isupper()


def _unmarked_title(hyp: _Hyp | None, layers: Layers) -> bool:
    """Whether HYP's last choice is a title with no mark after it ("Mr. | Smith")."""
    title = hyp.choice if hyp is not None else None
    return title is not None and not title.mark and _title_word(title.edge.text, layers)


# Words that carry a speaker's introduction on after their name: "this is Coach Williams |
# from", "| calling", "| with the", "| and", "| here", "| again" (titled_name_run_on_penalty,
# name_run_on_penalty).
_INTRODUCTION_GOES_ON = frozenset(
    {
        "from", "with", "at", "of", "calling", "returning", "here", "again", "and", "in", "on",
        "for", "over", "just", "the", "your", "my", "our", "speaking",
        # Where the speaker lives: "it's Phil | next door", "this is Frank | across the street".
        "next", "across", "down", "up", "upstairs", "downstairs", "around", "by", "near",
    }
)

def _carries_introduction_on(text: str, layers: Layers) -> bool:
    """Whether TEXT, said after a speaker's name, carries their introduction on: a word of
    _INTRODUCTION_GOES_ON ("from", "calling"), a participle ("reminding you"), a hesitation,
    which its own rule reads ("this is Dana, um, from"; introduction_hesitation_penalty), or more
    of the name ("Dr. Amir | Hassan": a word the lexicon writes as a name, or the LM hardly
    knows)."""
    return (
        text in _INTRODUCTION_GOES_ON or text.endswith("ing") or text in layers.fillers
        or layers.may_name(text) or not layers.known(text) or layers.rare(text)
    )


# "Nothing" opening a lead-in of two words ("nothing urgent", "nothing serious";
# tuning.nothing_lead_in_period_penalty).
_NOTHING = frozenset({"nothing"})
# What such a lead-in says is not the matter ("nothing | urgent"); not a verb, "Nothing
# happened." being a sentence.
_NOTHING_LEADS = frozenset(
    {"urgent", "serious", "bad", "major", "important", "big", "crazy", "fancy", "special",
     "huge", "terrible", "pressing", "critical", "dramatic", "wrong", "alarming", "scary"}
)


def _nothing_lead_in(hyp: _Hyp) -> bool:
    """Whether HYP's last choice is "nothing" with no mark after it, set off before it by a
    sentence's start or a comma: the word after it ends a lead-in ("nothing | urgent")."""
    choice, back = hyp.choice, hyp.back
    if choice is None or choice.mark or choice.edge.text not in _NOTHING or back is None:
        return False
    return back.sentence_start or (back.choice is not None and back.choice.mark == ",")


# A hedge set off by commas as a filler is ("in the next, like, ten minutes"): a comma before
# it closes no clause (sets_off in best_path).
_HEDGES = frozenset({"like"})

# Words that, asked as a sentence of their own, tag the sentence before (tuning.lone_tag_penalty).
_LONE_TAGS = frozenset({"right"})

# Words that open a subordinate clause, which a main clause must follow or precede.
_CLAUSE_OPENERS = frozenset(
    {"if", "when", "whenever", "unless", "although", "though", "once", "because", "since", "while"}
)

# Verbs of saying: what was said follows them with no comma in indirect speech.
_SAYING = frozenset({"said", "says"})
# And those after which what was said keeps its own case, not the case model's quote: "say"
# too ("wanted to say good luck", was "say, Good luck"; "say grace"). Its comma is left to the
# members and the LM: charged as after "said" it cost TED's comma and question .001 each
# (seventy-fifth session).
_QUOTING = _SAYING | {"say"}

# Articles as written: a sentence does not end on one ("A", the letter, may: "Plan A.").
_ARTICLES = frozenset({"the", "a", "an"})

# Words that join two titles before one name ("Mr. and Mrs. Wilson"), no name themselves, or
# two names addressed at once ("Hi Mom and Dad,").
JOINING = frozenset({"and", "or"})
# "All" addresses its listeners only right after a greeting ("Hi all, the meeting moved"), where
# the case model, taught by e-mail salutations, wrote "Hi All, The meeting"; elsewhere it is a
# quantifier ("teacher, all described"), so vocatives.tsv does not hold it.
_GREETED_ALL = {"all": ("all",), "y'all": ("y'all",)}


def _greeted_all(hyp: _Hyp, text: str) -> tuple[str, ...]:
    """TEXT's form if it is "all" addressed after HYP's greeting (_GREETED_ALL), () otherwise;
    not after "dear", a letter's salutation, where the listeners are capitalized as a letter
    writes them ("Dear All,")."""
    greeting = hyp.choice.edge.text if hyp.choice is not None else None
    return () if greeting == "dear" else _GREETED_ALL.get(text, ())


def _introduced(hyp: _Hyp, forms: tuple[str, ...], layers: Layers) -> tuple[str, ...]:
    """FORMS (a word as an address writes it, layers.address_forms: "Dad", "Mark") when HYP's
    last choices introduce the speaker (layers.introductions: "it's | dad", "hi, this is |
    mom") at a sentence's start, after a greeting that opened one or after whom it addresses
    ("Hey Mom, it's | dad"); () otherwise. A title said between them is the name's: "this is
    coach | williams", "it's dr. | lee"; so is the relation the speaker names themself by:
    "it's your cousin | mike", "it's your uncle | jim"."""
    # So is the relation the speaker names themself by, a title or not: "it's your uncle |
    # jim", "it's your cousin | mike".
    owned = _owned_relation(hyp, layers)
    if owned is not None:
        hyp = owned
    elif _unmarked_title(hyp, layers) and hyp.back is not None:
        hyp = hyp.back
    for phrase in layers.introductions:
        before = _said_before(hyp, phrase)
        # A speaker who stumbles says it twice: "it's it's | mark".
        again = _said_before(before, phrase) if before is not None else None
        while again is not None:
            before, again = again, _said_before(again, phrase)
        if before is not None:
            before = _before_hesitations(before, layers)
        if before is not None and (
            before.sentence_start or _greets(before, layers, good=True)
            or _after_address(before, layers) or _opening_address(before, layers)
        ):
            return forms
    return ()


# The owners a speaker names their relation by: "it's your | cousin ray" (_owned_relation,
# formatter.speakers' named_relation and opening_speaker).
RELATION_OWNERS = frozenset({"your", "my"})


def _owned_relation(hyp: _Hyp, layers: Layers) -> _Hyp | None:
    """The hypothesis before HYP's last two choices if they are an owner of RELATION_OWNERS
    and a relation (relations.tsv) with no mark after either ("your | uncle"); else None."""
    relation = hyp.choice
    owner = hyp.back.choice if hyp.back is not None else None
    if (
        relation is None or owner is None or relation.mark or owner.mark
        or relation.edge.text not in layers.relations or owner.edge.text not in RELATION_OWNERS
    ):
        return None
    return hyp.back.back


def _introduces_owner(hyp: _Hyp, layers: Layers) -> bool:
    """Whether HYP's last choices introduce the speaker ("this is | jake's"), or name them
    after an introduction with at most a comma after the name ("this is rachel, | jake's")."""
    if _introduced(hyp, ("",), layers):
        return True
    named = hyp.choice
    return (
        named is not None and named.mark in ("", ",") and hyp.back is not None
        and bool(_introduced(hyp.back, ("",), layers))
    )


def _said_before(hyp: _Hyp, phrase: tuple[str, ...]) -> _Hyp | None:
    """The hypothesis before HYP's last choices if they say PHRASE with no mark after any of its
    words; else None."""
    before: _Hyp | None = hyp
    for word in reversed(phrase):
        if before is None or before.choice is None or before.choice.mark:
            return None
        if before.choice.edge.text != word:
            return None
        before = before.back
    return before


# A written amount or count alone: "1,330", "$5.25", "2.5", "40%".
_AMOUNT = re.compile(r"\$?\d[\d,.]*%?")
# A fraction read alone ("a quarter" -> 1/4): after an amount it would read as a mixed number,
# which is said with "and" and read whole ("two and a quarter"), never from two readings that
# abut ("go up to 225 1/4" for "two hundred twenty five a quarter"), with a mark between or
# none ("225, a quarter"; tuning.fraction_after_amount_penalty).
_FRACTION = re.compile(r"\d+/\d+")


_YEAR = re.compile(r"1\d{3}|20\d\d")
# An ordinal under ten in figures: "5th".
_SMALL_ORDINAL = re.compile(r"[1-9](?:st|nd|rd|th)")
# A half of a year said as a pair ("twenty | twenty", "nineteen | eighty five").
_PAIR_HALF = re.compile(r"[1-9]\d")
_DAY = re.compile(r"(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?")


def _dated_whole(text: str, layers: Layers) -> bool:
    """Whether TEXT is a date with its year, in the month-day order and its comma: "October
    22nd, 2025" (not "October 22nd 2025", nor "22 October 2025")."""
    words = text.split()
    return (
        len(words) == 3 and words[0].lower() in layers.months and words[1].endswith(",")
        and bool(_DAY.fullmatch(words[1][:-1])) and bool(_YEAR.fullmatch(words[2]))
    )


def _ends_date(hyp: _Hyp, layers: Layers) -> bool:
    """Whether HYP's last written words are a month and a day in the style's order
    (layers.date_order), with no mark between them: "May 16th" (one reading or two), "16 May"."""
    choice = hyp.choice
    if choice is None:
        return False
    words = choice.form.split()
    if len(words) == 1 and hyp.back is not None and hyp.back.choice is not None:
        before = hyp.back.choice
        if before.mark or " " in before.form:
            return False
        words = [before.form, *words]
    if len(words) != 2:
        return False
    month, day = words if layers.date_order == "month-day" else reversed(words)
    return month.lower() in layers.months and bool(_DAY.fullmatch(day))


def _after_mark(hyp: _Hyp, words: int) -> bool:
    """Whether the last WORDS words of HYP's choices follow a mark, or the transcript's start,
    with none among them: the phrase they end with this edge's opens a clause there."""
    while words > 0:
        if hyp.choice is None or hyp.back is None or hyp.choice.mark:
            return False
        words -= hyp.choice.edge.words
        hyp = hyp.back
    return words == 0 and (hyp.choice is None or bool(hyp.choice.mark) or hyp.sentence_start)


def _numbers_abut(previous: Choice | None, text: str) -> bool:
    """Two amounts with nothing between them: "for 1,330 1,400 a month".

    The LM cannot see it: with no space tokens "1,330 1,400" is the pieces of "1,3301,400", and
    the comma between them reads as a thousands comma. Labels and codes ("Q3 2019", "UA 845")
    are not amounts and pass.
    """
    return bool(
        previous
        and not previous.mark
        and _AMOUNT.fullmatch(previous.form)
        and _AMOUNT.fullmatch(text)
    )


def _score_all(scorer: Scorer, state: Hashable, tokens: Sequence[str]) -> tuple[float, Hashable]:
    total = 0.0
    for token in tokens:
        logprob, state = scorer.score(state, token)
        total += logprob
    return total, state


def _prune(
    hyps: dict[tuple[Hashable, bool, bool, bool, bool], _Hyp], tuning: Tuning, layers: Layers
) -> list[_Hyp]:
    """The best `beam` hypotheses within `beam_width` of the best (both in formatter.tuning), and
    any that end a greeting opening its sentence with a comma or no mark (_open_greeting)."""
    ranked = sorted(hyps.values(), key=lambda h: h.score, reverse=True)
    if not ranked:
        return ranked
    floor = ranked[0].score - tuning.beam_width
    kept = [h for h in ranked[: tuning.beam] if h.score >= floor]
    return kept + [h for h in ranked[len(kept) :] if _open_greeting(h, layers)]


def _may_open(edge: Edge, greeting_ends: AbstractSet[str], layers: Layers) -> bool:
    """Whether a hypothesis whose last choice is EDGE may be an _open_greeting: its text ends a
    greeting (GREETING_ENDS, _last_words of layers.greetings) or is a title."""
    return edge.text in greeting_ends or edge.text in layers.honorifics


def _open_greeting(hyp: _Hyp, layers: Layers) -> bool:
    """Whether HYP ends a greeting that opened its sentence, with a comma or no mark after it.

    Whether a mark after a greeting is right depends on the next word: none may part "Thanks so
    much" from the name it addresses ("Thanks so much, Sarah."), which the search charges only
    when it reaches the name. The models alone put a period there ("Thanks so much. Sarah. Talk
    soon."), by 8 nats, so the beam dropped the comma before the name could save it; and the
    bare "Good evening" before a title ("Good evening. Mr. Patel,"). So is a title said in full
    and addressed with a comma after it: the title as written ("Dr.") is 13 nats ahead until
    the word after it shows no name follows ("Thanks, Doctor, | for your help")."""
    if hyp.choice is None or hyp.choice.mark in layers.sentence_end:
        return False
    if _greets(hyp, layers, good=True):
        return True
    return (
        hyp.choice.mark == ","
        and hyp.choice.edge.text in layers.honorifics
        and hyp.back is not None
        and _greets(hyp.back, layers, good=True)
    )
