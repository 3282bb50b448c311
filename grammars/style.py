"""Written-form styles: which of the conventions a reader expects the grammars propose.

Some choices cannot be read off the audio: "16 August 1987" or "August 16, 1987", "17:30" or
"5:30 PM", "15%" or "15 percent". A style names one choice per convention, and the grammar builders
propose only the chosen forms (the language model never sees the others). A style is data: one
table per style in grammars/data/styles/NAME.tsv (option, value, reason), so adding one touches no
code. A style may be named with overrides: "en-US,clock=24,percent=word".

    >>> Style.parse("en-GB").date_order, Style.parse("en-US,clock=24").clock
    ('day-month', '24')
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, fields, replace
from pathlib import Path

STYLES = Path(__file__).parent / "data" / "styles"
DEFAULT = "en-US"

# Every option and its allowed values; the first row of a style table that names an option wins.
CHOICES: dict[str, tuple[str, ...]] = {
    "date_order": ("month-day", "day-month"),
    "ordinal_day": ("as-said", "plain", "either"),
    "clock": ("12", "24"),
    "percent": ("symbol", "word"),
    "small_numbers": ("either", "words", "digits"),
    "phone": ("parentheses", "dashes"),
    "four_digits": ("comma", "plain", "either"),
    "unsaid_currency": ("dollars", "none"),
    "compounds": ("hyphen", "apart"),
}


class StyleError(ValueError):
    """An unknown style, option or value (the message names it and what is allowed)."""


@dataclass(frozen=True)
class Style:
    """One value per convention; hashable, so grammar builders can be cached per style."""

    name: str
    date_order: str
    ordinal_day: str
    clock: str
    percent: str
    small_numbers: str
    phone: str
    four_digits: str
    unsaid_currency: str
    compounds: str

    @staticmethod
    def parse(spec: str | Style | None = None) -> Style:
        """'en-GB' or 'en-US,clock=24' -> the Style; None -> the default (en-US)."""
        if isinstance(spec, Style):
            return spec
        name, *overrides = [part.strip() for part in (spec or DEFAULT).split(",")]
        style = _named(name)
        for override in overrides:
            option, _, value = override.partition("=")
            style = replace(style, **{option: _checked(option, value, f"style {spec!r}")})
        return replace(style, name=spec or DEFAULT) if overrides else style

    def key(self) -> str:
        """The options as one string, for the compiled-grammar cache name."""
        return ",".join(f"{f.name}={getattr(self, f.name)}" for f in fields(self)[1:])


def names() -> list[str]:
    """Every style shipped as a table: ['en-GB', 'en-US']."""
    return sorted(p.stem for p in STYLES.glob("*.tsv"))


def _checked(option: str, value: str, where: str) -> str:
    if option not in CHOICES:
        raise StyleError(f"{where}: unknown option {option!r} (options: {', '.join(CHOICES)})")
    if value not in CHOICES[option]:
        allowed = ", ".join(CHOICES[option])
        raise StyleError(f"{where}: {option} must be one of {allowed}, not {value!r}")
    return value


@functools.cache
def _named(name: str) -> Style:
    path = STYLES / f"{name}.tsv"
    if not path.is_file():
        raise StyleError(f"unknown style {name!r} (styles: {', '.join(names())})")
    values: dict[str, str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        option, value, *_ = line.split("\t") + [""]
        values.setdefault(option, _checked(option, value, f"{path.name}:{number}"))
    missing = [o for o in CHOICES if o not in values]
    if missing:
        raise StyleError(f"{path.name}: no value for {', '.join(missing)}")
    return Style(name=name, **values)
