"""The KenLM scorer the formatter's search calls; the only module that imports kenlm (paper 2.3).

    >>> scorer = Scorer(Path("data/lm/default.binary"))                      # doctest: +SKIP
    >>> state = scorer.start_state()                                          # doctest: +SKIP
    >>> logprob, state = scorer.score(state, "Hi")                            # doctest: +SKIP
    >>> scorer.sentence_logprob("Hi, Bill. It's 3:30 PM.")                    # doctest: +SKIP
    -31.4

Scores are natural-log probabilities (KenLM's log10 converted once, here). `score` is memoized
per (state, token): the search asks the same question for every hypothesis reaching the same LM
state. The card beside the model must carry the current tokenizer's hash, and its tokenizer
options become `self.tokenizer`, so the caller tokenizes exactly as training did.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import kenlm

from lm.card import CardError, ModelCard, read_card
from lm.normalize import without_title_periods, without_word_hyphens
from lm.sentence_starts import StartFolder
from lm.tokens import SPACE, TokenizerConfig, code_parts, tokenize, tokenizer_hash

# KenLM scores are log10; the search adds natural logs.
LOG10_TO_LN = math.log(10.0)
# How a binary is mapped (an ARPA file is always parsed). Measured on the shipped 55 MB model, cold
# page cache: POPULATE_OR_READ maps it in 18 ms and scores the first sentence in 0.4 ms; LAZY maps
# in 8 ms but the first sentence then takes 22 ms of page faults, and later ones stall likewise.
# The search scores thousands of tokens per transcript, so prefaulting is cheaper (docs/LM.md).
LOAD_METHOD = "POPULATE_OR_READ"
# The memo keeps two generations of scores: when the newer holds this many, it becomes the older
# and the older is dropped, so a long-lived formatter's memo stays bounded (at most twice this:
# about 30 MB at some 300 bytes an entry) and keeps what recent transcripts asked for. A single
# memo of 2,000,000 entries, cleared when full, had grown to 305,000 entries and 240 MB of the
# process's heap after 4,000 voicemail-length transcripts, and would have reached 600 MB before
# its first clearing; this one is no slower (docs/results/memory_fifty_ninth.txt).
MEMO_LIMIT = 50_000
PIECES_LIMIT = 200_000  # forms whose tokens are kept (pieces)


class TokenizerMismatchError(CardError):
    """The model was trained with another tokenizer than the one in this checkout."""


@dataclass(frozen=True)
class Perplexity:
    """Held-out figures: natural-log probability, tokens scored (with </s>), words, OOV tokens."""

    logprob: float
    tokens: int
    words: int
    oov: int

    @property
    def per_token(self) -> float:
        return math.exp(-self.logprob / self.tokens)

    @property
    def per_word(self) -> float:
        """Perplexity per non-space token (with </s>): comparable across space-token settings."""
        return math.exp(-self.logprob / self.words)


class Scorer:
    """A KenLM model behind `order`, `start_state`, `score` and `end_score`."""

    def __init__(self, model: Path, load_method: str = LOAD_METHOD):
        self.card: ModelCard = read_card(model)
        if self.card.tokenizer_hash != tokenizer_hash():
            raise TokenizerMismatchError(
                f"{model} was trained with tokenizer {self.card.tokenizer_hash[:12]}, but "
                f"lm/tokens.py is now {tokenizer_hash()[:12]}: retrain the model "
                "(scripts/train_default_lm.sh for the shipped one)"
            )
        self.tokenizer: TokenizerConfig = self.card.tokenizer
        self.path = model
        # The case lexicon trained with the model, if any (named relative to the model's directory).
        self.case_lexicon: Path | None = (
            model.parent / self.card.case_lexicon if self.card.case_lexicon else None
        )
        # Its class members' counts (lm.class_members), likewise.
        self.class_members: Path | None = (
            model.parent / self.card.class_members if self.card.class_members else None
        )
        # A model trained with each sentence's first word in its mid-sentence case reads it so
        # (lm.sentence_starts), by the lexicon written with it.
        self._folder: StartFolder | None = None
        if self.card.normalization.get("fold_starts"):
            if self.case_lexicon is None:
                raise CardError(f"{model}: its card folds sentence starts but names no lexicon")
            self._folder = StartFolder.from_lexicon(self.case_lexicon)
        config = kenlm.Config()
        config.load_method = getattr(kenlm.LoadMethod, load_method)
        self._model = kenlm.Model(str(model), config)
        self.order: int = self._model.order
        self._memo: dict[tuple[kenlm.State, str], tuple[float, kenlm.State]] = {}
        self._older: dict[tuple[kenlm.State, str], tuple[float, kenlm.State]] = {}
        # Written text -> its LM tokens: the search asks for the same forms again and again
        # (every hypothesis, every transcript), and tokenizing them was 5% of the formatter's time.
        self._pieces: dict[str, tuple[str, ...]] = {}

    @property
    def space(self) -> tuple[str, ...]:
        """The tokens between two whitespace-separated chunks: (SPACE,) or ()."""
        return (SPACE,) if self.tokenizer.space_token else ()

    def pieces(self, text: str) -> tuple[str, ...]:
        """The LM tokens of written TEXT (a segment or a mark), normalized and tokenized as for
        training (a title's period dropped: "Dr." is "Dr", a hyphen before a letter a space:
        "four-day" is "four day"); a code the model never saw
        ("BOEVZ2012") as its pieces (lm.tokens.code_parts)."""
        known = self._pieces.get(text)
        if known is None:
            if len(self._pieces) >= PIECES_LIMIT:
                self._pieces.clear()
            known = self._pieces[text] = self._tokenized(text)
        return known

    @property
    def folds_starts(self) -> bool:
        """Whether a sentence's first word reads otherwise than mid-sentence (start_pieces)."""
        return self._folder is not None

    def start_pieces(self, text: str) -> tuple[str, ...]:
        """The LM tokens of TEXT as a sentence's first form (lm.sentence_starts)."""
        pieces = self.pieces(text)
        return self._folder.first(pieces) if self._folder else pieces

    def line_pieces(self, text: str) -> tuple[str, ...]:
        """The LM tokens of a written line of sentences, each sentence's first folded."""
        pieces = self.pieces(text)
        return self._folder.tokens(pieces) if self._folder else pieces

    def _tokenized(self, text: str) -> tuple[str, ...]:
        tokens = tokenize(without_word_hyphens(without_title_periods(text)), self.tokenizer)
        out: list[str] = []
        for token in tokens:
            parts = None if self.is_known(token) else code_parts(token)
            out.extend(parts or (token,))
        return tuple(out)

    def start_state(self) -> kenlm.State:
        """The state after <s>."""
        state = kenlm.State()
        self._model.BeginSentenceWrite(state)
        return state

    def null_state(self) -> kenlm.State:
        """The state with no context: the middle of a stream whose beginning is not here."""
        state = kenlm.State()
        self._model.NullContextWrite(state)
        return state

    def score(self, state: kenlm.State, token: str) -> tuple[float, kenlm.State]:
        """ln P(TOKEN | STATE) and the state after it."""
        key = (state, token)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        result = self._older.get(key)
        if result is None:
            after = kenlm.State()
            result = (self._model.BaseScore(state, token, after) * LOG10_TO_LN, after)
        if len(self._memo) >= MEMO_LIMIT:
            self._older, self._memo = self._memo, {}
        self._memo[key] = result
        return result

    def end_score(self, state: kenlm.State) -> float:
        """ln P(</s> | STATE)."""
        return self.score(state, "</s>")[0]

    def is_known(self, token: str) -> bool:
        """Whether TOKEN is in the model's vocabulary (else KenLM scores it as <unk>)."""
        return token in self._model

    def tokens_logprob(self, tokens: Iterable[str], eos: bool = True) -> float:
        """ln P of a token sequence after <s> (and before </s> when EOS), by incremental scoring."""
        state = self.start_state()
        total = 0.0
        for token in tokens:
            logprob, state = self.score(state, token)
            total += logprob
        return total + (self.end_score(state) if eos else 0.0)

    def sentence_logprob(self, text: str, eos: bool = True) -> float:
        """ln P of written TEXT as one line (<s> ... </s>), tokenized as the model was trained."""
        return self.tokens_logprob(self.line_pieces(text), eos)

    def perplexity(self, lines: Iterable[str]) -> Perplexity:
        """Perplexity over written LINES (already normalized), each scored as one sentence."""
        logprob, tokens, words, oov = 0.0, 0, 0, 0
        for line in lines:
            pieces = self.line_pieces(line)
            logprob += self.tokens_logprob(pieces)
            tokens += len(pieces) + 1
            words += sum(p != SPACE for p in pieces) + 1
            oov += sum(not self.is_known(p) for p in pieces)
        if tokens == 0:
            raise ValueError("no lines to compute a perplexity on")
        return Perplexity(logprob, tokens, words, oov)
