"""Word vectors for the boundary model, counted from every word of the corpora.

A member of the boundary ensemble learns its word embeddings from the 15M words it trains on,
so a word it saw a few times has an embedding that says little. These vectors come from all of
the corpora (56M words) before any training, as pretrained embeddings did for Tilk and Alumae's
T-BRNN-pre: positive pointwise mutual information between a word and the tokens one and two
places to its left and right (marks included as tokens, so a word that ends sentences says so),
reduced by a truncated SVD. `lm.boundary_train --vectors` starts a member's embeddings from them.

    python -m lm.word_vectors build --out .cache/vectors/v64.npz    # the [train] extra (torch)
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path

import numpy as np

from lm.boundary_text import PAD_TOKEN
from lm.boundary_train import CORPORA_DIR, corpus_caps, load_corpora

MARK_TOKENS = ("<c>", "<p>", "<q>")  # comma, period, question: lm.boundary_text's marks 1-3
OFFSETS = (-2, -1, 1, 2)
CONTEXT_SMOOTHING = 0.75  # Levy et al. 2015: context counts to this power, against rare contexts


def token_stream(corpora: str, corpora_dir: Path, spoken: float, seed: int):
    """Feature tokens of the corpora with a mark token after each marked word, one list per
    corpus; numerals said in words as the members' training says them."""
    # One corpus at a time, so that only one corpus's words and marks are held beside the tokens.
    for entry in corpora.split(","):
        ((words, marks, _),) = load_corpora([entry], corpora_dir, 10**9, 2, spoken, seed)
        tokens: list[str] = []
        for word, mark in zip(words, marks, strict=True):
            tokens.append(word)
            if mark > 0:
                tokens.append(MARK_TOKENS[mark - 1])
        yield tokens


def ppmi_vectors(ids: np.ndarray, rows: int, columns: int, dim: int, seed: int) -> np.ndarray:
    """(rows, dim) vectors of the row tokens among IDS (ids under ROWS are rows; under COLUMNS
    contexts): PPMI of (token, context at each offset), then U * sqrt(S) of its truncated SVD."""
    import torch

    keys = []
    for k, offset in enumerate(OFFSETS):
        here = ids[max(0, -offset) : len(ids) - max(0, offset)]
        there = ids[max(0, offset) : len(ids) - max(0, -offset) or None]
        keep = (here < rows) & (there < columns)
        keys.append(here[keep] * (len(OFFSETS) * columns) + k * columns + there[keep])
    key, count = np.unique(np.concatenate(keys), return_counts=True)
    row, col = np.divmod(key, len(OFFSETS) * columns)
    count = count.astype(np.float64)
    row_sum = np.bincount(row, count, rows)
    col_sum = np.bincount(col, count, len(OFFSETS) * columns) ** CONTEXT_SMOOTHING
    pmi = np.log(count * col_sum.sum() / (row_sum[row] * col_sum[col]))
    positive = pmi > 0
    matrix = torch.sparse_coo_tensor(
        np.stack([row[positive], col[positive]]),
        pmi[positive].astype(np.float32),
        (rows, len(OFFSETS) * columns),
        check_invariants=True,
    ).coalesce()
    torch.manual_seed(seed)
    u, s, _ = torch.svd_lowrank(matrix, q=dim, niter=4)
    vectors = (u * s.sqrt()).numpy()
    # nn.Embedding starts at unit variance per dimension: so do these.
    return (vectors / vectors.std(0, keepdims=True)).astype(np.float32)


def build(args) -> None:
    started = time.time()
    streams = list(token_stream(args.corpora, Path(args.corpora_dir), args.spoken, args.seed))
    counts = Counter(t for s in streams for t in s)
    vocab = [t for t, n in counts.most_common(args.rows) if n >= 2 and t != PAD_TOKEN]
    index = {t: i for i, t in enumerate(vocab)}
    # Contexts are the most frequent COLUMNS tokens (the marks among them); <pad> breaks a stream
    # and is no one's neighbour.
    ids = np.array([index.get(t, len(vocab)) for s in streams for t in [*s, PAD_TOKEN]], np.int64)
    print(f"{len(ids):,} tokens, {len(vocab):,} rows; {time.time() - started:.0f}s", flush=True)
    vectors = ppmi_vectors(ids, len(vocab), min(args.columns, len(vocab)), args.dim, args.seed)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        out,
        vocab=np.array("\n".join(vocab)),
        vectors=vectors.astype(np.float16),
        corpora=np.array(args.corpora),  # a member started from these carries their licences
    )
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB) in {time.time() - started:.0f}s")


def corpora_of(path: str) -> list[str]:
    """The corpora (names) the vectors at PATH were counted on."""
    with np.load(path) as arrays:
        return [name for name, _ in corpus_caps(str(arrays["corpora"]), 0)]


def load(path: str) -> dict[str, np.ndarray]:
    """Token -> vector of a file `build` wrote."""
    with np.load(path) as arrays:
        vocab = str(arrays["vocab"]).split("\n")
        vectors = arrays["vectors"].astype(np.float32)
    return dict(zip(vocab, vectors, strict=True))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m lm.word_vectors")
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="count the corpora and write the vectors (.npz)")
    b.add_argument(
        "--corpora",
        default="ted_talks,meetings,sgd_dialogue,wikipedia,blogs,enron_email",
        help="names, each with an optional :words cap",
    )
    b.add_argument("--corpora-dir", default=str(CORPORA_DIR))
    b.add_argument("--spoken", type=float, default=0.8, help="share of numerals said in words")
    b.add_argument("--rows", type=int, default=100_000, help="tokens given a vector")
    b.add_argument("--columns", type=int, default=20_000, help="context tokens at each offset")
    b.add_argument("--dim", type=int, default=64)
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    build(args)


if __name__ == "__main__":
    main()
