"""fmt-transcript on Apache Spark: format a DataFrame column of transcripts (extra `[spark]`).

    >>> from formatter.spark import format_column                             # doctest: +SKIP
    >>> calls = spark.read.parquet("s3://bucket/calls/")                      # doctest: +SKIP
    >>> format_column(calls, "transcript").write.parquet("s3://bucket/formatted/")  # doctest: +SKIP

The transcript column holds any supported engine's JSON as a string (as `fmt-transcript` reads a
file), or the simple format's words array (array of struct word/start/end/confidence/speaker), or
such a JSON document as a struct. `mapInPandas` runs the formatter over Arrow batches in Spark's
Python workers, one Formatter per worker process (formatter.spark.worker). Three columns are
added after every input column, in order: the formatted text, the timed tokens as `-o json` writes
them, and the error of a row that could not be formatted (null otherwise). A bad row never stops
the job. `fmt-transcript-spark` (formatter.spark.job) is the command around this.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

try:
    from pyspark.sql import Column, DataFrame
    from pyspark.sql import functions as F
    from pyspark.sql import types as T
except ImportError as error:  # pragma: no cover - depends on the installed extras
    raise ImportError(
        "formatter.spark needs PySpark: pip install 'fmt-transcript[spark]' (and Java 17)"
    ) from error

from formatter.spark.worker import Options, format_batches
from formatter.vocabulary import Vocabulary

__all__ = ["TOKENS", "format_column", "ship_model"]

# One timed token, as `fmt-transcript -o json` writes it (formatter.writers.to_json).
TOKEN = T.StructType(
    [
        T.StructField("text", T.StringType(), False),
        T.StructField("start", T.DoubleType(), True),
        T.StructField("end", T.DoubleType(), True),
        T.StructField("confidence", T.DoubleType(), True),
        T.StructField("words", T.ArrayType(T.IntegerType(), False), False),
        T.StructField("speaker", T.StringType(), True),
    ]
)
TOKENS = T.ArrayType(TOKEN, False)
# The column a non-string transcript is turned into JSON in, for the workers; dropped after.
_AS_JSON = "__fmt_transcript_json"


def format_column(
    df: DataFrame,
    column: str = "transcript",
    *,
    model: str | Path | None = None,
    questions: bool = True,
    input_format: str | None = None,
    engine: str | None = None,
    drop_fillers: bool = False,
    vocabulary: Vocabulary | str | Path | None = None,
    vocabulary_column: str | None = None,
    text_column: str = "formatted",
    tokens_column: str = "tokens",
    error_column: str = "error",
) -> DataFrame:
    """DF with COLUMN's transcripts formatted into three new columns (names as given).

    MODEL: a KenLM binary on the driver (its card, case lexicon and class members beside it),
    shipped to the executors with `ship_model`; None uses the model installed with the package on
    each executor.
    INPUT_FORMAT forces one reader (formatter.readers.FORMATS) instead of detecting each row's.
    ENGINE names the recognizer that timed every row's words (lm.pauses.ENGINES: its own pause
    model reads the gaps), for rows whose format does not say it, and over those that do.
    DROP_FILLERS leaves the hesitations ("um", "uh") out of the text, each one's time joined to a
    neighbouring token's (formatter.pipeline.Formatter.format).
    VOCABULARY: the caller's names and terms as they are to be written (formatter.vocabulary: a
    file on the driver, read there and sent with the tasks, or one parsed). VOCABULARY_COLUMN,
    an array<string> column of each row's own (a call's agent and customer), added to it for
    that row; a bad entry fails that row alone.
    """
    if column not in df.columns:
        raise ValueError(f"no column '{column}' (columns: {', '.join(df.columns)})")
    added = [text_column, tokens_column, error_column]
    taken = [name for name in added if name in df.columns]
    if taken or len(set(added)) < len(added):
        raise ValueError(f"output column names must be new and distinct: {', '.join(added)}")
    if input_format is not None:
        from formatter.readers import FORMATS

        if input_format not in FORMATS:
            raise ValueError(f"unknown input format '{input_format}' (known: {', '.join(FORMATS)})")
    from formatter.evidence import known_engine

    known_engine(engine)  # an InputError, which is a ValueError like the checks above
    if vocabulary is not None and not isinstance(vocabulary, Vocabulary):
        vocabulary = Vocabulary.load(Path(vocabulary))  # an InputError too
    if vocabulary is not None:
        # Named once here and pickled with it, not again in every task's worker (which keeps
        # one Formatter per digest: worker.formatter_for).
        vocabulary.digest  # noqa: B018
    if vocabulary_column is not None:
        if vocabulary_column not in df.columns:
            raise ValueError(
                f"no column '{vocabulary_column}' (columns: {', '.join(df.columns)})"
            )
        own = df.schema[vocabulary_column].dataType
        if not (isinstance(own, T.ArrayType) and isinstance(own.elementType, T.StringType)):
            raise ValueError(
                f"column '{vocabulary_column}' is {own.simpleString()}: a vocabulary column is"
                " array<string>"
            )
    shipped = ship_model(df.sparkSession, model) if model is not None else None

    source = column
    kind = df.schema[column].dataType
    if not isinstance(kind, (T.StringType, T.BinaryType, T.ArrayType, T.StructType, T.MapType)):
        raise ValueError(
            f"column '{column}' is {kind.simpleString()}: transcripts are JSON strings, a words"
            " array or a struct"
        )
    if not isinstance(kind, (T.StringType, T.BinaryType)):
        source = _AS_JSON
        df = df.withColumn(_AS_JSON, _as_json(F.col(column), kind))
    options = Options(
        source, text_column, tokens_column, error_column, shipped, questions, input_format, engine,
        drop_fillers, vocabulary, vocabulary_column,
    )
    schema = T.StructType(
        [
            *df.schema.fields,
            T.StructField(text_column, T.StringType(), True),
            T.StructField(tokens_column, TOKENS, True),
            T.StructField(error_column, T.StringType(), True),
        ]
    )
    out = df.mapInPandas(partial(format_batches, options), schema)
    return out.drop(_AS_JSON) if source == _AS_JSON else out


def ship_model(spark, model: str | Path) -> str:
    """Add MODEL, its card, case lexicon and class members to the job's files
    (SparkContext.addFile); the name the workers find it under with SparkFiles. Checked here, so a
    wrong path fails at once."""
    from lm.card import CardError, card_path, read_card

    path = Path(model)
    if not path.is_file():
        raise ValueError(f"language model {path}: no such file")
    try:
        card = read_card(path)
    except CardError as error:
        raise ValueError(f"language model {path}: {error}") from None
    files = [path, card_path(path)]
    for what, name in (("case lexicon", card.case_lexicon), ("class members", card.class_members)):
        if name:
            if Path(name).name != name:
                # SparkFiles puts every file in one folder: the card must name its files bare.
                raise ValueError(f"language model {path}: {what} must sit beside the model")
            files.append(path.parent / name)
    for name in files:
        spark.sparkContext.addFile(str(name.resolve()))
    return path.name


def _as_json(column: Column, kind: T.DataType) -> Column:
    # A words array becomes the simple format's document; a struct or map is a whole document.
    if isinstance(kind, T.ArrayType):
        return F.when(column.isNotNull(), F.to_json(F.struct(column.alias("words"))))
    return F.to_json(column)
