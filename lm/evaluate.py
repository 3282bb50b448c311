"""`python -m lm.evaluate`: perplexity of a model on held-out corpora, normalized as for training.

    python -m lm.evaluate data/lm/default.binary /work/shared/corpora/*.dev.txt.xz --record

prints, per corpus, the perplexity per word (non-space token, </s> included: comparable between
models with and without space tokens), per LM token, and the OOV rate; --record stores them in the
model card under "perplexity".
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated

import typer

from lm.card import card_path, read_card, write_card
from lm.corpus import read_lines
from lm.normalize import NormalizeConfig, normalize

app = typer.Typer(pretty_exceptions_show_locals=False, add_completion=False)


def corpus_name(path: Path) -> str:
    """'sgd_dialogue.dev.txt.xz' -> 'sgd_dialogue.dev'."""
    return path.name.split(".txt")[0]


@app.command()
def main(
    model: Annotated[Path, typer.Argument(exists=True, dir_okay=False, help="KenLM model")],
    corpora: Annotated[
        list[Path], typer.Argument(exists=True, dir_okay=False, help="Held-out text, plain or .xz")
    ],
    record: Annotated[bool, typer.Option(help="Store the figures in the model card")] = False,
) -> None:
    """Perplexity of MODEL on each of CORPORA."""
    from lm.scorer import Scorer  # kenlm only when a model is really used: --help stays instant

    card = read_card(model)
    started = time.monotonic()
    scorer = Scorer(model)
    load_seconds = time.monotonic() - started
    normalization = NormalizeConfig(
        keep_questions=bool(card.normalization.get("keep_questions")),
        keep_addresses=bool(card.normalization.get("keep_addresses")),
    )
    figures = {}
    for path in corpora:
        lines = (t for t in (normalize(raw, normalization) for raw in read_lines(path)) if t)
        result = scorer.perplexity(lines)
        figures[corpus_name(path)] = {
            "per_word": round(result.per_word, 2),
            "per_token": round(result.per_token, 2),
            "oov_rate": round(result.oov / result.words, 5),
            "words": result.words,
        }
    typer.echo(
        json.dumps(
            {"model": str(model), "load_seconds": round(load_seconds, 3), "perplexity": figures},
            indent=2,
        )
    )
    if record:
        card.perplexity.update(figures)
        write_card(model, card)
        typer.echo(f"recorded in {card_path(model)}", err=True)


if __name__ == "__main__":
    app()
