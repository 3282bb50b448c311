"""`fmt-transcript`: format ASR transcripts from files, JSON-lines streams or stdin.

    fmt-transcript voicemail.json                 # any supported engine's JSON -> formatted text
    fmt-transcript --output json voicemail.json   # tokens with start, end, confidence, source words
    echo "meet me at three thirty" | fmt-transcript -
    fmt-transcript --jobs 2 --output srt --output-dir captions/ calls/*.json

Each file, and each line of a JSON-lines stream (formatter.sources), is one job (formatter.batch): a
bad one is reported as "fmt-transcript: NAME: reason" and skipped, and the exit code is 1 if any
failed. Printed outputs follow input order: text one line per transcript (plain-text input: one per
input line), captions for a single transcript only, JSON one indented document for a single JSON
file or else JSON-lines (one compact object per transcript, with its "source" and "line").

pynini and KenLM are imported inside the command, so `--help` and usage errors answer at once.
"""

from __future__ import annotations

import enum
import os
import sys
from pathlib import Path
from typing import Annotated, NoReturn

import typer

from formatter.errors import InputError
from formatter.job import VERSION, Output, Settings
from formatter.readers import FORMATS
from formatter.sources import JSON_LINES

INPUT_FORMATS = (*FORMATS, JSON_LINES)

__all__ = ["VERSION", "Output", "app"]


class ClassSet(str, enum.Enum):
    """The paper's Table 1 number-class sets; a model is trained with one (its card says which)."""

    A = "A"
    B = "B"

app = typer.Typer(
    add_completion=False,
    pretty_exceptions_show_locals=False,  # transcripts are personal data: never dump them
    context_settings={"help_option_names": ["-h", "--help"]},
    help="Format raw ASR transcripts: punctuation, capitals, numbers, times, money, phone numbers.",
)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"fmt-transcript {VERSION}")
        raise typer.Exit()


@app.command()
def main(
    inputs: Annotated[
        list[str] | None,
        typer.Argument(
            help="Transcript files: JSON from a supported engine, JSON-lines (.jsonl: one such "
            "JSON per line), or plain text with one transcript per line. '-' reads stdin, as does"
            " naming none when stdin is piped.",
            show_default=False,
        ),
    ] = None,
    output: Annotated[Output, typer.Option("--output", "-o", help="What to write.")] = Output.text,
    input_format: Annotated[
        str | None,
        typer.Option(
            help="Force the input format instead of detecting it: "
            + ", ".join(INPUT_FORMATS)
            + " ('jsonl': a stream, each line detected on its own)."
        ),
    ] = None,
    model: Annotated[
        Path | None,
        typer.Option(exists=True, dir_okay=False, help="KenLM binary (its card beside it)."),
    ] = None,
    class_set: Annotated[
        ClassSet | None,
        typer.Option(
            help="The number-class set the model must use (the paper's Table 1; stored in the"
            " model's card). The shipped model is A.",
            case_sensitive=False,
        ),
    ] = None,
    boundary_model: Annotated[
        Path | None,
        typer.Option(
            exists=True,
            dir_okay=False,
            help="Boundary and case model (.npz) instead of the shipped four (model_gru.npz,"
            " model_gru_e128.npz, model_gru_v64.npz and model_attn.npz, averaged), e.g."
            " data/boundary/model.npz, the cheapest alone, or"
            " data/boundary/permissive.npz, trained on permissively licensed text only"
            " (README: Models and licences).",
        ),
    ] = None,
    pauses: Annotated[
        bool, typer.Option(help="Use the pauses between timed words as evidence for marks.")
    ] = True,
    engine: Annotated[
        str | None,
        typer.Option(
            help="The recognizer that timed the words (amazon, google or speechmatics): its own"
            " pause model reads the gaps. AWS, Google and Speechmatics JSON name it themselves;"
            " this names it for other input (simple JSON, JSON-lines), and overrides theirs.",
        ),
    ] = None,
    segments: Annotated[
        bool,
        typer.Option(
            help="Each transcript (or line) is a piece of a longer stream, a caption chunk or a"
            " turn cut from a call: it may begin and end mid-sentence.",
        ),
    ] = False,
    drop_fillers: Annotated[
        bool,
        typer.Option(
            help="Leave hesitations (um, uh) out of the text, as an editor would; each one's"
            " time joins a neighbouring token's, so every word's span stays covered.",
        ),
    ] = False,
    questions: Annotated[bool, typer.Option(help="Offer question marks.")] = True,
    marks: Annotated[
        str,
        typer.Option(
            help="Marks to write: comma,period,question (default), comma,period (Gravano et al."
            " 2009), or comma (each input line one given sentence; Cyberpunc 1998)."
        ),
    ] = "comma,period,question",
    style: Annotated[
        str | None,
        typer.Option(
            help="Written-form style: en-US (default) or en-GB, with options after commas, e.g."
            " 'en-US,clock=24,percent=word' (README: Styles).",
        ),
    ] = None,
    vocabulary: Annotated[
        Path | None,
        typer.Option(
            dir_okay=False,
            help="Names and terms as they are to be written, one a line ('Siobhan', 'iPhone',"
            " 'Hilton Garden Inn'), after a tab as the recognizer writes them if otherwise"
            " ('McDonald's<TAB>mc donalds'), as a custom vocabulary's display forms (README:"
            " Your own vocabulary).",
        ),
    ] = None,
    caption_chars: Annotated[
        int,
        typer.Option(
            min=16,
            max=200,
            help="Characters a caption line holds (SRT, VTT): 42 is the common subtitle limit,"
            " 32 that of CEA-608 broadcast captions.",
        ),
    ] = 42,
    caption_lines: Annotated[
        int, typer.Option(min=1, max=4, help="Lines a caption holds (SRT, VTT).")
    ] = 2,
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", min=1, help="Worker processes formatting in parallel.")
    ] = 1,
    output_dir: Annotated[
        Path | None,
        typer.Option(
            file_okay=False, help="Write <input stem>.txt|json|srt|vtt here instead of printing."
        ),
    ] = None,
    version: Annotated[
        bool,
        typer.Option(
            "--version", is_eager=True, callback=_print_version, help="Print the version and exit."
        ),
    ] = False,
) -> None:
    """Format each transcript and print it, or write it to --output-dir."""
    from formatter.batch import Loader, run_batch
    from formatter.sources import iter_jobs, peek, with_targets
    from grammars.punctuation import parse_marks

    if input_format is not None and input_format not in INPUT_FORMATS:
        _fail(f"unknown input format '{input_format}' (known: {', '.join(INPUT_FORMATS)})")
    if not inputs:
        # Like other filters: read a pipe, but never wait silently on a terminal.
        if sys.stdin is None or sys.stdin.isatty():
            _fail("no input: name transcript files, or pipe one in ('-' reads stdin)")
        inputs = ["-"]
    from formatter.evidence import known_engine
    from formatter.vocabulary import Vocabulary
    from grammars.style import Style, StyleError

    try:
        chosen_marks = parse_marks(marks)
        style = Style.parse(style).name
        known_engine(engine)
        # Read once here, not in each worker: a bad file stops the run before any job.
        words = Vocabulary.load(vocabulary) if vocabulary is not None else None
    except (ValueError, StyleError, InputError) as error:
        _fail(str(error))
    # Jobs are read lazily (streams a line at a time); the first two tell how to print them.
    first, planned = peek(iter_jobs(inputs, input_format), 2)
    streamed = any(job.line is not None for job in first)
    if output_dir is not None:
        try:
            output_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            _fail(f"{output_dir}: {error.strerror or error}")
        planned = with_targets(planned, output_dir, output.suffix, inputs)
    elif output in (Output.srt, Output.vtt) and any(job.part for job in first):
        _fail("plain-text input has no timings: use --output text or json")
    elif output in (Output.srt, Output.vtt) and (len(first) > 1 or streamed):
        _fail("captions for several transcripts need one file each: use --output-dir DIR")
    elif sys.stdout is None:  # started with stdout closed (`>&-`)
        _fail("cannot write the output: stdout is closed")
    settings = Settings(
        output,
        json_lines=output_dir is None and (len(first) > 1 or streamed),
        segments=segments,
        engine=engine,
        drop_fillers=drop_fillers,
        caption_chars=caption_chars,
        caption_lines=caption_lines,
    )
    try:
        failed = run_batch(
            planned,
            settings,
            Loader(
                model,
                questions,
                class_set.value if class_set else None,
                chosen_marks,
                style,
                boundary_model,
                pauses,
                words,
            ),
            workers=jobs,
            out=sys.stdout,
            err=sys.stderr,
        )
    except InputError as error:  # the formatter itself could not load: no job can run
        _fail(str(error))
    except BrokenPipeError:
        # The reader left (`| head`): stop quietly like other filters, and point stdout at devnull
        # so Python's flush at exit does not complain about the pipe a second time.
        _silence_stdout()
        raise typer.Exit(code=1) from None
    except (OSError, ValueError) as error:  # stdout cannot be written (a full disk, closed)
        _fail(f"cannot write the output: {getattr(error, 'strerror', None) or error}")
    if failed:
        raise typer.Exit(code=1)


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no real descriptor behind stdout (tests): nothing to flush
        pass


def _fail(message: str) -> NoReturn:
    typer.echo(f"fmt-transcript: {message}", err=True)
    raise typer.Exit(code=1)


if __name__ == "__main__":
    app()
