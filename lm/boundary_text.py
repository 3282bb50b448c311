"""Corpus text -> boundary-model slots, and a spoken word -> the model's feature token.

One function each for training and decoding, so the two cannot drift:

    slots("Dr. Smith met the CEO of iPhone maker Apple at 3 p.m.! OK?")
      words  dr smith met the ceo of iphone maker apple at 3 pm ok
      marks  -  -     -   -   -   -  -      -     -     -  - .  ?
      cases  first first lower lower upper lower mixed lower first lower lower upper upper

The line is first put in the formatter's conventions by lm.normalize.normalize (the LM's and the
scorer's normalization): ! ; : become periods, brackets and dashes commas, abbreviation periods go
("Dr. Smith" -> "Dr Smith"), quotes go, number-internal marks stay. Each whitespace token then
gives a word (lowercased, edge marks stripped), the mark after it and its case class as written.

feature_token() is what the model sees of a word at run time and at training time alike: the
lowercased word, with every digit run replaced by "0" ("2020" -> "0", "3.5%" -> "0.0%", "q1" ->
"q0"), so digits an engine writes share a few shape tokens instead of thousands of rare ids.
"""

from __future__ import annotations

import functools
import re
import zlib
from collections.abc import Callable, Sequence

import numpy as np

from lm.normalize import KNOWN_ABBREVIATIONS, NormalizeConfig, normalize
from lm.spoken_numbers import TEENS, TENS, UNITS

MARKS = ("", ",", ".", "?")  # no mark, comma, period, question mark
CASES = ("lower", "first", "upper", "mixed")  # "mixed" = a lexicon form like iPhone, McDonald's
_MARK_INDEX = {mark: i for i, mark in enumerate(MARKS)}
_DIGITS = re.compile(r"\d+")
_EDGE = ".,?"


def case_class(word: str) -> int:
    """Index in CASES of WORD as written ("I" and "A" count as "first")."""
    letters = [c for c in word if c.isalpha()]
    if not letters or all(c.islower() for c in letters):
        return 0
    if letters[0].isupper() and all(c.islower() for c in letters[1:]):
        return 1
    if all(c.isupper() for c in letters):
        return 2
    return 3


def feature_token(word: str) -> str:
    """What the model sees of a spoken WORD (see the module docstring)."""
    word = word.lower()
    return _DIGITS.sub("0", word) if any(c.isdigit() for c in word) else word


PAD, UNK = 0, 1  # vocabulary ids of the padding beyond the transcript and of an unknown word
PAD_TOKEN = "<pad>"  # the entry at PAD, and what a training stream puts between its lines
UNKNOWN_SHAPES = ("<unk:nv>",)  # vocabulary entries for unknown words of a telling shape
_VOWELS = frozenset("aeiouy")


def unknown_shape(token: str) -> str | None:
    """The shape entry for a feature TOKEN outside the vocabulary, None for a plain unknown.

    A word of letters without a vowel cannot be said as a word, so a recognizer that writes
    one heard it spelled ("mtn", "ktv"): written text has such rare words in capitals, and the
    model learns that from the shape where it never saw the word itself."""
    if token.isalpha() and token.isascii() and not _VOWELS.intersection(token):
        return UNKNOWN_SHAPES[0]
    return None


GRAM_SIZES = (3, 4, 5)  # character n-grams of a word outside the vocabulary (with < and >)
MAX_GRAMS = 24  # the first ones of a long word: its shape is in its start and its end


def char_grams(token: str, buckets: int) -> list[int]:
    """Hashed character n-grams of a feature TOKEN, ids in 1 .. BUCKETS - 1 (0 is padding).

    A word outside the vocabulary is otherwise one <unk> for the model, and most of them are
    names, brands and misspellings whose case and place in a sentence their letters tell
    ("-ville", "mc-", "-ing"). crc32, not hash(): the ids must be the same in every process,
    in training and at run time.

    >>> char_grams("ab", 1000) == char_grams("ab", 1000), len(char_grams("ab", 1000))
    (True, 3)
    """
    marked = f"<{token}>"
    grams = [marked[i : i + n] for n in GRAM_SIZES for i in range(len(marked) - n + 1)]
    # surrogatepass: a lone surrogate (JSON may hold one) hashes instead of raising.
    return [
        zlib.crc32(g.encode("utf-8", "surrogatepass")) % (buckets - 1) + 1
        for g in grams[:MAX_GRAMS]
    ]


def spelled(word: str) -> bool:
    """Whether a recognizer's WORD was heard as letters: two or more letters without a vowel
    ("mtn", "ktv"), other than an abbreviation display text writes ("ms", "dr", "ltd";
    lm.normalize.KNOWN_ABBREVIATIONS), which a recognizer writes for the word it stands for.

    >>> spelled("mtn"), spelled("ms"), spelled("man"), spelled("x")
    (True, False, False, False)
    """
    return (
        len(word) > 1
        and word.isalpha()
        and word.isascii()
        and not _VOWELS.intersection(word.lower())
        and word.lower() not in KNOWN_ABBREVIATIONS
    )


def feature_tokens(words: Sequence[str]) -> list[str]:
    return [feature_token(word) for word in words]


def slots(line: str) -> tuple[list[str], list[int], list[int]] | None:
    """LINE as (words, mark index after each word, case index of each word), None if not prose."""
    text = normalize(line, NormalizeConfig(keep_questions=True))
    if text is None:
        return None
    return parse(text)


def parse(text: str) -> tuple[list[str], list[int], list[int]]:
    """Slots of already normalized TEXT: a mark belongs to the word before it."""
    words: list[str] = []
    marks: list[int] = []
    cases: list[int] = []
    for token in text.split():
        mark = token[-1] if len(token) > 1 and token[-1] in _EDGE else ""
        word = token[:-1] if mark else token
        word = word.strip(_EDGE)
        if word:
            words.append(word.lower())
            marks.append(_MARK_INDEX[mark])
            cases.append(case_class(word))
        elif words and token[0] in _EDGE and not marks[-1]:
            marks[-1] = _MARK_INDEX[token[0]]
    return words, marks, cases


@functools.lru_cache(maxsize=1 << 16)  # the search asks for every form of every hypothesis
def case_name(form: str) -> str | None:
    """The CASES name of a written FORM, None if it is not a word ('3:30', '$5'): what the search
    matches the case scores against."""
    return CASES[case_class(form)] if form[:1].isalpha() else None


# A clock's suffix: speech recognizers write it as two letters after the time ("three p m"),
# written text as one word after a numeral ("3 p.m." -> "pm", lm.normalize), and so the models
# saw it in training (with the numeral spoken, "three pm"). Read as two words it is the article
# "a" or a letter "p" and then "m": the models put the time's mark before the suffix. Some write
# it with its periods ("a.m", cleaned), which the models' text never has.
_CLOCK_SUFFIXES = {("a", "m"): "am", ("p", "m"): "pm"}
_CLOCK_ABBREVIATIONS = {"a.m": "am", "p.m": "pm"}
# The words a time ends with: its hour or minutes (zero to fifty-nine), "oh", "o'clock", "hundred".
_CLOCK_WORDS = frozenset([*UNITS, *TEENS, *TENS[2:6], "oh", "o'clock", "hundred"])


def joined_suffixes(words: Sequence[str]) -> tuple[list[str], list[int]]:
    """WORDS as the models read them, a clock's suffix said as letters after a number word or
    numeral joined into one ("nine a m" -> "nine am"), or written with periods ("nine a.m"),
    and for each word the index of its token there.

    >>> joined_suffixes(["at", "nine", "a", "m", "a", "m"])
    (['at', 'nine', 'am', 'a', 'm'], [0, 1, 2, 2, 3, 4])
    >>> joined_suffixes(["3", "p.m", "i", "said"])
    (['3', 'pm', 'i', 'said'], [0, 1, 2, 3])
    """
    joined: list[str] = []
    owner: list[int] = []
    i = 0
    while i < len(words):
        pair = tuple(words[i : i + 2])
        after_number = i > 0 and (words[i - 1] in _CLOCK_WORDS or words[i - 1].isdigit())
        if pair in _CLOCK_SUFFIXES and after_number:
            said, end = _CLOCK_SUFFIXES[pair], i + 2
        else:
            said, end = words[i], i + 1
            if after_number:
                said = _CLOCK_ABBREVIATIONS.get(said, said)
        owner += [len(joined)] * (end - i)
        joined.append(said)
        i = end
    return joined, owner


# Log-probabilities of the marks inside a word the models read joined ("a | m"): none.
_NO_MARK = np.log(np.array([0.997, 0.001, 0.001, 0.001]))


def per_word(marks: Callable[[list[str]], np.ndarray], words: Sequence[str]) -> np.ndarray:
    """MARKS' rows (a model's marks(): log-probabilities, a row per word) for WORDS as the models
    read them (joined_suffixes), a row again for each of WORDS: a joined word's row for its last
    word, and no mark after the others. For decoding (formatter.evidence) and for the text the
    pause and text model is fit on (lm.pause_text) alike. (Not for the cases, which read the
    words as said.)"""
    joined, owner = joined_suffixes(words)
    if joined == list(words):
        return marks(joined)
    rows = marks(joined)[owner]
    inside = [i for i in range(len(owner) - 1) if owner[i] == owner[i + 1]]
    rows[inside] = _NO_MARK
    return rows
