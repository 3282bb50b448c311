"""`python -m formatter.evaluate numbers|punctuation|timed FILE`: tables for docs/RESULTS.md.

    python -m formatter.evaluate numbers ../shared/eval/numbers_earnings_dev.tsv --worst 20
    python -m formatter.evaluate punctuation ../shared/eval/punct_ted_dev2012_lowercased.txt \
        --lowercased
    python -m formatter.evaluate timed ../shared/eval/timed/amazon.jsonl.xz \
        ../shared/eval/timed/amazon.labels.jsonl.xz

Each report starts with the command line, the model (path, class set, order, space token) and ends
with the elapsed time; a progress line goes to stderr. pynini and KenLM load inside the commands, so
`--help` is instant.
"""

from __future__ import annotations

import itertools
import json
import lzma
import re
import shlex
import sys
import time
from pathlib import Path
from typing import Annotated

import typer

from formatter.errors import InputError
from formatter.evaluate.punctuation import UNIT_SENTENCES, UNIT_WORDS

app = typer.Typer(
    add_completion=False,
    pretty_exceptions_show_locals=False,  # evaluation text may be personal data too
    help="Score the formatter on the dev sets: numeric entities, punctuation and capitals.",
)

FileArg = Annotated[Path, typer.Argument(exists=True, dir_okay=False, help="Dev set file")]
LimitOpt = Annotated[int | None, typer.Option(min=1, help="Only the first N rows/lines")]
ModelOpt = Annotated[
    Path | None, typer.Option(exists=True, dir_okay=False, help="KenLM binary (its card beside it)")
]
JsonOpt = Annotated[Path | None, typer.Option("--json", help="Also write the figures as JSON here")]


class Progress:
    """'\\r  120/300  2.4 s' on stderr, at most every half second, and a newline at the end."""

    def __init__(self, what: str):
        self.what, self.started, self.shown = what, time.monotonic(), 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self.shown >= 0.5 or done == total:
            self.shown = now
            end = "\n" if done == total else ""
            sys.stderr.write(f"\r  {done}/{total} {self.what}  {now - self.started:.1f} s{end}")
            sys.stderr.flush()


def _model_info(formatter, model: Path | None) -> dict[str, object]:
    """What the figures depend on: the model file, its number classes, order and space token."""
    from lm.data_files import default_model

    lm = formatter.lm
    return {
        "path": str(model or default_model()),
        "class_set": lm.tokenizer.class_set,
        "order": lm.order,
        "space_token": bool(lm.space),
    }


def _write_json(
    path: Path, file: Path, seconds: float, formatter, model: Path | None, figures: dict
) -> None:
    """The figures as JSON, with what produced them: the command, the data, the model, the time."""
    data = {
        "command": sys.argv,
        "file": str(file),
        "seconds": round(seconds, 2),
        "model": _model_info(formatter, model),
        **figures,
    }
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _header(formatter, model: Path | None, notes: list[str]) -> str:
    info = _model_info(formatter, model)
    lines = [
        f"`python -m formatter.evaluate {shlex.join(sys.argv[1:])}`",
        "",
        f"model: `{info['path']}` (class set {info['class_set']}, order {info['order']},"
        f" {'with' if info['space_token'] else 'no'} space token)",
        *notes,
        "",
    ]
    return "\n".join(lines)


def _load(
    model: Path | None,
    questions: bool = True,
    numbers: bool = True,
    marks: frozenset[str] | None = None,
    style: str | None = None,
):
    from formatter.pipeline import Formatter

    started = time.monotonic()
    formatter = Formatter(
        model=model, questions=questions, numbers=numbers, marks=marks, style=style
    )
    return formatter, time.monotonic() - started


# `--style match`: each row in the style its reference shows (formatter.evaluate.conventions).
MATCH = "match"


def _styled(model: Path | None, first):
    """Style spec -> a formatter in that style, each loaded once (FIRST is the default's)."""
    loaded = {first.style.name: first}

    def formatter_for(spec: str):
        if spec not in loaded:
            loaded[spec] = _load(model, style=spec)[0]
        return loaded[spec]

    return formatter_for


def _timing(load: float, run: float, items: int, what: str) -> str:
    per = 1000 * run / items if items else 0.0
    return (
        f"\nelapsed: {load + run:.1f} s (load {load:.1f} s,"
        f" {items} {what} in {run:.1f} s, {per:.1f} ms each)"
    )


@app.command()
def numbers(
    file: FileArg,
    limit: LimitOpt = None,
    model: ModelOpt = None,
    worst: Annotated[int, typer.Option(min=0, help="How many frequent errors to list")] = 20,
    json_out: JsonOpt = None,
    style: Annotated[
        str,
        typer.Option(
            help="Style to format in (en-US, en-GB, 'en-US,clock=24'...), or 'match': each row in"
            " the style its reference shows"
        ),
    ] = "en-US",
) -> None:
    """Numeric Entity Error Rate on a numbers_*.tsv file (paper 4.1, Tables 4 and 5)."""
    from formatter.evaluate import numbers as scorer

    try:
        rows = scorer.read_rows(file, limit)
        if not rows:
            raise InputError(f"{file}: no rows to score")
        formatter, load = _load(model, style=None if style == MATCH else style)
        styled = _styled(model, formatter) if style == MATCH else None
        started = time.monotonic()
        summary = scorer.evaluate(formatter, rows, Progress("sentences"), styled)
        run = time.monotonic() - started
    except InputError as error:
        typer.echo(f"evaluate: {error}", err=True)
        raise typer.Exit(code=1) from None
    notes = [f"data: `{file}`", f"style: {style}"]
    typer.echo(_header(formatter, model, notes))
    typer.echo(scorer.render(summary, worst))
    typer.echo(_timing(load, run, len(rows), "sentences"))
    if json_out:
        _write_json(json_out, file, load + run, formatter, model, summary.to_json())


@app.command()
def punctuation(
    file: FileArg,
    limit: LimitOpt = None,
    lowercased: Annotated[
        bool, typer.Option(help="Reference is lowercased and tokenized (IWSLT TED): no capitals")
    ] = False,
    questions: Annotated[
        bool,
        typer.Option(
            help="Let the formatter write question marks (off: '?' is '.' in the reference)"
        ),
    ] = True,
    numbers: Annotated[
        bool,
        typer.Option(help="Run the number grammars too (off, as the paper: words kept as spoken)"),
    ] = False,
    marks: Annotated[
        str,
        typer.Option(
            help="Marks the formatter writes and the scorer counts: comma,period,question;"
            " comma,period (Gravano et al.); comma (Cyberpunc: one given sentence per line)"
        ),
    ] = "comma,period,question",
    unit_words: Annotated[
        int,
        typer.Option(
            min=1,
            help="A unit closes at this many words (or --unit-sentences); larger units read"
            " the text as a stream, as published TED figures do",
        ),
    ] = UNIT_WORDS,
    unit_sentences: Annotated[
        int, typer.Option(min=1, help="A unit closes at this many sentences (or --unit-words)")
    ] = UNIT_SENTENCES,
    model: ModelOpt = None,
    json_out: JsonOpt = None,
) -> None:
    """Precision, recall, F1 and slot error rate of capitals, commas, periods, question marks."""
    from formatter.evaluate import punctuation as scorer
    from grammars.punctuation import PERIOD, QUESTION, parse_marks

    try:
        try:
            chosen = parse_marks(marks)
        except ValueError as error:
            raise InputError(str(error)) from None
        if not questions:
            chosen -= {QUESTION}
        questions = QUESTION in chosen
        per_line = PERIOD not in chosen
        # The in-domain *.dev corpora ship xz-compressed.
        opener = lzma.open if file.suffix == ".xz" else open
        with opener(file, "rt", encoding="utf-8", errors="replace") as f:
            raw = list(itertools.islice(f, limit))
        # normalize capitalizes sentence starts, so a lowercased file would seem to have capitals.
        if not lowercased and not any(re.search("[A-Z]", line) for line in raw):
            raise InputError(
                f"{file}: no capital letters; score a lowercased file with --lowercased"
            )
        cleaned = [scorer.clean_line(line, lowercased, questions) for line in raw if line.strip()]
        references = list(
            scorer.units((c for c in cleaned if c), per_line, unit_words, unit_sentences)
        )
        if not references:
            raise InputError(f"{file}: no prose lines to score")
        formatter, load = _load(model, questions, numbers, chosen)
        started = time.monotonic()
        scores = scorer.evaluate(
            formatter, references, not lowercased, Progress("units"), chosen
        )
        run = time.monotonic() - started
    except InputError as error:
        typer.echo(f"evaluate: {error}", err=True)
        raise typer.Exit(code=1) from None
    scores.lines = len(cleaned)
    scores.dropped_lines = sum(1 for c in cleaned if not c)
    notes = [
        f"data: `{file}`; "
        + (
            "one unit per line (sentences given);"
            if per_line
            else f"units of {unit_words} words or {unit_sentences} sentences;"
        )
        + f" marks {marks};"
        f" questions {'on' if questions else 'off (the reference writes . for ?)'};"
        f" capitals {'not ' if lowercased else ''}scored",
        "number grammars on (--numbers): numbers are formatted too, unlike the paper's"
        " G_cap_punct-only run"
        if numbers
        else "number grammars off, as the paper's G_cap_punct-only run: every word kept as spoken",
    ]
    typer.echo(_header(formatter, model, notes))
    typer.echo(scorer.render(scores, not lowercased, numbers))
    typer.echo(_timing(load, run, scores.units, "units"))
    if json_out:
        settings = {
            "questions": questions,
            "numbers": numbers,
            "lowercased": lowercased,
            "per_line": per_line,
            "unit_words": unit_words,
            "unit_sentences": unit_sentences,
        }
        figures = {**settings, **scores.to_json(not lowercased)}
        _write_json(json_out, file, load + run, formatter, model, figures)


@app.command()
def timed(
    units: FileArg,
    labels: Annotated[
        Path, typer.Argument(exists=True, dir_okay=False, help="The units' labels (same order)")
    ],
    limit: LimitOpt = None,
    pauses: Annotated[
        bool, typer.Option(help="Use the words' times as pause evidence (off: as plain text)")
    ] = True,
    calls: Annotated[
        str, typer.Option(help="Only these calls (comma-separated ids), e.g. a held-out fold")
    ] = "",
    skip_fillers: Annotated[
        bool, typer.Option(help="Leave out slots next to a filler (uh, um)")
    ] = False,
    segments: Annotated[
        bool,
        typer.Option(
            help="Format each unit as a segment of its call (it may begin and end mid-sentence,"
            " as units cut at the engine's speaker changes do); off: as a whole transcript"
        ),
    ] = True,
    whole_calls: Annotated[
        bool,
        typer.Option(
            help="Join each call's units into one transcript, a change of speaker where the"
            " engine's changed (as a user's diarized file is formatted); overrides --segments"
        ),
    ] = False,
    engine_pauses: Annotated[
        bool,
        typer.Option(
            help="Read the gaps with the engine's own pause model (the engine the unit ids name,"
            " as a reader of its JSON would); off: the pooled one"
        ),
    ] = True,
    model: ModelOpt = None,
    json_out: JsonOpt = None,
) -> None:
    """F1 and SER of marks and capitals on engine output with word times, beside the engine's."""
    from formatter.evaluate import timed as scorer

    try:
        chosen = [c for c in calls.split(",") if c]
        data = list(scorer.read_units(units, labels, chosen, limit))
        if not data:
            raise InputError(f"{units}: no units to score")
        if whole_calls:
            data, segments = scorer.whole_calls(data), False
        formatter, load = _load(model)
        started = time.monotonic()
        scores = scorer.evaluate(
            lambda words, turns, engine: formatter.format(
                words,
                turns,
                timed=pauses,
                segment=segments,
                engine=engine if engine_pauses else None,
            ).tokens,
            data,
            skip_fillers,
            Progress("units"),
        )
        run = time.monotonic() - started
    except InputError as error:
        typer.echo(f"evaluate: {error}", err=True)
        raise typer.Exit(code=1) from None
    notes = [
        f"data: `{units}`; pauses {'on' if pauses else 'off (formatted as untimed text)'}"
        + (f"; calls {', '.join(chosen)}" if chosen else "")
        + ("; the pooled pause model" if pauses and not engine_pauses else "")
        + ("; slots next to fillers left out" if skip_fillers else "")
        + (
            "; each call one transcript, with the engine's speaker changes"
            if whole_calls
            else "; each unit a segment of its call"
            if segments
            else "; each unit a whole transcript"
        )
    ]
    typer.echo(_header(formatter, model, notes))
    typer.echo(scorer.render(scores))
    typer.echo(_timing(load, run, scores.ours.units, "units"))
    if json_out:
        figures = {
            "pauses": pauses,
            "segments": segments,
            "whole_calls": whole_calls,
            "engine_pauses": engine_pauses,
            "calls": chosen,
            **scorer.to_json(scores),
        }
        _write_json(json_out, units, load + run, formatter, model, figures)


if __name__ == "__main__":
    app()
