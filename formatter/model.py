"""Loading the language model for the formatter, with user-facing errors instead of tracebacks."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from formatter.errors import InputError

T = TypeVar("T")


def load_scorer(model: Path | None = None, class_set: str | None = None):
    """The KenLM scorer of MODEL (default: the shipped model), or an InputError saying what's wrong.

    CLASS_SET, if given, must be the one the model was trained with (its card says): a model's
    class set is fixed at training, so asking for another one is an error, not a conversion.

    >>> load_scorer(Path("missing.binary"))                                  # doctest: +SKIP
    InputError: language model missing.binary: no such file
    """
    from lm.card import CardError
    from lm.data_files import default_model
    from lm.scorer import Scorer

    path = Path(model) if model is not None else default_model()
    if not path.is_file():
        raise InputError(f"language model {path}: no such file")
    try:
        scorer = Scorer(path)
    except CardError as error:
        raise InputError(f"language model {path}: {error}") from None
    except (OSError, RuntimeError) as error:
        raise InputError(f"language model {path}: cannot load ({error})") from None
    trained = scorer.card.tokenizer.class_set
    if class_set is not None and class_set != trained:
        raise InputError(
            f"language model {path} uses Class Set {trained}, not {class_set}: train one with"
            f" `python -m lm.train --class-set {class_set}` (or scripts/train_comparison_lms.sh)"
            " and pass it with --model"
        )
    return scorer


# What a damaged table beside the LM raises from its loader (JSON of another shape included).
TABLE_ERRORS = (OSError, ValueError, KeyError, TypeError, AttributeError)


def _table(what: str, path, load: Callable[[], T]) -> T:
    """LOAD(), or an InputError naming WHAT and PATH: a damaged table must not surface as a
    traceback."""
    try:
        return load()
    except TABLE_ERRORS as error:
        raise InputError(f"{what} {path}: cannot load ({error})") from None


def load_members(scorer):
    """SCORER's class members (lm.class_members; uniform without a table), or an InputError
    naming the file."""
    from lm.class_members import MemberModel

    path = scorer.class_members
    return _table("class members", path, lambda: MemberModel.load(path, scorer.tokenizer.class_set))


def load_openers(scorer):
    """The sentence-opener table for SCORER's class LM (lm.openers: its own beside it, else the
    shipped one), or an InputError naming the file."""
    from lm.openers import OpenerModel, beside

    path = beside(scorer.path)
    return _table("sentence openers", path, lambda: OpenerModel.load(path))


def load_question_openers(scorer):
    """(opening words) -> the question-opener log-ratios (".", "?") of SCORER's class LM's
    table (lm.question_openers: its own beside it, else the shipped one), each opening's
    computed once; or an InputError naming the file."""
    from lm.question_openers import QuestionOpeners, beside

    path = beside(scorer.path)
    table = _table("question openers", path, lambda: QuestionOpeners.load(path))
    return functools.lru_cache(maxsize=4096)(table.ratios)


def load_small_quantities(scorer):
    """How written text writes a small number before each word, for SCORER's class LM
    (lm.small_quantities: its own beside it, else the shipped one), or an InputError naming the
    file."""
    from lm.small_quantities import SmallQuantities, beside

    path = beside(scorer.path)
    return _table("small quantities", path, lambda: SmallQuantities.load(path))


def load_small_ordinals(scorer):
    """How written text writes an ordinal under ten before each word, for SCORER's class LM
    (lm.small_ordinals: its own beside it, else the shipped one), or an InputError naming the
    file."""
    from lm.small_ordinals import beside
    from lm.small_quantities import SmallQuantities

    path = beside(scorer.path)
    return _table("small ordinals", path, lambda: SmallQuantities.load(path))


def load_money_context(scorer):
    """What the words before a number say of its being money, for SCORER's class LM
    (lm.money_context: its own beside it, else the shipped one), or an InputError naming the
    file."""
    from lm.money_context import MoneyContext, beside

    path = beside(scorer.path)
    return _table("money context", path, lambda: MoneyContext.load(path))


def load_sentence_lengths(scorer):
    """The sentence-length table for SCORER's class LM (lm.sentence_lengths: its own beside it,
    else the shipped one), or an InputError naming the file."""
    from lm.sentence_lengths import SentenceLengths, beside

    path = beside(scorer.path)
    return _table("sentence lengths", path, lambda: SentenceLengths.load(path))
