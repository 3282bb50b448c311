"""Licences of the shared corpora (../shared/corpora/README.md), recorded on every model's card.

    >>> licence_of("ted_talks.train.txt.xz")
    'CC BY-NC-ND 4.0 (non-commercial)'
    >>> non_commercial(["wikipedia", "sgd_dialogue"]), non_commercial(["blogs", "wikipedia"])
    (False, True)
    >>> licence_note(["wikipedia.train.txt.xz"])
    'Permissively licensed corpora only: commercial use allowed, with attribution.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

LICENCES = {
    "sgd_dialogue": "CC BY-SA 4.0",
    "wikipedia": "CC BY-SA",
    "meetings": "QMSum MIT; AMI, ICSI CC BY 4.0; committee transcripts open government licences",
    "ted_talks": "CC BY-NC-ND 4.0 (non-commercial)",
    "blogs": "Blog Authorship Corpus: non-commercial research only (non-commercial)",
    "enron_email": "CC BY-NC-SA 4.0 (non-commercial)",
}
# The corpora a model for commercial use may be trained on.
PERMISSIVE = tuple(name for name, text in LICENCES.items() if "non-commercial" not in text)


def corpus_name(name: str) -> str:
    """'blogs.train.txt.xz' -> 'blogs'."""
    return name.split("/")[-1].split(".")[0]


def licence_of(name: str) -> str:
    return LICENCES.get(corpus_name(name), "unknown: see ../shared/corpora/README.md")


def non_commercial(names: Iterable[str]) -> bool:
    """Whether any of the corpora NAMES allows non-commercial use only (or is unknown)."""
    return any(corpus_name(n) not in PERMISSIVE for n in names)


def licence_note(names: Iterable[str]) -> str:
    """What a model trained on the corpora NAMES may be used for, for its card."""
    restricted = sorted({corpus_name(n) for n in names} - set(PERMISSIVE))
    if restricted:
        return (
            f"Trained partly on {', '.join(restricted)} (non-commercial licences): non-commercial"
            " use only. Train on " + ", ".join(PERMISSIVE) + " alone for commercial use."
        )
    return "Permissively licensed corpora only: commercial use allowed, with attribution."


def corpora_card(names: Sequence[str]) -> dict[str, object]:
    """A card's corpora, each with its licence, and the licence note of them all."""
    return {
        "corpora": [{"name": n, "licence": licence_of(n)} for n in names],
        "licence_note": licence_note(names),
    }
