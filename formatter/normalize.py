"""Input normalization, in one place: any engine's word text in, the formatter's words out.

Every reader (formatter.readers, through `Run.add`) and the library API (`Formatter.format`, through
formatter.words) send word text through `clean_text`, and speaker labels through `clean_label`.

The Unicode policy, applied in this order:

1. NFKC. Engines and editors write the same word in different code points (full-width digits,
   ligatures, superscripts, "ｔｈｒｅｅ"); the grammars and the LM know one spelling, the
   compatibility form. NFKC also composes accents (NFC), so "é" is one code point whatever came in.
2. Invisible characters are deleted: format characters (Cf: zero-width joiner and non-joiner, soft
   hyphen, byte-order mark, bidi controls), controls other than whitespace (Cc: NUL, DEL...),
   surrogates (Cs: JSON may hold lone ones, which no file can encode), private-use (Co) and
   unassigned (Cn) code points. They carry no spoken content, and an emoji sequence falls apart into
   its visible emoji.
3. Every Unicode whitespace character (tab, form feed, U+0085, U+2028, no-break space...) separates
   words; an engine word holding several words ("new york") stays one input word with several
   pieces.
4. Spacing accents (´ ¨ ¯ and about fifty more, whose compatibility form is a space plus a
   combining mark) are deleted before NFKC, which would otherwise cut the word at them; a
   combining mark with no letter before it is deleted too.
5. Punctuation an engine glued to a word's edges is stripped (the formatter writes its own);
   apostrophes, "$", "%", "#" and inner marks stay ("'cause", "$200", "3:30"). A word left empty
   (punctuation only, invisible characters only, or empty to begin with) has nothing to say:
   it rides along with its neighbour (formatter.words), so its time span is still covered.
6. Case is kept here; readers lowercase (`spoken_form`), the library API keeps a caller's capitals.

A piece longer than MAX_WORD_CHARS is an InputError (no spoken word is that long: it is text or
data in the wrong field), so one word can never cost more than a bounded amount of work.

    >>> clean_text(" «Hello,»\u200d "), clean_text("caf\u00b4e"), spoken_form("New\u2028York.")
    ('Hello', 'cafe', 'new york')
"""

from __future__ import annotations

import functools
import unicodedata

from formatter.errors import InputError

MAX_WORD_CHARS = 1000  # longest piece (one spoken word) accepted; documented in the README

# Edge punctuation (see step 5). Apostrophes are kept on purpose: "'cause", "students'", "it's".
_LEADING = "\"“”„«»‹›([{¡¿-–—,?!;:…‘)]}"
_TRAILING = ".,?!;:…\"“”„»«‹›([{)]}-–—‘"
# ASCII controls that are not spaces (str.split() takes \t\n\v\f\r and \x1c-\x1f for spaces).
_ASCII_INVISIBLE = dict.fromkeys([*range(0x00, 0x09), *range(0x0E, 0x1C), 0x7F])
_DELETED = frozenset({"Cf", "Cs", "Co", "Cn"})
_MARKS = frozenset({"Mn", "Mc", "Me"})


def clean_text(raw: str) -> str:
    """RAW under the policy above: pieces joined by single spaces, "" when nothing is spoken."""
    if not raw.isascii():
        raw = "".join(c for c in raw if not _spacing_accent(c))
    text = unicodedata.normalize("NFKC", raw)
    if not text.isascii():
        text = unicodedata.normalize("NFC", "".join(_visible(text)))
    else:
        text = text.translate(_ASCII_INVISIBLE)  # one C pass, several times isprintable()'s speed
    pieces = []
    for piece in text.split():
        piece = piece.lstrip(_LEADING).rstrip(_TRAILING)
        if piece.startswith(".") and not piece[1:2].isdigit():
            piece = piece.lstrip(".").lstrip(_LEADING)  # "...so" -> "so", but ".5" stays
        if piece:
            pieces.append(piece)
    return " ".join(pieces)


def spoken_form(raw: str) -> str:
    """`clean_text`, lowercased: what readers store as a word's text.

    >>> spoken_form(' "Hello,'), spoken_form("$200,"), spoken_form("..."), spoken_form("co-founder")
    ('hello', '$200', '', 'co-founder')
    """
    return clean_text(raw).lower()


def clean_label(raw: str | None) -> str | None:
    """A speaker or channel label fit for any output: one line, visible, None when empty.

    >>> clean_label("spk 1\\n"), clean_label("  "), clean_label(None)
    ('spk 1', None, None)
    """
    if raw is None:
        return None
    text = " ".join("".join(_visible(unicodedata.normalize("NFKC", raw))).split())
    return text or None


def check_length(piece: str, where: str) -> None:
    """InputError if PIECE (one spoken word) is longer than MAX_WORD_CHARS."""
    if len(piece) > MAX_WORD_CHARS:
        raise InputError(
            f"{where}: a word of {len(piece)} characters (the limit is {MAX_WORD_CHARS})"
        )


@functools.lru_cache(maxsize=4096)
def _spacing_accent(c: str) -> bool:
    form = unicodedata.normalize("NFKC", c)
    return len(form) > 1 and form[0] == " " and all(unicodedata.combining(x) for x in form[1:])


def _visible(text: str):
    """TEXT's characters without invisible ones and without combining marks that follow no
    letter (steps 2 and 4); whitespace is kept for the split."""
    after_base = False
    for c in text:
        if c.isspace():
            after_base = False
            yield " "
            continue
        category = unicodedata.category(c)
        if category in _DELETED or category == "Cc":
            continue
        if category in _MARKS:
            if after_base:
                yield c
            continue
        after_base = True
        yield c
