"""What runs inside Spark's Python workers: pandas batches of transcripts in, formatted columns out.

Nothing here imports pyspark at module level, so it is plain Python that a test can call on a
pandas DataFrame. Each worker process keeps its Formatters in `_FORMATTERS`: PySpark reuses its
Python workers across tasks (spark.python.worker.reuse, on by default), so the grammars and the
mmapped LM load once per process, not once per task, batch or row.

Each row goes through `formatter.job.format_job`, the CLI's own path from one JSON document to its
`-o json` output, so a row's text and tokens are exactly what `fmt-transcript -o json` prints for
the same transcript, and a bad row gets the CLI's one-line error while the others are formatted.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from formatter.errors import InputError
from formatter.job import Job, Output, Settings, format_job, is_plain_text
from formatter.vocabulary import Vocabulary

# How many times this process has loaded each configuration's Formatter (the tests check it
# stays at one).
LOADS: Counter[tuple[str | None, bool, str]] = Counter()
_FORMATTERS: dict[tuple[str | None, bool, str], Any] = {}


@dataclass(frozen=True)
class Options:
    """Everything a worker needs, pickled into the task. MODEL is None for the installed model, or
    the file name under which the driver shipped a model with SparkContext.addFile."""

    column: str
    text_column: str
    tokens_column: str
    error_column: str
    model: str | None = None
    questions: bool = True
    input_format: str | None = None
    engine: str | None = None  # formatter.job.Settings.engine
    drop_fillers: bool = False  # formatter.job.Settings.drop_fillers
    vocabulary: Vocabulary | None = None  # the caller's names and terms (formatter.vocabulary)
    # A column of each row's own names and terms (array<string>), added to VOCABULARY's.
    vocabulary_column: str | None = None


def formatter_for(
    model: str | None, questions: bool, vocabulary: Vocabulary | None = None
) -> Any:
    """This process's Formatter for MODEL and VOCABULARY, loaded on first use and kept for
    later tasks (each task unpickles its own copy of the vocabulary: its digest says which)."""
    key = (model, questions, vocabulary.digest if vocabulary else "")
    if key not in _FORMATTERS:
        from formatter.pipeline import Formatter

        _FORMATTERS[key] = Formatter(
            _model_path(model), questions=questions, vocabulary=vocabulary
        )
        LOADS[key] += 1
    return _FORMATTERS[key]


def _model_path(model: str | None) -> Path | None:
    if model is None:
        return None
    from pyspark import SparkFiles  # only a shipped model needs Spark here

    return Path(SparkFiles.get(model))


def format_batches(options: Options, batches: Iterator[Any]) -> Iterator[Any]:
    """The mapInPandas function: each batch with its three formatted columns added."""
    formatter = None
    for batch in batches:
        texts, tokens, errors = [], [], []
        owns = batch[options.vocabulary_column] if options.vocabulary_column else None
        for row, value in enumerate(batch[options.column]):
            if formatter is None:
                formatter = formatter_for(options.model, options.questions, options.vocabulary)
            own = owns.iloc[row] if owns is not None else None
            text, timed, error = format_value(
                formatter, value, options.input_format, options.engine, options.drop_fillers,
                own, options.vocabulary_column,
            )
            texts.append(text)
            tokens.append(timed)
            errors.append(error)
        batch[options.text_column] = texts
        batch[options.tokens_column] = tokens
        batch[options.error_column] = errors
        yield batch


def format_value(
    formatter: Any,
    value: Any,
    input_format: str | None = None,
    engine: str | None = None,
    drop_fillers: bool = False,
    own: Any = None,
    own_column: str | None = None,
) -> tuple[str | None, list[dict[str, Any]] | None, str | None]:
    """One cell: (text, tokens, None), or (None, None, error). Plain text has no tokens. ENGINE
    names the recognizer whose times the words carry (formatter.job.Settings.engine);
    DROP_FILLERS leaves out the hesitations (Settings.drop_fillers). OWN, the row's own names
    and terms (a list of strings from OWN_COLUMN, or None), is added to the run's
    vocabulary."""
    if not isinstance(value, (str, bytes)):
        import pandas as pd

        if value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value)):
            return None, None, "no transcript (null)"
        return None, None, f"transcript is a {type(value).__name__}, not a JSON string"
    try:
        vocabulary = _row_vocabulary(own, own_column or "vocabulary")
    except InputError as error:
        return None, None, str(error)
    plain = is_plain_text(value, input_format)
    settings = Settings(
        Output.text if plain else Output.json, engine=engine, drop_fillers=drop_fillers
    )
    job = Job("row", value, input_format=input_format, vocabulary=vocabulary)
    outcome = format_job(formatter, job, settings)
    if outcome.error is not None:
        return None, None, outcome.error
    if plain:
        return outcome.text.removesuffix("\n"), None, None
    doc = json.loads(outcome.text)
    tokens = [{**token, "speaker": token.get("speaker")} for token in doc["tokens"]]
    return doc["text"], tokens, None


def _row_vocabulary(own: Any, column: str) -> Vocabulary | None:
    """A row's own entries (an array<string> cell: a numpy array or a list; null: none) read
    as a vocabulary, errors naming COLUMN and the entry's index."""
    if own is None or (isinstance(own, float) and math.isnan(own)):
        return None
    entries = list(own)
    for i, entry in enumerate(entries):
        if not isinstance(entry, str):
            raise InputError(f"{column}[{i}]: expected a string, got {type(entry).__name__}")
    return Vocabulary.listed(entries, column) if entries else None
