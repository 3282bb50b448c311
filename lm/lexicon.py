"""The case lexicon: written forms of words seen mid-sentence, for capitalization (Batista et al.).

    lowercase<TAB>written form<TAB>count of mid-sentence occurrences     (no header, UTF-8)

    nasa    NASA    812
    nasa    nasa    9
    bill    bill    1406
    bill    Bill    1022

A word gets rows when some form other than the lowercase one was seen mid-sentence (not first in
its line or after "." / "?") at least MIN_COUNT times and in at least MIN_SHARE of the word's
mid-sentence occurrences; its rows then list its most frequent forms (at most MAX_FORMS, the
lowercase one included when seen, so the consumer can weigh "bill" against "Bill"). Only words the
capitalization layer can look up are kept: lowercase letters and apostrophes. Words the corpora
never saw but the capitalized word list (wamerican-huge) has only capitalized get one row with
count DICTIONARY_COUNT, so unseen names ("Tracy") are still capitalized.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

MIN_COUNT = 5
MIN_SHARE = 0.05
MAX_FORMS = 3
# Pseudo-count of a dictionary-only form: the lowest count the capitalization layer accepts (3).
DICTIONARY_COUNT = 3
DICTIONARY = Path("/usr/share/dict/american-english-huge")

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
_KEY = re.compile(r"[a-z][a-z']*")


class CaseCounter:
    """Counts the written forms of words in mid-sentence position over normalized lines."""

    def __init__(self) -> None:
        self.forms: Counter[str] = Counter()

    def add(self, line: str, tokens: str | None = None) -> None:
        """Count the mid-sentence words of one normalized LINE (its LM TOKENS are not needed).

        >>> counter = CaseCounter(); counter.add("Hi Bill. NASA called bill, not Bill.")
        >>> sorted(counter.forms.items())
        [('Bill', 2), ('bill', 1), ('called', 1), ('not', 1)]
        """
        start = True
        for chunk in line.split():
            match = _WORD.match(chunk)
            if match and not start and match.end() >= len(chunk.rstrip(".,?")):
                self.forms[match.group()] += 1
            start = chunk.endswith((".", "?"))

    def rows(self) -> Iterator[tuple[str, str, int]]:
        """(lowercase, form, count) rows worth writing, by word, most frequent form first."""
        by_word: dict[str, list[tuple[str, int]]] = {}
        for form, count in self.forms.items():
            lower = form.lower()
            if _KEY.fullmatch(lower):
                by_word.setdefault(lower, []).append((form, count))
        for lower in sorted(by_word):
            forms = sorted(by_word[lower], key=lambda fc: (-fc[1], fc[0]))
            total = sum(count for _, count in forms)
            if not any(
                form != lower and count >= MIN_COUNT and count >= MIN_SHARE * total
                for form, count in forms
            ):
                continue
            kept = [
                (form, count)
                for form, count in forms[:MAX_FORMS]
                if form == lower or count >= MIN_COUNT
            ]
            for form, count in kept:
                yield lower, form, count

    def dictionary_rows(self, words: Path = DICTIONARY) -> Iterator[tuple[str, str, int]]:
        """Rows for words of WORDS only ever listed capitalized and never seen in the corpora."""
        if not words.is_file():
            return
        entries = set(words.read_text(encoding="utf-8", errors="replace").split())
        seen = {form.lower() for form in self.forms}
        for entry in sorted(entries):
            lower = entry.lower()
            unseen = lower not in entries and lower not in seen
            if entry != lower and _KEY.fullmatch(lower) and unseen:
                yield lower, entry, DICTIONARY_COUNT

    def write(self, path: Path, dictionary: Path | None = DICTIONARY) -> int:
        """Write the lexicon to PATH (corpus rows, then dictionary rows); returns the row count."""
        rows = list(self.rows())
        if dictionary is not None:
            rows.extend(self.dictionary_rows(dictionary))
        path.write_text("".join(f"{lo}\t{form}\t{count}\n" for lo, form, count in rows), "utf-8")
        return len(rows)
