"""Local self-attention, the tcnattn family's layers over its convolution stack (lm.boundary).

Each layer is a pre-norm transformer layer (attention, then a feed-forward of twice the width,
each added to its input) in which a word attends only to the WINDOW words each side of it. The
attention is "valid", as the stack's convolutions are: from L rows a layer gives the L - 2 WINDOW
rows in their middle, each of which has all its window to read. So a layer's output depends on
a bounded stretch of words, and a long turn can be read in blocks with the same scores as whole
(lm.boundary reads it so, in memory bounded by the block). A turn's keys stop at its ends: run
time reads its first and last words with the rows past them absent (a layer's queries may sit
anywhere among its keys: FIRST and COUNT), which costs a short transcript its words' rows, not
its words' and the padding's (lm.boundary.BoundaryModel._attention_plan); training masks the
rows of padding as keys (lm.boundary_train.local_attention), so that it reads what run time does.
Nearer words weigh more: each head takes its own share of the distance off the scores (a linear
bias, as ALiBi does), so the layer needs no position vectors.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

NORM_EPSILON = 1e-5  # torch's LayerNorm default, which training uses


def slopes(heads: int) -> np.ndarray:
    """Per head, the score taken off per word of distance: 1/2, 1/4, ... for four heads, so one
    head reads its nearest words and another the whole window."""
    return (2.0 ** -np.arange(1, heads + 1)).astype(np.float32)


def distance_bias(
    n: int, heads: int, window: int, first: int | None = None, keys: int | None = None
) -> np.ndarray:
    """(heads, n, KEYS) float32: what is added to query i's score of key j, query i being key
    row i + FIRST (by default WINDOW, of N + 2 WINDOW keys: every query has its whole window):
    minus the head's slope times the distance, or -1e9 outside the window."""
    first = window if first is None else first
    keys = n + 2 * window if keys is None else keys
    distance = np.abs(np.arange(n)[:, None] + first - np.arange(keys)[None, :])
    bias = -slopes(heads)[:, None, None] * distance[None].astype(np.float32)
    return np.where(distance[None] > window, np.float32(-1e9), bias).astype(np.float32)


def layer_norm(x: np.ndarray, gain: np.ndarray, bias: np.ndarray) -> np.ndarray:
    mean = x.mean(axis=1, keepdims=True)
    centred = x - mean
    variance = (centred * centred).mean(axis=1, keepdims=True)
    return centred / np.sqrt(variance + NORM_EPSILON) * gain + bias


def attend(
    x: np.ndarray,
    w: Mapping[str, np.ndarray],
    prefix: str,
    heads: int,
    window: int,
    first: int | None = None,
    count: int | None = None,
):
    """One layer on (L, width) float32 rows -> (COUNT, width): the rows FIRST .. FIRST + COUNT,
    each reading the rows of X in its window (by default the L - 2 WINDOW rows that have all of
    it, as training reads them; lm.boundary reads a turn's first and last rows with the rows
    past its ends absent). W holds the layer's arrays under PREFIX as lm.boundary_train exports
    them (weights (in, out))."""
    rows, width = x.shape
    first = window if first is None else first
    n, size = (rows - 2 * window if count is None else count), width // heads
    if n <= 0:
        return np.zeros((0, width), dtype=np.float32)
    h = layer_norm(x, w[f"{prefix}_norm1_g"], w[f"{prefix}_norm1_b"])
    qkv = h @ w[f"{prefix}_qkv_w"] + w[f"{prefix}_qkv_b"]
    q = qkv[first : first + n, :width].reshape(n, heads, size).transpose(1, 0, 2)
    k = qkv[:, width : 2 * width].reshape(rows, heads, size).transpose(1, 2, 0)
    v = qkv[:, 2 * width :].reshape(rows, heads, size).transpose(1, 0, 2)
    scores = q @ k / np.float32(size**0.5) + distance_bias(n, heads, window, first, rows)
    scores -= scores.max(axis=2, keepdims=True)
    np.exp(scores, out=scores)
    scores /= scores.sum(axis=2, keepdims=True)
    mixed = (scores @ v).transpose(1, 0, 2).reshape(n, width)
    y = x[first : first + n] + mixed @ w[f"{prefix}_proj_w"] + w[f"{prefix}_proj_b"]
    h = layer_norm(y, w[f"{prefix}_norm2_g"], w[f"{prefix}_norm2_b"])
    inner = np.maximum(h @ w[f"{prefix}_ff1_w"] + w[f"{prefix}_ff1_b"], 0.0)
    return (y + inner @ w[f"{prefix}_ff2_w"] + w[f"{prefix}_ff2_b"]).astype(np.float32)


__all__ = ["attend", "distance_bias", "layer_norm", "slopes"]
