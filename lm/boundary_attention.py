"""Local self-attention, the tcnattn family's layers over its convolution stack (lm.boundary).

Each layer is a pre-norm transformer layer (attention, then a feed-forward of twice the width,
each added to its input) in which a word attends only to the WINDOW words each side of it. The
attention is "valid", as the stack's convolutions are: from L rows a layer gives the L - 2 WINDOW
rows in their middle, each of which has all its window to read. So a layer's output depends on
a bounded stretch of words, a long turn can be read in blocks with the same scores as whole
(lm.boundary reads it so, in memory bounded by the block), and training on chunks sees exactly
what a transcript's run time does. Nearer words weigh more: each head takes its own share of the
distance off the scores (a linear bias, as ALiBi does), so the layer needs no position vectors.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

NORM_EPSILON = 1e-5  # torch's LayerNorm default, which training uses


def slopes(heads: int) -> np.ndarray:
    """Per head, the score taken off per word of distance: 1/2, 1/4, ... for four heads, so one
    head reads its nearest words and another the whole window."""
    return (2.0 ** -np.arange(1, heads + 1)).astype(np.float32)


def distance_bias(n: int, heads: int, window: int) -> np.ndarray:
    """(heads, n, n + 2 window) float32: what is added to query i's score of key j (query i is
    key row i + WINDOW): minus the head's slope times the distance, or -1e9 outside the window."""
    distance = np.abs(np.arange(n)[:, None] + window - np.arange(n + 2 * window)[None, :])
    bias = -slopes(heads)[:, None, None] * distance[None].astype(np.float32)
    return np.where(distance[None] > window, np.float32(-1e9), bias).astype(np.float32)


def layer_norm(x: np.ndarray, gain: np.ndarray, bias: np.ndarray) -> np.ndarray:
    mean = x.mean(axis=1, keepdims=True)
    centred = x - mean
    variance = (centred * centred).mean(axis=1, keepdims=True)
    return centred / np.sqrt(variance + NORM_EPSILON) * gain + bias


def attend(x: np.ndarray, w: Mapping[str, np.ndarray], prefix: str, heads: int, window: int):
    """One layer on (L, width) float32 rows -> (L - 2 WINDOW, width); W holds the layer's arrays
    under PREFIX as lm.boundary_train exports them (weights (in, out))."""
    rows, width = x.shape
    n, size = rows - 2 * window, width // heads
    if n <= 0:
        return np.zeros((0, width), dtype=np.float32)
    h = layer_norm(x, w[f"{prefix}_norm1_g"], w[f"{prefix}_norm1_b"])
    qkv = h @ w[f"{prefix}_qkv_w"] + w[f"{prefix}_qkv_b"]
    q = qkv[window : window + n, :width].reshape(n, heads, size).transpose(1, 0, 2)
    k = qkv[:, width : 2 * width].reshape(rows, heads, size).transpose(1, 2, 0)
    v = qkv[:, 2 * width :].reshape(rows, heads, size).transpose(1, 0, 2)
    scores = q @ k / np.float32(size**0.5) + distance_bias(n, heads, window)
    scores -= scores.max(axis=2, keepdims=True)
    np.exp(scores, out=scores)
    scores /= scores.sum(axis=2, keepdims=True)
    mixed = (scores @ v).transpose(1, 0, 2).reshape(n, width)
    y = x[window : window + n] + mixed @ w[f"{prefix}_proj_w"] + w[f"{prefix}_proj_b"]
    h = layer_norm(y, w[f"{prefix}_norm2_g"], w[f"{prefix}_norm2_b"])
    inner = np.maximum(h @ w[f"{prefix}_ff1_w"] + w[f"{prefix}_ff1_b"], 0.0)
    return (y + inner @ w[f"{prefix}_ff2_w"] + w[f"{prefix}_ff2_b"]).astype(np.float32)


__all__ = ["attend", "distance_bias", "layer_norm", "slopes"]
