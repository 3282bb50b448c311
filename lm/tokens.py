"""Written text -> LM tokens, one tokenizer for training (lm.train) and decoding (paper 2.3).

    It's 3:30 PM.        A, space   -> It's <sp> <A:2-9> : <A:13-31> <sp> PM .
    $1,235.12            A, space   -> $ 1 , <A:3D> . <A:10-12>
    $1,235.12            A          -> $ 1 <group> <A:3D> <point> <A:10-12>
    $1,235.12            B          -> $ <B:1D> <group> <B:3D> <point> <B:2D>
    3.5, 1, 330.         A          -> <A:2-9> <point> <A:2-9> , 1 , <A:3D> .
    McDonald's 1st       A, space   -> McDonald's <sp> 1 st
    Visit example.com    A          -> Visit <URL>
    Mail jo.li@mit.edu   A          -> Mail <EMAIL>
    A4 paper, MP3        A          -> A<A:2-9> paper , MP<A:2-9>

Words keep their case and their internal apostrophes; every other non-space character is a token
of its own; every run of digits becomes one number-class token (`number_class`), and every
written address one address-class token, <EMAIL> or <URL>: the LM learns where an address is
likely ("my email is <EMAIL>", "visit <URL> for details") from the few thousand in the corpora,
which as pieces ("gmail . com", "@") it could never score. A code, capitals and digits written
together ("A4", "MP3", "2G", "Q1"), is one token, its letters kept and its digit runs classed: as
pieces "A4" was the article and a number ("on A 4 paper" scored as "on a 4 paper"). With
`space_token`, the token SPACE stands between whitespace-separated chunks, so "3:30", "3 30" and
"330" score differently (the paper models space as a token). Without it, a point or a comma
between two digits (inside one chunk) is a token of its own, POINT or GROUP: a decimal point
and a thousands comma are not a sentence's period and a list's comma, which a model without
space tokens could not otherwise tell apart ("$14.50 a month" read as "$14. 50 a month", and
"1,330 1,400" as "1,3301,400"). Any edit to this file changes
`tokenizer_hash()`, and the scorer refuses a model trained with another hash: training and
decoding can never drift apart.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal

ClassSet = Literal["A", "B"]

SPACE = "<sp>"
# A decimal point and a thousands comma: "." and "," between two digits of one chunk.
POINT, GROUP = "<point>", "<group>"
_IN_NUMBER = {".": POINT, ",": GROUP}

# A word: letters, possibly joined by apostrophes ("it's", "McDonald's"); [^\W\d_] is "a letter".
# Only ASCII digits form number runs: another script's digit is an ordinary one-character token.
_TOKEN = re.compile(r"[0-9]+|[^\W\d_]+(?:'[^\W\d_]+)*|\S")
# A code: capitals and ASCII digits, at least one of each, with no other letter or digit touching.
_CODE = re.compile(r"(?<![^\W_])(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*[0-9])[A-Z0-9]+(?![^\W_])")
_DIGITS = re.compile(r"[0-9]+")
# The pieces of a code token: capitals, digit runs, class tokens.
_CODE_PART = re.compile(r"<[AB]:[^>]+>|[0-9]+|[A-Z]+")

# Addresses as the grammars write them (grammars.email, grammars.website): lowercase, no scheme.
# A bare domain needs a top-level domain of this list (every one the grammars write among them:
# grammars/data/top_level_domains.tsv), so that "end.Then" in careless text stays words; after
# "www." any top-level domain will do.
TOP_LEVEL = "com|org|net|edu|gov|mil|io|co|us|uk|ca|au|de|info|biz|tv|ai"
_HOST = r"[a-z0-9-]+(?:\.[a-z0-9-]+)*"
_PATH = r"(?:/[a-z0-9_./-]*[a-z0-9_/])?"
EMAIL = rf"[a-z0-9][a-z0-9_.+-]*@{_HOST}\.[a-z]{{2,}}"
URL = rf"(?:www\.{_HOST}\.[a-z]{{2,}}|{_HOST}\.(?:{TOP_LEVEL})){_PATH}"
# Whole chunks only: an address is neither inside a word nor followed by one.
_ADDRESS = re.compile(rf"(?<![\w@.])(?:({EMAIL})|{URL})(?![\w@/-]|\.\w)", re.IGNORECASE)
EMAIL_TOKEN, URL_TOKEN = "<EMAIL>", "<URL>"

# Class Set A of the paper's Table 1: (lowest, highest, token) over the value of a digit run
# without a leading zero, checked in order. 0 and 1 stay literal, as the "1" in the caption's
# "$1,235.12" does: they behave unlike 2-9 ("0.5", "1 PM" vs "one"). A run with a leading zero
# ("05", "0100") falls in the "other n-digit" class of its length: "3:05" and "05/12" are not the
# 2-9 of "5 PM".
_SET_A_RANGES = (
    (2, 9, "<A:2-9>"),
    (10, 12, "<A:10-12>"),
    (13, 31, "<A:13-31>"),
    (32, 59, "<A:32-59>"),
    (1900, 2099, "<A:1900-2099>"),
)
_SET_A_BY_LENGTH = {2: "<A:2D>", 3: "<A:3D>", 4: "<A:4D>", 5: "<A:5D>"}
_SET_A_LONGEST = "<A:6D+>"
# Class Set B: one class per digit count up to ten, then one for all longer runs.
_SET_B_MAX = 10


@dataclass(frozen=True)
class TokenizerConfig:
    """How text becomes tokens; stored in the model card so decoding tokenizes as training did."""

    class_set: ClassSet = "A"
    space_token: bool = True

    def to_dict(self) -> dict[str, object]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> TokenizerConfig:
        class_set = data["class_set"]
        if class_set not in ("A", "B"):
            raise ValueError(f"class_set must be 'A' or 'B', not {class_set!r}")
        return cls(class_set=class_set, space_token=bool(data["space_token"]))  # type: ignore[arg-type]


def number_class(digits: str, class_set: ClassSet) -> str:
    """The class token of one run of ASCII digits (paper Table 1).

    >>> [number_class(d, "A") for d in ("1", "12", "05", "235", "2024")], number_class("12", "B")
    (['1', '<A:10-12>', '<A:2D>', '<A:3D>', '<A:1900-2099>'], '<B:2D>')
    """
    if not digits.isascii() or not digits.isdigit():
        raise ValueError(f"not a run of ASCII digits: {digits!r}")
    length = len(digits)
    if class_set == "B":
        return f"<B:{length}D>" if length <= _SET_B_MAX else f"<B:{_SET_B_MAX + 1}D+>"
    if class_set != "A":
        raise ValueError(f"class_set must be 'A' or 'B', not {class_set!r}")
    if digits in ("0", "1"):
        return digits
    if digits[0] != "0":
        value = int(digits)
        for lowest, highest, token in _SET_A_RANGES:
            if lowest <= value <= highest:
                return token
    return _SET_A_BY_LENGTH.get(length, _SET_A_LONGEST)


def _chunk_tokens(chunk: str, class_set: ClassSet, in_number: bool) -> list[str]:
    tokens: list[str] = []
    start = 0
    for address in _ADDRESS.finditer(chunk):
        tokens += _plain_tokens(chunk[start : address.start()], class_set, in_number)
        tokens.append(EMAIL_TOKEN if address.group(1) else URL_TOKEN)
        start = address.end()
    return tokens + _plain_tokens(chunk[start:], class_set, in_number)


def _plain_tokens(text: str, class_set: ClassSet, in_number: bool = False) -> list[str]:
    """Tokens of TEXT without addresses: each code one token, the rest words, digit runs and
    single characters.

    >>> _plain_tokens("A4,MP3;H1N1 B12s COVID-19", "A")
    ['A<A:2-9>', ',', 'MP<A:2-9>', ';', 'H1N1', 'B', '<A:10-12>', 's', 'COVID', '-', '<A:13-31>']
    """
    tokens: list[str] = []
    start = 0
    for code in _CODE.finditer(text):
        tokens += _pieces(text[start : code.start()], class_set, in_number)
        tokens.append(_DIGITS.sub(lambda m: number_class(m.group(), class_set), code.group()))
        start = code.end()
    return tokens + _pieces(text[start:], class_set, in_number)


def code_parts(token: str) -> list[str] | None:
    """A code token's pieces as they would be without codes, None for any other token: a scorer
    whose model never saw a code scores its pieces, not one cheap <unk> (which would make every
    unseen run of letters and digits, "BOEVZ2012", likelier than the letters and the number).

    >>> code_parts("MP<A:2-9>"), code_parts("H1N1"), code_parts("MP"), code_parts("<A:2-9>")
    (['MP', '<A:2-9>'], ['H', '1', 'N', '1'], None, None)
    """
    parts = _CODE_PART.findall(token)
    letters = sum(part.isalpha() for part in parts)
    if "".join(parts) != token or not 0 < letters < len(parts):
        return None
    return parts


def _pieces(text: str, class_set: ClassSet, in_number: bool = False) -> list[str]:
    """Words, digit runs as their classes, and single characters; with IN_NUMBER, a point or a
    comma with a digit right before and after it is POINT or GROUP.

    >>> _pieces("$1,235.12, 5.", "A", in_number=True)
    ['$', '1', '<group>', '<A:3D>', '<point>', '<A:10-12>', ',', '<A:2-9>', '.']
    """
    tokens: list[str] = []
    for match in _TOKEN.finditer(text):
        token = match.group()
        start, end = match.span()
        if (
            in_number
            and token in _IN_NUMBER
            and text[start - 1 : start].isdigit()
            and text[end : end + 1].isdigit()
        ):
            tokens.append(_IN_NUMBER[token])
        elif "0" <= token[0] <= "9":
            tokens.append(number_class(token, class_set))
        else:
            tokens.append(token)
    return tokens


def tokenize(text: str, config: TokenizerConfig) -> list[str]:
    """LM tokens of written TEXT (no sentence markers: KenLM adds <s> and </s>).

    >>> " ".join(tokenize("Hi, Bill. It's 3:30 PM.", TokenizerConfig()))
    "Hi , <sp> Bill . <sp> It's <sp> <A:2-9> : <A:13-31> <sp> PM ."
    """
    tokens: list[str] = []
    for chunk in text.split():
        if tokens and config.space_token:
            tokens.append(SPACE)
        # Without space tokens a number's point and comma are tokens of their own (POINT, GROUP).
        tokens.extend(_chunk_tokens(chunk, config.class_set, not config.space_token))
    return tokens


def tokenizer_hash() -> str:
    """sha256 of this file: the model card records it and the scorer checks it."""
    return hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
