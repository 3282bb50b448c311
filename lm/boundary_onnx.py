"""Export a stack-family boundary model's network to ONNX, beside its .npz. Needs the [train]
extra (the onnx package); lm.boundary_session runs the result with onnxruntime.

    python -m lm.boundary_onnx data/boundary/model.npz data/boundary/model_gru.npz ...
    python -m lm.boundary_onnx data/boundary/model.npz --int8 ../shared/corpora  # as shipped

The graph computes what lm.boundary's numpy path does, from the embeddings on:
  x (n + 2 context, dim)  ->  convolution stack  ->  each GRU, both directions  ->  head  ->  (n, 8)
(an attention model: the stack, then each attention layer, lm.boundary_attention)
with the same shortcut for padding: a stack row that reads only padding is the same in every
transcript, so each layer computes only the rows that reach a word and takes the others as
constants (BoundaryModel._pad_rows). An attention model's graph reads a long turn a block at a
time, so it is given how many of a block's rows are padding (inputs "lead" and "trail"), and
from those computes what BoundaryModel._attention_plan does: the padding its stack reads, and
which rows each attention layer reads (none past a turn's ends).
Weights are stored as the .npz stores them (float16) and
cast to float32 in the graph, a cast onnxruntime folds when the session starts.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

from lm.boundary import STACKS, BoundaryModel
from lm.boundary_attention import NORM_EPSILON, slopes
from lm.boundary_session import BLOCK_INPUTS, FINGERPRINT_KEY, fingerprint

OPSET = 17
END = np.iinfo(np.int64).max  # a Slice's end that runs to the last row


class Graph:
    """Nodes and initializers of one graph, with names made unique."""

    def __init__(self) -> None:
        from onnx import helper, numpy_helper

        self.helper, self.numpy_helper = helper, numpy_helper
        self.nodes: list = []
        self.initializers: list = []
        self._count = 0

    def name(self, stem: str) -> str:
        self._count += 1
        return f"{stem}_{self._count}"

    def const(self, value: np.ndarray, stem: str = "c") -> str:
        name = self.name(stem)
        self.initializers.append(self.numpy_helper.from_array(np.asarray(value), name))
        return name

    def weight(self, value: np.ndarray, stem: str) -> str:
        """VALUE stored in its own dtype, as float32 in the graph."""
        stored = self.const(value, stem)
        if value.dtype == np.float32:
            return stored
        return self.op("Cast", [stored], to=1)  # 1: FLOAT

    def scalar(self, value: int) -> str:
        """An int64 scalar constant."""
        return self.const(np.array(value, dtype=np.int64), "s")

    def ints(self, *values: int) -> str:
        return self.const(np.array(values, dtype=np.int64), "i")

    def op(self, kind: str, inputs: list[str], **attrs) -> str:
        out = self.name(kind.lower())
        self.nodes.append(self.helper.make_node(kind, inputs, [out], **attrs))
        return out

    def vector(self, scalar: str) -> str:
        """An int64 scalar in the graph as the 1-D tensor Slice takes."""
        return self.op("Unsqueeze", [scalar, self.ints(0)])

    def length(self, x: str, axis: int) -> str:
        """X's length along AXIS, an int64 scalar in the graph."""
        return self.op("Squeeze", [self.op("Shape", [x], start=axis, end=axis + 1), self.ints(0)])

    def span(self, x: str, start: str, stop: str, axis: int) -> str:
        """X from START to STOP (int64 scalars in the graph) along AXIS."""
        return self.op("Slice", [x, self.vector(start), self.vector(stop), self.ints(axis)])

    def rows(self, x: str, start: int, stop: int) -> str:
        """X[:, :, start:stop] of a (1, channels, rows) tensor; STOP <= 0 counts from the end."""
        return self.op("Slice", [x, self.ints(start), self.ints(stop or END), self.ints(2)])


def _torch_to_onnx_gates(w: np.ndarray) -> np.ndarray:
    """Gate blocks along the last axis: torch's (r, z, n) -> ONNX's (z, r, h)."""
    r, z, n = np.split(w, 3, axis=-1)
    return np.concatenate([z, r, n], axis=-1)


def _stack(g: Graph, model: BoundaryModel, arrays: dict[str, np.ndarray], x: str) -> str:
    """The convolution stack on (1, dim, n + 2 context) -> (1, hidden, n); an attention model's
    (1, hidden, n + 2 trim), with its padding rows as inputs (_stack_in_blocks)."""
    if model.attns:
        return _stack_in_blocks(g, model, arrays, x)
    lead = trail = model.context
    for i, (kernel, dilation) in enumerate(model.layers):
        span = (kernel - 1) * dilation
        lead, trail = max(lead - span, 0), max(trail - span, 0)
        # The rows that reach a word, with the span their convolution reads.
        y = _conv(g, arrays, i, kernel, dilation, g.rows(x, lead, -trail))
        pad = model._pad_rows[i].reshape(1, -1, 1)
        parts = [g.const(np.repeat(pad, lead, axis=2))] if lead else []
        parts.append(y)
        parts += [g.const(np.repeat(pad, trail, axis=2))] if trail else []
        x = g.op("Concat", parts, axis=2) if len(parts) > 1 else y
    return x


def _conv(g: Graph, arrays: dict[str, np.ndarray], i: int, kernel: int, dilation: int, x: str):
    """Layer I of the stack (ReLU, and from the second on the input's middle added) on X."""
    conv = arrays[f"conv{i}"]  # (kernel * channels in, out): the taps side by side
    kernels = conv.reshape(kernel, -1, conv.shape[1]).transpose(2, 1, 0)  # (out, in, kernel)
    y = g.op(
        "Conv",
        [
            x,
            g.weight(np.ascontiguousarray(kernels), f"conv{i}"),
            g.weight(arrays[f"bias{i}"], f"bias{i}"),
        ],
        kernel_shape=[kernel],
        dilations=[dilation],
    )
    y = g.op("Relu", [y])
    if i:  # the residual: the input's middle
        span = (kernel - 1) * dilation
        y = g.op("Add", [y, g.rows(x, span // 2, -(span - span // 2))])
    return y


def _stack_in_blocks(g: Graph, model: BoundaryModel, arrays: dict[str, np.ndarray], x: str):
    """The stack of a model read in blocks (the attention family): the rows of padding are
    not always the first and last CONTEXT, so the graph takes how many there are at the start
    and at the end (inputs "lead" and "trail", int64 scalars) and, layer by layer, computes
    the rows that reach a word and sets the others to their padding value, as _stack does with
    the counts it knows."""
    # The rows past the stack's radius beyond a turn's end are read by no one (the attention
    # layers' keys stop at the turn's ends: BoundaryModel._attention_plan).
    radius = g.scalar(model.stack_radius)
    zero = g.scalar(0)
    cut = [g.op("Max", [g.op("Sub", [k, radius]), zero]) for k in ("lead", "trail")]
    rows = g.length(x, 2)
    x = g.span(x, cut[0], g.op("Sub", [rows, cut[1]]), 2)
    lead, trail = (g.op("Sub", [k, c]) for k, c in zip(("lead", "trail"), cut, strict=True))
    for i, (kernel, dilation) in enumerate(model.layers):
        span = g.scalar((kernel - 1) * dilation)
        lead = g.op("Max", [g.op("Sub", [lead, span]), g.scalar(0)])
        trail = g.op("Max", [g.op("Sub", [trail, span]), g.scalar(0)])
        stop = g.op(
            "Sub", [g.op("Shape", [x], start=2, end=3), g.op("Unsqueeze", [trail, g.ints(0)])]
        )
        inner = g.op("Slice", [x, g.op("Unsqueeze", [lead, g.ints(0)]), stop, g.ints(2)])
        y = _conv(g, arrays, i, kernel, dilation, inner)
        pad = model._pad_rows[i]
        ends = [_repeated(g, pad, count) for count in (lead, trail)]
        x = g.op("Concat", [ends[0], y, ends[1]], axis=2)
    return x


def _repeated(g: Graph, row: np.ndarray, count: str) -> str:
    """(1, len(ROW), COUNT): ROW as COUNT columns (COUNT an int64 scalar in the graph)."""
    shape = g.op("Concat", [g.ints(1, len(row)), g.op("Unsqueeze", [count, g.ints(0)])], axis=0)
    return g.op("Expand", [g.const(row.reshape(1, -1, 1)), shape])


def _gru(g: Graph, arrays: dict[str, np.ndarray], name: str, x: str) -> str:
    """Bidirectional GRU NAME (torch's equations: linear_before_reset) on (n, in) -> (n, 2 size)."""
    w = {k.removeprefix(name + "_"): v for k, v in arrays.items() if k.startswith(name + "_")}
    size = w["f_hh"].shape[0]
    weights = np.stack([_torch_to_onnx_gates(w[d + "_ih"]).T for d in "fb"])
    recurrent = np.stack([_torch_to_onnx_gates(w[d + "_hh"]).T for d in "fb"])
    biases = np.stack(
        [
            np.concatenate(
                [_torch_to_onnx_gates(w[d + "_bih"]), _torch_to_onnx_gates(w[d + "_bhh"])]
            )
            for d in "fb"
        ]
    )
    steps = g.op("Unsqueeze", [x, g.ints(1)])  # (n, batch 1, in)
    y = g.op(
        "GRU",
        [
            steps,
            g.weight(np.ascontiguousarray(weights), name + "_W"),
            g.weight(np.ascontiguousarray(recurrent), name + "_R"),
            g.weight(biases, name + "_B"),
        ],
        direction="bidirectional",
        hidden_size=size,
        linear_before_reset=1,
    )
    return g.op("Reshape", [y, g.ints(0, -1)])  # (n, 2 directions, 1, size) -> (n, 2 size)


def _norm(g: Graph, arrays: dict[str, np.ndarray], name: str, x: str) -> str:
    return g.op(
        "LayerNormalization",
        [x, g.weight(arrays[name + "_g"], name + "_g"), g.weight(arrays[name + "_b"], name + "_b")],
        axis=-1,
        epsilon=NORM_EPSILON,
    )


def _linear(g: Graph, arrays: dict[str, np.ndarray], name: str, x: str) -> str:
    product = g.op("MatMul", [x, g.weight(arrays[name + "_w"], name + "_w")])
    return g.op("Add", [product, g.weight(arrays[name + "_b"], name + "_b")])


def _attention(
    g: Graph,
    model: BoundaryModel,
    arrays: dict[str, np.ndarray],
    prefix: str,
    x: str,
    first: str,
    count: str,
):
    """One attention layer (lm.boundary_attention.attend) on (L, width) -> (COUNT, width): the
    rows FIRST .. FIRST + COUNT (int64 scalars in the graph), each reading the rows of X in its
    window. The distance bias is made in the graph, so one graph reads any block."""
    heads, window = model.heads, model.window
    width = arrays[prefix + "_proj_w"].shape[0]
    size = width // heads
    qkv = _linear(g, arrays, prefix + "_qkv", _norm(g, arrays, prefix + "_norm1", x))
    stop = g.op("Add", [first, count])

    def split(k: int, perm: list[int], rows: tuple[str, str] | None = None) -> str:
        """Q, K or V (K: 0, 1, 2) of ROWS (all by default), by head, PERM'd."""
        block = g.op("Slice", [qkv, g.ints(k * width), g.ints((k + 1) * width), g.ints(1)])
        if rows:
            block = g.span(block, *rows, 0)
        return g.op("Transpose", [g.op("Reshape", [block, g.ints(0, heads, size)])], perm=perm)

    q = split(0, [1, 0, 2], (first, stop))  # (heads, count, size)
    k = split(1, [1, 2, 0])  # (heads, size, L)
    v = split(2, [1, 0, 2])  # (heads, L, size)
    # Query i is key row i + first; the bias, as distance_bias gives it, is -slope * distance
    # inside the window and -1e9 outside it.
    rows = g.length(x, 0)
    keys = g.op("Range", [g.scalar(0), rows, g.scalar(1)])
    queries = g.op("Range", [first, stop, g.scalar(1)])
    column, row = g.op("Unsqueeze", [queries, g.ints(1)]), g.op("Unsqueeze", [keys, g.ints(0)])
    distance = g.op("Abs", [g.op("Sub", [column, row])])  # (count, L)
    per_head = g.const(-slopes(heads).reshape(heads, 1, 1))
    bias = g.op(
        "Where",
        [
            g.op("Greater", [distance, g.scalar(window)]),
            g.const(np.array(-1e9, np.float32)),
            g.op("Mul", [per_head, g.op("Cast", [distance], to=1)]),
        ],
    )
    scores = g.op("Mul", [g.op("MatMul", [q, k]), g.const(np.array(size**-0.5, np.float32))])
    weights = g.op("Softmax", [g.op("Add", [scores, bias])], axis=-1)
    mixed = g.op("Transpose", [g.op("MatMul", [weights, v])], perm=[1, 0, 2])
    mixed = g.op("Reshape", [mixed, g.ints(0, width)])
    y = g.op("Add", [g.span(x, first, stop, 0), _linear(g, arrays, prefix + "_proj", mixed)])
    inner = _linear(g, arrays, prefix + "_ff1", _norm(g, arrays, prefix + "_norm2", y))
    return g.op("Add", [y, _linear(g, arrays, prefix + "_ff2", g.op("Relu", [inner]))])


def _attention_plan(g: Graph, model: BoundaryModel, rows: str):
    """BoundaryModel._attention_plan in the graph, from its inputs lead and trail and a block's
    ROWS: each layer's (first, count) and the stack row of the block's first word."""
    w, radius = model.window, model.stack_radius
    levels = range(len(model.attns) + 1)
    starts = [g.op("Max", [g.scalar(radius + k * w), "lead"]) for k in levels]
    stops = [g.op("Sub", [rows, g.op("Max", [g.scalar(radius + k * w), "trail"])]) for k in levels]
    layers = [
        (g.op("Sub", [starts[k], starts[k - 1]]), g.op("Sub", [stops[k], starts[k]]))
        for k in levels[1:]
    ]
    return layers, g.op("Sub", [g.scalar(model.context), starts[0]])


def export(path: Path) -> bytes:
    """The ONNX model of the stack-family model at PATH (.npz)."""
    import onnx
    from onnx import TensorProto, helper

    with np.load(path, allow_pickle=False) as data:
        arrays = {k: data[k] for k in data.files}
    model = BoundaryModel(arrays)
    if model.family not in STACKS:
        raise ValueError(f"{path}: a {model.family} model has no stack to export")
    g = Graph()
    columns = g.op("Unsqueeze", [g.op("Transpose", ["x"], perm=[1, 0]), g.ints(0)])
    features = g.op(
        "Transpose", [g.op("Squeeze", [_stack(g, model, arrays, columns), g.ints(0)])], perm=[1, 0]
    )
    parts = [features]
    for name in model.grus:
        parts.append(_gru(g, arrays, name, parts[-1]))
    if model.attns:  # the stack's rows of the block's words and the last layer's, side by side
        layers, word = _attention_plan(g, model, g.length("x", 0))
        y = features
        for prefix, (first, count) in zip(model.attns, layers, strict=True):
            y = _attention(g, model, arrays, prefix, y, first, count)
        parts = [g.span(features, word, g.op("Add", [word, layers[-1][1]]), 0), y]
    joined = g.op("Concat", parts, axis=1) if len(parts) > 1 else features
    head = g.op("MatMul", [joined, g.weight(arrays["w_out"], "w_out")])
    g.nodes.append(helper.make_node("Add", [head, g.weight(arrays["b_out"], "b_out")], ["logits"]))
    dim = arrays["embed"].shape[1]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["rows", dim])]
    if model.attns:  # the padding rows at the start and at the end of the block
        inputs += [helper.make_tensor_value_info(k, TensorProto.INT64, []) for k in BLOCK_INPUTS]
    graph = helper.make_graph(
        g.nodes,
        path.stem,
        inputs,
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["words", 8])],
        g.initializers,
    )
    onnx_model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
    onnx_model.ir_version = 8  # read by every onnxruntime since 1.10
    helper.set_model_props(onnx_model, {FINGERPRINT_KEY: fingerprint(arrays)})
    onnx.checker.check_model(onnx_model)
    return onnx_model.SerializeToString()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="+", type=Path, help="stack-family models (.npz)")
    parser.add_argument(
        "--int8",
        type=Path,
        metavar="CORPORA",
        help="convolutions and head in int8, calibrated on the training corpora in this folder"
        " (lm.graph_int8; the shipped graphs: ../shared/corpora)",
    )
    args = parser.parse_args(argv)
    for path in args.models:
        try:
            data = export(path)
            if args.int8:
                from lm.graph_int8 import quantized

                data = quantized(data, path, args.int8)
        except ImportError:
            sys.exit("lm.boundary_onnx needs the onnx package: pip install -e '.[train]'")
        except (OSError, ValueError, KeyError) as error:  # no such file, not a stack model
            sys.exit(f"lm.boundary_onnx: {path}: {error}")
        out = path.with_suffix(".onnx")
        out.write_bytes(data)
        print(f"{out}: {len(data):,} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
