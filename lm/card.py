"""The model card: a JSON file beside each KenLM model, how it was made and how to tokenize for it.

    data/lm/default.binary  ->  data/lm/default.card.json

    >>> card_path(Path("data/lm/default.binary"))
    PosixPath('data/lm/default.card.json')

The scorer reads `tokenizer` (options and source hash) to tokenize exactly as training did; the
rest is the record: corpora and their counts, normalization, lmplz/build_binary options, n-gram
counts, sizes, training time and held-out perplexities.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from lm.tokens import TokenizerConfig

FORMAT = "fmt-transcript-lm-card/1"


class CardError(ValueError):
    """A model card is missing, malformed or does not fit the model or the code."""


@dataclass
class CorpusStats:
    """One training corpus as streamed: raw lines and words, lines kept, LM tokens written."""

    name: str
    lines: int = 0
    words: int = 0
    kept_lines: int = 0
    tokens: int = 0
    licence: str = ""  # lm.licences: the corpus's terms, which the model inherits


@dataclass
class ModelCard:
    """Everything recorded about one trained model."""

    tokenizer: TokenizerConfig
    tokenizer_hash: str
    order: int
    normalization: dict[str, Any] = field(default_factory=dict)
    corpora: list[CorpusStats] = field(default_factory=list)
    licence_note: str = ""  # lm.licences.licence_note of the corpora
    lmplz: list[str] = field(default_factory=list)
    build_binary: list[str] = field(default_factory=list)
    vocabulary_size: int = 0
    ngram_counts: dict[str, int] = field(default_factory=dict)
    model_bytes: int = 0
    training_seconds: float = 0.0
    case_lexicon: str | None = None
    # P(digits | class) counted in the same text (lm.class_members), named like the case lexicon.
    class_members: str | None = None
    perplexity: dict[str, dict[str, float]] = field(default_factory=dict)
    notes: str = ""

    def to_json(self) -> str:
        data = asdict(self)
        data["tokenizer"] = self.tokenizer.to_dict()
        return json.dumps({"format": FORMAT, **data}, indent=2, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> ModelCard:
        """Parse and validate a card; CardError names the first problem."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise CardError(f"not JSON: {error}") from error
        if not isinstance(data, dict) or data.pop("format", None) != FORMAT:
            raise CardError(f"not a model card of format {FORMAT!r}")
        try:
            data["tokenizer"] = TokenizerConfig.from_dict(data["tokenizer"])
            data["corpora"] = [CorpusStats(**c) for c in data.get("corpora", [])]
            card = cls(**data)
        except (KeyError, TypeError, ValueError) as error:
            raise CardError(f"malformed model card: {error}") from error
        if not isinstance(card.order, int) or card.order < 1:
            raise CardError(f"order must be a positive integer, not {card.order!r}")
        if not isinstance(card.tokenizer_hash, str) or len(card.tokenizer_hash) != 64:
            raise CardError("tokenizer_hash must be a sha256 hex digest")
        return card


def card_path(model: Path) -> Path:
    """Where the card of MODEL lives: same directory, same stem, suffix .card.json."""
    return model.with_name(model.name.rsplit(".", 1)[0] + ".card.json")


def read_card(model: Path) -> ModelCard:
    """The card beside MODEL, or CardError."""
    path = card_path(model)
    if not path.is_file():
        raise CardError(
            f"no model card {path} beside {model}: models come from `python -m lm.train`"
        )
    try:
        return ModelCard.from_json(path.read_text(encoding="utf-8"))
    except CardError as error:
        raise CardError(f"{path}: {error}") from error


def write_card(model: Path, card: ModelCard) -> Path:
    """Write CARD beside MODEL and return its path."""
    path = card_path(model)
    path.write_text(card.to_json(), encoding="utf-8")
    return path
