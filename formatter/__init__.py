"""fmt-transcript's formatter: timed spoken words in, readable timed text out.

    >>> import formatter
    >>> formatter.format_text("meet me at three thirty")                  # doctest: +SKIP
    'Meet me at 3:30.'
    >>> f = formatter.Formatter()        # grammars and LM loaded once; reuse it, from any thread

The names are loaded on first use, so importing the package (and `fmt-transcript --help`) does not
load pynini or KenLM.
"""

from __future__ import annotations

import os
from typing import Any

# One BLAS thread per process, unless the user chose otherwise (read when numpy loads, so it must
# come first). The formatter's matrix products are small (a transcript's words by a few hundred
# channels), and the boundary model's GRU makes one per word: a thread pool adds a hand-off to
# each, and spins against the --jobs workers and Spark tasks that already fill the cores
# (docs/BOUNDARY.md, speed).
for _variable in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

__all__ = ["Formatter", "Vocabulary", "__version__", "format_text"]


def __getattr__(name: str) -> Any:
    if name == "__version__":
        from formatter.job import VERSION

        return VERSION
    if name == "Vocabulary":  # a caller's names and terms (formatter.vocabulary)
        from formatter.vocabulary import Vocabulary

        return Vocabulary
    if name in __all__:
        from formatter import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module 'formatter' has no attribute {name!r}")
