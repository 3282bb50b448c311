"""Where the shipped data (data/: the LM, case and acronym lexicons, pause table, boundary model,
samples) is: the checkout's data/ beside the packages, or, installed from the wheel, the
`fmt_transcript_data` package that pyproject.toml maps data/ to. One function, so every model
path follows the same rule.

    >>> data_path("lm", "default.binary").name
    'default.binary'
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

# Another KenLM model for every run (a --model option wins over it); its card and lexicon beside it.
MODEL_ENV = "FMT_TRANSCRIPT_MODEL"
# The wheel installs data/ as this package (pyproject.toml: tool.setuptools.package-dir).
PACKAGE = "fmt_transcript_data"


def data_dir() -> Path:
    """The shipped data directory: a checkout's data/, else the installed package's."""
    checkout = Path(__file__).resolve().parent.parent / "data"
    if checkout.is_dir():
        return checkout
    spec = importlib.util.find_spec(PACKAGE)
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return checkout  # neither: callers report the missing file by its path


def data_path(*parts: str) -> Path:
    """A shipped file: data_path("boundary", "model.npz")."""
    return data_dir().joinpath(*parts)


def beside_model(model: Path, name: str, shipped: Path) -> Path:
    """The table NAME for the class LM MODEL: NAME in its directory if there is one (a model
    trained on other corpora, the permissive ones, brings its own), else SHIPPED."""
    own = model.parent / name
    return own if own.is_file() else shipped


def default_model() -> Path:
    """The LM to load when none is named: $FMT_TRANSCRIPT_MODEL, else the shipped one."""
    chosen = os.environ.get(MODEL_ENV)
    return Path(chosen) if chosen else data_path("lm", "default.binary")
