"""A caller's own vocabulary: the written forms of names and terms the corpora do not know, or
know as other words ("Siobhan", "iPhone", "MTN", "Hilton Garden Inn"), as commercial display
formats take a custom vocabulary's display forms.

A file holds one entry a line, as it is to be written; blank lines and lines opened by "#" are
skipped. An entry is said as its words lowercased (formatter.normalize cleans both sides alike;
a typographic apostrophe is written straight, as recognizers write it), or, after a tab, as the
recognizer writes it ("Siobhan<TAB>shivon", "McDonald's<TAB>mc donalds"); how firmly it is
written depends on what else those words may be:

    a common word (its unigram in the LM above tuning.rare_name_logprob: "Will", "Summer",
        "IT") is the caller's form where the words around it say it stands: a name where a name
        stands ("it's Will", "hi Summer"), another form offered to the language model and the
        case model beside the lexicon's ("IT", which "it" mostly is not). "I will call" stays.
    any other word ("Siobhan", "QuickBooks", "McDonald's") is written so wherever it is said,
        its possessive too ("Siobhan's"), whatever the recognizer or the case model wrote:
        nothing else is said so.
    an entry of several words, or heard as another number of words than it is written
        ("Hilton Garden Inn", "mc donalds"), is one more reading of those words said in a row,
        one token spanning them all with their times, as a grammar's reading of a number is
        (formatter.lattice.with_readings, tuning.heard_reading_bonus): "the Hilton Garden Inn"
        beside "the garden", "Four Seasons" beside the grammars' "4 seasons".
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from formatter.errors import InputError
from formatter.normalize import clean_text

MAX_ENTRY_WORDS = 8  # a name or a term, not a sentence
MAX_ENTRIES = 100_000  # a contact list or a product catalogue; bounds the memory a file takes
# An editor's apostrophes, as recognizers and the formatter's own tables write them ("McDonald's").
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u02bc": "'"})


@dataclass(frozen=True)
class Vocabulary:
    """WORDS: entries heard as one word and written as one, lowercase -> written; READINGS:
    the others, of several words or heard as other words ("summit ridge" -> "Summit Ridge",
    "mc donalds" -> "McDonald's"), their heard words -> the one token written."""

    words: dict[str, str] = field(default_factory=dict)
    readings: dict[tuple[str, ...], str] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path) -> Vocabulary:
        """The vocabulary file at PATH (UTF-8); InputError naming the file and the line of an
        entry that cannot be one, or the file if it cannot be read."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            reason = getattr(error, "strerror", None) or "not UTF-8 text"
            raise InputError(f"{path}: {reason}") from None
        return cls.parse(text.splitlines(), str(path))

    @classmethod
    def parse(cls, lines: Iterable[str], source: str = "vocabulary") -> Vocabulary:
        r"""The entries of LINES; SOURCE names them in errors.

        >>> v = Vocabulary.parse(["# contacts", "Siobhan", "", "Summit Ridge", "Kevin\tkev"])
        >>> v.words, v.readings
        ({'siobhan': 'Siobhan', 'kev': 'Kevin'}, {('summit', 'ridge'): 'Summit Ridge'})
        """
        entries = (
            (f"{source}, line {number}", line)
            for number, line in enumerate(lines, 1)
            if not line.lstrip().startswith("#")
        )
        return cls._read(entries, source)

    @classmethod
    def listed(cls, entries: Sequence[str], key: str = "vocabulary") -> Vocabulary:
        """The ENTRIES of a transcript's own list (formatter.readers.simple's "vocabulary"),
        errors naming its KEY and the entry's index.

        >>> Vocabulary.listed(["Siobhan", "2024"])
        Traceback (most recent call last):
        formatter.errors.InputError: vocabulary[1]: every word of an entry needs a letter
        """
        return cls._read(((f"{key}[{i}]", e) for i, e in enumerate(entries)), key)

    @classmethod
    def _read(cls, entries: Iterable[tuple[str, str]], source: str) -> Vocabulary:
        """The entries, each (where it is, as written); blank ones skipped."""
        words: dict[str, str] = {}
        readings: dict[tuple[str, ...], str] = {}
        for where, entry in entries:
            shown, tab, heard = entry.partition("\t")
            written = _written(shown.translate(_APOSTROPHES))
            said = tuple(clean_text(heard.translate(_APOSTROPHES)).lower().split())
            if not written:
                if said:
                    raise InputError(f"{where}: a spoken form with no written one")
                continue
            if len(written) > MAX_ENTRY_WORDS:
                raise InputError(f"{where}: an entry of more than {MAX_ENTRY_WORDS} words")
            if not all(any(c.isalpha() for c in w) for w in (*written, *said)):
                raise InputError(f"{where}: every word of an entry needs a letter")
            if len(said) > MAX_ENTRY_WORDS:
                raise InputError(f"{where}: a spoken form of more than {MAX_ENTRY_WORDS} words")
            if len(words) + len(readings) >= MAX_ENTRIES:
                raise InputError(f"{source}: more than {MAX_ENTRIES:,} entries")
            said = said or tuple(clean_text(w).lower() for w in written)
            if len(said) == len(written) == 1:
                words[said[0]] = written[0]
            else:
                readings[said] = " ".join(written)
        return cls(words, readings)

    @property
    def empty(self) -> bool:
        return not (self.words or self.readings)

    def merged(self, other: Vocabulary) -> Vocabulary:
        """These entries with OTHER's added, OTHER's form where both have one.

        >>> Vocabulary.parse(["Acme", "Will"]).merged(Vocabulary.parse(["ACME"])).words
        {'acme': 'ACME', 'will': 'Will'}
        """
        return Vocabulary({**self.words, **other.words}, {**self.readings, **other.readings})

    @functools.cached_property
    def digest(self) -> str:
        """A name for these entries, the same in every process that unpickles them (Spark's
        workers keep one Formatter per vocabulary: formatter.spark.worker)."""
        entries = (sorted(self.words.items()), sorted(self.readings.items()))
        return hashlib.sha256(repr(entries).encode()).hexdigest()

    @functools.cached_property
    def _lengths(self) -> tuple[int, ...]:
        return tuple(sorted({len(said) for said in self.readings}))

    def heard_readings(self, texts: Sequence[str]) -> list[tuple[int, int, str]]:
        r"""(first word's position, words, written token) for each reading entry heard in
        TEXTS; overlapping ones too: the search picks. A lookup for each position and each
        length of an entry, however many entries there are.

        >>> v = Vocabulary.parse(["McDonald's\tmc donalds", "C-3PO\tsee three p o", "Bank of Q"])
        >>> v.heard_readings("see three p o at mc donalds and bank of q".split())
        [(0, 4, 'C-3PO'), (5, 2, "McDonald's"), (8, 3, 'Bank of Q')]
        """
        found = []
        for i in range(len(texts)):
            for n in self._lengths:
                if i + n > len(texts):
                    break
                written = self.readings.get(tuple(texts[i : i + n]))
                if written is not None:
                    found.append((i, n, written))
        return found


def _written(text: str) -> list[str]:
    """TEXT's words as formatter.normalize cleans a recognizer's, but each keeps a period it
    ends with: an abbreviation's ("T.J. Maxx", "Acme Inc."), which the marks after it do not
    double (pipeline: a sentence's period after "Inc." is its own).

    >>> _written(" T.J. Maxx, Inc. ")
    ['T.J.', 'Maxx', 'Inc.']
    """
    words = []
    for raw in text.split():
        word = clean_text(raw)
        if word and raw.rstrip(_NOT_PERIODS).endswith(".") and not word.endswith("."):
            word += "."
        words += word.split()
    return words


# What may follow an abbreviation's period in an entry and is no part of the written form.
_NOT_PERIODS = ",;:!?\"')]}"

NO_VOCABULARY = Vocabulary()
