"""Raw written text -> the formatter's output conventions, for LM training and evaluation text.

    Meet me at 3:30p.m.; bring $5!            -> Meet me at 3:30 PM. Bring $5.
    Call (212) 555-0100 - ask for Dr. Smith.  -> Call (212) 555-0100, ask for Dr Smith.
    He said: "it's 15% (roughly)" e.g. here  -> He said. It's 15%, roughly, for example here.
    <table><tr><td>1</td></tr>                -> None (not prose)

The formatter writes only commas, periods and (optionally) question marks between words, so the
other marks are mapped as in Gravano et al.'s Table 1(a): ! ; : and a sentence-final ellipsis
become a period, parentheses, brackets and dashes a comma; quotes, slashes, hyphens inside words
and stray symbols are dropped. Marks inside numbers survive as the number grammars write them
("3:30", "$5.25", "1,200", "555-8888", "(212) 555-0100", "1/2", "15%", "70°F", "-5"), and so does
a code's hyphen ("COVID-19"). AM/PM is written "3 PM", "3:30 AM", a percentage "15%" ("15 percent"
too: the house style).
Abbreviation periods are not sentence ends, and the formatter never writes them: titles lose theirs
("Dr. Smith" -> "Dr Smith"), initialisms are joined ("U.S." -> "US", as the letters grammar writes
"USA"), a middle initial loses its period ("John F. Kennedy" -> "John F Kennedy"); "e.g." and "i.e."
are written as spoken. Every sentence starts with a capital and every line ends with a period or a
question mark, as the formatter's output does.
"""

from __future__ import annotations

import html
import re
from dataclasses import asdict, dataclass

from lm.tokens import EMAIL, URL

PERIOD, COMMA, QUESTION = ".", ",", "?"


@dataclass(frozen=True)
class NormalizeConfig:
    """Options of the normalization; stored in the model card."""

    keep_questions: bool = True  # "?" stays "?" (else it becomes "."); the formatter offers "?"
    # Web and e-mail addresses written as the grammars write them ("http://www.X.com/" ->
    # "www.x.com"), their lines kept; else a line with an address is not prose.
    keep_addresses: bool = False

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


# Typographic variants -> the one form the rules below handle.
_CHAR_MAP = str.maketrans(
    {
        "\u2018": "'", "\u2019": "'", "\u02bc": "'", "\u00b4": "'", "`": "'",
        "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u00ab": '"', "\u00bb": '"',
        "\u2013": " -- ", "\u2014": " -- ", "\u2015": " -- ", "\u2212": "-", "\u2010": "-",
        "\u2011": "-", "\u2026": "...", "\u00a0": " ", "\u2009": " ", "\u200b": "",
        "\ufeff": "", "\u00ad": "", "\t": " ",
    }
)  # fmt: skip

# --- Lines that are not English prose
# Line breaks that survived extraction ("...in the world.<br>") are spaces, not markup.
_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
_URL = re.compile(r"\b(?:https?://|ftp://|www\.)\S+|\b\S+@\S+\.[a-z]{2,}\b", re.IGNORECASE)
# An address as written in raw text: maybe a scheme, maybe a trailing slash, then the end of the
# chunk or marks that end it. An address with a query ("?id=3") or a fragment is not kept.
_RAW_ADDRESS = re.compile(
    rf"(?<![\w@./:])(?:https?://|mailto:)?(?:{EMAIL}|{URL})/?(?=[.,;:!?)\]\"']*(?:\s|$))",
    re.IGNORECASE,
)
_SCHEME = re.compile(r"^(?:https?://|mailto:)", re.IGNORECASE)
_MARKUP = re.compile(r"<[a-zA-Z/!][^>]*>|\{\{|\}\}|\[\[|\]\]|^\s*[=*#|]|\|.*\||={2,}")
# Prose is mostly words and numbers besides its ordinary marks: tables, listings and separator lines
# are not. "Wow!!! Really?!" is prose: marks of running text do not count against a line.
_INVISIBLE = str.maketrans("", "", ".,!?;:'\"()- \t\n\r\f\v")
_LETTER = re.compile(r"[^\W\d_]")
_WORD_CHAR = re.compile(r"[^\W_]")
_FOREIGN_LETTER = re.compile(r"[^\W\d_a-zA-Z]")
_CAPITAL = re.compile(r"[A-Z]")
_LETTERLESS_CHUNK = re.compile(r"(?<!\S)(?:[^\s\w]|[\d_])+(?!\S)")
MIN_WORD_CHAR_SHARE = 0.7
# Share of the whitespace-separated chunks that must hold letters ("It's 408-737-8384" passes).
MIN_WORDY_CHUNKS = 0.25
# Share of the letters that may be outside ASCII before a line counts as another language.
MAX_FOREIGN_SHARE = 0.1
# An all-capitals line longer than this many letters is a header or shouting, not running text.
MAX_CAPS_LETTERS = 20
MAX_CAPS_SHARE = 0.6

# --- AM/PM, abbreviations
# "3pm", "3 p.m.", "3:30P.M", "11 a. m." after a time; the last period may also end the sentence.
_AMPM = re.compile(r"\b(\d{1,2}(?::\d\d)?) ?([ap])\.? ?m\b(\.?)", re.IGNORECASE)
_SPOKEN = {"e.g.": "for example,", "i.e.": "that is,"}
_SPOKEN_RE = re.compile(r"\b(?:e\.g\.|i\.e\.)(?:,)?", re.IGNORECASE)
# Titles precede a name, so their period never ends a sentence.
_TITLES = frozenset(
    "Mr Mrs Ms Messrs Dr Prof St Mt Ft Gen Col Lt Sgt Capt Cpt Adm Rev Sen Rep Gov Pres Hon Fr"
    " vs Vs".split()
)
# "No." is a title only before a number: "No. 5" but "I said no."
_NUMBER_SIGN = re.compile(r"\b(Nos?|nos?)\.(?=\s*\d)")
# Suffix abbreviations end a sentence when a capital or the line end follows ("Enron Corp. The").
_SUFFIXES = frozenset(
    "Inc Corp Co Ltd Bros Dept Jr Sr Univ Assn etc approx"
    " Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec".split()
)
# Every abbreviation the normalizer knows: display text (and a recognizer's display form) writes
# these, so "ms" in a transcript may be "Ms." (lm.acronyms).
KNOWN_ABBREVIATIONS = frozenset(w.lower() for w in _TITLES | _SUFFIXES)
_TITLE_PERIOD = re.compile(r"\b(" + "|".join(sorted(_TITLES)) + r")\.(?=\s|$)")
_ABBREVIATION = re.compile(r"\b([A-Za-z]+)\.(?=(\s*\S)?)")
_INITIALISM = re.compile(r"\b((?:[A-Za-z]\.){2,})(?=(\s*$)?)")
_INITIAL = re.compile(r"\b([A-Z])\.(?=\s+[A-Z])")

# --- Marks inside numbers: protected from the mark mapping by private-use stand-ins
_PROTECT = {":": "\ue000", ".": "\ue001", ",": "\ue002", "/": "\ue003", "-": "\ue004",
            "$": "\ue005", "%": "\ue006", "(": "\ue007", ")": "\ue008", "°": "\ue009",
            "@": "\ue00a"}  # fmt: skip
_RESTORE = str.maketrans({v: k for k, v in _PROTECT.items()})
_BETWEEN_DIGITS = re.compile(r"(?<=\d)([:.,/-])(?=\d)")
_LEADING_POINT = re.compile(r"(?:(?<=\s)|(?<=^)|(?<=\$))\.(?=\d)")
_MINUS = re.compile(r"(?:(?<=\s)|(?<=^))-(?=\$?\d)")
_DOLLAR = re.compile(r"\$\s?(?=\ue001?\d)")  # after _LEADING_POINT: "$.15"
_UNIT_SIGN = re.compile(r"(?<=\d)\s?(%|°[FC]?)")
# "15 percent" -> "15%": the house style the percent grammar writes.
_PERCENT_WORD = re.compile(r"(?<=\d)\s?(?:percent|per cent)\b", re.IGNORECASE)
# "COVID-19", "F-150": a code's hyphen between letters and digits stays (grammars.alphanumeric).
_CODE_HYPHEN = re.compile(r"(?<=[A-Za-z])-(?=\d)")
_AREA_CODE = re.compile(r"\((\d{3})\)\s?(?=\d{3}-\d{4}\b)")

# --- Mark mapping (Gravano et al. Table 1(a))
_ELLIPSIS = re.compile(r"\.{2,}")
_DASH = re.compile(r"\s-+\s|-{2,}|^-+\s|\s-+$")
_TO_PERIOD = re.compile(r"[!;:]")
_TO_COMMA = re.compile(r"[()\[\]{}]")
# An apostrophe stays only inside a word ("it's"); quoting ones go.
_DECADE = re.compile(r"(?<=\d)'(?=s\b)")  # "1990's" -> "1990s"
_LONE_APOSTROPHE = re.compile(r"(?<![^\W\d_])'|'(?![^\W\d_])")
_HYPHEN = re.compile(r"-")
_AMPERSAND = re.compile(r"\s*&\s*")
# Whatever is not a letter, digit, space, kept mark, apostrophe or protected stand-in.
_STRAY = re.compile(r"[^\w\s.,?'\ue000-\ue00a]|_")
_MARK_RUN = re.compile(r"\s*([.,?](?:\s*[.,?])*)")
_STRENGTH = {COMMA: 0, PERIOD: 1, QUESTION: 2}
_SENTENCE_START = re.compile(r"(^|[.?]\s+)([^\W\d_])")


def is_prose(line: str) -> bool:
    """Whether LINE looks like English running text worth training on.

    >>> is_prose("It costs $376."), is_prose("| 1 | 2 |"), is_prose("see http://x.org")
    (True, False, False)
    """
    if _URL.search(line) or _MARKUP.search(line):
        return False
    # Counted with regular expressions and translate: a per-character loop doubled training time.
    visible = line.translate(_INVISIBLE)
    letters = len(_LETTER.findall(visible))
    if not letters or len(_WORD_CHAR.findall(visible)) < MIN_WORD_CHAR_SHARE * len(visible):
        return False
    chunks = len(line.split())
    if chunks - len(_LETTERLESS_CHUNK.findall(line)) < MIN_WORDY_CHUNKS * chunks:
        return False
    if len(_FOREIGN_LETTER.findall(visible)) > MAX_FOREIGN_SHARE * letters:
        return False
    capitals = len(_CAPITAL.findall(visible))
    return not (letters > MAX_CAPS_LETTERS and capitals > MAX_CAPS_SHARE * letters)


def _ampm(match: re.Match[str]) -> str:
    time, letter, period = match.groups()
    # "6 p.m. The" and "6 p.m." at the end: the abbreviation's period is also the full stop.
    rest = match.string[match.end() :]
    ends = period and (not rest.strip() or re.match(r"\s+[A-Z]", rest))
    return f"{time} {letter.upper()}M" + (PERIOD if ends else "")


def without_title_periods(text: str) -> str:
    """TEXT with a title's period dropped, as `normalize` drops it from training text: the period
    of "Dr." is no sentence end, and the LM never saw it.

    >>> without_title_periods("Call Dr. Smith or Mr. Jones.")
    'Call Dr Smith or Mr Jones.'
    """
    return _TITLE_PERIOD.sub(r"\1", text)


# A hyphen before a letter: `normalize` made every such hyphen a space (only a code's, between a
# letter and a digit, and those inside numbers are kept), so the LM never saw one there.
_WORD_HYPHEN = re.compile(r"-(?=[^\W\d_])")


def without_word_hyphens(text: str) -> str:
    """TEXT with each hyphen before a letter made a space, as `normalize` makes it in training
    text: the LM reads "four-day" as the words it saw, "four day" (grammars.compound).

    >>> without_word_hyphens("a four-day week, a 30-day trial, COVID-19, 555-0100")
    'a four day week, a 30 day trial, COVID-19, 555-0100'
    """
    return _WORD_HYPHEN.sub(" ", text)


def _abbreviation(match: re.Match[str]) -> str:
    word, following = match.group(1), match.group(2)
    if word in _TITLES:
        return word
    if word in _SUFFIXES:
        ends = following is None or following.strip()[:1].isupper()
        return word + (PERIOD if ends else "")
    return match.group(0)


def _initialism(match: re.Match[str]) -> str:
    letters = match.group(1).replace(".", "")
    return letters + (PERIOD if match.group(2) is not None else "")


def _protect(text: str) -> str:
    def stand_in(match: re.Match[str]) -> str:
        return "".join(_PROTECT.get(c, c) for c in match.group(0))

    text = _AREA_CODE.sub(lambda m: stand_in(m).rstrip() + " ", text)
    for pattern in (_BETWEEN_DIGITS, _LEADING_POINT, _MINUS, _CODE_HYPHEN):
        text = pattern.sub(stand_in, text)
    text = _PERCENT_WORD.sub("%", text)
    # "15 %" -> "15%", "$ 5" -> "$5": the sign sticks to the number as the grammars write it.
    text = _UNIT_SIGN.sub(lambda m: "".join(_PROTECT.get(c, c) for c in m.group(1)), text)
    return _DOLLAR.sub(_PROTECT["$"], text)


def _address(match: re.Match[str]) -> str:
    """A raw address in its written form, its marks protected: 'http://WWW.X.com/' -> www.x.com."""
    written = _SCHEME.sub("", match.group(0)).rstrip("/").lower()
    return "".join(_PROTECT.get(c, c) for c in written)


def _mark_run(match: re.Match[str]) -> str:
    # ", ." or "? ." after mapping: one mark, the strongest, then a space.
    marks = [c for c in match.group(1) if c in _STRENGTH]
    return max(marks, key=_STRENGTH.__getitem__) + " "


def _ellipsis(match: re.Match[str]) -> str:
    rest = match.string[match.end() :].lstrip()
    return PERIOD if not rest or rest[0].isupper() else COMMA


def normalize(line: str, config: NormalizeConfig = NormalizeConfig()) -> str | None:
    """LINE in the formatter's conventions, or None when it is not English prose.

    >>> normalize("meet me at 3:30p.m.; bring $ 5!")
    'Meet me at 3:30 PM. Bring $5.'
    """
    text = _BREAK.sub(" ", html.unescape(line).translate(_CHAR_MAP))
    if config.keep_addresses:
        text = _RAW_ADDRESS.sub(_address, text)
    if not is_prose(text):
        return None
    text = _AMPM.sub(_ampm, text)
    text = _SPOKEN_RE.sub(lambda m: _SPOKEN[m.group(0).rstrip(",").lower()], text)
    text = _INITIALISM.sub(_initialism, text)
    text = _NUMBER_SIGN.sub(r"\1", text)
    text = _ABBREVIATION.sub(_abbreviation, text)
    text = _INITIAL.sub(r"\1", text)
    text = _protect(text)
    text = _ELLIPSIS.sub(_ellipsis, text)
    text = _DASH.sub(" , ", text)
    text = _TO_PERIOD.sub(PERIOD, text)
    text = _TO_COMMA.sub(" , ", text)
    if not config.keep_questions:
        text = text.replace(QUESTION, PERIOD)
    text = _AMPERSAND.sub(" and ", text)
    text = _DECADE.sub("", text)
    text = _LONE_APOSTROPHE.sub(" ", text)
    text = _HYPHEN.sub(" ", text)
    text = _STRAY.sub(" ", text)
    text = _MARK_RUN.sub(_mark_run, text)
    text = " ".join(text.split())
    text = text.lstrip(".,? ")
    if not any(c.isalpha() for c in text):
        return None
    if text[-1] == COMMA:
        text = text[:-1]
    if text[-1] not in (PERIOD, QUESTION):
        text += PERIOD
    text = _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)
    return text.translate(_RESTORE)
