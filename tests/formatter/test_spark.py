"""formatter.spark on a real local[2] Spark: every row formatted exactly as `fmt-transcript -o json`
formats it, bad rows carrying the CLI's own error while the others go on, ids and order kept, and
one Formatter per Python worker process. Skipped only where no Java runs Spark."""

from __future__ import annotations

import json
import os
import shutil
import sys

import pytest
from typer.testing import CliRunner

from formatter.cli import app as cli_app
from tests.formatter.conftest import ROOT
from tests.formatter.test_readers import FIXTURES

if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
    pytest.skip("no Java: Spark needs a JRE (openjdk-17-jre-headless)", allow_module_level=True)

from pyspark.sql import SparkSession  # noqa: E402 - after the Java check
from pyspark.sql import functions as F  # noqa: E402

from formatter.spark import format_column, worker  # noqa: E402
from formatter.spark.cli import app as spark_app  # noqa: E402
from formatter.transcript import Word  # noqa: E402

SAMPLES = ROOT / "data" / "samples"
# Rows no reader accepts, each for another reason; a JSON-lines line, as the CLI would get it.
BAD = [
    '{"words": [',  # malformed JSON
    '{"words": [{"word": 7, "start": "soon", "end": 1.0}]}',  # wrong types
    '{"results": {"transcripts": 3}}',  # no engine's shape
    "[1, 2, 3]",  # JSON, but not a transcript
]
runner = CliRunner()


@pytest.fixture(scope="session")
def spark():
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    log4j = ROOT / "formatter" / "spark" / "log4j2.properties"
    session = (
        SparkSession.builder.master("local[2]")
        .appName("fmt-transcript-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.sql.execution.arrow.maxRecordsPerBatch", "4")  # several batches a task
        .config("spark.driver.extraJavaOptions", f"-Dlog4j2.configurationFile={log4j.as_uri()}")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def _timed(line: str) -> str:
    """A spoken line as the simple format's JSON: one word every half second."""
    words = [
        {"word": w, "start": i / 2, "end": i / 2 + 0.4, "confidence": 0.9}
        for i, w in enumerate(line.split())
    ]
    return json.dumps({"words": words})


@pytest.fixture(scope="module")
def transcripts() -> list[str]:
    """Every vendor fixture, the shipped sample and the spoken sample lines, then the bad rows,
    shuffled together so good and bad rows share batches."""
    if not FIXTURES.is_dir():
        pytest.skip(f"vendor fixtures not found at {FIXTURES} (the shared asr_formats directory)")
    good = [json.dumps(json.loads(p.read_text("utf-8"))) for p in sorted(FIXTURES.glob("*.json"))]
    good.append(json.dumps(json.loads((SAMPLES / "voicemail.json").read_text("utf-8"))))
    good += [_timed(line) for line in (SAMPLES / "voicemails.txt").read_text("utf-8").splitlines()]
    rows = list(good)
    for n, bad in enumerate(BAD):
        rows.insert(3 + 5 * n, bad)
    return rows


@pytest.fixture(scope="module")
def cli(tmp_path_factory, transcripts) -> dict[int, dict]:
    """What `fmt-transcript -o json` prints for each transcript (one JSON-lines stream), by row:
    {"text", "tokens"} or {"error"}."""
    path = tmp_path_factory.mktemp("cli") / "rows.jsonl"
    path.write_text("".join(f"{t}\n" for t in transcripts), encoding="utf-8")
    result = runner.invoke(cli_app, ["-o", "json", str(path)])
    assert result.exit_code == 1  # the bad rows
    out: dict[int, dict] = {}
    for line in result.stdout.splitlines():
        doc = json.loads(line)
        out[doc["line"] - 1] = {"text": doc["text"], "tokens": doc["tokens"]}
    prefix = f"fmt-transcript: {path}:"
    for line in result.stderr.splitlines():
        if line.startswith(prefix):
            number, _, error = line.removeprefix(prefix).partition(": ")
            out[int(number) - 1] = {"error": error}
    assert len(out) == len(transcripts)
    return out


def _tokens(row_tokens) -> list[dict] | None:
    """Spark's tokens as the CLI's JSON writes them (no speaker key when there is none)."""
    if row_tokens is None:
        return None
    tokens = []
    for token in row_tokens:
        item = token.asDict(recursive=True)
        if item["speaker"] is None:
            del item["speaker"]
        tokens.append(item)
    return tokens


def _as_cli(row) -> dict:
    if row["error"] is not None:
        assert row["formatted"] is None and row["tokens"] is None
        return {"error": row["error"]}
    return {"text": row["formatted"], "tokens": _tokens(row["tokens"])}


def test_every_row_as_the_cli_formats_it(spark, transcripts, cli) -> None:
    ids = [f"call-{n:03d}" for n in range(len(transcripts))]
    df = spark.createDataFrame(
        [(ids[n], n, text) for n, text in enumerate(transcripts)] + [("call-null", -1, None)],
        "id string, row int, transcript string",
    ).repartition(3)  # rows spread over tasks and batches, in no particular order
    out = format_column(df)
    assert out.columns == ["id", "row", "transcript", "formatted", "tokens", "error"]
    rows = out.collect()
    assert sorted(r["id"] for r in rows) == sorted([*ids, "call-null"])
    by_row = {r["row"]: r for r in rows}
    for n, text in enumerate(transcripts):
        assert by_row[n]["id"] == ids[n] and by_row[n]["transcript"] == text
        assert _as_cli(by_row[n]) == cli[n], ids[n]
    assert sum("error" in expected for expected in cli.values()) == len(BAD)
    assert by_row[-1]["error"] == "no transcript (null)"


def test_words_array_column(spark, transcripts, cli) -> None:
    """The simple format's words array as a Spark column formats like its JSON."""
    simple = [n for n, t in enumerate(transcripts) if t.startswith('{"words": [{"word"')]
    simple = [n for n in simple if "error" not in cli[n]]
    assert len(simple) >= 5
    rows = [(n, json.loads(transcripts[n])["words"]) for n in simple] + [(-1, None)]
    schema = "row int, words array<struct<word:string,start:double,end:double,confidence:double>>"
    out = format_column(spark.createDataFrame(rows, schema), "words")
    assert out.columns == ["row", "words", "formatted", "tokens", "error"]
    got = {r["row"]: r for r in out.collect()}
    for n in simple:
        assert _as_cli(got[n]) == cli[n]
    assert got[-1]["error"] == "no transcript (null)"

    # The whole document as a struct (a JSON-lines object that Spark inferred) formats alike.
    docs = [(n, {"words": words}) for n, words in rows[:-1]]
    nested = spark.createDataFrame(docs, f"row int, doc struct<{schema.split(', ', 1)[1]}>")
    got = {r["row"]: r for r in format_column(nested, "doc").collect()}
    assert all(_as_cli(got[n]) == cli[n] for n in simple)

    with pytest.raises(ValueError, match="column 'row' is int"):
        format_column(nested, "row")


def test_the_engine_named_reads_every_rows_gaps(
    spark, formatter, amazon_reads_otherwise
) -> None:
    """Rows in the simple format say no engine; --engine names it for them all."""
    # Words where Amazon's pause and text model writes otherwise than the pooled one.
    words = amazon_reads_otherwise
    simple = json.dumps(
        {"words": [{"word": w.text, "start": w.start, "end": w.end} for w in words]}
    )
    df = spark.createDataFrame([(simple,)], "transcript string")
    for engine in (None, "amazon"):
        (row,) = format_column(df, engine=engine).collect()
        assert row["formatted"] == formatter.format(words, engine=engine).text
    assert formatter.format(words).text != formatter.format(words, engine="amazon").text
    with pytest.raises(ValueError, match="unknown engine 'whisper'"):
        format_column(df, engine="whisper")


def test_fillers_are_dropped_when_asked(spark, formatter) -> None:
    words = [Word(t, float(i), i + 0.8) for i, t in enumerate("hi um call me back".split())]
    simple = json.dumps(
        {"words": [{"word": w.text, "start": w.start, "end": w.end} for w in words]}
    )
    df = spark.createDataFrame([(simple,)], "transcript string")
    (row,) = format_column(df, drop_fillers=True).collect()
    assert row["formatted"] == formatter.format(words, drop_fillers=True).text
    assert "um" not in row["formatted"].lower().split()
    assert [t["words"] for t in row["tokens"]][0] == [0, 1]


def test_a_vocabulary_reaches_every_task(spark, tmp_path) -> None:
    path = tmp_path / "names.txt"
    path.write_text("QuickBooks\nSummit Ridge\n", encoding="utf-8")
    said = "the summit ridge quickbooks file is ready"
    df = spark.createDataFrame([(said,)] * 4, "transcript string").repartition(2)
    written = {row["formatted"] for row in format_column(df, vocabulary=path).collect()}
    assert written == {"The Summit Ridge QuickBooks file is ready."}
    (plain,) = {row["formatted"] for row in format_column(df).collect()}
    assert "QuickBooks" not in plain
    path.write_text("QuickBooks\n42\n", encoding="utf-8")
    source = tmp_path / "calls.jsonl"
    source.write_text('{"id": 1, "transcript": "hi"}\n', encoding="utf-8")
    refused = runner.invoke(
        spark_app, [str(source), str(tmp_path / "o"), "--vocabulary", str(path)]
    )
    assert refused.exit_code == 1
    assert refused.stderr == (
        f"fmt-transcript-spark: {path}, line 2: every word of an entry needs a letter\n"
    )


def test_each_row_may_bring_its_own_vocabulary(spark) -> None:
    said = "hi it's shivon about the quickbooks file"
    rows = [(said, ["Siobhan\tshivon"]), (said, None), (said, ["QuickBooks", "42"])]
    df = spark.createDataFrame(rows, "transcript string, names array<string>").coalesce(1)
    out = format_column(df, vocabulary_column="names").collect()
    assert "Siobhan" in out[0]["formatted"] and out[0]["error"] is None
    assert "Siobhan" not in out[1]["formatted"] and out[1]["error"] is None
    assert out[2]["formatted"] is None
    assert out[2]["error"] == "names[1]: every word of an entry needs a letter"
    with pytest.raises(ValueError, match="a vocabulary column is array<string>"):
        format_column(df, vocabulary_column="transcript")


def test_one_formatter_per_worker_process(spark) -> None:
    """Many batches in many tasks load the formatter once in each Python worker process."""
    line = (SAMPLES / "voicemails.txt").read_text("utf-8").splitlines()[1]
    df = spark.range(64, numPartitions=8).withColumn("transcript", F.lit(_timed(line)))
    assert format_column(df).where("error is null").count() == 64

    def loads(batches):
        import pandas as pd

        for _ in batches:
            most = max(worker.LOADS.values(), default=0)
            yield pd.DataFrame({"pid": [os.getpid()], "loads": [most]})

    report = spark.range(8, numPartitions=8).mapInPandas(loads, "pid long, loads long").collect()
    assert {r["loads"] for r in report} <= {0, 1}
    assert any(r["loads"] == 1 for r in report)  # the probe ran in the same reused workers


def test_command_keeps_columns_ids_and_order(spark, tmp_path, transcripts, cli) -> None:
    """JSON-lines in (transcripts as objects and as strings), Parquet out, then back to
    JSON-lines; failed rows named on stderr, exit 1."""
    source = tmp_path / "calls.jsonl"
    with source.open("w", encoding="utf-8") as f:
        for n, text in enumerate(transcripts):
            try:
                value = json.loads(text) if n % 2 else text  # objects and JSON strings
            except ValueError:
                value = text
            f.write(json.dumps({"id": f"c{n}", "agent": n % 3, "transcript": value}) + "\n")
    parquet = tmp_path / "out.parquet"
    result = runner.invoke(spark_app, [str(source), str(parquet)])
    assert result.exit_code == 1, result.output
    failed = [n for n, expected in cli.items() if "error" in expected]
    for n in failed:
        assert f"fmt-transcript-spark: c{n}: {cli[n]['error']}" in result.stderr
    assert f"{len(transcripts)} rows, {len(failed)} failed" in result.stderr

    import pandas as pd

    table = pd.read_parquet(parquet)  # part files in name order: the input's order
    assert list(table.columns) == ["agent", "id", "transcript", "formatted", "tokens", "error"]
    assert list(table["id"]) == [f"c{n}" for n in range(len(transcripts))]
    assert list(table["agent"]) == [n % 3 for n in range(len(transcripts))]
    for n, row in table.iterrows():
        if "error" in cli[n]:
            assert row["error"] == cli[n]["error"]
        else:
            assert row["formatted"] == cli[n]["text"] and pd.isna(row["error"])
            assert json.loads(row["transcript"]) == json.loads(transcripts[n])

    lines = tmp_path / "again.jsonl"
    taken = runner.invoke(spark_app, [str(parquet), str(lines)])
    assert taken.exit_code == 1  # formatted, tokens and error are there already
    assert "output column names must be new" in taken.stderr
    stripped = tmp_path / "in.parquet"
    table[["id", "agent", "transcript"]].to_parquet(stripped)
    again = runner.invoke(spark_app, [str(stripped), str(lines), "--partitions", "3"])
    assert again.exit_code == 1
    parts = sorted(lines.glob("part-*.json"))
    assert len(parts) == 3
    docs = [json.loads(line) for part in parts for line in part.read_text("utf-8").splitlines()]
    assert [d["id"] for d in docs] == [f"c{n}" for n in range(len(transcripts))]
    for n, doc in enumerate(docs):
        if "error" in cli[n]:
            assert doc["error"] == cli[n]["error"] and "formatted" not in doc
        else:
            # Spark's JSON writer leaves null fields out, as the CLI leaves out a missing speaker.
            assert {"text": doc["formatted"], "tokens": doc["tokens"]} == cli[n]


def test_command_errors_are_one_line(spark, tmp_path) -> None:
    missing = runner.invoke(spark_app, [str(tmp_path / "none.jsonl"), str(tmp_path / "o")])
    assert missing.exit_code == 1
    assert missing.stderr.startswith("fmt-transcript-spark: ") and "Traceback" not in missing.stderr
    source = tmp_path / "calls.jsonl"
    source.write_text('{"key": 1, "asr": "hi"}\n', encoding="utf-8")
    no_column = runner.invoke(spark_app, [str(source), str(tmp_path / "o")])
    assert no_column.exit_code == 1
    assert "no column 'id' (columns: asr, key)" in no_column.stderr
    model = runner.invoke(
        spark_app,
        [
            str(source),
            str(tmp_path / "o"),
            "--id-column",
            "key",
            "--transcript-column",
            "asr",
            "--model",
            str(tmp_path / "none.binary"),
        ],
    )
    assert model.exit_code == 1 and "none.binary: no such file" in model.stderr
    engine = runner.invoke(
        spark_app,
        [str(source), str(tmp_path / "o"), "--id-column", "key", "--transcript-column", "asr",
         "--engine", "amazn"],
    )  # fmt: skip
    assert engine.exit_code == 1
    assert engine.stderr == (
        "fmt-transcript-spark: unknown engine 'amazn' (known: amazon, google, speechmatics)\n"
    )


def test_ship_model_ships_every_file_the_card_names(spark) -> None:
    """The workers load the model from SparkFiles' one folder: its card, case lexicon and class
    members must all be there, or a worker formats with another lexicon or uniform members."""
    from pathlib import Path

    from pyspark import SparkFiles

    from formatter.spark import ship_model
    from lm import DEFAULT_MODEL
    from lm.card import card_path, read_card

    card = read_card(DEFAULT_MODEL)
    assert card.case_lexicon and card.class_members
    name = ship_model(spark, DEFAULT_MODEL)
    root = Path(SparkFiles.getRootDirectory())
    for shipped in (name, card_path(DEFAULT_MODEL).name, card.case_lexicon, card.class_members):
        assert (root / shipped).is_file(), shipped
