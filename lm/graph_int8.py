"""A boundary model's exported network with its convolutions and head in int8 (static QDQ).

The members' networks are the formatter's largest share of time (four members in float: 4.6 ms
of a 45-word transcript's 13), and their convolution stacks already ran near one core's float32
peak. onnxruntime runs a convolution whose weights are int8 per output channel and whose input
is uint8 at a fixed scale in its int8 kernels: the tcn's network 0.70 -> 0.22 ms a transcript, a
tcngru's 1.1 -> 0.6 ms (the GRUs stay float). The input scales are calibrated here on text no
evaluation reads: 45-word pieces of the training corpora as the members read them
(lm.boundary_train.load_corpora, 80% of numerals said in words), each activation's range its
99.999th percentile. docs/BOUNDARY.md gives the
figures; the numpy path (no onnxruntime) still runs the float weights. In an attention model
the products with weights are int8 too; its scores and their mix of values (two activations)
stay float.

    python -m lm.boundary_onnx data/boundary/model.npz --int8 ../shared/corpora

Needs the [train] extra (onnx; onnxruntime's quantization tools).
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from lm.boundary import BoundaryModel
from lm.boundary_session import BLOCK_INPUTS, FINGERPRINT_KEY, INT8_KEY
from lm.boundary_text import PAD_TOKEN

# The onnxruntime that calibrated a graph: another version's calibrator may place the ranges a
# little differently, so the graph's scores are made again exactly only with this one.
ORT_KEY = "fmt_transcript.onnxruntime"

# The six corpora the members train on: of each one's first WORDS words, a piece of PIECE words
# (a voicemail's length) every STRIDE (43 or 44 a corpus, 263 in all).
CORPORA = ("ted_talks", "sgd_dialogue", "wikipedia", "meetings", "blogs", "enron_email")
WORDS, PIECE, STRIDE = 20000, 45, 450


def trained_on(npz: Path) -> tuple[str, ...]:
    """Those of CORPORA the model at NPZ was trained on, by its card (model.npz ->
    model.card.json; all of them without one): a model of the permissive corpora is calibrated
    on its own text only, so its graph owes nothing to the non-commercial corpora."""
    card = npz.with_suffix(".card.json")
    if not card.exists():
        return CORPORA
    names = json.loads(card.read_text()).get("words_per_corpus", {})
    return tuple(c for c in CORPORA if c in names) or CORPORA


def pieces(corpora: Path, names: tuple[str, ...] = CORPORA) -> list[list[str]]:
    """The calibration text: pieces of PIECE feature tokens from each of NAMES in the folder
    CORPORA, read as the members' training reads them."""
    from lm.boundary_train import load_corpora

    out = []
    for words, _, _ in load_corpora(names, corpora, WORDS, context=5, spoken=0.8):
        words = [w for w in words if w != PAD_TOKEN]  # read_stream's padding between lines
        out += [words[i : i + PIECE] for i in range(0, len(words) - PIECE, STRIDE)]
    return out


def quantized(graph: bytes, npz: Path, corpora: Path) -> bytes:
    """GRAPH (the float export of the model at NPZ) with its Conv and MatMul nodes in int8,
    calibrated on CORPORA; the fingerprint of the weights it came from kept."""
    import onnx
    import onnxruntime
    from onnxruntime.quantization import (
        CalibrationDataReader,
        CalibrationMethod,
        QuantFormat,
        QuantType,
        quantize_static,
    )
    from onnxruntime.quantization.shape_inference import quant_pre_process

    model = BoundaryModel.load(npz, onnx=False)  # embeds the calibration text; float weights
    names = trained_on(npz)
    feeds = [{"x": model._embedded(tokens)} for tokens in pieces(corpora, names)]
    excluded: list[str] = []
    if model.attns:  # a graph read in blocks: each piece is one block, padded both sides
        for feed in feeds:
            feed.update(zip(BLOCK_INPUTS, (np.array(model.context),) * 2, strict=True))
        graph, excluded = _named(graph)

    class Reader(CalibrationDataReader):
        def __init__(self) -> None:
            self._feeds: Iterator[dict[str, np.ndarray]] = iter(feeds)

        def get_next(self) -> dict[str, np.ndarray] | None:
            return next(self._feeds, None)

    with tempfile.TemporaryDirectory() as folder:
        source, prepared, out = (Path(folder) / n for n in ("f.onnx", "p.onnx", "q.onnx"))
        source.write_bytes(graph)
        quant_pre_process(str(source), str(prepared), skip_symbolic_shape=True)
        with contextlib.redirect_stdout(io.StringIO()):  # the calibrator prints its settings
            quantize_static(
                str(prepared),
                str(out),
                Reader(),
                quant_format=QuantFormat.QDQ,
                per_channel=True,
                activation_type=QuantType.QUInt8,
                weight_type=QuantType.QInt8,
                # Weights in 7 bits: x86 machines without VNNI multiply uint8 by int8 in pairs
                # summed in int16 (VPMADDUBSW), which saturates when both products are large
                # (about 1 pair in 10,000 of a first layer with 8-bit weights); with VNNI the
                # sums are exact. At most 2 x 255 x 64 fits, so every machine sums the same
                # integers (docs/BOUNDARY.md, "The same scores on every machine").
                reduce_range=True,
                # The attention layers' products with weights become Gemm when prepared.
                op_types_to_quantize=["Conv", "MatMul", *(["Gemm"] if model.attns else [])],
                nodes_to_exclude=excluded,
                calibrate_method=CalibrationMethod.Percentile,
            )
        result = onnx.load(str(out))
    found = {p.key: p.value for p in onnx.load_from_string(graph).metadata_props}
    onnx.helper.set_model_props(
        result,
        {
            FINGERPRINT_KEY: found[FINGERPRINT_KEY],
            INT8_KEY: "static QDQ, per channel, 7-bit weights, percentile; "
            + f"{len(feeds)} pieces of {PIECE} words"
            + ("" if names == CORPORA else f" of {', '.join(names)}"),
            ORT_KEY: onnxruntime.__version__,
        },
    )
    return result.SerializeToString()


def _named(graph: bytes) -> tuple[bytes, list[str]]:
    """GRAPH with every node named (its first output's name) and the names of the MatMul nodes
    that multiply two activations (the attention's scores and its mix of values): those stay
    float, as only a product with weights has a fixed range to calibrate per channel."""
    import onnx

    model = onnx.load_from_string(graph)
    weights = {t.name for t in model.graph.initializer}
    for node in model.graph.node:  # a weight stored in float16 is read through its Cast
        if node.op_type == "Cast" and node.input[0] in weights:
            weights.add(node.output[0])
    excluded = []
    for node in model.graph.node:
        node.name = node.name or node.output[0]
        if node.op_type == "MatMul" and node.input[1] not in weights:
            excluded.append(node.name)
    return model.SerializeToString(), excluded


__all__ = ["CORPORA", "INT8_KEY", "ORT_KEY", "pieces", "quantized", "trained_on"]
