"""`fmt-transcript-spark IN OUT` (or `python -m formatter.spark`): a table of transcripts, by Spark.

    fmt-transcript-spark calls.jsonl formatted.parquet            # local[*] on this machine
    fmt-transcript-spark --to jsonl --transcript-column asr s3a://bucket/calls/ s3a://bucket/out/
    spark-submit --master yarn .../site-packages/formatter/spark/__main__.py IN OUT  # docs/SPARK.md

IN is JSON-lines or Parquet (by its extension, the files in it, or --from); each row carries an id
and a transcript, the transcript being any engine's JSON as a string (an object in JSON-lines is
taken as its JSON text) or the simple words array. OUT is a Spark output folder of Parquet or
JSON-lines (by its extension or --to) holding every input column, in order, then `formatted`,
`tokens` and `error`. The rows of one input file keep their order. A bad row gets its error and
the job goes on; the failed rows' ids are reported on stderr as "fmt-transcript-spark: ID: reason",
and the exit code is 1 if any failed, as with `fmt-transcript`.
"""

from __future__ import annotations

import enum
import os
import sys
from pathlib import Path
from typing import Annotated, NoReturn

import typer

PROG = "fmt-transcript-spark"
# How many failed rows are named on stderr; the rest are counted (all are in OUT's error column).
SHOWN_FAILURES = 20
LOG4J = Path(__file__).with_name("log4j2.properties")


class Table(str, enum.Enum):
    jsonl = "jsonl"
    parquet = "parquet"


_SUFFIXES = {
    ".jsonl": Table.jsonl,
    ".ndjson": Table.jsonl,
    ".json": Table.jsonl,
    ".parquet": Table.parquet,
}

app = typer.Typer(
    add_completion=False,
    pretty_exceptions_show_locals=False,  # transcripts are personal data: never dump them
    context_settings={"help_option_names": ["-h", "--help"]},
    help="Format a table of ASR transcripts (JSON-lines or Parquet) with Apache Spark.",
)


@app.command()
def main(
    source: Annotated[
        str,
        typer.Argument(
            metavar="IN",
            help="JSON-lines or Parquet: a file, a folder of them, or any path Spark reads.",
        ),
    ],
    target: Annotated[
        str,
        typer.Argument(
            metavar="OUT", help="Output folder (Spark writes one part file per partition)."
        ),
    ],
    read_as: Annotated[
        Table | None, typer.Option("--from", help="IN's kind, if its name does not tell.")
    ] = None,
    write_as: Annotated[
        Table | None,
        typer.Option("--to", help="OUT's kind (default: by its extension, else parquet)."),
    ] = None,
    id_column: Annotated[str, typer.Option(help="The column naming each row in messages.")] = "id",
    transcript_column: Annotated[str, typer.Option(help="The column of transcripts.")] = (
        "transcript"
    ),
    input_format: Annotated[
        str | None,
        typer.Option(help="Force one transcript reader instead of detecting each row's."),
    ] = None,
    engine: Annotated[
        str | None,
        typer.Option(
            help="The recognizer that timed every row's words (amazon, google or speechmatics):"
            " its own pause model reads the gaps. For rows whose format does not name it; it"
            " overrides those that do.",
        ),
    ] = None,
    model: Annotated[
        Path | None,
        typer.Option(
            dir_okay=False,
            help="KenLM binary (card and case lexicon beside it), shipped to the executors"
            " with the job's files.",
        ),
    ] = None,
    drop_fillers: Annotated[
        bool,
        typer.Option(
            help="Leave hesitations (um, uh) out of the text; each one's time joins a"
            " neighbouring token's.",
        ),
    ] = False,
    questions: Annotated[bool, typer.Option(help="Offer question marks.")] = True,
    vocabulary: Annotated[
        Path | None,
        typer.Option(
            dir_okay=False,
            help="Names and terms as they are to be written, one a line (README: Your own"
            " vocabulary), read on the driver and sent with the tasks.",
        ),
    ] = None,
    vocabulary_column: Annotated[
        str | None,
        typer.Option(
            help="A column of each row's own names and terms (a list of strings), added to"
            " --vocabulary's for that row.",
        ),
    ] = None,
    master: Annotated[
        str | None,
        typer.Option(help="Spark master (default local[*], or the one spark-submit gives)."),
    ] = None,
    partitions: Annotated[
        int | None,
        typer.Option(
            min=1,
            help="Cut IN into this many even partitions first, rows kept in order (Spark"
            " cuts a few large files unevenly; a partition is one task).",
        ),
    ] = None,
    overwrite: Annotated[bool, typer.Option(help="Replace OUT if it exists.")] = False,
) -> None:
    """Format every row's transcript; write the table with its formatted columns to OUT."""
    try:
        import formatter.spark  # noqa: F401 - without PySpark, this says what to install
    except ImportError as error:
        _fail(str(error))
    read_as = read_as or _kind(source)
    if read_as is None:
        _fail(f"{source}: say --from jsonl or --from parquet")
    write_as = write_as or _kind(target, must_exist=False) or Table.parquet

    from py4j.protocol import Py4JError
    from pyspark.errors import PySparkException
    from pyspark.sql import SparkSession

    active = SparkSession.getActiveSession()  # called from a notebook or a test: use its session
    spark = active or _session(master)
    try:
        failed = _run(
            spark,
            source,
            target,
            read_as,
            write_as,
            id_column,
            transcript_column,
            input_format,
            engine,
            drop_fillers,
            model,
            questions,
            vocabulary,
            vocabulary_column,
            partitions,
            overwrite,
        )
    except (PySparkException, Py4JError) as error:  # a failed Spark job: no traceback either
        _fail(_first_line(error))
    finally:
        if active is None:
            spark.stop()
    if failed:
        raise typer.Exit(code=1)


def _run(
    spark,
    source,
    target,
    read_as,
    write_as,
    id_column,
    column,
    input_format,
    engine,
    drop_fillers,
    model,
    questions,
    vocabulary,
    vocabulary_column,
    partitions,
    overwrite,
) -> int:
    from pyspark.errors import AnalysisException
    from pyspark.sql import functions as F

    from formatter.spark import format_column

    try:
        table = _read(spark, source, read_as, column)
    except AnalysisException as error:
        _fail(f"{source}: {_first_line(error)}")
    for name in (id_column, column):
        if name not in table.columns:
            _fail(f"{source}: no column '{name}' (columns: {', '.join(table.columns)})")
    if partitions is not None:
        table = _even(table, partitions)
    try:
        out = format_column(
            table,
            column,
            model=model,
            questions=questions,
            input_format=input_format,
            engine=engine,
            drop_fillers=drop_fillers,
            vocabulary=vocabulary,
            vocabulary_column=vocabulary_column,
        )
    except ValueError as error:
        _fail(str(error))
    writer = out.write.mode("overwrite" if overwrite else "errorifexists")
    try:
        writer.parquet(target) if write_as is Table.parquet else writer.json(target)
    except AnalysisException as error:
        _fail(f"{target}: {_first_line(error)}")

    # Read back only the two small columns: cheaper than keeping the whole result cached.
    written = _reread(spark, target, write_as, id_column)
    counts = written.agg(F.count(F.lit(1)).alias("rows"), F.count("error").alias("failed")).first()
    failures = written.where(F.col("error").isNotNull()).limit(SHOWN_FAILURES).collect()
    for row in failures:
        typer.echo(f"{PROG}: {row[0]}: {row[1]}", err=True)
    if counts["failed"] > SHOWN_FAILURES:
        more = counts["failed"] - SHOWN_FAILURES
        typer.echo(f"{PROG}: ... and {more} more failed rows (see the error column)", err=True)
    done = f"{counts['rows']} rows, {counts['failed']} failed, written to {target}"
    typer.echo(f"{PROG}: {done}", err=True)
    return counts["failed"]


def _reread(spark, target: str, kind: Table, id_column: str):
    """The id and error columns of what was written to TARGET."""
    from pyspark.sql import types as T

    # Spark reads a path as a glob: "out[1].parquet" would not name itself.
    path = "".join(f"\\{c}" if c in "[]{}*?\\" else c for c in target)
    if kind is Table.parquet:
        return spark.read.parquet(path).select(id_column, "error")
    # No inference over the whole output: both columns as strings (an id's raw JSON text).
    schema = T.StructType(
        [T.StructField(id_column, T.StringType()), T.StructField("error", T.StringType())]
    )
    return spark.read.schema(schema).json(path)


def _read(spark, source: str, kind: Table, column: str):
    from pyspark.sql import types as T

    if kind is Table.parquet:
        return spark.read.parquet(source)
    # The transcript column is read as a string: a JSON object there keeps its exact JSON text
    # (Spark's JSON reader gives a string field the raw text of an object), rather than a struct
    # whose fields were merged and retyped across all rows.
    inferred = spark.read.json(source).schema
    schema = T.StructType(
        [T.StructField(f.name, T.StringType(), True) if f.name == column else f for f in inferred]
    )
    return spark.read.schema(schema).json(source)


def _even(table, partitions: int):
    """TABLE in PARTITIONS ranges of its rows, in order: numbered by Spark's increasing ids (they
    follow the input's order), range-partitioned on them, sorted back within each range."""
    from pyspark.sql import functions as F

    row = "__fmt_transcript_row"
    numbered = table.withColumn(row, F.monotonically_increasing_id())
    return numbered.repartitionByRange(partitions, row).sortWithinPartitions(row).drop(row)


def _kind(path: str, must_exist: bool = True) -> Table | None:
    """A table's kind from its name, else from the files in a local folder."""
    suffix = Path(path.rstrip("/")).suffix.lower()
    if suffix in _SUFFIXES:
        return _SUFFIXES[suffix]
    folder = Path(path)
    if must_exist and folder.is_dir():
        kinds = {_SUFFIXES.get(p.suffix.lower()) for p in folder.iterdir()} - {None}
        if len(kinds) == 1:
            return kinds.pop()
    return None


def _session(master: str | None):
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName(PROG)
    # Spark's progress bar redraws one line: only for a person watching a terminal.
    builder = builder.config("spark.ui.showConsoleProgress", str(sys.stderr.isatty()).lower())
    # Tasks fill the executors' cores: one BLAS thread per Python worker, as formatter/__init__.py
    # sets for a local process (a worker's pandas has loaded numpy before our code runs).
    threads = os.environ.get("OPENBLAS_NUM_THREADS", "1")
    builder = builder.config("spark.executorEnv.OPENBLAS_NUM_THREADS", threads)
    # Under spark-submit the driver is started by the JVM and the master is already chosen.
    if master is None and "PYSPARK_GATEWAY_PORT" not in os.environ:
        master = "local[*]"
    if master is not None:
        builder = builder.master(master)
        if master.startswith("local"):
            # Workers run this very interpreter, not whatever `python3` is first on the PATH.
            os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
            # Spark's own log (start-up warnings, a failed task's Java stack) says nothing to a
            # CLI user: a failed job is one line from the command itself.
            options = f"-Dlog4j2.configurationFile={LOG4J.as_uri()}"
            builder = builder.config("spark.driver.extraJavaOptions", options)
    return builder.getOrCreate()


def _first_line(error: Exception) -> str:
    """ERROR in one line: a Python worker's traceback by its last line (the exception itself)."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    if not lines:
        return type(error).__name__
    return lines[-1] if "Traceback (most recent call last)" in str(error) else lines[0]


def _fail(message: str) -> NoReturn:
    typer.echo(f"{PROG}: {message}", err=True)
    raise typer.Exit(code=1)


if __name__ == "__main__":
    app()
