"""Loader for golden case files: `spoken<TAB>expected[<TAB>expected...]`, '#' starts a comment.

An expected form `!X` means X must NOT be produced; a lone `-` means the grammar must reject the
input. A malformed line fails loudly instead of being skipped.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

GOLDEN = Path(__file__).parent / "golden"


@dataclass(frozen=True)
class Case:
    spoken: str
    produced: tuple[str, ...]
    not_produced: tuple[str, ...]
    rejected: bool
    where: str

    def __str__(self) -> str:
        return f"{self.where}: {self.spoken!r}"


def load_cases(path: Path) -> list[Case]:
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        # A style's file names its style: "en-GB/date.tsv:3".
        name = path.name if path.parent == GOLDEN else f"{path.parent.name}/{path.name}"
        where = f"{name}:{number}"
        fields = line.split("\t")
        if len(fields) < 2 or any(f != f.strip() or not f for f in fields):
            raise ValueError(f"{where}: expected spoken<TAB>written[<TAB>...] without stray spaces")
        spoken, expected = fields[0], fields[1:]
        rejected = expected == ["-"]
        if "-" in expected and not rejected:
            raise ValueError(f"{where}: '-' (rejected) must stand alone")
        cases.append(
            Case(
                spoken=spoken,
                produced=tuple(e for e in expected if not e.startswith("!") and e != "-"),
                not_produced=tuple(e[1:] for e in expected if e.startswith("!")),
                rejected=rejected,
                where=where,
            )
        )
    return cases


def golden_files() -> list[Path]:
    """The default style's files (golden/<class>.tsv)."""
    return sorted(GOLDEN.glob("*.tsv"))


def styled_golden_files() -> list[Path]:
    """Files of other styles: golden/<style spec>/<class>.tsv ('en-GB', 'en-US,clock=24')."""
    return sorted(GOLDEN.glob("*/*.tsv"))
