"""`fmt-transcript`: format ASR transcripts from files or stdin.

    fmt-transcript voicemail.json                 # any supported engine's JSON -> formatted text
    fmt-transcript --output json voicemail.json   # tokens with start, end, confidence, source words
    echo "meet me at three thirty" | fmt-transcript -

pynini and KenLM are imported inside the command, so `--help` and usage errors answer at once.
"""

from __future__ import annotations

import enum
import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from formatter.errors import InputError

app = typer.Typer(
    add_completion=False,
    pretty_exceptions_show_locals=False,  # transcripts are personal data: never dump them
    help="Format raw ASR transcripts: punctuation, capitals, numbers, times, money, phone numbers.",
)

VERSION = "0.1.0"


class Output(str, enum.Enum):
    text = "text"
    json = "json"
    srt = "srt"
    vtt = "vtt"


@app.command()
def main(
    inputs: Annotated[
        list[str],
        typer.Argument(
            help="Transcript files: JSON from a supported engine, or plain text with one "
            "transcript per line. '-' reads stdin.",
            show_default=False,
        ),
    ],
    output: Annotated[Output, typer.Option("--output", "-o", help="What to print.")] = Output.text,
    input_format: Annotated[
        str | None, typer.Option(help="Force the input format instead of detecting it.")
    ] = None,
    model: Annotated[
        Path | None,
        typer.Option(exists=True, dir_okay=False, help="KenLM binary (its card beside it)."),
    ] = None,
    questions: Annotated[bool, typer.Option(help="Offer question marks.")] = True,
) -> None:
    """Format each transcript and print it."""
    try:
        sources = [(name, _read(name)) for name in inputs]
        from formatter.pipeline import Formatter

        formatter = Formatter(model=model, questions=questions)
        for name, data in sources:
            _emit(formatter, data, name, output, input_format)
    except InputError as error:
        typer.echo(f"fmt-transcript: {error}", err=True)
        raise typer.Exit(code=1) from None
    except OSError as error:
        typer.echo(f"fmt-transcript: {error.strerror or error}: {error.filename}", err=True)
        raise typer.Exit(code=1) from None


def _read(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    return Path(name).read_bytes()


def _looks_like_json(data: bytes) -> bool:
    return data.lstrip()[:1] in (b"{", b"[")


def _emit(formatter, data: bytes, name: str, output: Output, input_format: str | None) -> None:
    from formatter import writers
    from formatter.readers import read_transcript

    where = "stdin" if name == "-" else name
    if input_format == "text" or (input_format is None and not _looks_like_json(data)):
        try:
            lines = data.decode("utf-8").splitlines()
        except UnicodeDecodeError:
            raise InputError(f"{where}: not UTF-8 text") from None
        if output is not Output.text:
            raise InputError("plain-text input has no timings: use --output text")
        for line in lines:
            typer.echo(formatter.format_text(line) if line.strip() else "")
        return
    try:
        read = read_transcript(data, input_format)
    except InputError as error:
        raise InputError(f"{where}: {error}") from None
    result = formatter.format(read.words, read.boundaries)
    if output is Output.json:
        typer.echo(json.dumps(writers.to_json(result, input_format=read.format, version=VERSION),
                              ensure_ascii=False, indent=2))
    elif output is Output.srt:
        typer.echo(writers.to_srt(result), nl=False)
    elif output is Output.vtt:
        typer.echo(writers.to_vtt(result), nl=False)
    else:
        typer.echo(writers.to_text(result))


if __name__ == "__main__":
    app()
