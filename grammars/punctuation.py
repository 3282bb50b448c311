"""The punctuation layer: which mark may follow each written token (paper 2.2, Gravano et al.).

    hi bill it's tracy  ->  hi | hi, | hi. | hi?  then bill ... (every gap, every mark, LM decides)

Between two tokens: no mark, a comma, a period or a question mark; after the last token a sentence
end (a period or a question mark). A sentence end starts a new sentence, whose first word the
capitalization layer capitalizes.

Which mark, and a question mark in particular (it depends on how the sentence began, which an
n-gram LM has long forgotten by the sentence's end), is weighed with the boundary model's evidence
from both sides of the slot (lm.boundary, formatter.evidence). The search applies this layer lazily
(formatter.search): its arcs are too regular to be worth materializing.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from grammars.base import table_phrases, table_rows
from grammars.capitalization import upper_first

COMMA, PERIOD, QUESTION = ",", ".", "?"


# The mark sets of the seed systems: Cyberpunc's commas inside given sentences (1998), Gravano et
# al.'s two symbols (2009), and the default three.
MARK_SETS = {
    "comma": frozenset({COMMA}),
    "comma,period": frozenset({COMMA, PERIOD}),
    "comma,period,question": frozenset({COMMA, PERIOD, QUESTION}),
}
_NAMES = {"comma": COMMA, "period": PERIOD, "question": QUESTION}


@functools.cache
def _wishes() -> dict[str, tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]]:
    """wishes.tsv's rows by their first word: (the words said, the words written)."""
    found: dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}
    for said, written, *_ in table_rows("wishes"):
        found.setdefault(said.split()[0], []).append((tuple(said.split()), tuple(written.split())))
    return {first: tuple(rows) for first, rows in found.items()}


def parse_marks(spec: str) -> frozenset[str]:
    """'comma,period' -> {',', '.'}: the marks to write, by name, in any order.

    >>> sorted(parse_marks("period, comma"))
    [',', '.']
    """
    names = [n.strip() for n in spec.split(",") if n.strip()]
    unknown = [n for n in names if n not in _NAMES]
    if unknown or not names:
        raise ValueError(f"unknown marks {spec!r}: name some of {', '.join(_NAMES)}")
    return frozenset(_NAMES[n] for n in names)


@dataclass(frozen=True)
class Punctuation:
    """The marks on offer. Without periods the input is taken as one sentence per transcript
    (Cyberpunc's setting): only commas inside, and the given sentence ends with a period."""

    marks: frozenset[str] = MARK_SETS["comma,period,question"]

    @property
    def questions(self) -> bool:
        return QUESTION in self.marks

    @property
    def between(self) -> tuple[str, ...]:
        return ("", *(m for m in (COMMA, PERIOD, QUESTION) if m in self.marks))

    @property
    def final(self) -> tuple[str, ...]:
        # The transcript's end is a sentence's end in every mode.
        return (PERIOD, QUESTION) if self.questions else (PERIOD,)

    @property
    def sentence_end(self) -> frozenset[str]:
        return frozenset({PERIOD, QUESTION})

    @property
    def greetings(self) -> frozenset[tuple[str, ...]]:
        """Words and phrases that greet ("hi", "thank you"), each as its words: a name after one
        is addressed: "Hi Bill, ..."."""
        return table_phrases("greetings") | self.wishes

    @property
    def farewells(self) -> frozenset[tuple[str, ...]]:
        """Greetings that close ("thanks", "thank you", "bye"): a comma may part one from whom
        it addresses ("Thanks, Bill.", "Bye, Mom."), where an opening greeting takes none ("Hi
        Bill,")."""
        return table_phrases("farewells") | self.wishes

    @property
    def lead_ins(self) -> frozenset[tuple[str, ...]]:
        """Phrases that lead into a message ("just a reminder", "heads up"): one that opens its
        sentence is set off by a comma from the clause it leads into."""
        return table_phrases("lead_ins")

    @property
    def wishes(self) -> frozenset[tuple[str, ...]]:
        """Greetings that wish ("happy birthday", "merry christmas"): they greet and close as
        "thanks" does ("Happy New Year, Mom and Dad."), and a word of endearment after one is
        set off ("Happy birthday, sweetheart."), where after "hi" it is not ("Hi honey,")."""
        return frozenset(said for rows in _wishes().values() for said, _ in rows)

    def wished(self, words: Sequence[str]) -> dict[int, tuple[str, str]]:
        """The positions of WORDS in a wish, each with its word as the style writes it inside a
        sentence and as the models read it. The style capitalizes a holiday's name ("a merry
        Christmas", "Happy New Year"), not the rest ("say happy birthday", "Happy
        anniversary"), as the style guides write them, where e-mail and blogs title-case them
        (the LM and the case model wrote "Happy Birthday"). The models read the first word as
        its capital, as they learned it: read lowercase inside a sentence ("I just wanted to
        say happy birthday"), it had the search end the sentence before it instead ("I just
        wanted to say. Happy birthday."), so only its written form is the style's."""
        found: dict[int, tuple[str, str]] = {}
        for start, word in enumerate(words):
            for said, written in _wishes().get(word, ()):
                if tuple(words[start : start + len(said)]) == said:
                    first = written[0].lower()
                    found[start] = (first, upper_first(first))
                    found.update(
                        (start + offset, (form, form))
                        for offset, form in enumerate(written[1:], 1)
                    )
        return found
