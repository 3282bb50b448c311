"""Boundary and case model: from the words on both sides, log P(mark after each word) and
log P(case class of each word as written mid-sentence). numpy at run time, and onnxruntime for
the stack families' network where it was exported (lm.boundary_session).

Five families share one file format (data/boundary/*.npz, written by lm.boundary_train):
  linear  multinomial logistic regression: for each offset -5..+5 from word i a table of
          per-word weights (a gather per offset), plus a hashed bigram of the two words beside
          the slot; marks and cases have their own tables.
  conv    word embeddings, one convolution over the 11-word window (a matmul on the stacked
          embeddings), ReLU, and a linear head each for marks and cases.
  tcn     word embeddings, a stack of dilated convolutions over the whole transcript (residual
          from the second layer), ReLU each, and the same head; "context" is its receptive
          radius (the shipped model's kernels 5, 3, 3, 3, 3 at dilations 1, 2, 4, 8, 16 reach
          32 words each side).
  tcngru  the tcn stack, then a bidirectional GRU over its outputs (the whole turn each way),
          or several, each over the one below; the head reads the stack's output and every
          GRU's states.
  tcnattn the tcn stack, then layers of self-attention over its outputs, each word reading a
          window of words each side (lm.boundary_attention); the head reads the stack's output
          and the last layer's. Its reach is bounded, so a long turn is read in blocks.
Words become feature tokens with lm.boundary_text.feature_token, as in training.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lm import array_cache, boundary_session, embedding_int8
from lm.boundary_attention import attend
from lm.boundary_session import EMBEDDINGS
from lm.boundary_text import (
    CASES,
    MARKS,
    PAD,
    UNK,
    char_grams,
    feature_tokens,
    unknown_shape,
)
from lm.data_files import data_path

__all__ = ["CASES", "MARKS", "DEFAULT_BOUNDARY_MODEL", "BoundaryModel"]

DEFAULT_BOUNDARY_MODEL = data_path("boundary", "model.npz")
# the families read by a convolution stack (and exported by lm.boundary_onnx)
STACKS = ("tcn", "tcngru", "tcnattn")
HASH_MULT = 1_000_003  # bigram hash: (left * HASH_MULT + right) % buckets


def gru_names(depth: int) -> list[str]:
    """The array prefixes of a tcngru's DEPTH stacked GRUs: "gru" (the first, as models of one
    layer name it), then "gru2", "gru3" ..."""
    return ["gru"][:depth] + [f"gru{k}" for k in range(2, depth + 1)]


def word_id(ids: dict[str, int], token: str) -> int:
    """TOKEN's vocabulary id; an unknown one's unknown_id."""
    found = ids.get(token)
    return unknown_id(ids, token) if found is None else found


def unknown_id(ids: dict[str, int], token: str) -> int:
    """The id a TOKEN gets as an unknown word: its shape entry where the vocabulary has it
    (models before lm.boundary_text.UNKNOWN_SHAPES have none), else UNK."""
    return ids.get(unknown_shape(token) or "", UNK)


@functools.lru_cache(maxsize=4)
def _numbers(n: int) -> tuple[int, ...]:
    """0 .. N-1, the same int objects for every model whose vocabulary has N words."""
    return tuple(range(n))


def log_softmax(x: np.ndarray) -> np.ndarray:
    """Each row of X as natural-log probabilities (float32)."""
    x = x - x.max(axis=1, keepdims=True)
    return (x - np.log(np.exp(x).sum(axis=1, keepdims=True))).astype(np.float32)


class BoundaryModel:
    def __init__(
        self,
        arrays: dict[str, np.ndarray],
        session: boundary_session.Session | None = None,
        words: dict[str, str] | None = None,
    ) -> None:
        """The model of ARRAYS (a .npz's); SESSION, if given, runs its network (the stack
        families' export in onnxruntime, lm.boundary_session), and numpy reads only the
        embeddings. WORDS, if given, is a table of vocabulary words shared with other models
        (word -> the one string kept for it), which this model's words join."""
        self.family = str(arrays["family"])
        self.context = int(arrays["context"])  # words each side of word i
        vocab = str(arrays["vocab"]).split("\n")
        if words is not None:
            # An ensemble's members' vocabularies are mostly the same words (38,336 of the
            # 41,672 the four shipped ones hold): each word's string, and each id, is held once,
            # not once per member (about 10 MB; docs/results/memory_fifty_ninth.txt). A table of
            # their own, not sys.intern's: looking 160,000 words up in the interpreter's table,
            # by then grown with the case lexicon's, cost the cold start 50 ms; this, about 12.
            vocab = [words.setdefault(word, word) for word in vocab]
        self.ids = dict(zip(vocab, _numbers(len(vocab)), strict=True))
        self.session = session
        # Weights as float32, but the embedding tables as stored (int8 or float16): a transcript
        # reads a few of their rows, cast as it reads them, and memory is not spent on copies.
        # Where the session holds the network, numpy keeps no copy of its weights.
        self.w = {
            k: v if k in EMBEDDINGS else v.astype(np.float32)
            for k, v in arrays.items()
            if k in EMBEDDINGS or (v.dtype.kind == "f" and session is None)
        }
        self._offsets = np.arange(2 * self.context + 1)[:, None]
        # the tcn family's (kernel, dilation) per layer
        self.layers = [tuple(int(v) for v in row) for row in arrays.get("layers", ())]
        # the tcngru family's stacked GRUs, bottom first
        self.grus = [g for g in gru_names(8) if f"{g}_f_hh" in arrays]
        # the tcnattn family's attention layers, bottom first, and their heads and window
        self.attns = [f"attn{k}" for k in range(8) if f"attn{k}_qkv_b" in arrays]
        self.heads, self.window = (int(v) for v in arrays.get("attention", (0, 0)))
        # The stack's own receptive radius: the context less what the attention layers read
        # past it (all of the context for the other families).
        self.stack_radius = self.context - self.window * len(self.attns)
        # The last transcript's logits, one per thread: a formatter may serve several threads,
        # and one thread's transcript must not replace another's between its scoring and its
        # reading (a mean of two transcripts' rows).
        self._local = threading.local()
        # Slots per stack pass (memory: about 4 KB a slot). The attention's scores are a
        # block's rows by all its rows, per head, so their cost per word grows with the block:
        # 192 words a block ran a 640- or 1,500-word turn in 26-42 us a word, 512 in 63-66
        # (docs/results/bench_formatter_attention.txt); 96 to 256 ran alike, and a smaller
        # block reads its 96 words of context each side more often.
        self.block = 192 if self.attns else 2048

    @property
    def _cache(self) -> tuple[tuple[str, ...], np.ndarray] | None:
        return getattr(self._local, "cache", None)

    @_cache.setter
    def _cache(self, value: tuple[tuple[str, ...], np.ndarray] | None) -> None:
        self._local.cache = value

    @classmethod
    def load(
        cls, path: Path | None = None, onnx: bool = True, words: dict[str, str] | None = None
    ) -> BoundaryModel:
        """The model at PATH (the shipped default when None); with ONNX, its network run by
        onnxruntime where an exported MODEL.onnx lies beside it; WORDS as __init__ takes it."""
        path = Path(path or DEFAULT_BOUNDARY_MODEL)
        arrays = array_cache.load(path)
        if not (onnx and str(arrays["family"]) in STACKS):
            return cls(arrays, words=words)
        try:
            session = boundary_session.load(path, arrays)
        except boundary_session.StaleGraph:  # the cache's copy, if altered, is not the .npz
            arrays = array_cache.inflate(path)
            session = boundary_session.load(path, arrays)
        return cls(arrays, session, words)

    def _logits(self, words: Sequence[str]) -> np.ndarray:
        """(n, 8): mark logits then case logits; the last call's result is reused."""
        key = tuple(words)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        if self.family in STACKS:
            logits_together([self], key)  # the stack families' one forward pass
            return self._cache[1]
        out = self._window(self._ids(key), len(key))
        self._cache = (key, out)
        return out

    def _ids(self, words: Sequence[str]) -> np.ndarray:
        """The vocabulary ids of WORDS with the context's padding either side."""
        return self._token_ids(feature_tokens(words))

    def _token_ids(self, tokens: Sequence[str]) -> np.ndarray:
        """The vocabulary ids of feature TOKENS with the context's padding either side."""
        n, c = len(tokens), self.context
        ids = np.full(n + 2 * c, PAD, dtype=np.int64)
        ids[c : c + n] = [word_id(self.ids, t) for t in tokens]
        return ids

    def _window(self, ids: np.ndarray, n: int) -> np.ndarray:
        """The window families: each slot's 2c+1 words, padded IDS of N words -> (n, 8)."""
        w, c = self.w, self.context
        window = ids[self._offsets + np.arange(n)]  # (2c+1, n): word i-c .. i+c
        if self.family == "linear":
            out = w["table"][self._offsets, window].sum(axis=0) + w["bias"]
            buckets = w["bigram"].shape[0]
            pair = (window[c] * HASH_MULT + window[c + 1]) % buckets
            out[:, :4] += w["bigram"][pair]
            return out
        x = embedding_int8.rows(w, "embed", window.T).reshape(n, -1)  # (n, (2c+1) * dim)
        h = np.maximum(x @ w["w1"] + w["b1"], 0.0)
        return h @ w["w2"] + w["b2"]

    def _features(self, tokens: Sequence[str]) -> np.ndarray:
        """The stack families' convolution stack over feature TOKENS -> (n, hidden), in blocks
        of BLOCK slots, each read with its receptive radius either side (the same figures as one
        pass, in memory bounded by the block)."""
        x = self._embedded(tokens)
        parts = []
        for start, stop, lead, trail in self._blocks(len(tokens)):
            if not self.attns:
                parts.append(self._stack(x[start:stop], lead, trail))
                continue
            cut, layers, head = self._attention_plan(stop - start, lead, trail)
            rows = x[start + cut[0] : stop - cut[1]]
            stacked = self._stack(rows, lead - cut[0], trail - cut[1])
            y = stacked
            for prefix, (first, count) in zip(self.attns, layers, strict=True):
                y = attend(y, self.w, prefix, self.heads, self.window, first, count)
            parts.append(np.concatenate([stacked[head : head + y.shape[0]], y], axis=1))
        return np.concatenate(parts)

    def _attention_plan(self, rows: int, lead: int, trail: int):
        """What an attention model reads of a block of ROWS embedded rows, LEAD and TRAIL of
        them padding: (rows cut off the start and the end before the stack, each attention
        layer's (first, count) of its queries among its keys, the stack row of the block's
        first word).

        Keys past a turn's ends are absent, not padding read through the network: the stack
        reads only the padding its own radius needs, and each layer only the rows of words,
        as training reads them (it masks the rows of padding as keys: lm.boundary_train). A
        short transcript's cost is its words', not its words' and the attention's window of
        padding rows each side (docs/BOUNDARY.md, Keys past a turn's ends). A block inside a
        turn has no padding and reads all its rows."""
        w, radius = self.window, self.stack_radius
        # positions (embedded rows) of each level's first and past-last row: the stack's
        # from max(radius, lead), layer k's queries from max(radius + k w, lead)
        starts = [max(radius + k * w, lead) for k in range(len(self.attns) + 1)]
        stops = [rows - max(radius + k * w, trail) for k in range(len(self.attns) + 1)]
        layers = [(starts[k] - starts[k - 1], stops[k] - starts[k]) for k in range(1, len(starts))]
        cut = (max(lead - radius, 0), max(trail - radius, 0))
        return cut, layers, self.context - starts[0]

    def _blocks(self, n: int):
        """For N words padded with the context either side, each block of BLOCK words as the
        rows it reads, START to STOP, and how many of those are padding before (LEAD) and after
        (TRAIL) the words."""
        c = self.context
        for start in range(0, n, self.block):
            stop = min(start + self.block, n) + 2 * c
            yield start, stop, max(c - start, 0), max(stop - (c + n), 0)

    def _session_logits(self, x: np.ndarray) -> np.ndarray:
        """The session's logits of embedded rows X (n + 2 context, dim). An attention model's
        graph reads a block of words at a time, each with its context either side, as the
        numpy path does (the same scores: nothing reaches further than the context)."""
        if not self.attns:
            return self.session.logits(x)
        return np.concatenate(
            [
                self.session.logits(x[start:stop], lead, trail)
                for start, stop, lead, trail in self._blocks(x.shape[0] - 2 * self.context)
            ]
        )

    def _embedded(self, tokens: Sequence[str]) -> np.ndarray:
        """(n + 2 context, dim): each feature token's embedding, padding either side. A model
        trained with character n-grams (lm.boundary_train --grams) adds to an unknown word's
        entry the mean of its n-grams' vectors, as training did."""
        x = embedding_int8.rows(self.w, "embed", self._token_ids(tokens))
        grams = self.w.get("grams")
        if grams is not None:
            for i, token in enumerate(tokens):
                if token not in self.ids and (ids := char_grams(token, len(grams))):
                    x[self.context + i] += embedding_int8.rows(self.w, "grams", ids).mean(axis=0)
        return x

    def _head(self, parts: Sequence[np.ndarray]) -> np.ndarray:
        """The stack's features and each GRU's states -> (n, 8) logits."""
        return np.concatenate(parts, axis=1) @ self.w["w_out"] + self.w["b_out"]

    def gru_weights(self, name: str) -> dict[str, np.ndarray]:
        """GRU NAME's arrays without its prefix: f_ih, f_hh, f_bih, f_bhh, and b_ for backward."""
        prefix = name + "_"
        return {k.removeprefix(prefix): v for k, v in self.w.items() if k.startswith(prefix)}

    def _stack(self, x: np.ndarray, lead: int = 0, trail: int = 0) -> np.ndarray:
        """The stack: (n + 2 radius, dim) embeddings -> (n, hidden) features. Each valid
        convolution is one matmul on its taps side by side; layers after the first add their
        input's middle (a residual).

        LEAD and TRAIL rows at either end are padding. A row that reads only padding is the
        same in every transcript (_pad_rows), so each layer computes only the rows that reach
        a word: on a 45-word transcript a third of the stack's rows, the 32 words of padding
        each side being as many rows as the words."""
        w = self.w
        for i, (kernel, dilation) in enumerate(self.layers):
            span = (kernel - 1) * dilation
            length = x.shape[0] - span
            lead, trail = max(lead - span, 0), max(trail - span, 0)
            rows = length - lead - trail
            taps = np.concatenate(
                [x[lead + j * dilation : lead + j * dilation + rows] for j in range(kernel)],
                axis=1,
            )
            y = np.empty((length, w[f"conv{i}"].shape[1]), dtype=np.float32)
            inner = y[lead : length - trail]
            np.maximum(taps @ w[f"conv{i}"] + w[f"bias{i}"], 0.0, out=inner)
            if i:
                inner += x[span // 2 + lead : span // 2 + lead + rows]
            y[:lead] = y[length - trail :] = self._pad_rows[i]
            x = y
        return x

    @functools.cached_property
    def _pad_rows(self) -> list[np.ndarray]:
        """Per stack layer, its output where it reads only padding (see _stack)."""
        w, x, rows = self.w, embedding_int8.rows(self.w, "embed", np.array([PAD]))[0], []
        for i, (kernel, _dilation) in enumerate(self.layers):
            y = np.maximum(np.tile(x, kernel) @ w[f"conv{i}"] + w[f"bias{i}"], 0.0)
            x = y + x if i else y
            rows.append(x.astype(np.float32))
        return rows

    def marks(self, words: Sequence[str]) -> np.ndarray:
        """float32 (n, 4): natural-log P(MARKS[k] after word i)."""
        if not words:
            return np.zeros((0, len(MARKS)), dtype=np.float32)
        return log_softmax(self._logits(words)[:, :4])

    def cases(self, words: Sequence[str]) -> np.ndarray:
        """float32 (n, 4): natural-log P(CASES[k] for word i, written mid-sentence)."""
        if not words:
            return np.zeros((0, len(CASES)), dtype=np.float32)
        return log_softmax(self._logits(words)[:, 4:])


def gru_together(runs: Sequence[tuple[np.ndarray, dict[str, np.ndarray]]]) -> list[np.ndarray]:
    """Bidirectional GRUs of one size, each (input rows, gru_weights) -> its (n, 2 size) states,
    by torch's equations (gates r, z, n); every input has the same n rows.

    The input's share of every gate is one matmul per direction; then one step per word moves
    every GRU's two directions at once, as rows of one batched matmul (the backward ones over
    the reversed rows), in place. A step is a Python loop turn whose cost is its number of
    numpy calls, so a second GRU (an ensemble's member) costs its products, not a second loop.

    Each direction runs over the whole turn. Training read chunks with a warm-up of 32 words
    (lm.boundary_train --margin), but reading a long turn that way at run time lost (400-word
    TED units, standalone: period F1 .585 in chunks, .640 whole)."""
    n, size = runs[0][0].shape[0], runs[0][1]["f_hh"].shape[0]
    two, rows = 2 * size, 2 * len(runs)
    gates = np.empty((n, rows, 3 * size), dtype=np.float32)  # step t of each row
    hidden = np.empty((rows, size, 3 * size), dtype=np.float32)
    hidden_n = np.empty((rows, size), dtype=np.float32)
    for k, (x, w) in enumerate(runs):
        forward, backward = 2 * k, 2 * k + 1
        gates[:, forward] = x @ w["f_ih"] + w["f_bih"]
        gates[:, backward] = (x @ w["b_ih"] + w["b_bih"])[::-1]
        # The hidden bias of r and z adds as the input's does; only n's sits inside r * (...).
        gates[:, forward, :two] += w["f_bhh"][:two]
        gates[:, backward, :two] += w["b_bhh"][:two]
        hidden[forward], hidden[backward] = w["f_hh"], w["b_hh"]
        hidden_n[forward], hidden_n[backward] = w["f_bhh"][two:], w["b_bhh"][two:]
    states = np.zeros((n + 1, rows, size), dtype=np.float32)  # row 0: the zero start
    r_h = np.empty((rows, 1, 3 * size), dtype=np.float32)
    # exp overflows to inf where a gate is far shut, and 1 / (1 + inf) is the 0 it should be.
    with np.errstate(over="ignore"):
        for t in range(n):
            h, g = states[t], gates[t]
            np.matmul(h[:, None, :], hidden, out=r_h)
            rh = r_h[:, 0]
            rz = g[:, :two] + rh[:, :two]  # sigmoid, in place
            np.negative(rz, out=rz)
            np.exp(rz, out=rz)
            rz += 1.0
            np.reciprocal(rz, out=rz)
            new = rh[:, two:] + hidden_n
            new *= rz[:, :size]
            new += g[:, two:]
            np.tanh(new, out=new)
            out = states[t + 1]  # h' = new + z * (h - new)
            np.subtract(h, new, out=out)
            out *= rz[:, size:]
            out += new
    return [
        np.concatenate([states[1:, 2 * k], states[:0:-1, 2 * k + 1]], axis=1)
        for k in range(len(runs))
    ]


def logits_together(models: Sequence[BoundaryModel], words: Sequence[str]) -> None:
    """Each model's logits of WORDS into its cache (marks and cases read them). The stack
    families' forward pass: the convolution stack, then each tcngru's GRUs, stepped together
    level by level where they have one size (gru_together: an ensemble of two tcngru members
    runs one loop per word, not two), then the head."""
    key = tuple(words)
    if not key:
        return  # no slots: marks and cases give their empty arrays
    # Each model once: an ensemble may list one twice, to weight it twice.
    unique = {id(m): m for m in models}.values()
    todo = [m for m in unique if m._cache is None or m._cache[0] != key]
    tokens = feature_tokens(key) if any(m.family in STACKS for m in todo) else []
    for m in todo:
        if m.session is not None:  # the whole network in onnxruntime
            m._cache = (key, m._session_logits(m._embedded(tokens)))
    stacked = [m for m in todo if m.family in STACKS and m.session is None]
    parts = {id(m): [m._features(tokens)] for m in stacked}
    for level in range(max((len(m.grus) for m in stacked), default=0)):
        by_size: dict[int, list[BoundaryModel]] = {}
        for m in stacked:
            if len(m.grus) > level:
                by_size.setdefault(m.w[f"{m.grus[level]}_f_hh"].shape[0], []).append(m)
        for group in by_size.values():
            runs = [(parts[id(m)][-1], m.gru_weights(m.grus[level])) for m in group]
            for m, states in zip(group, gru_together(runs), strict=True):
                parts[id(m)].append(states)
    for m in stacked:
        m._cache = (key, m._head(parts[id(m)]))
    for m in todo:
        m._logits(key)  # the window families; the stack families read their cache
