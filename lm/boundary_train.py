"""Train the boundary and case model (lm.boundary) from ../shared/corpora. Needs the [train] extra.

    python -m lm.boundary_train train --family linear --out data/boundary/model.npz
    python -m lm.boundary_train train --family conv --corpora meetings,sgd_dialogue --out ...

Text: each corpus line goes through lm.boundary_text.slots (the run-time normalization); lines are
concatenated in file order into one stream per corpus, so a sentence end sees the next sentence's
words on its right, as in a transcript. A word's case is trained only where it is not the first word
of a sentence or line (the formatter capitalizes sentence starts itself). After a fifth of the lines
the stream is cut by padding, as at a transcript's edges. --max-words caps the words
read per corpus (the first ones in file order). Vocabulary: the --vocab most frequent feature tokens
seen at least twice. Training: Adam on cross-entropy of marks plus masked cross-entropy of cases,
random windows, --epochs passes; torch on the CPU.
"""

from __future__ import annotations

import argparse
import json
import lzma
import time
from collections import Counter
from pathlib import Path

import numpy as np

from lm.boundary import HASH_MULT, PAD, UNK
from lm.boundary_text import feature_token, slots
from lm.licences import licence_note, licence_of
from lm.spoken_numbers import TITLES, say

CORPORA_DIR = Path(__file__).resolve().parent.parent.parent / "shared" / "corpora"
SPOKEN = ("ted_talks", "meetings", "sgd_dialogue")
IGNORE = -100  # a case label not trained on


def read_stream(
    lines,
    max_words: int,
    context: int = 5,
    breaks: float = 0.2,
    seed: int = 0,
    spoken: float = 0.0,
) -> tuple[list[str], list[int], list[int]]:
    """Words, marks and case labels (IGNORE at sentence and line starts) of LINES.

    After a BREAKS share of the lines (drawn with SEED) come CONTEXT padding words, as at the end
    and start of a transcript, so the model learns the edges of its input too. A SPOKEN share of
    the numerals is said in words (lm.spoken_numbers), as recognizers mostly give them."""
    rng = np.random.default_rng(seed)
    words: list[str] = []
    marks: list[int] = []
    cases: list[int] = []
    for line in lines:
        parsed = slots(line)
        if parsed is None or not parsed[0]:
            continue
        w, m, c = parsed
        c = [IGNORE if j == 0 or m[j - 1] >= 2 else c[j] for j in range(len(c))]
        if spoken:
            w, m, c = _say_numerals(w, m, c, rng, spoken)
        words += [feature_token(x) for x in w]
        marks += m
        cases += c
        if rng.random() < breaks:
            words += ["<pad>"] * context
            marks += [IGNORE] * context
            cases += [IGNORE] * context
        if len(words) >= max_words:
            break
    return words, marks, cases


def _say_numerals(words, marks, cases, rng, share: float):
    """WORDS with a SHARE of their numerals in spoken words, and of their titles ("dr" ->
    "doctor", its case label kept); a numeral's mark follows its last word, its case label (lower)
    each word, but a label masked on it stays on its first."""
    out_w: list[str] = []
    out_m: list[int] = []
    out_c: list[int] = []
    for word, mark, case in zip(words, marks, cases, strict=True):
        numeral = any(ch.isdigit() for ch in word)
        said = say(word) if numeral and rng.random() < share else None
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


def load_corpora(names, directory: Path, max_words: int, context: int, spoken: float = 0.0):
    streams = []
    for name, cap in corpus_caps(",".join(names), max_words):
        path = directory / f"{name}.train.txt.xz"
        with lzma.open(path, "rt", encoding="utf-8") as lines:
            streams.append(read_stream(lines, cap, context, spoken=spoken))
        print(f"{name}: {len(streams[-1][0]):,} words", flush=True)
    return streams


def build_vocab(streams, size: int) -> list[str]:
    counts = Counter(w for s in streams for w in s[0])
    common = [w for w, n in counts.most_common(size + 1) if n >= 2 and w != "<pad>"][:size]
    return ["<pad>", "<unk>"] + common


def encode(streams, vocab: list[str], context: int):
    """One array each of ids, marks and cases; PAD runs between corpora."""
    index = {w: i for i, w in enumerate(vocab)}
    ids, marks, cases = [], [], []
    for words, m, c in streams:
        ids += [PAD] * context + [index.get(w, UNK) for w in words]
        marks += [IGNORE] * context + m
        cases += [IGNORE] * context + c
    ids += [PAD] * context
    marks += [IGNORE] * context
    cases += [IGNORE] * context
    return np.array(ids, np.int64), np.array(marks, np.int64), np.array(cases, np.int64)


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

    return Linear() if family == "linear" else Conv()


def train(args) -> None:
    import torch

    torch.manual_seed(0)
    torch.set_num_threads(args.threads)
    started = time.time()
    names = args.corpora.split(",")
    streams = load_corpora(
        names, Path(args.corpora_dir), args.max_words, args.context, args.spoken
    )
    vocab = build_vocab(streams, args.vocab)
    context = args.context
    ids, marks, cases = encode(streams, vocab, context)
    print(
        f"vocabulary {len(vocab):,}; {len(ids):,} slots; {time.time() - started:.0f}s", flush=True
    )
    model = make_model(args.family, len(vocab), context, args)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    positions = np.flatnonzero(marks != IGNORE)
    ids_t, marks_t, cases_t = map(torch.from_numpy, (ids, marks, cases))
    span = torch.arange(-context, context + 1)
    rng = np.random.default_rng(0)
    loss_fn = torch.nn.CrossEntropyLoss(ignore_index=IGNORE)
    steps = 0
    epochs_done = 0
    for epoch in range(args.epochs):
        order = rng.permutation(positions)
        total = 0.0
        for start in range(0, len(order), args.batch):
            at = torch.from_numpy(order[start : start + args.batch])
            window = ids_t[at[:, None] + span]
            logits = model(window)
            loss = loss_fn(logits[:, :4], marks_t[at]) + loss_fn(logits[:, 4:], cases_t[at])
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
        steps = 0
        epochs_done = epoch + 1
        if args.max_minutes and time.time() - started > 60 * args.max_minutes:
            break
    arrays = {k: v.astype(np.float16) for k, v in model.export().items()}
    card = {
        "family": args.family,
        "corpora": {n: licence_of(n) for n, _ in corpus_caps(args.corpora, 0)},
        "licence_note": licence_note(n for n, _ in corpus_caps(args.corpora, 0)),
        "words_per_corpus": dict(corpus_caps(args.corpora, args.max_words)),
        "numerals_spoken": args.spoken,
        "dim": args.dim,
        "hidden": args.hidden,
        "words": int((marks != IGNORE).sum()),
        "vocabulary": len(vocab),
        "context": context,
        "epochs": epochs_done,
        "seconds": round(time.time() - started),
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
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB) in {time.time() - started:.0f}s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m lm.boundary_train")
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("train", help="train and write the .npz weights and a .card.json")
    t.add_argument("--family", choices=("linear", "conv"), default="linear")
    t.add_argument("--corpora", default=",".join(SPOKEN))
    t.add_argument("--corpora-dir", default=str(CORPORA_DIR))
    t.add_argument(
        "--max-words", type=int, default=3_000_000, help="per corpus (or name:words in --corpora)"
    )
    t.add_argument("--spoken", type=float, default=0.0, help="share of numerals said in words")
    t.add_argument("--vocab", type=int, default=40_000)
    t.add_argument("--context", type=int, default=5)
    t.add_argument("--buckets", type=int, default=1 << 18)
    t.add_argument("--dim", type=int, default=48)
    t.add_argument("--hidden", type=int, default=192)
    t.add_argument("--epochs", type=int, default=2)
    t.add_argument("--batch", type=int, default=1024)
    t.add_argument("--lr", type=float, default=0.003)
    t.add_argument("--threads", type=int, default=1)
    t.add_argument("--max-minutes", type=float, default=0.0, help="stop training after this")
    t.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    train(args)


if __name__ == "__main__":
    main()
