"""A boundary model's embedding tables stored as int8, one float32 scale a row.

The tables are most of a model's bytes (a 64-d member: 5.1 MB of float16 embeddings against
1.3 MB of network), and the shipped models share a 40 MB budget. Each row is scaled by its
largest magnitude over 127 and rounded, so a row keeps its direction to about 0.4% of its
largest entry; run time multiplies the few rows a transcript reads by their scales
(lm.boundary), and the networks (in the .npz as float16 and in the .onnx) are untouched.
docs/BOUNDARY.md gives what this moved in the figures.

    python -m lm.embedding_int8 data/boundary/model.npz ...   # a float16 model rewritten in place

A rewritten model's .onnx must be exported again (python -m lm.boundary_onnx): the graph's
constants for rows that read only padding come from the padding's row, which rounding moves, and
lm.boundary_session refuses the old graph.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from pathlib import Path

import numpy as np

TABLES = ("embed", "grams")  # the embedding tables a model may hold
SUFFIX = "_scale"  # TABLE + SUFFIX: the table's scale per row


def quantized(arrays: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """ARRAYS with each float embedding table as int8 rows and their scales; the rest as given."""
    out = dict(arrays)
    for name in TABLES:
        table = arrays.get(name)
        if table is None or table.dtype.kind != "f":
            continue
        table = np.asarray(table, dtype=np.float32)
        scale = np.abs(table).max(axis=1) / 127.0
        scale[scale == 0] = 1.0  # an all-zero row stays zero
        out[name] = np.clip(np.rint(table / scale[:, None]), -127, 127).astype(np.int8)
        out[name + SUFFIX] = scale.astype(np.float32)
    return out


def rows(arrays: Mapping[str, np.ndarray], name: str, ids: np.ndarray) -> np.ndarray:
    """float32 rows IDS (any shape) of table NAME, as stored (float) or quantized (int8)."""
    values = arrays[name][ids].astype(np.float32)
    scale = arrays.get(name + SUFFIX)
    return values if scale is None else values * scale[ids][..., None]


def table(arrays: Mapping[str, np.ndarray], name: str) -> np.ndarray:
    """The whole float32 table NAME (a model started from another, lm.boundary_train --init)."""
    return rows(arrays, name, np.arange(arrays[name].shape[0]))


def rewrite(path: Path) -> tuple[int, int]:
    """The .npz at PATH with its tables quantized, written in place; its sizes before and after."""
    before = path.stat().st_size
    with np.load(path, allow_pickle=False) as data:
        arrays = quantized({k: data[k] for k in data.files})
    temporary = path.with_name(path.name + ".tmp.npz")
    np.savez_compressed(temporary, **arrays)
    temporary.replace(path)
    return before, path.stat().st_size


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m lm.embedding_int8", description=__doc__)
    parser.add_argument("models", nargs="+", type=Path, help="boundary model .npz files")
    args = parser.parse_args(argv)
    for path in args.models:
        try:
            before, after = rewrite(path)
        except (OSError, ValueError, KeyError) as exc:
            sys.exit(f"{path}: {exc}")
        print(f"{path}: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB (export its graph again)")


if __name__ == "__main__":
    main()
