from __future__ import annotations

import pynini
import pytest


@pytest.fixture(scope="session")
def compiled() -> dict[str, pynini.Fst]:
    """The exported variants transducers, built once per session (from the cache when warm)."""
    from grammars import export

    return export.load()
