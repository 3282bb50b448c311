"""Shared fixtures: the tiny checked-in ARPA with a fresh card beside it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from lm.card import ModelCard, write_card
from lm.tokens import TokenizerConfig, tokenizer_hash

DATA = Path(__file__).parent / "data"
# tiny.arpa: a trigram that lmplz estimated from tiny.txt tokenized with Class Set A and <sp>.
TINY_TOKENIZER = TokenizerConfig(class_set="A", space_token=True)


def tiny_card(**changes: object) -> ModelCard:
    """The card of tiny.arpa under the current tokenizer, with CHANGES applied."""
    card = ModelCard(tokenizer=TINY_TOKENIZER, tokenizer_hash=tokenizer_hash(), order=3)
    for name, value in changes.items():
        setattr(card, name, value)
    return card


@pytest.fixture
def tiny_model(tmp_path: Path) -> Path:
    """A copy of tiny.arpa with a card carrying this checkout's tokenizer hash.

    The card is written here rather than checked in: a checked-in card would go stale with every
    edit of lm/tokens.py, which is exactly what the hash check is for.
    """
    model = tmp_path / "tiny.arpa"
    shutil.copyfile(DATA / "tiny.arpa", model)
    write_card(model, tiny_card())
    return model


@pytest.fixture
def refused_table(monkeypatch, capsys):
    """refused_table(MAIN, OUT, CORPUS): run a table's `train OUT CORPUS` command (MAIN, as
    lm.openers.train_main builds it), check that it stopped with exit code 1 and wrote no OUT,
    and return what it said on stderr, line by line."""

    def run(main, out: Path, corpus: Path) -> list[str]:
        monkeypatch.setattr("sys.argv", ["prog", "train", str(out), str(corpus)])
        with pytest.raises(SystemExit) as stopped:
            main()
        assert stopped.value.code == 1
        assert not out.exists()
        return capsys.readouterr().err.strip().splitlines()

    return run
