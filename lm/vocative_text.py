"""Names said to whom a sentence is addressed, added to the boundary model's training text.

Voicemail and calls address their listener at a sentence's end ("See you tomorrow, Jen.",
"Thanks, Mom.", "Thank you, operator.") far more often than the written corpora do, and the
models trained on those wrote the name as a sentence of its own ("See you tomorrow. Jen.",
"Okay, thanks. Mom."). So the training text gets some: after a SHARE of its sentence ends the
sentence's end moves past a name set off by a comma ("How are you?" -> "How are you, Paul?"),
and before half as many sentence starts a name opens it ("Paul, can you call me?").

The names are learned from the corpora, not listed: the forms that follow both a greeting and
thanks there, set off by a mark ("Thanks, Jeff." and "Hi Jeff,"; harvest), each drawn as often
as the square root of its count, so that a few common names do not fill the text. The filter is
coarse: "again" ("Hi again," and "Thanks again.") passes it, among the commonest forms.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

import numpy as np

from lm.boundary_text import CASES, MARKS, case_class

COMMA, SENTENCE_ENDS = MARKS.index(","), (MARKS.index("."), MARKS.index("?"))
GREETINGS = ("Hi", "Hello", "Hey", "Dear")
THANKS = ("Thanks", "Thank you")
TITLES = ("mr", "mrs", "ms", "dr")
FIRST = CASES.index("first")  # a capitalized word's case label
TITLED = 0.2  # share of the one-word names drawn that get a title before them
MIN_COUNT = 3  # a form seen fewer times after a greeting may be a misspelling or a fluke

# A greeting or thanks, then the form it addresses and the mark after it. A form is a name of one
# or two capitalized words, with a title before it or not; or one lowercase word ("guys").
_ADDRESSED = re.compile(
    rf"\b({'|'.join(GREETINGS + THANKS)}),? "
    rf"((?:(?:{'|'.join(t.capitalize() for t in TITLES)})\.? )?[A-Z][a-z]+(?: [A-Z][a-z]+)?|[a-z]+)"
    r"[,.!?](?:\s|$)"
)


def _addressed(lines: Iterable[str]) -> Counter[tuple[str, bool]]:
    """The addressed forms of raw corpus LINES as written, each with whether thanks or a greeting
    came before it, and how often each was seen so."""
    seen: Counter[tuple[str, bool]] = Counter()
    for line in lines:
        seen.update((m.group(2), m.group(1) in THANKS) for m in _ADDRESSED.finditer(line))
    return seen


def _key(written: str) -> tuple[str, ...]:
    return tuple(written.lower().replace(".", "").split())


def harvest(lines: Iterable[str]) -> Counter[tuple[str, ...]]:
    """Addressed forms in raw corpus LINES as lowercase word tuples, with how often each was seen;
    only those seen both after thanks and after a greeting ("Thanks, Jeff." and "Hi Jeff,"; not
    "Thanks again.", "Hi there,"), a lowercase form only if also seen capitalized ("guys" and
    "Guys"), and no title alone ("Dear Mr. McCarthy" gives "Mr.").

    >>> lines = ["Thanks, Jeff. Dear Jeff, Thanks again.", "Hi guys, Thanks Guys. Hi there,"]
    >>> sorted(harvest(lines + ["Dear Mr. Lay, Thank you, Mr. Lay. Dear Mr. McCarthy,"]))
    [('guys',), ('jeff',), ('mr', 'lay')]
    """
    return _forms(_addressed(lines))


def _forms(seen: Counter[tuple[str, bool]]) -> Counter[tuple[str, ...]]:
    capitalized = {_key(form) for form, _ in seen if form[:1].isupper()}
    after = {(_key(form), thanked) for form, thanked in seen}
    forms: Counter[tuple[str, ...]] = Counter()
    for (form, _), count in seen.items():
        key = _key(form)
        both = (key, True) in after and (key, False) in after
        if both and key in capitalized and not (len(key) == 1 and key[0] in TITLES):
            forms[key] += count
    return forms


class Vocatives:
    """Draws addressed forms and adds them to sentences (see the module docstring)."""

    def __init__(self, forms: Counter[tuple[str, ...]], share: float, cases: dict) -> None:
        kept = sorted(form for form, count in forms.items() if count >= MIN_COUNT)
        if not kept:
            raise ValueError("no addressed forms seen often enough to add")
        weights = np.sqrt([forms[form] for form in kept])
        self.forms = kept
        self.p = weights / weights.sum()
        self.share = share
        # Each form's case labels as its writers wrote it most ("guys" lower, "Jeff" first).
        self.cases = cases

    def draw(self, rng: np.random.Generator) -> tuple[tuple[str, ...], list[int]]:
        form = self.forms[rng.choice(len(self.forms), p=self.p)]
        labels = self.cases[form]
        # Salutations name a title less often than talk does ("How are you, Dr. Smith?"), so
        # a share of the names gets one.
        if labels == [FIRST] and rng.random() < TITLED:
            return (TITLES[rng.choice(len(TITLES))], *form), [FIRST, FIRST]
        return form, labels

    def add(
        self,
        words: Sequence[str],
        marks: Sequence[int],
        cases: Sequence[int],
        rng: np.random.Generator,
        ignore: int,
    ) -> tuple[list[str], list[int], list[int]]:
        """WORDS, MARKS and CASES (IGNORE on unknown labels) with addressed forms added: after a
        sentence end a comma, the form and the end; before a sentence start the form and a comma,
        its first word's label IGNORE as a sentence start's."""
        out_w: list[str] = []
        out_m: list[int] = []
        out_c: list[int] = []
        for j, (word, mark, case) in enumerate(zip(words, marks, cases, strict=True)):
            starts = j == 0 or marks[j - 1] in SENTENCE_ENDS
            if starts and rng.random() < self.share / 2:
                form, labels = self.draw(rng)
                out_w += form
                out_m += [0] * (len(form) - 1) + [COMMA]
                out_c += [ignore, *labels[1:]]
                # The word after the comma opens no sentence now, but its case is not known:
                # a sentence's first word was capitalized whatever it is.
            out_w.append(word)
            out_c.append(case)
            if mark in SENTENCE_ENDS and rng.random() < self.share:
                form, labels = self.draw(rng)
                out_m.append(COMMA)
                out_w += form
                out_m += [0] * (len(form) - 1) + [mark]
                out_c += labels
            else:
                out_m.append(mark)
        return out_w, out_m, out_c


def from_lines(lines: Iterable[str], share: float) -> Vocatives:
    """Vocatives of the forms harvested from LINES, each labelled by its most written case.

    >>> v = from_lines(["Hi guys, Thanks Guys. Thanks guys."] * 3, 0.1)
    >>> v.forms, v.cases
    ([('guys',)], {('guys',): [0]})
    """
    seen = _addressed(lines)
    forms = _forms(seen)
    written: dict[tuple[str, ...], Counter[tuple[int, ...]]] = {}
    for (form, _), count in seen.items():
        if _key(form) in forms:
            labels = tuple(case_class(w) for w in form.replace(".", "").split())
            written.setdefault(_key(form), Counter())[labels] += count
    cases = {form: list(written[form].most_common(1)[0][0]) for form in forms}
    return Vocatives(forms, share, cases)
