"""Every tunable number of the search, in one table, each with its reason.

Scores are natural-log probabilities (higher is better); a penalty is subtracted from a hypothesis'
score each time its choice is made. Tuned on the dev sets in ../shared/eval (docs/RESULTS.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Tuning:
    # Hypotheses kept per DAG node after recombination: more is closer to exact Viterbi, and slower.
    beam: int = 12
    # Hypotheses scoring this far below the node's best are dropped (natural-log units).
    beam_width: float = 12.0
    # Weight of -ln P(digits | class) (lm.class_sizes): 0 scores classes as the paper's LM does;
    # 1 is a proper class-based LM with members uniform within their class. Measured on the numbers
    # dev sets (earnings/wikipedia, 1,200 rows each, grammars of commit 75b4835): NEER 15.04/31.69
    # at 0, 15.10/31.63 at 0.25, 15.72/31.96 at 0.5;
    # a uniform member model is too crude ("000" is no rarer than "330"), so it stays off.
    class_member_weight: float = 0.0
    # Cost of each segment. Tiny: it only breaks exact ties, which arise where variants differ by
    # a space the LM does not see ("Q1" vs "Q 1" without space tokens); the joined form wins.
    segment_penalty: float = 1e-3
    # A sentence opened by a question word (grammars.punctuation) may end with "?" at the score "."
    # would get (the LM alone rarely writes "?", having forgotten the sentence's first word), plus
    # this bonus. Question F1 with the swap and bonus 0: ewt+gum 0.23 -> 0.32, TED 0.05 -> 0.23,
    # Earnings-21 0.11 -> 0.20; bonuses of 0.5-2 only added false sentence ends.
    question_bonus: float = 0.0
    # Cost of a sentence break between a token ending in a digit and one starting with a digit,
    # for LMs without space tokens ("3. 30 PM" scored as "3.30 PM"; formatter.search): all but a
    # ban. Charging commas too cost NEER (earnings 11.22 -> 11.85, wikipedia 32.50 -> 33.83).
    number_mark_penalty: float = 20.0
    # Cost of a number word of 10 or more kept as a word ("ten minutes" for "10 minutes"): house
    # style writes quantities from 10 up in digits, which the LM, trained on prose that spells many
    # of them out, does not always prefer. NEER earnings/wikipedia (1,500/2,500 rows): 12.24/28.47
    # at 0, 12.08/28.39 at 1 and 2, 12.04/28.36 at 4. The mirror rule (a cost on "5" for "five")
    # lost: 12.16/28.98 at 1, 12.32/29.67 at 2; the references write small numbers in digits often.
    spelled_number_penalty: float = 2.0
    # Cost of a mark between a sentence-opening greeting and a name ("Hi. Bill." for "Hi Bill,"),
    # and of no mark after that name ("Hi Bill it's"): the LM knows few names after "hi", and
    # voicemails open this way.
    vocative_mark_penalty: float = 20.0
    # Cost of writing each mark after a token (negative: a bonus). The LM under-writes marks on
    # unpunctuated speech; -0.5 for commas and periods raised the all-marks F1 on ewt+gum,
    # Earnings-21 and TED dev (0.427 -> 0.446, 0.449 -> 0.479, 0.385 -> 0.411).
    # Weight of the pause evidence (lm.pauses: log P(gap | mark) / P(gap)) on each mark, where the
    # input has informative word times. Chosen by cross-validation by call on the timed calls.
    pause_weight: float = 1.0
    # Weight of the boundary model's log P(mark | words on both sides) (lm.boundary) on each mark.
    boundary_weight: float = 1.0
    # Weight of its log P(case class | words) on each single-word form's case (lm.boundary).
    case_weight: float = 1.0
    # A case form the model gives at least this log-probability is offered even where the case
    # lexicon has no such form ("MTN" for "mtn").
    case_form_floor: float = -1.2
    mark_penalty: dict[str, float] = field(
        default_factory=lambda: {"": 0.0, ",": -0.5, ".": -0.5, "?": 0.0}
    )


DEFAULT = Tuning()
