"""The capitalization layer: the written case forms of a token (paper 2.2; Batista et al.'s lexica).

    bill   mid-sentence   -> bill | Bill          (the lexicon saw both in running text)
    nasa   mid-sentence   -> NASA
    i      anywhere       -> I
    hello  sentence start -> Hello                (a sentence's first word is always capitalized)
    3:30   anywhere       -> 3:30

Forms beyond the first letter come from a case lexicon learned from the LM's training text
(`lowercase<TAB>written form<TAB>count`, counts of mid-sentence occurrences, lowercase form
included); a word the lexicon never saw capitalized mid-sentence keeps its lowercase form there.
Words inside a multi-word token ("december 1") take their dominant form.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Mapping
from pathlib import Path

from fmt_transcript_parsed import parsed
from grammars.base import table_rows, table_words

# A form seen less often than this share of a word's mid-sentence occurrences is not offered.
MIN_SHARE = 0.05
# Nor is a form seen fewer times than this: one stray capital in a corpus is noise.
MIN_COUNT = 3
# A word written as a name (first letter capitalized, not all capitals) in at least this share of
# its mid-sentence occurrences may be one where a speaker names themself ("grace" 38%, "cam"
# 20%, "joy" 17%), where an adjective whose capital a title or a place gives is not ("cold" 14%,
# "great" 11%, "open" and "free" 7%: "it's open from 9 to 5"). CaseLexicon.may_name.
NAME_SHARE = 0.15
# Where a transcript's opening greeting addresses someone before the speaker's introduction ("hi
# | faith | it's mark"), a word written as a name in this share may be the one greeted: faith
# 11%, rich and sunny 10%; not sorry (6%), love (8%), kid (6%). CaseLexicon.may_be_greeted.
GREETED_SHARE = 0.09

_FIRST_WORD = re.compile(r"[a-z][a-z']*")
_VOWEL = re.compile(r"[aeiouy]")
# A word inside a token that opens with a digit: not a suffix stuck to a number ("31st").
_ADDRESS = re.compile(r"@|[a-z0-9]\.[a-z]{2}")
_WORD_INSIDE = re.compile(r"(?<![0-9A-Za-z])[a-z][a-z']*")
# "I" and its contractions are capitalized everywhere in written English.
_ALWAYS = {"i": "I", "i'm": "I'm", "i'll": "I'll", "i've": "I've", "i'd": "I'd"}
# Month names (months.tsv): inside a digit-led token they are a date's ("3 may 2010"), so
# capitalized, even where the lexicon's dominant form is another word's ("may", "march").
_MONTHS = table_words("months")
_VOCATIVES = {spoken: written for spoken, written in table_rows("vocatives")}
# The nouns a number makes one modifier with (compound_nouns.tsv): common nouns after the
# hyphen, whatever the lexicon's dominant form ("a five-lane highway", where "Lane" is the
# corpora's commoner form, a street's or a name's).
_COMPOUND_NOUNS = table_words("compound_nouns")
# A code a recognizer wrote as one token: letters beside digits ("co2", "3d") or letters joined by
# "&" ("q&a"). It is cased whole, in its dominant form from the acronym lexicon (lm.acronyms),
# never piece by piece (that path wrote "Q&a", "p&L", "co2"), and alone: the LM reads a code in
# pieces ("at & t") and would weigh the word "at" against "AT", not the code.
_CODE = re.compile(r"(?=[a-z0-9&]*[a-z])(?=[a-z0-9&]*[0-9&])[a-z0-9&]+")
# Letter runs joined by "&" are written in capitals: 3,103 of the 3,261 such tokens (runs of 1-3
# letters) in the training corpora, HTML entities aside; the lowercase ones are mostly plurals
# ("P&Ls", "M&Ms"). The lexicon lists the frequent ones; this covers the rest ("sg&a", "pp&e").
_AMPERSAND = re.compile(r"[a-z]{1,3}(?:&[a-z]{1,3})+")
# An abbreviation written with periods, as display text gives it ("u.s", "i.e": the reader drops
# the last period with the other edge marks). Cased piece by piece it was "U.s", "e.G". The acronym
# lexicon gives its form: an initialism as lm.normalize writes it for the LM ("US", as "PM"), one
# the corpora write in lowercase with its periods ("i.e."). One it lacks is taken for initials
# ("p.j" -> "PJ"), the commonest kind of the rest.
_DOTTED = re.compile(r"[a-z](?:\.[a-z])+")


def _kept_forms(text: str) -> dict[str, tuple[str, ...]]:
    """A lexicon file's rows -> each word's forms worth offering, most frequent first."""
    counts: dict[str, dict[str, int]] = defaultdict(dict)
    for line in text.splitlines():
        lower, form, count = line.split("\t")
        counts[lower][form] = int(count)
    forms = {}
    for lower, seen in counts.items():
        total = sum(seen.values())
        kept = [f for f, c in seen.items() if c >= MIN_COUNT and c >= MIN_SHARE * total]
        kept.sort(key=lambda f: -seen[f])
        if kept and kept != [lower]:
            forms[lower] = tuple(kept)
    return forms


def _name_words(text: str, share: float = NAME_SHARE) -> tuple[str, ...]:
    """A lexicon file's rows -> the words written as a name in SHARE of their occurrences."""
    named: dict[str, int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    for line in text.splitlines():
        lower, form, count = line.split("\t")
        total[lower] += int(count)
        if form[:1].isupper() and not form.isupper():
            named[lower] += int(count)
    kept = (w for w, n in named.items() if n >= MIN_COUNT and n >= share * total[w])
    return tuple(sorted(kept))


def _greeted_words(text: str) -> tuple[str, ...]:
    """A lexicon file's rows -> the words written as a name in GREETED_SHARE of them but less
    than NAME_SHARE (2,215 words beside _name_words' 44,586: the rest are those)."""
    names = set(_name_words(text))
    return tuple(w for w in _name_words(text, GREETED_SHARE) if w not in names)


def _is_words(value: object) -> bool:
    return isinstance(value, tuple) and all(isinstance(w, str) for w in value)


def _is_forms(value: object) -> bool:
    """Whether a cached VALUE is what _kept_forms returns (a dict of tuples of strings)."""
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, tuple) for k, v in value.items()
    )


def with_brands(forms: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """FORMS with each brand said as a word that the corpora, older than it, lack or write as
    another word (brands.tsv: "venmo" -> "Venmo", "lyft" -> "Lyft") given its own form alone."""
    return {**forms, **{row[0]: (row[1],) for row in table_rows("brands")}}


class CaseLexicon:
    """Lowercase word -> its written forms worth offering, most frequent first."""

    def __init__(
        self,
        forms: dict[str, tuple[str, ...]],
        names: frozenset[str] = frozenset(),
        greeted: frozenset[str] = frozenset(),
        own: Mapping[str, tuple[str, ...]] | None = None,
        own_names: frozenset[str] = frozenset(),
    ):
        self._forms = forms
        self._names = names
        self._greeted = greeted
        # A caller's words (with_vocabulary), read before FORMS and NAMES, which they share
        # with the lexicon they were added to: a call's vocabulary copies none of it.
        self._own = own or {}
        self._own_names = own_names

    @classmethod
    def load(cls, path: Path) -> CaseLexicon:
        """The lexicon file at PATH, parsed once and then read from the cache
        (fmt_transcript_parsed)."""
        # Given names that are everyday words too (given_names.tsv: "will", "hope", "summer"),
        # which the corpora write capitalized too seldom for NAME_SHARE, where a speaker's name
        # stands most often they are one.
        named = parsed(path, _name_words, _is_words, "grammars")
        names = frozenset(named) | table_words("given_names")
        greeted = frozenset(parsed(path, _greeted_words, _is_words, "grammars"))
        return cls(with_brands(parsed(path, _kept_forms, _is_forms, "grammars")), names, greeted)

    def may_name(self, word: str) -> bool:
        r"""Whether WORD is written as a name often enough to be one where the words around it
        say a name stands (NAME_SHARE), or is a given name (given_names.tsv, by load).

        >>> rows = "grace\tgrace\t996\ngrace\tGrace\t629\nopen\topen\t11330\nopen\tOpen\t909\n"
        >>> lexicon = CaseLexicon({}, frozenset(_name_words(rows)))
        >>> lexicon.may_name("grace"), lexicon.may_name("open")
        (True, False)
        """
        return word in self._names or word in self._own_names

    def may_be_greeted(self, word: str) -> bool:
        r"""Whether WORD is written as a name often enough to be one where a greeting addresses
        it before the speaker's introduction (GREETED_SHARE): "hi | faith | it's mark".

        >>> rows = "faith\tfaith\t3814\nfaith\tFaith\t466\nsorry\tsorry\t4920\nsorry\tSorry\t339\n"
        >>> lexicon = CaseLexicon({}, greeted=frozenset(_greeted_words(rows)))
        >>> lexicon.may_be_greeted("faith"), lexicon.may_be_greeted("sorry")
        (True, False)
        """
        return word in self._greeted or self.may_name(word)

    def with_acronyms(self, acronyms: dict[str, str]) -> CaseLexicon:
        """This lexicon with each acronym (lm.acronyms: 'mtn' -> 'MTN') as its word's first form,
        the other forms kept for the language model to weigh; but an acronym without a vowel
        loses its capitalized form ('Mtn'): written text uses that for an abbreviation or a
        symbol ("Mtn." mountain, "Hg" mercury), which speech says as another word, while a
        recognizer that writes a word it cannot say as a word heard letters.

        >>> CaseLexicon({"mtn": ("Mtn", "MTN")}).with_acronyms({"mtn": "MTN"}).forms("mtn")
        ('MTN',)
        >>> CaseLexicon({"nasa": ("Nasa",)}).with_acronyms({"nasa": "NASA"}).forms("nasa")
        ('NASA', 'Nasa')
        """
        forms = dict(self._forms)
        for lower, upper in acronyms.items():
            seen = forms.get(lower, (lower,))
            if not _VOWEL.search(lower):
                seen = tuple(f for f in seen if f != upper_first(lower))
            forms[lower] = (upper, *(f for f in seen if f != upper))
        return CaseLexicon(forms, self._names, self._greeted, self._own, self._own_names)

    def with_vocabulary(
        self, words: Mapping[str, str], common: Callable[[str], bool]
    ) -> CaseLexicon:
        """This lexicon with a caller's WORDS (lowercase -> written form; formatter.vocabulary).
        A COMMON word ("bill", "will", "it": the LM's own frequency says it) is another word too:
        it keeps its forms with the caller's offered beside them, and a capitalized one may be a
        name where the words around it say one stands ("it's Will"). Any other is written as
        the caller writes it, and nothing else: "Siobhan", "QuickBooks", "MTN" (not the
        corpora's "Quickbooks", "Mtn").

        >>> lexicon = CaseLexicon({"bill": ("Bill", "bill"), "mtn": ("Mtn", "MTN")})
        >>> user = lexicon.with_vocabulary(
        ...     {"bill": "Bill", "mtn": "MTN", "it": "IT", "will": "Will", "siobhan": "Siobhan"},
        ...     common={"bill", "it", "will"}.__contains__,
        ... )
        >>> [user.forms(w) for w in ("bill", "mtn", "it", "will", "siobhan", "siobhan's")]
        [('Bill', 'bill'), ('MTN',), ('it', 'IT'), ('will', 'Will'), ('Siobhan',), ("Siobhan's",)]
        >>> user.may_name("will"), user.may_name("bill"), user.may_name("it")
        (True, True, False)
        """
        if not words:
            return self
        own = dict(self._own)
        names = set(self._own_names)
        for lower, written in words.items():
            if not common(lower):
                own[lower] = (written,)
                continue
            own[lower] = tuple(dict.fromkeys((*self._lexicon_forms(lower), written)))
            if written == upper_first(lower):
                names.add(lower)
        return CaseLexicon(self._forms, self._names, self._greeted, own, frozenset(names))

    def _lexicon_forms(self, word: str) -> tuple[str, ...]:
        return self._forms.get(word) or (word,)

    def forms(self, word: str) -> tuple[str, ...]:
        """WORD's forms; a possessive the corpora saw too rarely takes its name's ("tehran's" ->
        "Tehran's" from "Tehran"): a name keeps its case with "'s", which is rarer than the name.
        Only a name's (a capitalized dominant form): "it's", "he's" are no possessives of "IT",
        "HE", and words seen only lowercase have no rows to tell them from unseen ones.

        >>> CaseLexicon({"tehran": ("Tehran",), "it": ("it", "IT")}).forms("tehran's")
        ("Tehran's",)
        >>> CaseLexicon({"tehran": ("Tehran",), "it": ("it", "IT")}).forms("it's")
        ("it's",)
        """
        found = self._own.get(word) or self._forms.get(word)
        if found is None and word.endswith("'s"):
            base = self._own.get(word[:-2]) or self._forms.get(word[:-2], ())
            if base[:1] and base[0][:1].isupper():
                return tuple(form + "'s" for form in base)
        return found or (word,)

    def __contains__(self, word: str) -> bool:
        return word in self._own or word in self._forms

    def dominant(self, word: str) -> str:
        return self.forms(word)[0]


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def case_forms(text: str, sentence_start: bool, lexicon: CaseLexicon) -> list[str]:
    """Every case form of TOKEN TEXT the layer allows, given whether a sentence starts with it.

    >>> case_forms("hello world", True, CaseLexicon({}))
    ['Hello world']
    >>> case_forms("3 may 2010", False, CaseLexicon({"may": {"may": 9, "May": 1}}))
    ['3 May 2010']
    >>> case_forms("mid-march", False, CaseLexicon({"march": ("march",)}))
    ['mid-March']
    >>> case_forms("t-mobile", False, CaseLexicon({"t-mobile": ("T-Mobile", "t-mobile")}))
    ['T-Mobile']
    >>> case_forms("march 12th", False, CaseLexicon({"march": ("March", "march")}))
    ['March 12th']
    """
    if _ADDRESS.search(text):
        return [text]  # web and e-mail addresses stay lowercase, even opening a sentence
    whole = _whole_form(text, lexicon)
    if whole is not None:
        return [upper_first(whole) if sentence_start else whole]
    match = _FIRST_WORD.match(text)
    if match is None:
        # A token opened by a digit may hold words still ("13 august" in day-first dates).
        return [_WORD_INSIDE.sub(lambda m: _inner_word(m.group(), lexicon), text)]
    first, rest = match.group(), text[match.end() :]
    if rest:
        # The words after a hyphen, as inside a number: a month is a date's ("mid-March").
        rest = re.sub(r"[a-z][a-z']*", lambda m: _inner_word(m.group(), lexicon), rest)
    if first in _ALWAYS:
        heads: tuple[str, ...] = (_ALWAYS[first],)
    elif first in _MONTHS and rest:
        # A month with its day or year is a date's, never the verb ("on march 12th" read in
        # lowercase where the LM's context was a flight's, "march" a marching band's).
        heads = (first.capitalize(),)
    else:
        heads = lexicon.forms(first)
    if sentence_start:
        heads = tuple(dict.fromkeys(upper_first(h) for h in heads))
    return [h + rest for h in heads]


def dotted(text: str) -> bool:
    """Whether TEXT is an abbreviation written with periods ("u.s", "i.e"), cased as a whole."""
    return _DOTTED.fullmatch(text) is not None


def _whole_form(text: str, lexicon: CaseLexicon) -> str | None:
    """TEXT's form where it is cased as one token, not word by word: an abbreviation with
    periods, words joined by hyphens the lexicon lists ("coca-cola": not the first word's forms
    beside the rest's, "coca-Cola"), or a code; None for any other token."""
    if dotted(text):
        return lexicon.dominant(text) if text in lexicon else text.replace(".", "").upper()
    if text in lexicon and ("-" in text or _CODE.fullmatch(text)):
        return lexicon.dominant(text)
    if _AMPERSAND.fullmatch(text):
        return _ampersand_code(text)
    return None


def _ampersand_code(text: str) -> str:
    """TEXT, letters joined by "&", in capitals; a plural's "s" after a run of two letters or
    more stays lowercase.

    >>> [_ampersand_code(t) for t in ("sg&a", "p&ls", "m&s")]
    ['SG&A', 'P&Ls', 'M&S']
    """
    if text.endswith("s") and len(text.rsplit("&", 1)[1]) >= 2:
        return text[:-1].upper() + "s"
    return text.upper()


def _inner_word(word: str, lexicon: CaseLexicon) -> str:
    """A word inside a digit-led token or after a hyphen: a month capitalized, a compound's noun
    lowercase, any other word its dominant form.

    >>> lexicon = CaseLexicon({"lane": ("Lane", "lane"), "march": ("march",)})
    >>> _inner_word("lane", lexicon), _inner_word("march", lexicon)
    ('lane', 'March')
    """
    if word in _MONTHS:
        return word.capitalize()
    return word if word in _COMPOUND_NOUNS else lexicon.dominant(word)


def is_name(word: str, lexicon: CaseLexicon) -> bool:
    """Whether WORD is written capitalized mid-sentence more often than not: 'bill' -> Bill."""
    return lexicon.dominant(word)[:1].isupper() and word not in _ALWAYS


def vocative_forms(word: str) -> tuple[str, ...]:
    """WORD as an address writes it if vocatives.tsv has it ("mom" -> ("Mom",)), else ()."""
    form = _VOCATIVES.get(word)
    return (form,) if form is not None else ()


def address_forms(word: str, lexicon: CaseLexicon) -> tuple[str, ...]:
    """How WORD is written when it addresses someone after a greeting ("hi | bill"): a name's
    capitalized forms, a word of vocatives.tsv its form there ("mom" -> Mom, "there" -> there);
    () for any other word. The lexicon writes "mom" lowercase ("my mom"); an address, as a name.
    Where the lexicon writes the word as a name more often than in capitals, a person is
    addressed, never an acronym: "it's Mia" (Mia 88, MIA 80 in the corpora), "Hi Eva".

    >>> lexicon = CaseLexicon({"bill": ("Bill", "bill"), "table": ("table",)})
    >>> [address_forms(w, lexicon) for w in ("bill", "mom", "there", "table")]
    [('Bill',), ('Mom',), ('there',), ()]
    >>> lexicon = CaseLexicon({"mia": ("Mia", "MIA", "mia"), "ab": ("AB", "Ab")})
    >>> address_forms("mia", lexicon), address_forms("ab", lexicon)
    (('Mia',), ('AB', 'Ab'))
    """
    if word in _VOCATIVES:
        return vocative_forms(word)
    if not is_name(word, lexicon):
        return ()
    forms = tuple(f for f in lexicon.forms(word) if f[:1].isupper())
    if forms[0].isupper():
        return forms
    return tuple(f for f in forms if not f.isupper())
