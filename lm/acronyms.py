"""The acronym lexicon: words the corpora write in capitals ("MTN", "NASA"), and the other tokens
the case layer reads whole (codes, abbreviations with periods, words joined by hyphens).

    lowercase<TAB>ACRONYM<TAB>count in capitals<TAB>count in any case     (no header, UTF-8)

    nasa    NASA    812    830

(A compound's row gives its form and that form's count in place of the count in capitals.)

A word of 2-6 letters is an acronym when the corpora write it all in capitals at least MIN_COUNT
times and in at least MIN_SHARE of its occurrences; so is a code of letters and digits ("CO2", "3D",
"H1N1") or of short letter runs joined by "&" ("R&D", "AT&T"), which recognizers also write as one
token, and which the case layer reads whole (grammars.capitalization); and so is an initialism
written with periods ("U.S.", "D.C."), listed as a recognizer's token without its last period
("u.s") and written as lm.normalize writes it for the LM and the scorer: "US", "DC". An abbreviation
with periods that the corpora write in lowercase ("i.e.", "e.g.") has a row too, its form that
lowercase one. So does a compound, words joined by hyphens, that the corpora write otherwise than in
lowercase in at least MIN_SHARE of its mid-sentence occurrences ("T-Mobile", "Coca-Cola", "X-ray"):
the LM's normalization splits it, so neither the LM nor the case lexicon (lm.lexicon) knows it
whole. Lines written mostly in capitals (headings, shouting) are skipped: there every word is in
capitals. A word without a vowel written as an abbreviation ("Mtn.") is not counted at all: a
speaker says the word it stands for ("mountain"), so a recognizer that writes "mtn" heard letters,
which is how the corpora's other "mtn"s are written ("MTN", the operator). The abbreviations display
text itself writes ("Ms.", "Jr.", "Ltd."; lm.normalize.KNOWN_ABBREVIATIONS) still count: a
recognizer writes those too.

The case lexicon (lm.lexicon) counts only mid-sentence forms and keeps several; this one answers
a narrower question for the capitalization layer (grammars.capitalization) and for any case
model: which words are acronyms.

    python -m lm.acronyms ../shared/corpora/*.train.txt.xz --out data/lm/acronyms.tsv

writes the lexicon and, beside it, acronyms.card.json naming its corpora and their licences.
"""

from __future__ import annotations

import argparse
import json
import lzma
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from lm.boundary_text import spelled
from lm.data_files import beside_model, data_path
from lm.licences import corpora_card

MIN_COUNT = 10
MIN_SHARE = 0.5
# A line with more than this share of its letters in capitals is a heading or shouting.
MAX_CAPITALS = 0.5
_WORD = re.compile(r"(?<![\w'&.-])([A-Za-z]{2,6})(?![\w'&-])(\.?)")
# A code: letter runs of 1-3 joined by "&", or 2-8 letters and digits with at least one of each.
# ";" ends no code: "&amp;", "&nbsp;" are HTML entities in the blogs.
_CODE = re.compile(
    r"(?<![\w'&.;-])([A-Za-z]{1,3}(?:&[A-Za-z]{1,3})+|(?=[A-Za-z0-9]{2,8}(?![\w'&;-]))"
    r"(?:[A-Za-z]+\d|\d+[A-Za-z])[A-Za-z0-9]*)(?![\w'&;-])"
)
# An initialism with periods; the last period is not part of its key (engines' tokens lose it).
_DOTTED = re.compile(r"(?<![\w'&.-])((?:[A-Za-z]\.)+[A-Za-z])\.?(?![\w'&-])")


def count(lines: Iterable[str]) -> tuple[Counter[str], Counter[str]]:
    """(occurrences of each lowercased word, occurrences written all in capitals).

    >>> total, caps = count(["The MTN network and NASA.", "ALL CAPS LINE IS SKIPPED"])
    >>> caps["mtn"], total["the"], total["skipped"]
    (1, 1, 0)
    >>> count(["Mtn. View and Mtn Dew"])[0]["mtn"]       # the abbreviation is not counted
    1
    >>> count(["Ms. Smith"])[0]["ms"]                    # a title a recognizer writes is
    1
    >>> total, caps = count(["R&D on CO2, in 3D, at 10am, about COVID-19 and &amp;c"])
    >>> sorted(caps), sorted(total)
    (['3d', 'co2', 'r&d'], ['10am', '3d', 'about', 'and', 'at', 'co2', 'in', 'on', 'r&d'])
    >>> total, caps = count(["In the U.S. and D.C., i.e. here"])
    >>> sorted(caps), sorted(total)
    (['d.c', 'u.s'], ['and', 'd.c', 'here', 'i.e', 'in', 'the', 'u.s'])
    """
    total: Counter[str] = Counter()
    caps: Counter[str] = Counter()
    for line in lines:
        letters = [c for c in line if c.isalpha()]
        if not letters or sum(c.isupper() for c in letters) > MAX_CAPITALS * len(letters):
            continue
        words = [
            w for w, period in _WORD.findall(line) if not (period and w.istitle() and spelled(w))
        ]
        for word in words + _CODE.findall(line) + _DOTTED.findall(line):
            lower = word.lower()
            total[lower] += 1
            if word.isupper():
                caps[lower] += 1
    return total, caps


# Words joined by hyphens; counted mid-sentence only: not first in the line, nor after . ? !
_COMPOUND = re.compile(r"(?<![\w'&.-])([A-Za-z]+(?:-[A-Za-z]+)+)(?![\w'&-])")
_SENTENCE_END = re.compile(r"(?:^|[.?!])[\s\"'()\[\]]*$")


def count_compounds(lines: Iterable[str]) -> Counter[tuple[str, str]]:
    """Mid-sentence occurrences of each (lowercased compound, its form as written).

    >>> sorted(count_compounds(["Coca-Cola. Try Coca-Cola; T-Mobile sent e-mail", "X-ray it"]))
    [('coca-cola', 'Coca-Cola'), ('e-mail', 'e-mail'), ('t-mobile', 'T-Mobile')]
    """
    forms: Counter[tuple[str, str]] = Counter()
    for line in lines:
        letters = [c for c in line if c.isalpha()]
        if not letters or sum(c.isupper() for c in letters) > MAX_CAPITALS * len(letters):
            continue
        for match in _COMPOUND.finditer(line):
            if not _SENTENCE_END.search(line[: match.start()]):
                forms[match.group(1).lower(), match.group(1)] += 1
    return forms


def compounds(forms: Counter[tuple[str, str]]) -> list[tuple[str, str, int, int]]:
    """Rows (lowercase, form, its count, total count) of the compounds whose most frequent form
    is not the lowercase one, seen MIN_COUNT times and in MIN_SHARE of the compound's occurrences.

    >>> forms = {("x-ray", "X-ray"): 30, ("x-ray", "x-ray"): 9, ("e-mail", "e-mail"): 99}
    >>> compounds(Counter(forms))
    [('x-ray', 'X-ray', 30, 39)]
    """
    by_word: dict[str, Counter[str]] = {}
    for (lower, form), n in forms.items():
        by_word.setdefault(lower, Counter())[form] = n
    rows = []
    for lower, seen in by_word.items():
        form, n = min(seen.items(), key=lambda fc: (-fc[1], fc[0]))
        total = sum(seen.values())
        if form != lower and n >= MIN_COUNT and n >= MIN_SHARE * total:
            rows.append((lower, form, n, total))
    return sorted(rows)


def acronyms(total: Counter[str], caps: Counter[str]) -> list[tuple[str, str, int, int]]:
    """Rows (lowercase, ACRONYM, capitals count, total count) of the words that qualify; and of
    each abbreviation with periods seen MIN_COUNT times, mostly in lowercase, its lowercase form
    with its last period (ACRONYM "i.e."), so that the case layer can tell "i.e" from initials.

    >>> total, caps = Counter({"u.s": 20, "i.e": 30, "us": 40}), Counter({"u.s": 20, "us": 1})
    >>> acronyms(total, caps)
    [('i.e', 'i.e.', 0, 30), ('u.s', 'US', 20, 20)]
    """
    rows = []
    for word, seen in total.items():
        n = caps[word]
        if n >= MIN_COUNT and n >= MIN_SHARE * seen:
            rows.append((word, word.replace(".", "").upper(), n, seen))
        elif "." in word and seen >= MIN_COUNT and n < MIN_SHARE * seen:
            rows.append((word, word + ".", n, seen))
    return sorted(rows)


DEFAULT = data_path("lm", "acronyms.tsv")


def beside(model: Path) -> Path:
    """The acronym lexicon for MODEL: acronyms.tsv in its directory if there is one (a model
    trained on other corpora brings its own), else the shipped one."""
    return beside_model(model, "acronyms.tsv", DEFAULT)


def load(path: Path = DEFAULT) -> dict[str, str]:
    """The lexicon as lowercase -> ACRONYM ({} when the file is absent)."""
    if not path.is_file():
        return {}
    rows = (line.split("\t") for line in path.read_text(encoding="utf-8").splitlines())
    return {row[0]: row[1] for row in rows if len(row) == 4}


def _lines(paths: Iterable[Path]) -> Iterable[str]:
    for path in paths:
        opener = lzma.open if path.suffix == ".xz" else open
        with opener(path, "rt", encoding="utf-8", errors="replace") as f:
            yield from f


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Learn the acronym lexicon from corpora.")
    parser.add_argument("corpora", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, default=Path("data/lm/acronyms.tsv"))
    args = parser.parse_args(argv)
    total, caps = count(_lines(args.corpora))
    rows = sorted(acronyms(total, caps) + compounds(count_compounds(_lines(args.corpora))))
    args.out.write_text("".join("\t".join(map(str, r)) + "\n" for r in rows), encoding="utf-8")
    names = [p.name for p in args.corpora]
    card = {
        "what": "acronym lexicon (lm/acronyms.py)",
        "min_count": MIN_COUNT,
        "min_share": MIN_SHARE,
        "entries": len(rows),
        **corpora_card(names),
    }
    card_path = args.out.with_suffix(".card.json")
    card_path.write_text(json.dumps(card, indent=1) + "\n", encoding="utf-8")
    print(f"{len(rows)} acronyms -> {args.out}")


if __name__ == "__main__":
    main()
