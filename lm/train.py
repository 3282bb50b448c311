"""`python -m lm.train`: written corpora -> KenLM binary + model card (+ case lexicon), paper 2.3.

    python -m lm.train /work/shared/corpora/*.train.txt.xz -o data/lm/default.binary \\
        --order 5 --class-set A --no-space-token --prune "0 1 2 2 2" -q 8 -b 8 -a 64 \\
        --case-lexicon data/lm/case_lexicon.tsv

Each corpus line is normalized (lm.normalize), tokenized (lm.tokens) and streamed as one line into
lmplz's stdin; lmplz writes an ARPA file in a temporary directory, build_binary turns it into the
memory-mappable binary, and the card beside it records how (lm.card).
"""

from __future__ import annotations

import functools
import itertools
import multiprocessing
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO, Annotated, NamedTuple, Protocol

import typer

from lm.binaries import MissingBinaryError, find_binary
from lm.card import CorpusStats, ModelCard, card_path, write_card
from lm.class_members import MemberCounter
from lm.corpus import Progress, read_lines
from lm.lexicon import CaseCounter
from lm.licences import licence_note, licence_of
from lm.normalize import NormalizeConfig, normalize
from lm.number_sentences import filtered
from lm.sentence_starts import StartFolder
from lm.small_quantities import SmallQuantities
from lm.tokens import ClassSet, TokenizerConfig, tokenize, tokenizer_hash

app = typer.Typer(pretty_exceptions_show_locals=False, add_completion=False)

# lmplz sorts in RAM up to this much, then spills to the temporary directory. A third of the 24 GB
# machine fits a 5-gram of ~50M tokens in memory and leaves room for the rest of the system.
DEFAULT_MEMORY = "30%"
# Lines handed to a worker at once: enough to amortize pickling, few enough to keep lmplz fed.
BATCH_LINES = 2000
_ARPA_COUNT = re.compile(r"ngram (\d+)=(\d+)")


class LineCounter(Protocol):
    """Learns something from each normalized prose line (the case lexicon, the class members),
    given with its LM tokens, space-joined, as lmplz reads them: a counter that needs tokens
    need not tokenize the line again."""

    def add(self, line: str, tokens: str | None = None) -> None: ...


class Prepared(NamedTuple):
    """One batch of raw lines after normalization and tokenization."""

    lines: int  # raw lines read
    words: int  # raw whitespace-separated words
    texts: list[str]  # normalized prose lines (for the case lexicon)
    token_lines: list[str]  # their LM tokens, space-joined (for lmplz)
    tokens: int


def prepare(
    raws: list[str],
    tokenizer: TokenizerConfig,
    normalization: NormalizeConfig,
    house: Callable[[str], str] | None = None,
) -> Prepared:
    """Normalize and tokenize a batch of RAWS lines; HOUSE, if given, rewrites each normalized
    line into the house style (lm.small_quantities).

    >>> prepare(["hi bill!", "| x |"], TokenizerConfig(), NormalizeConfig())
    Prepared(lines=2, words=5, texts=['Hi bill.'], token_lines=['Hi <sp> bill .'], tokens=4)
    """
    words, texts, token_lines, tokens = 0, [], [], 0
    for raw in raws:
        words += len(raw.split())
        text = normalize(raw, normalization)
        if text is not None:
            if house is not None:
                text = house(text)
            pieces = tokenize(text, tokenizer)
            texts.append(text)
            token_lines.append(" ".join(pieces))
            tokens += len(pieces)
    return Prepared(len(raws), words, texts, token_lines, tokens)


def _batches(lines: Iterator[str]) -> Iterator[list[str]]:
    while batch := list(itertools.islice(lines, BATCH_LINES)):
        yield batch


def stream_tokens(
    corpora: list[Path],
    sink: IO[str],
    tokenizer: TokenizerConfig,
    normalization: NormalizeConfig,
    every: int = 1,
    counters: Sequence[LineCounter] = (),
    jobs: int = 1,
    spelled: frozenset[str] = frozenset(),
    house: Callable[[str], str] | None = None,
) -> list[CorpusStats]:
    """Write each prose line of CORPORA to SINK as a line of LM tokens; return per-corpus counts.

    With JOBS > 1, worker processes normalize and tokenize batches of lines; the output keeps the
    corpus order, so a model is the same whatever JOBS was. A corpus whose file name begins with
    one of SPELLED loses its sentences that say a number in words (lm.number_sentences); its
    counts are of what is left. HOUSE: as prepare's.
    """
    work = functools.partial(
        prepare, tokenizer=tokenizer, normalization=normalization, house=house
    )
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    stats = []
    try:
        for path in corpora:
            corpus = CorpusStats(name=path.name, licence=licence_of(path.name))
            progress = Progress(path.name)
            lines = read_lines(path, every)
            if any(path.name.startswith(name) for name in spelled):
                lines = filtered(lines)
            batches = _batches(lines)
            results = pool.imap(work, batches) if pool else map(work, batches)
            for batch in results:
                progress.add(batch.lines, batch.words)
                corpus.lines += batch.lines
                corpus.words += batch.words
                corpus.kept_lines += len(batch.token_lines)
                corpus.tokens += batch.tokens
                sink.writelines(line + "\n" for line in batch.token_lines)
                for counter in counters:
                    for text, tokens in zip(batch.texts, batch.token_lines, strict=True):
                        counter.add(text, tokens)
            progress.done()
            stats.append(corpus)
    finally:
        if pool:
            pool.terminate()
    return stats


def arpa_counts(arpa: Path) -> dict[str, int]:
    """The n-gram counts in the ARPA header: {"1": vocabulary incl. <s> </s> <unk>, "2": ...}."""
    counts = {}
    with arpa.open(encoding="utf-8") as stream:
        for line in stream:
            match = _ARPA_COUNT.match(line)
            if match:
                counts[match.group(1)] = int(match.group(2))
            elif counts and not line.strip():
                break
    return counts


def _run_lmplz(command: list[str], feed: Callable[[IO[str]], None], log: Path) -> None:
    with log.open("w") as errors:
        process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stderr=errors, text=True, encoding="utf-8"
        )
        assert process.stdin is not None
        try:
            feed(process.stdin)
        finally:
            process.stdin.close()
        if process.wait() != 0:
            raise RuntimeError(f"lmplz failed ({process.returncode}):\n{log.read_text()[-2000:]}")


def _beside(path: Path, model: Path) -> str:
    """How the card names PATH: by its name when it is in MODEL's directory, else in full."""
    return path.name if path.parent.resolve() == model.parent.resolve() else str(path.resolve())


@app.command()
def main(
    corpora: Annotated[
        list[Path], typer.Argument(exists=True, dir_okay=False, help="Training text, plain or .xz")
    ],
    output: Annotated[Path, typer.Option("--output", "-o", help="KenLM binary to write")],
    order: Annotated[int, typer.Option(min=1, max=6, help="N-gram order")] = 5,
    class_set: Annotated[str, typer.Option(help="Number classes: A or B (paper Table 1)")] = "A",
    space_token: Annotated[bool, typer.Option(help="Model spaces as <sp> tokens")] = True,
    questions: Annotated[bool, typer.Option(help="Keep '?' (else map it to '.')")] = True,
    addresses: Annotated[
        bool, typer.Option(help="Keep lines with web and e-mail addresses (<URL>, <EMAIL>)")
    ] = False,
    prune: Annotated[str, typer.Option(help="lmplz --prune thresholds, e.g. '0 0 1'")] = "",
    binary_type: Annotated[str, typer.Option(help="build_binary data structure")] = "trie",
    quantize_prob: Annotated[int, typer.Option("-q", help="Bits per probability (0: none)")] = 0,
    quantize_backoff: Annotated[int, typer.Option("-b", help="Bits per backoff (0: none)")] = 0,
    pointer_bits: Annotated[int, typer.Option("-a", help="Max pointer compression (0: none)")] = 0,
    memory: Annotated[str, typer.Option(help="lmplz sorting memory (-S)")] = DEFAULT_MEMORY,
    temp_dir: Annotated[
        Path | None, typer.Option(help="Where lmplz spills (and --fold-starts keeps the tokens)")
    ] = None,
    every: Annotated[int, typer.Option(min=1, help="Keep every N-th line (subsample)")] = 1,
    numbers_spelled: Annotated[
        str,
        typer.Option(
            help="Corpora (file name prefixes, comma-separated) whose sentences that say a number"
            " in words are left out (lm.number_sentences), e.g. 'ted_talks,meetings'"
        ),
    ] = "",
    case_lexicon: Annotated[Path | None, typer.Option(help="Also write a case lexicon")] = None,
    class_members: Annotated[
        Path | None,
        typer.Option(help="Also write the class members' counts (lm.class_members), JSON"),
    ] = None,
    keep_arpa: Annotated[Path | None, typer.Option(help="Also keep the ARPA file here")] = None,
    jobs: Annotated[int, typer.Option(min=1, help="Normalizing processes")] = os.cpu_count() or 1,
    fold_starts: Annotated[
        bool,
        typer.Option(
            help="Read each sentence's first word in its mid-sentence case (lm.sentence_starts):"
            " a first pass over the corpora counts the case lexicon that decides it"
        ),
    ] = False,
    small_quantities: Annotated[
        Path | None,
        typer.Option(
            help="Write a lone digit from 2 to 9 before a quantity's word in words, as this"
            " table (lm.small_quantities) says house style does: 'I have 3 kids' -> 'three'"
        ),
    ] = None,
    notes: Annotated[str, typer.Option(help="Why this model is as it is (kept in the card)")] = "",
) -> None:
    """Train a class-based KenLM model on written CORPORA and write it with its model card."""
    if class_set not in ("A", "B"):
        raise typer.BadParameter("must be A or B", param_hint="--class-set")
    if binary_type not in ("trie", "probing"):
        raise typer.BadParameter("must be trie or probing", param_hint="--binary-type")
    if fold_starts and case_lexicon is None:
        # The model reads its starts by the lexicon written with it (lm.scorer).
        raise typer.BadParameter("needs --case-lexicon", param_hint="--fold-starts")
    thresholds = prune.split()
    if thresholds and (len(thresholds) > order or not all(t.isdigit() for t in thresholds)):
        raise typer.BadParameter("at most ORDER non-negative integers", param_hint="--prune")
    try:
        lmplz, build_binary = find_binary("lmplz"), find_binary("build_binary")
    except MissingBinaryError as error:
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(code=1) from error

    class_choice: ClassSet = "A" if class_set == "A" else "B"
    tokenizer = TokenizerConfig(class_set=class_choice, space_token=space_token)
    normalization = NormalizeConfig(keep_questions=questions, keep_addresses=addresses)
    started = time.monotonic()
    cases = CaseCounter() if case_lexicon or fold_starts else None
    members = MemberCounter(class_choice) if class_members else None
    spelled = frozenset(filter(None, numbers_spelled.split(",")))
    house = SmallQuantities.load(small_quantities).in_house_style if small_quantities else None
    counters = [c for c in (cases, members) if c is not None]
    output.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=temp_dir, prefix="lm-train-") as tmp:
        arpa = Path(tmp) / "model.arpa"
        # --discount_fallback: tiny or subsampled corpora can lack the counts-of-counts that
        # modified Kneser-Ney estimates discounts from; the full corpora never need it.
        lmplz_args = ["-o", str(order), "--discount_fallback"]
        if thresholds:
            lmplz_args += ["--prune", *thresholds]
        # Memory and spill directory change how lmplz sorts, not what it estimates: not in the card.
        resources = ["-S", memory, "-T", tmp + "/"]
        stats: list[CorpusStats] = []

        def tokens_to(sink: IO[str]) -> None:
            stats.extend(
                stream_tokens(
                    corpora, sink, tokenizer, normalization, every, counters, jobs, spelled, house
                )
            )

        # The lexicon counts words mid-sentence only, so folding the starts cannot change it: a
        # first pass counts it and keeps the tokens beside lmplz's spill, and lmplz reads them
        # folded by it (each line normalized and tokenized once, not once a pass).
        kept = Path(tmp) / "tokens.txt"
        fold: Callable[[str], str] | None = None
        if cases is not None and fold_starts:
            with open(kept, "w", encoding="utf-8") as sink:
                tokens_to(sink)
            # With the rows the written lexicon has (lm.lexicon), so decoding folds as training did.
            rows = itertools.chain(cases.rows(), cases.dictionary_rows())
            fold = StartFolder.from_rows(rows).line

        def feed(stdin: IO[str]) -> None:
            if fold is None:
                tokens_to(stdin)
                return
            with open(kept, encoding="utf-8") as lines:
                stdin.writelines(fold(line.rstrip("\n")) + "\n" for line in lines)

        command = [str(lmplz), *lmplz_args, *resources, "--arpa", str(arpa)]
        _run_lmplz(command, feed, Path(tmp) / "lmplz.log")
        counts = arpa_counts(arpa)
        binary_args = []
        for flag, bits in (("-q", quantize_prob), ("-b", quantize_backoff), ("-a", pointer_bits)):
            if bits:
                binary_args += [flag, str(bits)]
        binary_args.append(binary_type)
        # Built beside the output, then renamed over it (atomic on one file system): a formatter
        # that has the old model memory-mapped never sees a file being rewritten under it.
        partial = output.parent / f".{output.name}.partial"
        built = subprocess.run(
            [str(build_binary), "-T", tmp + "/", *binary_args, str(arpa), str(partial)],
            capture_output=True,
            text=True,
        )
        if built.returncode != 0:
            partial.unlink(missing_ok=True)
            raise RuntimeError(f"build_binary failed ({built.returncode}):\n{built.stderr[-2000:]}")
        os.replace(partial, output)
        if keep_arpa:
            shutil.copyfile(arpa, keep_arpa)

    lexicon_name = members_name = None
    if cases is not None and case_lexicon is not None:
        cases.write(case_lexicon)
        lexicon_name = _beside(case_lexicon, output)
    if members is not None and class_members is not None:
        members.write(class_members, (s.name for s in stats))
        members_name = _beside(class_members, output)
    card = ModelCard(
        tokenizer=tokenizer,
        tokenizer_hash=tokenizer_hash(),
        order=order,
        normalization={
            **normalization.to_dict(),
            "every": every,
            **({"number_sentences_dropped": sorted(spelled)} if spelled else {}),
            **({"fold_starts": True} if fold else {}),
            **({"small_quantities_in_words": small_quantities.name} if small_quantities else {}),
        },
        corpora=stats,
        licence_note=licence_note(s.name for s in stats),
        lmplz=lmplz_args,
        build_binary=binary_args,
        vocabulary_size=counts.get("1", 0),
        ngram_counts=counts,
        model_bytes=output.stat().st_size,
        training_seconds=round(time.monotonic() - started, 1),
        case_lexicon=lexicon_name,
        class_members=members_name,
        notes=notes,
    )
    write_card(output, card)
    typer.echo(f"wrote {output} ({card.model_bytes:,} bytes) and {card_path(output)}")


if __name__ == "__main__":
    app()
