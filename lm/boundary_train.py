"""Train the boundary and case model (lm.boundary) from ../shared/corpora. Needs the [train] extra.

    python -m lm.boundary_train train --family linear --out data/boundary/model.npz
    python -m lm.boundary_train train --family conv --corpora meetings,sgd_dialogue --out ...

Text: each corpus line goes through lm.boundary_text.slots (the run-time normalization); lines are
concatenated in file order into one stream per corpus, so a sentence end sees the next sentence's
words on its right, as in a transcript. A word's case is trained only where it is not the first word
of a sentence or line (the formatter capitalizes sentence starts itself). After a fifth of the lines
the stream is cut by padding, as at a transcript's edges (--sentence-breaks: also after a share of
the sentence ends inside a line). --max-words caps the words
read per corpus (the first ones in file order). Vocabulary: the --vocab most frequent feature tokens
seen at least twice. Training: Adam on cross-entropy of marks plus masked cross-entropy of cases,
random windows, --epochs passes; torch on the CPU. --grams N (tcn, tcngru): a word outside the
vocabulary is also read by its hashed character n-grams (N buckets; lm.boundary_text.char_grams),
and a --gram-drop share of the rarer known words' occurrences is read so too (Unknowns).
--vocatives S: after a share S of sentence ends a name addressed is added ("How are you, Paul?"),
and before S/2 of sentence starts ("Paul, can you"), from forms learned from the corpora
(lm.vocative_text). --questions S: a share S of the questions opened by an auxiliary and "you"
lose the auxiliary, as casual speech says them ("You coming tonight?"; lm.question_text).
"""

from __future__ import annotations

import argparse
import itertools
import json
import lzma
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

from lm import embedding_int8
from lm.boundary import HASH_MULT, PAD, STACKS, UNK, gru_names, unknown_id, word_id
from lm.boundary_text import (
    MAX_GRAMS,
    PAD_TOKEN,
    UNKNOWN_SHAPES,
    char_grams,
    feature_token,
    slots,
)
from lm.licences import licence_note, licence_of
from lm.question_text import DroppedAuxiliaries
from lm.spoken_numbers import TITLES, say
from lm.vocative_text import Vocatives, from_lines

CORPORA_DIR = Path(__file__).resolve().parent.parent.parent / "shared" / "corpora"
SPOKEN = ("ted_talks", "meetings", "sgd_dialogue")
IGNORE = -100  # a case label not trained on
# What the card says of the text the model saw (lm.boundary_text, lm.spoken_numbers).
NORMALIZATION = (
    "lm.boundary_text.slots (lm.normalize.normalize) and feature_token (digit runs -> 0); "
    "{share}% of numerals and titles (dr, mr, mrs, prof) said in words as recognizers give them "
    "(lm.spoken_numbers; digit strings digit by digit: a leading zero, five digits or more, phone "
    "numbers, and a quarter of other three- and four-digit runs that are no year)"
)
CHUNK = 96  # slots the tcn family predicts per training sequence


def read_stream(
    lines,
    max_words: int,
    context: int = 5,
    breaks: float = 0.2,
    seed: int = 0,
    spoken: float = 0.0,
    sentence_breaks: float = 0.0,
    vocatives: Vocatives | None = None,
    questions: DroppedAuxiliaries | None = None,
) -> tuple[list[str], list[int], list[int]]:
    """Words, marks and case labels (IGNORE at sentence and line starts) of LINES.

    After a BREAKS share of the lines (drawn with SEED) come CONTEXT padding words, as at the end
    and start of a transcript, so the model learns the edges of its input too; and after a
    SENTENCE_BREAKS share of the sentence ends inside a line, so that a corpus of long lines (TED's
    are paragraphs of 180 words) also shows the model transcripts of a few sentences, as a
    voicemail is. A SPOKEN share of the numerals is said in words (lm.spoken_numbers), as
    recognizers mostly give them. VOCATIVES, if given, adds names addressed at sentences' ends
    and starts (lm.vocative_text); QUESTIONS, if given, drops the auxiliary of some questions
    (lm.question_text), before the names are added so that such a question may get one too."""
    rng = np.random.default_rng(seed)
    words: list[str] = []
    marks: list[int] = []
    cases: list[int] = []

    def pad() -> None:
        words.extend([PAD_TOKEN] * context)
        marks.extend([IGNORE] * context)
        cases.extend([IGNORE] * context)

    for line in lines:
        parsed = slots(line)
        if parsed is None or not parsed[0]:
            continue
        w, m, c = parsed
        c = [IGNORE if j == 0 or m[j - 1] >= 2 else c[j] for j in range(len(c))]
        if questions is not None:
            w, m, c = questions.add(w, m, c, rng, IGNORE)
        if vocatives is not None:
            w, m, c = vocatives.add(w, m, c, rng, IGNORE)
        if spoken:
            w, m, c = _say_numerals(w, m, c, rng, spoken)
        cuts = (
            [j + 1 for j in range(len(w) - 1) if m[j] >= 2 and rng.random() < sentence_breaks]
            if sentence_breaks
            else []
        )
        for lo, hi in zip([0, *cuts], [*cuts, len(w)], strict=True):
            if lo:
                pad()
            words.extend(feature_token(x) for x in w[lo:hi])
            marks.extend(m[lo:hi])
            cases.extend(c[lo:hi])
        if rng.random() < breaks:
            pad()
        if len(words) >= max_words:
            break
    return words, marks, cases


BY_DIGIT = 0.25  # share of plain three- and four-digit numerals said digit by digit


def _say_numerals(words, marks, cases, rng, share: float):
    """WORDS with a SHARE of their numerals in spoken words, and of their titles ("dr" ->
    "doctor", its case label kept); a numeral's mark follows its last word, its case label (lower)
    each word, but a label masked on it stays on its first."""
    out_w: list[str] = []
    out_m: list[int] = []
    out_c: list[int] = []
    for word, mark, case in zip(words, marks, cases, strict=True):
        numeral = any(ch.isdigit() for ch in word)
        # Recognizers write 0 as "zero" or "oh" in a string of digits ("five five five oh one"),
        # and a speaker gives an extension or a room, and a fair share of other short runs, digit
        # by digit: a quarter of them here ("456" as "four five six").
        zero = "oh" if rng.random() < 0.5 else "zero"
        by_digit = rng.random() < BY_DIGIT
        said = say(word, zero, by_digit) if numeral and rng.random() < share else None
        if not said:
            title = word in TITLES and rng.random() < share
            out_w.append(TITLES[word] if title else word)
            out_m.append(mark)
            out_c.append(case)
            continue
        out_w += said
        out_m += [0] * (len(said) - 1) + [mark]
        out_c += [IGNORE if case == IGNORE else 0] + [0] * (len(said) - 1)
    return out_w, out_m, out_c


def corpus_caps(corpora: str, max_words: int) -> list[tuple[str, int]]:
    """'ted_talks,wikipedia:2000000' -> each corpus with its word cap (default MAX_WORDS)."""
    caps = []
    for entry in corpora.split(","):
        name, _, cap = entry.partition(":")
        caps.append((name, int(cap) if cap else max_words))
    return caps


def load_corpora(
    names,
    directory: Path,
    max_words: int,
    context: int,
    spoken: float = 0.0,
    seed: int = 0,
    sentence_breaks: float = 0.0,
    vocatives: float = 0.0,
    questions: float = 0.0,
):
    streams = []
    addressed = _vocatives(names, directory, vocatives) if vocatives else None
    unsaid = DroppedAuxiliaries(questions) if questions else None
    for name, cap in corpus_caps(",".join(names), max_words):
        path = directory / f"{name}.train.txt.xz"
        with lzma.open(path, "rt", encoding="utf-8") as lines:
            streams.append(
                read_stream(
                    lines,
                    cap,
                    context,
                    spoken=spoken,
                    seed=seed,
                    sentence_breaks=sentence_breaks,
                    vocatives=addressed,
                    questions=unsaid,
                )
            )
        print(f"{name}: {len(streams[-1][0]):,} words", flush=True)
    return streams


def build_vocab(streams, size: int) -> list[str]:
    counts = Counter(w for s in streams for w in s[0])
    common = [w for w, n in counts.most_common(size + 1) if n >= 2 and w != PAD_TOKEN][:size]
    return [PAD_TOKEN, "<unk>", *UNKNOWN_SHAPES] + common


def encode(streams, vocab: list[str], context: int, unknown=None):
    """One array each of ids, marks and cases; PAD runs between corpora.

    With UNKNOWN (an Unknowns, for --grams) a word outside the vocabulary is not its <unk> id
    but len(vocab) + its index in UNKNOWN.tokens, so the model can read its letters."""
    index = {w: i for i, w in enumerate(vocab)}
    ids, marks, cases = [], [], []
    for words, m, c in streams:
        ids += [PAD] * context
        ids += [unknown.id(w) if unknown else word_id(index, w) for w in words]
        marks += [IGNORE] * context + m
        cases += [IGNORE] * context + c
    ids += [PAD] * context
    marks += [IGNORE] * context
    cases += [IGNORE] * context
    return np.array(ids, np.int64), np.array(marks, np.int64), np.array(cases, np.int64)


class Unknowns:
    """The words a --grams model reads by their letters: those outside the vocabulary, and a
    DROP share of the occurrences of the rarer words in it (outside its KEEP most frequent),
    as if unknown, so that the n-grams learn from more words than the few truly unknown ones
    (at run time a word of the vocabulary is always read by its own entry)."""

    def __init__(self, vocab: list[str], buckets: int, drop: float, keep: int, seed: int):
        self.index = {w: i for i, w in enumerate(vocab)}
        self.size, self.buckets, self.drop, self.keep = len(vocab), buckets, drop, keep
        self.rng = np.random.default_rng(seed)
        self.tokens: dict[str, int] = {}

    def id(self, token: str) -> int:
        found = self.index.get(token)
        if token == PAD_TOKEN or (
            found is not None and (found < self.keep or self.rng.random() >= self.drop)
        ):
            return found
        return self.size + self.tokens.setdefault(token, len(self.tokens))

    def tables(self) -> tuple[np.ndarray, np.ndarray]:
        """Per unknown token, its entry (lm.boundary.unknown_id, as at run time) and its n-gram
        ids (0-padded to MAX_GRAMS). At least one row: the model gathers a row for every slot,
        unknown or not, before it masks the known ones."""
        rows = max(len(self.tokens), 1)
        entries = np.full(rows, UNK, np.int64)
        grams = np.zeros((rows, MAX_GRAMS), np.int64)
        for token, k in self.tokens.items():
            entries[k] = unknown_id(self.index, token)
            found = char_grams(token, self.buckets)
            grams[k, : len(found)] = found
        return entries, grams


def local_attention(width: int, heads: int, window: int):
    """A torch module: one pre-norm transformer layer over (b, L, WIDTH) -> (b, L - 2 WINDOW,
    WIDTH), each output row the input row WINDOW further on, attending to the WINDOW rows each
    side of it (lm.boundary_attention, whose numpy function it must match) that are words: rows
    of padding are no keys, as at run time, where a turn's keys stop at its ends
    (lm.boundary.BoundaryModel._attention_plan)."""
    import torch
    from torch import nn

    from lm.boundary_attention import distance_bias

    class LocalAttention(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.heads, self.window = heads, window
            self.norm1, self.norm2 = nn.LayerNorm(width), nn.LayerNorm(width)
            self.qkv = nn.Linear(width, 3 * width)
            self.proj = nn.Linear(width, width)
            self.ff1, self.ff2 = nn.Linear(width, 2 * width), nn.Linear(2 * width, width)

        def forward(self, x, words):  # WORDS (b, L) bool: the rows that are words, not padding
            b, rows, _ = x.shape
            n, w, size = rows - 2 * self.window, self.window, width // self.heads
            q, k, v = self.qkv(self.norm1(x)).split(width, dim=2)
            q = q[:, w : w + n].reshape(b, n, self.heads, size).transpose(1, 2)
            k = k.reshape(b, rows, self.heads, size).permute(0, 2, 3, 1)
            v = v.reshape(b, rows, self.heads, size).transpose(1, 2)
            bias = torch.from_numpy(distance_bias(n, self.heads, self.window))
            # -1e9, not -inf: a query among padding alone (its output is never scored) stays finite
            bias = bias + torch.where(words, 0.0, -1e9)[:, None, None, :]
            weights = torch.softmax(q @ k / size**0.5 + bias, dim=-1)
            y = x[:, w : w + n] + self.proj((weights @ v).transpose(1, 2).reshape(b, n, width))
            return y + self.ff2(torch.relu(self.ff1(self.norm2(y))))

        def export(self, prefix: str) -> dict[str, np.ndarray]:
            def t(linear) -> np.ndarray:  # (in, out), as the numpy path multiplies
                return linear.weight.detach().numpy().T.copy()

            arrays = {}
            for name in ("norm1", "norm2"):
                norm = getattr(self, name)
                arrays[f"{prefix}_{name}_g"] = norm.weight.detach().numpy()
                arrays[f"{prefix}_{name}_b"] = norm.bias.detach().numpy()
            for name in ("qkv", "proj", "ff1", "ff2"):
                linear = getattr(self, name)
                arrays[f"{prefix}_{name}_w"] = t(linear)
                arrays[f"{prefix}_{name}_b"] = linear.bias.detach().numpy()
            return arrays

        def start_from(self, arrays, prefix: str) -> None:
            """Take the weights export wrote under PREFIX."""

            def put(param, key: str, transpose: bool = False) -> None:
                value = arrays[f"{prefix}_{key}"]
                value = np.ascontiguousarray(value.T if transpose else value, dtype=np.float32)
                param.data.copy_(torch.from_numpy(value))

            for name in ("norm1", "norm2"):
                put(getattr(self, name).weight, f"{name}_g")
                put(getattr(self, name).bias, f"{name}_b")
            for name in ("qkv", "proj", "ff1", "ff2"):
                put(getattr(self, name).weight, f"{name}_w", transpose=True)
                put(getattr(self, name).bias, f"{name}_b")

    return LocalAttention()


def make_model(family: str, vocab_size: int, context: int, args):
    import torch
    from torch import nn

    width = 2 * context + 1

    class Linear(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.table = nn.Embedding(width * vocab_size, 8)
            self.bigram = nn.Embedding(args.buckets, 4)
            self.bias = nn.Parameter(torch.zeros(8))
            nn.init.zeros_(self.table.weight)
            nn.init.zeros_(self.bigram.weight)

        def forward(self, window):  # (b, width)
            offsets = torch.arange(width) * vocab_size
            out = self.table(window + offsets).sum(1) + self.bias
            pair = (window[:, context] * HASH_MULT + window[:, context + 1]) % args.buckets
            return torch.cat([out[:, :4] + self.bigram(pair), out[:, 4:]], 1)

        def export(self) -> dict[str, np.ndarray]:
            table = self.table.weight.detach().numpy().reshape(width, vocab_size, 8)
            return {
                "table": table,
                "bias": self.bias.detach().numpy(),
                "bigram": self.bigram.weight.detach().numpy(),
            }

    class Conv(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(vocab_size, args.dim)
            self.hidden = nn.Linear(width * args.dim, args.hidden)
            self.out = nn.Linear(args.hidden, 8)

        def forward(self, window):
            x = self.embed(window).reshape(window.shape[0], -1)
            return self.out(torch.relu(self.hidden(x)))

        def export(self) -> dict[str, np.ndarray]:
            return {
                "embed": self.embed.weight.detach().numpy(),
                "w1": self.hidden.weight.detach().numpy().T.copy(),
                "b1": self.hidden.bias.detach().numpy(),
                "w2": self.out.weight.detach().numpy().T.copy(),
                "b2": self.out.bias.detach().numpy(),
            }

    class Stack(nn.Module):
        """A dilated convolution stack over the whole sequence (family "tcn"): each layer sees
        KERNEL positions DILATION apart of the one below, so three or four layers reach eight
        to sixteen words each side for the cost of a few small matmuls per word, shared by
        every slot (the window families recompute each slot's window). Valid convolutions:
        the input carries the receptive radius on both sides; residual adds from layer 2."""

        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(vocab_size, args.dim)
            # --grams: an unknown word's entry plus the mean of its character n-grams'
            # vectors; zero at first, so a model trained on from one without starts as it.
            self.grams = nn.Embedding(args.grams, args.dim, padding_idx=0) if args.grams else None
            if self.grams is not None:
                nn.init.zeros_(self.grams.weight)
            convs, width = [], args.dim
            for kernel, dilation in layer_spec(args.tcn):
                convs.append(nn.Conv1d(width, args.hidden, kernel, dilation=dilation))
                width = args.hidden
            self.convs = nn.ModuleList(convs)
            # Family "tcngru": a bidirectional GRU over the stack's outputs carries what the
            # sentence has been since it began (and will be) past the stack's reach; the head
            # reads the stack's output and both GRU states side by side.
            # --gru-layers stacks more of them, each over the one below; the head reads them all.
            depth = args.gru_layers if args.family == "tcngru" else 0
            self.grus = nn.ModuleList(
                nn.GRU(
                    args.hidden if i == 0 else 2 * args.gru,
                    args.gru,
                    batch_first=True,
                    bidirectional=True,
                )
                for i in range(depth)
            )
            # Family "tcnattn": self-attention over the stack's outputs instead of a GRU, each
            # layer reading WINDOW words each side (lm.boundary_attention); the head reads the
            # stack's output and the last layer's, side by side.
            attending = args.attn_layers if args.family == "tcnattn" else 0
            self.attns = nn.ModuleList(
                local_attention(args.hidden, args.heads, args.window) for _ in range(attending)
            )
            # rows each side the attention layers use up
            self.trim = args.window * attending if attending else 0
            head = args.hidden * (2 if attending else 1) + 2 * args.gru * depth
            self.out = nn.Linear(head, 8)
            # --dropout: on the embeddings and on what the head reads, in training only (the
            # export is the network without it).
            self.drop = nn.Dropout(args.dropout) if args.dropout else nn.Identity()

        def unknown(self, entries, grams) -> None:
            """The tables of Unknowns.tables, which ids from vocab_size on index."""
            self.register_buffer("entries", torch.from_numpy(entries))
            self.register_buffer("gram_ids", torch.from_numpy(grams))
            counts = (grams > 0).sum(1).clip(min=1).astype(np.float32)
            self.register_buffer("gram_counts", torch.from_numpy(counts)[:, None])

        def embedded(self, chunk):
            if self.grams is None:
                return self.embed(chunk)
            unknown = chunk >= vocab_size
            k = (chunk - vocab_size).clamp(min=0)
            x = self.embed(torch.where(unknown, self.entries[k], chunk))
            k = k[unknown]
            extra = torch.zeros_like(x)
            extra[unknown] = self.grams(self.gram_ids[k]).sum(1) / self.gram_counts[k]
            return x + extra

        def forward(self, chunk):  # (b, length + 2 * radius) -> (b, length, 8)
            x = self.drop(self.embedded(chunk)).transpose(1, 2)
            for i, conv in enumerate(self.convs):
                y = torch.relu(conv(x))
                if i:
                    cut = (x.shape[2] - y.shape[2]) // 2
                    y = y + x[:, :, cut : cut + y.shape[2]]
                x = y
            x = x.transpose(1, 2)
            parts = [x]
            for gru in self.grus:
                parts.append(gru(parts[-1])[0])
            if self.attns:
                y = x
                radius = (chunk.shape[1] - x.shape[1]) // 2  # the stack's
                words = (chunk != PAD)[:, radius : chunk.shape[1] - radius]
                for layer in self.attns:
                    y = layer(y, words)
                    words = words[:, layer.window : words.shape[1] - layer.window]
                parts = [x[:, self.trim : x.shape[1] - self.trim], y]
            return self.out(self.drop(torch.cat(parts, 2)))

        def export(self) -> dict[str, np.ndarray]:
            arrays = {
                "embed": self.embed.weight.detach().numpy(),
                "w_out": self.out.weight.detach().numpy().T.copy(),
                "b_out": self.out.bias.detach().numpy(),
                "layers": np.array(layer_spec(args.tcn), dtype=np.int64),
            }
            if self.grams is not None:
                arrays["grams"] = self.grams.weight.detach().numpy()
            for i, conv in enumerate(self.convs):
                weight = conv.weight.detach()  # (out, in, kernel) -> (kernel * in, out)
                arrays[f"conv{i}"] = weight.permute(2, 1, 0).reshape(-1, weight.shape[0]).numpy()
                arrays[f"bias{i}"] = conv.bias.detach().numpy()
            for k, layer in enumerate(self.attns):
                arrays.update(layer.export(f"attn{k}"))
            if self.attns:
                arrays["attention"] = np.array([args.heads, args.window], dtype=np.int64)
            # torch's layout: gates r, z, n stacked; "_reverse" backward
            for layer, gru in zip(gru_names(len(self.grus)), self.grus, strict=True):
                for direction, suffix in (("f", ""), ("b", "_reverse")):
                    for name in ("weight_ih", "weight_hh"):
                        weight = getattr(gru, f"{name}_l0{suffix}").detach()
                        arrays[f"{layer}_{direction}_{name[-2:]}"] = weight.numpy().T.copy()
                    for name in ("bias_ih", "bias_hh"):
                        bias = getattr(gru, f"{name}_l0{suffix}").detach()
                        arrays[f"{layer}_{direction}_b{name[-2:]}"] = bias.numpy()
            return arrays

        def start_from(self, arrays) -> None:
            """Take the weights of an exported model of the same shape (export's inverse)."""
            import torch

            def put(param, value) -> None:
                param.data.copy_(torch.from_numpy(np.ascontiguousarray(value, dtype=np.float32)))

            put(self.embed.weight, embedding_int8.table(arrays, "embed"))
            if self.grams is not None and "grams" in arrays:
                put(self.grams.weight, embedding_int8.table(arrays, "grams"))
            # A model with fewer GRU layers starts the deeper one: the new layers' share of the
            # head is zero, so training begins from the old model's scores exactly.
            head = np.zeros(tuple(self.out.weight.shape[::-1]), dtype=np.float32)
            head[: arrays["w_out"].shape[0]] = arrays["w_out"]
            put(self.out.weight, head.T)
            put(self.out.bias, arrays["b_out"])
            for i, conv in enumerate(self.convs):
                out, width, kernel = conv.weight.shape
                put(conv.weight, arrays[f"conv{i}"].reshape(kernel, width, out).transpose(2, 1, 0))
                put(conv.bias, arrays[f"bias{i}"])
            for k, layer in enumerate(self.attns):
                layer.start_from(arrays, f"attn{k}")
            for layer, gru in zip(gru_names(len(self.grus)), self.grus, strict=True):
                if f"{layer}_f_hh" not in arrays:
                    break  # a layer the old model has not: it keeps its fresh weights
                for direction, suffix in (("f", ""), ("b", "_reverse")):
                    for name in ("weight_ih", "weight_hh"):
                        weight = arrays[f"{layer}_{direction}_{name[-2:]}"].T
                        put(getattr(gru, f"{name}_l0{suffix}"), weight)
                    for name in ("bias_ih", "bias_hh"):
                        bias = arrays[f"{layer}_{direction}_b{name[-2:]}"]
                        put(getattr(gru, f"{name}_l0{suffix}"), bias)

    return {"linear": Linear, "conv": Conv}.get(family, Stack)()


def start_embeddings(model, vocab: list[str], path: str) -> None:
    """Start MODEL's word embeddings from the vectors at PATH (lm.word_vectors) where it has
    one for a word of VOCAB; the other entries keep their random start."""
    import torch

    from lm.word_vectors import load

    vectors = load(path)
    weight = model.embed.weight
    found = [(i, vectors[w]) for i, w in enumerate(vocab) if w in vectors]
    if found and len(found[0][1]) != weight.shape[1]:
        raise SystemExit(f"--vectors {path}: {len(found[0][1])} dimensions, not {weight.shape[1]}")
    rows = torch.tensor([i for i, _ in found])
    with torch.no_grad():
        weight[rows] = torch.from_numpy(np.stack([v for _, v in found]))
    print(f"{len(found):,} of {len(vocab):,} embeddings from {path}", flush=True)


def layer_spec(spec: str) -> list[tuple[int, int]]:
    """'5:1,3:2,3:4' -> [(kernel, dilation), ...] of the tcn family's layers."""
    return [tuple(int(x) for x in layer.split(":")) for layer in spec.split(",")]


def receptive_radius(spec: str) -> int:
    """Words each side that a tcn output sees: half the span of its stacked kernels."""
    return sum((k - 1) * d for k, d in layer_spec(spec)) // 2


# Lines of each corpus the addressed forms are learned from (lm.vocative_text): e-mail's
# salutations and meetings' thanks are near their files' starts as much as anywhere.
VOCATIVE_LINES = 300_000


def _vocatives(names, directory: Path, share: float) -> Vocatives:
    """The forms addressed in the first VOCATIVE_LINES of each corpus of NAMES, added to a SHARE
    of sentence ends."""

    def lines():
        for name, _ in corpus_caps(",".join(names), 0):
            with lzma.open(directory / f"{name}.train.txt.xz", "rt", encoding="utf-8") as f:
                yield from itertools.islice(f, VOCATIVE_LINES)

    found = from_lines(lines(), share)
    print(f"{len(found.forms):,} addressed forms", flush=True)
    return found


def train(args) -> None:
    import torch

    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    started = time.time()
    names = args.corpora.split(",")
    # The tcn's context is its receptive radius: that many pads cut the stream at its breaks.
    stacks = args.family in STACKS
    context = receptive_radius(args.tcn) if stacks else args.context
    if args.family == "tcnattn":  # each attention layer reads WINDOW rows more each side
        context += args.window * args.attn_layers
    streams = load_corpora(
        names,
        Path(args.corpora_dir),
        args.max_words,
        context,
        args.spoken,
        args.seed,
        args.sentence_breaks,
        args.vocatives,
        args.questions,
    )
    # Read whole, so that --out may name the file it starts from.
    start = dict(np.load(args.init)) if args.init else None
    if start is not None and (not stacks or str(start["family"]) != args.family):
        raise SystemExit(f"--init {args.init}: a {start['family']} model, not {args.family}")
    # Training on from a model keeps its vocabulary, so that its embeddings keep their words.
    if start is not None:
        vocab = str(start["vocab"]).split("\n")
    else:
        vocab = build_vocab(streams, args.vocab)
    if args.grams and not stacks:
        raise SystemExit("--grams: only the tcn and tcngru families read n-grams")
    unknown = (
        Unknowns(vocab, args.grams, args.gram_drop, args.gram_keep, args.seed)
        if args.grams
        else None
    )
    ids, marks, cases = encode(streams, vocab, context, unknown)
    print(
        f"vocabulary {len(vocab):,}; {len(ids):,} slots; {time.time() - started:.0f}s", flush=True
    )
    model = make_model(args.family, len(vocab), context, args)
    if unknown is not None:
        model.unknown(*unknown.tables())
        print(f"{len(unknown.tokens):,} words read by their n-grams", flush=True)
    if start is not None:
        model.start_from(start)
    elif args.vectors:
        start_embeddings(model, vocab, args.vectors)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    ids_t, marks_t, cases_t = map(torch.from_numpy, (ids, marks, cases))
    # The GRU learns on the chunk's middle: its states there have run over MARGIN slots first.
    margin = args.margin if args.family == "tcngru" else 0
    # Attention reads its windows past a chunk's ends, so its chunks are longer: a smaller share
    # of the rows computed is that overhang.
    chunk = 2 * CHUNK if args.family == "tcnattn" else CHUNK
    if stacks:
        # Chunks of CHUNK slots, each read with its receptive radius of words on both sides.
        positions = np.arange(context + margin, len(ids) - context - margin - chunk, chunk)
        span = torch.arange(-context - margin, chunk + context + margin)
        targets = torch.arange(chunk)
        per_batch = max(1, args.batch // chunk)
    else:
        positions = np.flatnonzero(marks != IGNORE)
        span = torch.arange(-context, context + 1)
        targets = torch.arange(1)
        per_batch = args.batch
    rng = np.random.default_rng(args.seed)
    loss_fn = torch.nn.CrossEntropyLoss(ignore_index=IGNORE)
    steps = 0
    epochs_done = 0
    # --max-epochs stops at a share of the schedule, the same on any machine (--max-minutes does
    # not: a faster machine trains further in its minutes)
    stop_step = None
    for epoch in range(args.epochs):
        if args.decay:  # the learning rate falls linearly to a tenth of itself by the last epoch
            for group in optimizer.param_groups:
                group["lr"] = args.lr * (1 - 0.9 * epoch / max(1, args.epochs - 1))
        order = rng.permutation(positions)
        total = 0.0
        per_epoch = -(-len(order) // per_batch)
        if args.max_epochs and epoch + 1 >= args.max_epochs:  # the last epoch, whole or in part
            stop_step = round((args.max_epochs - epoch) * per_epoch)
        for start in range(0, len(order), per_batch):
            if stop_step is not None and steps >= stop_step:
                break
            at = torch.from_numpy(order[start : start + per_batch])
            logits = model(ids_t[at[:, None] + span])
            if margin:
                logits = logits[:, margin : margin + chunk]
            logits = logits.reshape(-1, 8)
            at = (at[:, None] + targets).reshape(-1)
            loss = loss_fn(logits[:, :4], marks_t[at])
            if args.case_weight:  # 0: the case outputs learn nothing, the marks have it all
                loss = loss + args.case_weight * loss_fn(logits[:, 4:], cases_t[at])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += float(loss.detach())
            steps += 1
            if args.max_minutes and time.time() - started > 60 * args.max_minutes:
                break
        print(
            f"epoch {epoch}: loss {total / max(1, steps):.4f} {time.time() - started:.0f}s",
            flush=True,
        )
        # a run cut short (--max-minutes) records the share of its last epoch it trained
        epochs_done = round(epoch + steps / per_epoch, 2)
        steps = 0
        if stop_step is not None or (
            args.max_minutes and time.time() - started > 60 * args.max_minutes
        ):
            break
    # The network in float16, the embedding tables in int8 (lm.embedding_int8: half the bytes)
    arrays = embedding_int8.quantized({k: v.astype(np.float16) for k, v in model.export().items()})
    # The licences of what the model learned from: its corpora and those its vectors came from.
    names = [n for n, _ in corpus_caps(args.corpora, 0)]
    if args.vectors:
        from lm.word_vectors import corpora_of

        names += [n for n in corpora_of(args.vectors) if n not in names]
    card = {
        "family": args.family,
        "corpora": {n: licence_of(n) for n in names},
        "licence_note": licence_note(names),
        "words_per_corpus": dict(corpus_caps(args.corpora, args.max_words)),
        "numerals_spoken": args.spoken,
        "vocatives": args.vocatives or None,
        "questions_unsaid_auxiliary": args.questions or None,
        "dim": args.dim,
        "hidden": args.hidden,
        "layers": args.tcn if stacks else None,
        "gru": args.gru if args.family == "tcngru" else None,
        "gru_layers": args.gru_layers if args.family == "tcngru" else None,
        "attention": (
            {
                "layers": args.attn_layers,
                "heads": args.heads,
                "window": args.window,
                "keys": "a turn's words only: rows of padding are masked as keys",
            }
            if args.family == "tcnattn"
            else None
        ),
        "dropout": args.dropout or None,
        "case_weight": args.case_weight if args.case_weight != 1.0 else None,
        "grams": (
            {"buckets": args.grams, "drop": args.gram_drop, "keep": args.gram_keep}
            if args.grams
            else None
        ),
        "words": int((marks != IGNORE).sum()),
        "vocabulary": len(vocab),
        "context": context,
        "epochs": epochs_done,
        "lr": args.lr,
        "decay": args.decay,
        "seed": args.seed,
        "init": args.init or None,
        "vectors": args.vectors or None,
        "seconds": round(time.time() - started),
        "recipe": "python -m lm.boundary_train " + " ".join(args.argv),
        "normalization": NORMALIZATION.format(share=round(100 * args.spoken)),
    }
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        out,
        family=np.array(args.family),
        context=np.array(context),
        vocab=np.array("\n".join(vocab)),
        **arrays,
    )
    out.with_suffix(".card.json").write_text(json.dumps(card, indent=2) + "\n")
    if args.family in STACKS:  # the network for onnxruntime, which lm.boundary runs where present
        from lm.boundary_onnx import export

        out.with_suffix(".onnx").write_bytes(export(out))
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB) in {time.time() - started:.0f}s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m lm.boundary_train")
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("train", help="train and write the .npz weights and a .card.json")
    t.add_argument("--family", choices=("linear", "conv", *STACKS), default="linear")
    t.add_argument("--corpora", default=",".join(SPOKEN))
    t.add_argument("--corpora-dir", default=str(CORPORA_DIR))
    t.add_argument(
        "--max-words", type=int, default=3_000_000, help="per corpus (or name:words in --corpora)"
    )
    t.add_argument("--spoken", type=float, default=0.0, help="share of numerals said in words")
    t.add_argument(
        "--sentence-breaks", type=float, default=0.0, help="share of sentence ends inside a line"
        " after which the stream is cut by padding, as between two short transcripts"
    )
    t.add_argument(
        "--vocatives", type=float, default=0.0, help="share of sentence ends after which a name"
        " addressed is added, set off by a comma, and half as many before sentences"
        " (lm.vocative_text)"
    )
    t.add_argument(
        "--questions", type=float, default=0.0, help="share of the questions opened by an"
        " auxiliary and 'you' that lose the auxiliary (lm.question_text)"
    )
    t.add_argument("--vocab", type=int, default=40_000)
    t.add_argument("--context", type=int, default=5)
    t.add_argument("--buckets", type=int, default=1 << 18)
    t.add_argument("--dim", type=int, default=48)
    t.add_argument("--hidden", type=int, default=192)
    t.add_argument("--tcn", default="5:1,3:2,3:4,3:8", help="tcn layers, kernel:dilation each")
    t.add_argument("--gru", type=int, default=128, help="tcngru: GRU units each direction")
    t.add_argument("--gru-layers", type=int, default=1, help="tcngru: GRUs stacked")
    t.add_argument("--attn-layers", type=int, default=2, help="tcnattn: attention layers")
    t.add_argument("--heads", type=int, default=4, help="tcnattn: attention heads")
    t.add_argument(
        "--window", type=int, default=32, help="tcnattn: words each side a layer attends to"
    )
    t.add_argument(
        "--margin", type=int, default=32, help="tcngru: slots the GRU reads each side of a chunk"
    )
    t.add_argument(
        "--grams", type=int, default=0, help="tcn/tcngru: buckets of hashed character n-grams"
        " that an unknown word is also read by (0: none)"
    )
    t.add_argument(
        "--gram-drop", type=float, default=0.0, help="--grams: share of the occurrences of the"
        " vocabulary's rarer words read as unknown in training"
    )
    t.add_argument(
        "--gram-keep", type=int, default=10_000, help="--grams: the vocabulary's most frequent"
        " entries never read as unknown"
    )
    t.add_argument(
        "--dropout", type=float, default=0.0, help="tcn/tcngru: dropout on the embeddings and"
        " the head's input, in training"
    )
    t.add_argument(
        "--case-weight", type=float, default=1.0, help="weight of the cases' loss beside the"
        " marks' (0: a model of marks alone, whose case outputs are untrained)"
    )
    t.add_argument("--epochs", type=int, default=2)
    t.add_argument("--batch", type=int, default=1024)
    t.add_argument("--lr", type=float, default=0.003)
    t.add_argument("--decay", action="store_true", help="learning rate down to 0.1x, linearly")
    t.add_argument("--threads", type=int, default=1)
    t.add_argument("--max-minutes", type=float, default=0.0, help="stop training after this")
    t.add_argument(
        "--max-epochs", type=float, default=0.0, help="stop after this many epochs (1.3: the"
        " second's first 30%%), the learning rate's schedule still set by --epochs"
    )
    t.add_argument(
        "--seed", type=int, default=0, help="initial weights, batch order, numerals said; another"
        " seed makes another member for an ensemble (lm.boundary_ensemble)"
    )
    t.add_argument(
        "--init", default="", help="tcn/tcngru: train on from this exported model (its shape and"
        " vocabulary), e.g. more epochs at a lower learning rate"
    )
    t.add_argument(
        "--vectors", default="", help="tcn/tcngru: start the word embeddings from these"
        " (python -m lm.word_vectors build)"
    )
    t.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    args.argv = list(sys.argv[1:] if argv is None else argv)
    train(args)


if __name__ == "__main__":
    main()
