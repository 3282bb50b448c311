"""P(digits | number class), learned from the LM's training text: the class LM's member model.

The class LM predicts a class token, not its digits: P("330") = P(<A:3D>) although <A:3D> stands
for a thousand strings. A class-based LM proper multiplies by P(member | class). lm.class_sizes
takes members as uniform within their class, which is too crude to weigh much: "000" (every
thousands group) is no rarer there than "330", and "3" no likelier than "7". This table counts
each class's members in the same normalized text the LM is trained on (lm.train --class-members),
apart by the separator that joins a run to the digits before it (`_key`: "<A:3D>," holds the
thousands groups, "<A:13-31>:" the minutes):

    {"class_set": "A", "classes": {"<A:3D>,": {"total": 33190, "types": 1000,
                                               "members": {"000": 18947, "500": 1298, ...}}}}

and prices a member with Witten-Bell smoothing: a kept member c / (N + T), every other member of
the class an equal share of the rest, (N + T - kept) / (N + T) over the class's size minus the kept
(N occurrences, T distinct members seen). Members seen fewer than MIN_COUNT times are not kept, so
the file stays small; they share the rest with the unseen ones. A class without counts (the years,
UNCOUNTED; or every class, without a table) stays uniform. The digits of a code ("Q3") are priced
as those of a number: unpriced, "p41" beat "41".

    >>> counter = MemberCounter("A"); counter.add("At 3:30, 330 or 1,000 in 1990.")
    >>> for key, found in sorted(counter.counts.items()): print(key, dict(found))
    <A:13-31>: {'30': 1}
    <A:2-9> {'3': 1}
    <A:3D> {'330': 1}
    <A:3D>, {'000': 1}
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path

from lm.class_sizes import member_cost as uniform_cost
from lm.class_sizes import members as class_size
from lm.licences import licence_note
from lm.tokens import EMAIL_TOKEN, URL_TOKEN, ClassSet, TokenizerConfig, tokenize

MIN_COUNT = 3
_DIGITS = re.compile(r"[0-9]+")
# What stands for a digit run inside an LM token: a class, or the literal "0" / "1" of Set A.
_NUMBER = re.compile(r"<[AB]:[^>]+>|[0-9]+")
# Pieces that join digit runs into one written number: thousands groups, decimals, times, ranges,
# dates, phone numbers.
SEPARATORS = frozenset(",.:-/")
# Classes left uniform: how often a year is written says when the corpora were written (their
# counts fall by a factor of 20 after 2015), not which years the formatter will hear.
UNCOUNTED = frozenset({"<A:1900-2099>"})


def class_runs(text: str, pieces: Iterable[str]) -> Iterator[tuple[str, str]]:
    """(key, digits) for each digit run of TEXT that its LM tokens PIECES give as a class token of
    its own or inside a code ("Q3"); the key is the class token, and the separator that joins it to
    digits before (`_key`). A literal ("1") has no member to price; a text with an address, whose
    digits the address token swallows, yields nothing.

    >>> pieces = ("at", "<A:2-9>", ":", "<A:13-31>", "Q<A:2-9>", "1")
    >>> list(class_runs("at 3:30 Q3 1", pieces))
    [('<A:2-9>', '3'), ('<A:13-31>:', '30'), ('<A:2-9>', '3')]
    """
    slots: list[str | None] = []
    for piece in pieces:
        if piece in (EMAIL_TOKEN, URL_TOKEN):
            return
        slots.extend(n if n.startswith("<") else None for n in _NUMBER.findall(piece))
    runs = list(_DIGITS.finditer(text))
    if len(runs) != len(slots):
        return
    for slot, run in zip(slots, runs, strict=True):
        if slot is not None:
            yield _key(slot, text, run.start()), run.group()


def _key(token: str, text: str, start: int) -> str:
    """TOKEN, and the separator before its run (at START in TEXT) if one joins it to the digits
    before: a run's members depend on it. After a comma "000" is most of <A:3D> (thousands
    groups), after a colon "30" of <A:13-31> (minutes); counted together, "330" looked no rarer
    after "at" than a thousands group. The text tells "1,000" from "3:30, 000", the tokens not.

    >>> _key("<A:3D>", "1,000", 2), _key("<A:3D>", "at 3:30, 000", 9), _class("<A:3D>,")
    ('<A:3D>,', '<A:3D>', '<A:3D>')
    """
    joined = start >= 2 and text[start - 1] in SEPARATORS and text[start - 2].isdigit()
    return token + text[start - 1] if joined else token


def _class(key: str) -> str:
    return key[: key.rindex(">") + 1]


class MemberCounter:
    """Counts each class's members over normalized lines (as lm.train feeds the LM)."""

    def __init__(self, class_set: ClassSet) -> None:
        self.class_set = class_set
        self._tokenizer = TokenizerConfig(class_set=class_set, space_token=False)
        self.counts: dict[str, Counter[str]] = {}

    def add(self, line: str, tokens: str | None = None) -> None:
        """Count the members of the class tokens of one normalized LINE, whose LM TOKENS
        (space-joined; a space token among them is no number) are computed if not given."""
        if not _DIGITS.search(line):
            return
        pieces = tokens.split() if tokens is not None else tokenize(line, self._tokenizer)
        for key, run in class_runs(line, pieces):
            if _class(key) not in UNCOUNTED:
                self.counts.setdefault(key, Counter())[run] += 1

    def write(self, path: Path, corpora: Iterable[str] = ()) -> None:
        """Write the table (members seen at least MIN_COUNT times) with the corpora it came from."""
        names = list(corpora)
        classes = {
            token: {
                "total": sum(found.values()),
                "types": len(found),
                "members": {m: c for m, c in found.most_common() if c >= MIN_COUNT},
            }
            for token, found in sorted(self.counts.items())
        }
        table = {
            "what": "P(digits | number class) for the class LM (lm/class_members.py)",
            "class_set": self.class_set,
            "min_count": MIN_COUNT,
            "corpora": names,
            "licence_note": licence_note(names),
            "classes": classes,
        }
        path.write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


class MemberModel:
    """-ln P(digits | class) of a written form's class tokens; uniform within a class
    (lm.class_sizes) where the table has no counts, or without a table."""

    def __init__(self, classes: dict[str, dict] | None = None) -> None:
        self._known: dict[str, dict[str, float]] = {}
        self._rest: dict[str, float] = {}
        for token, entry in (classes or {}).items():
            total, types = entry["total"], entry["types"]
            kept = entry["members"]
            denominator = total + types
            if not total:
                continue
            self._known[token] = {m: -math.log(c / denominator) for m, c in kept.items()}
            rest_mass = (denominator - sum(kept.values())) / denominator
            unseen = class_size(_class(token)) - len(kept)
            if unseen > 0 and rest_mass > 0:
                self._rest[token] = -math.log(rest_mass / unseen)
        self.cost = functools.lru_cache(maxsize=1 << 16)(self._cost)

    @classmethod
    def load(cls, path: Path | None, class_set: ClassSet) -> MemberModel:
        """The table at PATH, if it is one for CLASS_SET; else the uniform model."""
        if path is None or not path.is_file():
            return cls()
        table = json.loads(path.read_text(encoding="utf-8"))
        if table.get("class_set") != class_set:
            raise ValueError(f"{path} counts class set {table.get('class_set')}, not {class_set}")
        return cls(table["classes"])

    def member(self, key: str, digits: str) -> float:
        """-ln P(DIGITS | KEY), KEY a class token and the separator before it if any (`_key`)."""
        known = self._known.get(key)
        if known is None:
            return uniform_cost(_class(key))
        if digits in known:
            return known[digits]
        return self._rest.get(key, uniform_cost(_class(key)))

    def _cost(self, form: str, pieces: tuple[str, ...]) -> float:
        """The sum over FORM's class tokens (PIECES, its LM tokens) of -ln P(digits | class)."""
        if not _DIGITS.search(form):
            return 0.0
        return sum(self.member(token, run) for token, run in class_runs(form, pieces))
