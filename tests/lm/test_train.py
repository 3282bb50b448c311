"""End to end: `python -m lm.train` with the real lmplz/build_binary, then scoring the result."""

from __future__ import annotations

import io
import json
import lzma
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lm import evaluate, train
from lm.binaries import MissingBinaryError, find_binary
from lm.card import CorpusStats, read_card
from lm.normalize import NormalizeConfig
from lm.scorer import Scorer
from lm.small_quantities import SmallQuantities
from lm.tokens import TokenizerConfig, tokenizer_hash

DATA = Path(__file__).parent / "data"
runner = CliRunner()


def binaries_missing() -> bool:
    try:
        find_binary("lmplz")
        find_binary("build_binary")
    except MissingBinaryError:
        return True
    return False


needs_kenlm_tools = pytest.mark.skipif(
    binaries_missing(), reason="lmplz/build_binary not built: run scripts/build_kenlm.sh"
)


@pytest.fixture
def corpora(tmp_path: Path) -> list[Path]:
    """tiny.txt twice over, plain and xz, plus a line that normalization drops."""
    text = (DATA / "tiny.txt").read_text(encoding="utf-8")
    plain = tmp_path / "a.txt"
    plain.write_text(text + "| a | table |\n", encoding="utf-8")
    packed = tmp_path / "b.txt.xz"
    packed.write_bytes(lzma.compress(text.replace("Bill", "NASA").encode()))
    return [plain, packed]


@pytest.mark.slow
@needs_kenlm_tools
def test_train_then_score(tmp_path: Path, corpora: list[Path]) -> None:
    model = tmp_path / "model.binary"
    lexicon = tmp_path / "case_lexicon.tsv"
    members = tmp_path / "class_members.json"
    args = [*map(str, corpora), "-o", str(model), "--order", "3", "--class-set", "B",
            "--no-space-token", "--prune", "0 0 1", "-q", "8", "-b", "8", "-a", "32",
            "--case-lexicon", str(lexicon), "--class-members", str(members)]  # fmt: skip
    result = runner.invoke(train.app, args)
    assert result.exit_code == 0, result.output
    card = read_card(model)
    assert card.tokenizer_hash == tokenizer_hash()
    assert (card.tokenizer.class_set, card.tokenizer.space_token, card.order) == ("B", False, 3)
    assert [(c.name, c.lines, c.kept_lines) for c in card.corpora] == [
        ("a.txt", 10, 9), ("b.txt.xz", 9, 9)
    ]  # fmt: skip
    assert card.corpora[1].words == len((DATA / "tiny.txt").read_text().split())
    assert card.lmplz == ["-o", "3", "--discount_fallback", "--prune", "0", "0", "1"]
    assert card.build_binary == ["-q", "8", "-b", "8", "-a", "32", "trie"]
    assert card.vocabulary_size == card.ngram_counts["1"] > 20
    assert card.model_bytes == model.stat().st_size
    assert card.case_lexicon == "case_lexicon.tsv"
    assert Scorer(model).case_lexicon == lexicon
    assert card.class_members == "class_members.json"
    assert Scorer(model).class_members == members
    table = json.loads(members.read_text(encoding="utf-8"))
    assert table["class_set"] == "B" and table["corpora"] == ["a.txt", "b.txt.xz"]

    scorer = Scorer(model)
    assert scorer.order == 3
    assert scorer.pieces("$1,235.12") == ("$", "<B:1D>", "<group>", "<B:3D>", "<point>", "<B:2D>")
    seen = scorer.sentence_logprob("Hi Bill, it's Tracy.")
    assert seen > scorer.sentence_logprob("Tracy it's, Bill hi.")

    result = runner.invoke(evaluate.app, [str(model), str(corpora[0]), "--record"])
    assert result.exit_code == 0, result.output
    assert read_card(model).perplexity["a"]["per_word"] > 1.0


def test_usage_errors_exit_with_code_2(tmp_path: Path, corpora: list[Path]) -> None:
    model = str(tmp_path / "m.binary")
    for bad in (["--class-set", "C"], ["--prune", "0 x"], ["--binary-type", "hash"],
                ["--fold-starts"]):  # fmt: skip
        result = runner.invoke(train.app, [str(corpora[0]), "-o", model, *bad])
        assert result.exit_code == 2, bad
    assert runner.invoke(train.app, ["missing.txt", "-o", model]).exit_code == 2


def test_missing_binaries_exit_with_code_1(
    tmp_path: Path, corpora: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FMT_TRANSCRIPT_CACHE", str(tmp_path))
    monkeypatch.delenv("FMT_TRANSCRIPT_KENLM_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    result = runner.invoke(train.app, [str(corpora[0]), "-o", str(tmp_path / "m.binary")])
    assert result.exit_code == 1
    assert "build_kenlm.sh" in result.output


def test_parallel_streaming_writes_the_same_lines(corpora: list[Path]) -> None:
    def streamed(jobs: int) -> tuple[str, list[CorpusStats]]:
        sink = io.StringIO()
        stats = train.stream_tokens(corpora, sink, TokenizerConfig(), NormalizeConfig(), jobs=jobs)
        return sink.getvalue(), stats

    assert streamed(2) == streamed(1)
    assert streamed(1)[0].splitlines()[0] == "Hi <sp> Bill , <sp> it's <sp> Tracy . <sp> " + (
        "Call <sp> me <sp> back <sp> at <sp> <A:3D> - <A:4D> ."
    )


def test_spelled_number_sentences_are_left_out_of_the_named_corpora_only(tmp_path: Path) -> None:
    text = "So we grew. It went up fifty percent. And then it fell.\n"
    spoken, written = tmp_path / "ted_talks.train.txt", tmp_path / "wiki.train.txt"
    spoken.write_text(text, encoding="utf-8")
    written.write_text(text, encoding="utf-8")
    sink = io.StringIO()
    stats = train.stream_tokens(
        [spoken, written],
        sink,
        TokenizerConfig(space_token=False),
        NormalizeConfig(),
        spelled=frozenset({"ted_talks"}),
    )
    cut, whole = sink.getvalue().splitlines()
    assert cut == "So we grew . And then it fell ."
    assert whole == "So we grew . It went up fifty percent . And then it fell ."
    assert [s.words for s in stats] == [7, 12]


@pytest.mark.slow
@needs_kenlm_tools
def test_folded_sentence_starts_are_trained_and_read_alike(
    tmp_path: Path, corpora: list[Path]
) -> None:
    model, arpa = tmp_path / "model.binary", tmp_path / "model.arpa"
    args = [*map(str, corpora), "-o", str(model), "--order", "3", "--no-space-token",
            "--case-lexicon", str(tmp_path / "lexicon.tsv"), "--fold-starts",
            "--keep-arpa", str(arpa)]  # fmt: skip
    result = runner.invoke(train.app, args)
    assert result.exit_code == 0, result.output
    assert read_card(model).normalization["fold_starts"] is True
    # "The", "Call", "Thanks" open sentences only: the LM never saw them capitalized.
    unigrams = {line.split("\t")[1] for line in arpa.read_text().splitlines() if line.count("\t")}
    assert {"the", "call", "thanks"} <= unigrams and not {"The", "Call", "Thanks"} & unigrams
    assert {"Tracy", "PM"} <= unigrams  # never first, or not foldable
    scorer = Scorer(model)
    assert scorer.folds_starts
    assert scorer.start_pieces("Thanks") == ("thanks",) and scorer.pieces("Thanks") == ("Thanks",)
    assert scorer.line_pieces("Hi. The end.") == ("hi", ".", "the", "end", ".")
    assert scorer.sentence_logprob("Thanks. Call me.") > scorer.tokens_logprob(
        scorer.pieces("Thanks. Call me.")
    )
    # A model trained on the starts as written reads them as written.
    plain = tmp_path / "plain.binary"
    result = runner.invoke(train.app, [*args[:7], "-o", str(plain)])
    assert result.exit_code == 0, result.output
    assert not Scorer(plain).folds_starts and Scorer(plain).start_pieces("Thanks") == ("Thanks",)


@pytest.mark.slow
@needs_kenlm_tools
def test_small_quantities_are_trained_in_the_house_style(tmp_path: Path) -> None:
    corpus = tmp_path / "sgd_dialogue.train.txt"
    corpus.write_text("I have 3 restaurants for you.\nThe show is at 3 pm.\n", encoding="utf-8")
    model, arpa = tmp_path / "model.binary", tmp_path / "model.arpa"
    args = [str(corpus), "-o", str(model), "--order", "2", "--no-space-token",
            "--keep-arpa", str(arpa)]  # fmt: skip
    table = SmallQuantities({"restaurants": 1.0, "pm": -5.0}, {}, {"centre": 0.5})
    table.save(tmp_path / "small_quantities.json")
    result = runner.invoke(
        train.app, [*args, "--small-quantities", str(tmp_path / "small_quantities.json")]
    )
    assert result.exit_code == 0, result.output
    assert read_card(model).normalization["small_quantities_in_words"] == "small_quantities.json"
    bigrams = {line.split("\t")[1] for line in arpa.read_text().splitlines() if line.count("\t")}
    # The time's digit stays: the table writes digits before "pm" (normalized to "PM").
    assert "three restaurants" in bigrams and "<A:2-9> PM" in bigrams
