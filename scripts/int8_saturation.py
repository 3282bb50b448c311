"""How often an int8 graph's products would saturate on x86 without VNNI:
`python scripts/int8_saturation.py data/boundary/model_gru.npz [...] [--transcripts 40]`.

onnxruntime's uint8 x int8 kernels on AVX2 (and AVX-512 before VNNI) sum two neighbouring
products in int16 (VPMADDUBSW) before int32; a pair past 32,767 saturates there, and not on a
machine with VNNI, so the same transcript could be scored differently by machine. For each int8
Conv, Gemm and MatMul of MODEL.onnx this reads its uint8 input on bench_formatter's transcripts
(the graph run unoptimized, its quantized tensors made outputs) and counts the pairs along the
inner axis whose sum leaves int16. With 7-bit weights (lm.graph_int8) none can.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
from bench_formatter import transcripts


def int8_products(graph) -> list[tuple[object, str, np.ndarray]]:
    """(node, its uint8 input's name, its int8 weights) for each product of GRAPH in int8."""
    from onnx import numpy_helper

    made_by = {out: node for node in graph.node for out in node.output}
    weights = {t.name: numpy_helper.to_array(t) for t in graph.initializer}
    found = []
    for node in graph.node:
        if node.op_type not in ("Conv", "Gemm", "MatMul"):
            continue
        x, w = (made_by.get(name) for name in node.input[:2])
        if not x or not w or x.op_type != w.op_type or x.op_type != "DequantizeLinear":
            continue
        table = weights.get(w.input[0])
        if table is not None and table.dtype == np.int8:
            found.append((node, x.input[0], table))
    return found


def rows(node, x: np.ndarray, w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The product as (weights O x K, inputs K x N), K the inner axis the kernel pairs along."""
    x, w = x.astype(np.int32), w.astype(np.int32)
    if node.op_type == "Conv":  # x (1, C, T), w (O, C, width): im2col rows channel by channel
        out, channels, width = w.shape
        steps = x.shape[-1] - width + 1
        cols = np.stack([x[0, :, j : j + steps] for j in range(width)], axis=1)
        return w.reshape(out, channels * width), cols.reshape(channels * width, steps)
    inputs = x.reshape(-1, x.shape[-1]).T  # (K, N)
    stored_by_output = any(a.name == "transB" and a.i for a in node.attribute)  # Gemm's (O, K)
    return (w if stored_by_output else w.T), inputs


def saturated(weights: np.ndarray, inputs: np.ndarray, columns: int = 64) -> tuple[int, int]:
    """Pairs of WEIGHTS x INPUTS (at most COLUMNS of the inputs) past int16, and pairs counted."""
    inputs = inputs[:, :: max(1, inputs.shape[1] // columns)]
    even = inputs.shape[0] - inputs.shape[0] % 2
    pairs = (
        weights[:, 0:even:2, None] * inputs[None, 0:even:2]
        + weights[:, 1:even:2, None] * inputs[None, 1:even:2]
    )
    return int((np.abs(pairs) > 32767).sum()), pairs.size


def count(npz: Path, texts: list[list[str]]) -> list[tuple[str, tuple[int, ...], int, int]]:
    import onnx
    import onnxruntime

    from lm.boundary import BoundaryModel

    model = onnx.load(str(npz.with_suffix(".onnx")))
    products = int8_products(model.graph)
    for _, name, _ in products:
        model.graph.output.append(
            onnx.helper.make_tensor_value_info(name, onnx.TensorProto.UINT8, None)
        )
    options = onnxruntime.SessionOptions()
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = onnxruntime.InferenceSession(
        model.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )
    boundary = BoundaryModel.load(npz)
    graph, fed = boundary.session._session, {}
    run = graph.run

    def keep(names, feed, *options):  # the feed the model gives its graph
        fed.update(feed)
        return run(names, feed, *options)

    graph.run = keep
    totals = [[0, 0] for _ in products]
    for words in texts:
        boundary.marks(words)
        outs = session.run([name for _, name, _ in products], fed)
        for total, (node, _, w), x in zip(totals, products, outs, strict=True):
            got = saturated(*rows(node, x, w))
            total[0] += got[0]
            total[1] += got[1]
    return [(n.op_type, w.shape, *t) for (n, _, w), t in zip(products, totals, strict=True)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="+", type=Path)
    parser.add_argument("--transcripts", type=int, default=40)
    args = parser.parse_args()
    texts = transcripts(args.transcripts, 20, 60)
    for npz in args.models:
        for op, shape, bad, total in count(npz, texts):
            share = f"{bad:,} of {total:,} pairs past int16 ({bad / total:.1e})"
            print(f"{npz}\t{op} {shape}\t{share}")


if __name__ == "__main__":
    main()
