"""The punctuation layer: which mark may follow each written token (paper 2.2, Gravano et al.).

    hi bill it's tracy  ->  hi | hi, | hi. | hi?  then bill ... (every gap, every mark, LM decides)

Between two tokens: no mark, a comma, a period or a question mark; after the last token a sentence
must end, so only a period or a question mark. A period or question mark starts a new sentence, whose
first word the capitalization layer capitalizes.

A question mark depends on how the sentence began ("are you coming to the party tonight"), which an
n-gram LM has long forgotten by the sentence's end. So the layer also names the words that open a
direct question (question_openers.tsv), also after a lead-in such as "so" or "and"
(question_lead_ins.tsv); the search remembers whether the current sentence began
with one and weighs a question mark by that (formatter.tuning). The search applies this layer lazily
(formatter.search): its arcs are too regular to be worth materializing.
"""

from __future__ import annotations

from dataclasses import dataclass

from grammars.base import table_words

COMMA, PERIOD, QUESTION = ",", ".", "?"


@dataclass(frozen=True)
class Punctuation:
    """The marks on offer; question marks can be turned off (then only commas and periods)."""

    questions: bool = True

    @property
    def between(self) -> tuple[str, ...]:
        return ("", COMMA, PERIOD, QUESTION) if self.questions else ("", COMMA, PERIOD)

    @property
    def final(self) -> tuple[str, ...]:
        return (PERIOD, QUESTION) if self.questions else (PERIOD,)

    @property
    def sentence_end(self) -> frozenset[str]:
        return frozenset({PERIOD, QUESTION})

    @property
    def question_openers(self) -> frozenset[str]:
        return table_words("question_openers") if self.questions else frozenset()

    @property
    def question_lead_ins(self) -> frozenset[str]:
        """Words a question may start with before its opener: "so what", "and how"."""
        return table_words("question_lead_ins") if self.questions else frozenset()

    @property
    def greetings(self) -> frozenset[str]:
        """Words that greet ("hi", "hello"): a name after one is addressed: "Hi Bill, ..."."""
        return table_words("greetings")
