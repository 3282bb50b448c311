from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def formatter():
    """The real formatter: compiled grammars and the shipped KenLM model, loaded once."""
    from formatter.pipeline import Formatter

    return Formatter()


@pytest.fixture(scope="session")
def shared() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside the checkout")
    return SHARED


@pytest.fixture(scope="session")
def amazon_reads_otherwise(formatter):
    """The sample voicemail's words with one pause made longer, the first such (by position,
    then length) where Amazon's pause and text model writes otherwise than the pooled one: what
    shows that the engine named is the one read. Which slot that is depends on the shipped
    fit; that there is one is what the engine tables are for."""
    from dataclasses import replace

    from formatter.readers import read_transcript
    from lm.data_files import data_path

    words = read_transcript(data_path("samples", "voicemail.json").read_bytes()).words
    for at in range(1, len(words)):
        for pause in (0.2, 0.4, 0.8, 1.2):
            longer = tuple(
                w if i < at else replace(w, start=w.start + pause, end=w.end + pause)
                for i, w in enumerate(words)
            )
            if formatter.format(longer).text != formatter.format(longer, engine="amazon").text:
                return longer
    pytest.fail("no pause in the sample voicemail that Amazon's model reads otherwise")
