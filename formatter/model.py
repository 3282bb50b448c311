"""Loading the language model for the formatter, with user-facing errors instead of tracebacks."""

from __future__ import annotations

from pathlib import Path

from formatter.errors import InputError


def load_scorer(model: Path | None = None):
    """The KenLM scorer of MODEL (default: the shipped model), or an InputError saying what is wrong.

    >>> load_scorer(Path("missing.binary"))                                  # doctest: +SKIP
    InputError: language model missing.binary: no such file
    """
    from lm import DEFAULT_MODEL
    from lm.card import CardError
    from lm.scorer import Scorer

    path = Path(model) if model is not None else DEFAULT_MODEL
    if not path.is_file():
        raise InputError(f"language model {path}: no such file")
    try:
        return Scorer(path)
    except CardError as error:
        raise InputError(f"language model {path}: {error}") from None
    except (OSError, RuntimeError) as error:
        raise InputError(f"language model {path}: cannot load ({error})") from None
