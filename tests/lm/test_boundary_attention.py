"""The tcnattn family (lm.boundary_attention): run time reads the attention as torch trained
it, reaches as far as its window and no further (and not past a turn's ends), and a long turn
read in blocks, in numpy or in onnxruntime, scores as one read whole."""

import lzma
from types import SimpleNamespace

import numpy as np
import pytest

from lm.boundary import BoundaryModel, log_softmax
from lm.boundary_attention import attend, distance_bias
from lm.boundary_text import feature_tokens
from lm.boundary_train import local_attention, main

LINES = [
    "Hello, how are you today? I am fine, thanks.",
    "Can you call me back at the office? We met Dr. Smith at IBM yesterday.",
    "Well, that was the plan. Then we went home, and nobody called.",
]
WORDS = "hello how are you today i am fine thanks and then we went home and nobody called".split()


def _tiny(tmp_path, *options: str):
    """A tcnattn model trained for an epoch on the toy text: a stack of radius 1, one attention
    layer of window 2, so a slot reads 3 words each side."""
    with lzma.open(tmp_path / "toy.train.txt.xz", "wt", encoding="utf-8") as f:
        f.write("\n".join(LINES * 20) + "\n")
    out = tmp_path / "attn.npz"
    main(
        ["train", "--family", "tcnattn", "--tcn", "3:1", "--attn-layers", "1", "--window", "2"]
        + ["--heads", "2", "--corpora", "toy", "--epochs", "1", "--corpora-dir", str(tmp_path)]
        + ["--dim", "8", "--hidden", "16", "--out", str(out), *options]
    )
    return out


def test_the_numpy_layer_is_torchs():
    """attend() computes what the torch layer trains: the same rows from the same weights."""
    import torch

    torch.manual_seed(0)
    layer = local_attention(16, 4, 3)
    with torch.no_grad():
        for param in layer.parameters():
            param.normal_(std=0.3)
        x = torch.randn(1, 20, 16)
        expected = layer(x, torch.ones(1, 20, dtype=torch.bool))[0].numpy()
    arrays = {k: v.astype(np.float32) for k, v in layer.export("attn0").items()}
    got = attend(x[0].numpy(), arrays, "attn0", 4, 3)
    assert got.shape == (14, 16) and np.allclose(got, expected, atol=1e-5)


def test_a_query_reads_its_window_nearer_words_weighing_more():
    bias = distance_bias(3, 2, 2)  # query i is key row i + 2
    assert bias.shape == (2, 3, 7)
    assert bias[0, 0, 2] == 0 and bias[0, 0, 1] < 0 and bias[0, 0, 0] < bias[0, 0, 1]
    assert bias[1, 0, 0] > bias[0, 0, 0]  # the second head's slope is gentler
    assert (bias[:, 0, 5:] <= -1e8).all() and (bias[:, 2, :2] <= -1e8).all()


def test_the_model_reaches_its_window_and_no_further(tmp_path):
    """The stack's radius (1) plus the window (2): a word 3 places away moves a slot's scores,
    one 4 away does not."""
    model = BoundaryModel.load(_tiny(tmp_path), onnx=False)
    assert model.context == 3 and model.attns == ["attn0"]
    base = model.marks(WORDS)[4].copy()
    near = model.marks(WORDS[:7] + ["nobody"] + WORDS[8:])[4]  # 3 to the right of "today"
    far = model.marks(WORDS[:8] + ["nobody"] + WORDS[9:])[4]  # 4 to the right
    assert not np.allclose(base, near) and np.allclose(base, far)


def test_a_long_turn_read_in_blocks_scores_as_whole(tmp_path):
    """Blocks of 5 words, in numpy and in the exported graph (which is told each block's rows
    of padding), give the scores of one pass over the whole turn."""
    pytest.importorskip("onnxruntime")
    out = _tiny(tmp_path)
    whole = BoundaryModel.load(out, onnx=False)
    expected = whole.marks(WORDS), whole.cases(WORDS)
    for onnx in (False, True):
        model = BoundaryModel.load(out, onnx=onnx)
        assert (model.session is not None) == onnx
        model.block = 5
        assert np.allclose(model.marks(WORDS), expected[0], atol=1e-4)
        assert np.allclose(model.cases(WORDS), expected[1], atol=1e-4)
        short = WORDS[:3]  # a transcript shorter than the padding either side
        assert np.allclose(model.marks(short), whole.marks(short), atol=1e-4)
    # Told nothing of its padding, the graph takes a whole transcript, padded both sides.
    x = model._embedded(feature_tokens(WORDS))
    assert np.allclose(model.session.logits(x), whole._logits(WORDS), atol=1e-4)


def test_no_key_is_read_past_a_turns_ends(tmp_path):
    """A turn's first and last words read no rows past its ends but the padding the stack's own
    radius needs: the embeddings there may be anything, in numpy and in the graph, in one block
    or several. (Read through the attention, as training reads them, they moved the scores.)"""
    pytest.importorskip("onnxruntime")
    out = _tiny(tmp_path)
    for onnx in (False, True):
        for block in (5, 2048):
            model = BoundaryModel.load(out, onnx=onnx)
            model.block = block
            expected = model.marks(WORDS).copy()
            embedded = model._embedded
            far = model.context - 1  # the rows past the stack's radius (1) either side

            def noisy(tokens, embedded=embedded, far=far):
                x = embedded(tokens).copy()
                rng = np.random.default_rng(5)
                x[:far] = rng.normal(size=x[:far].shape)
                x[-far:] = rng.normal(size=x[-far:].shape)
                return x

            model._embedded = noisy
            model._cache = None
            assert np.allclose(model.marks(WORDS), expected, atol=1e-5), (onnx, block)


def test_training_reads_a_turn_as_run_time_does(tmp_path):
    """The torch network on a turn padded as training pads it (its whole context of padding
    each side) gives the run time's scores, which read no key past the turn's ends: rows of
    padding are no keys in training either."""
    import torch

    from lm.boundary_train import make_model

    out = _tiny(tmp_path)
    model = BoundaryModel.load(out, onnx=False)
    args = SimpleNamespace(
        family="tcnattn", dim=8, hidden=16, tcn="3:1", grams=0, gru=128, gru_layers=1,
        attn_layers=1, heads=2, window=2, dropout=0.0,
    )  # fmt: skip
    net = make_model("tcnattn", len(model.ids), model.context, args)
    net.start_from(dict(np.load(out)))
    for words in (WORDS, WORDS[:3]):
        ids = torch.from_numpy(model._ids(words))[None]
        with torch.no_grad():
            logits = net(ids)[0].numpy()
        expected = model.marks(words), model.cases(words)
        assert np.allclose(log_softmax(logits[:, :4]), expected[0], atol=1e-4)
        assert np.allclose(log_softmax(logits[:, 4:]), expected[1], atol=1e-4)


def test_training_on_from_an_attention_model_starts_from_its_weights(tmp_path):
    out = _tiny(tmp_path)
    again = tmp_path / "again.npz"
    main(
        ["train", "--family", "tcnattn", "--tcn", "3:1", "--attn-layers", "1", "--window", "2"]
        + ["--heads", "2", "--corpora", "toy", "--epochs", "0", "--corpora-dir", str(tmp_path)]
        + ["--dim", "8", "--hidden", "16", "--init", str(out), "--out", str(again)]
    )
    first, second = (BoundaryModel.load(p, onnx=False) for p in (out, again))
    assert np.allclose(first.marks(WORDS), second.marks(WORDS), atol=1e-3)


def test_the_int8_graph_keeps_the_attentions_own_products_float(tmp_path):
    """lm.graph_int8 on an attention model: the products with weights in int8, the scores and
    their mix of values (two activations, no fixed range) float; read in blocks, its
    probabilities within a few points of the numpy path's."""
    pytest.importorskip("onnx")  # the [train] extra
    import onnx

    from lm.boundary_onnx import main as export_main
    from lm.boundary_train import CORPORA_DIR

    out = _tiny(tmp_path)
    export_main([str(out), "--int8", str(CORPORA_DIR)])
    graph = onnx.load(str(out.with_suffix(".onnx")))
    inputs = {n.output[0]: n for n in graph.graph.node}
    float_products = [
        n
        for n in graph.graph.node
        if n.op_type == "MatMul" and inputs.get(n.input[1], n).op_type != "DequantizeLinear"
    ]
    assert len(float_products) == 2  # scores, and values mixed by them, of the one layer
    int8_products = [
        n
        for n in graph.graph.node
        if n.op_type in ("Gemm", "MatMul")
        and inputs.get(n.input[1], n).op_type == "DequantizeLinear"
    ]
    assert len(int8_products) >= 5  # q, k and v, the projection, the feed-forward's two
    model, numpy_model = BoundaryModel.load(out), BoundaryModel.load(out, onnx=False)
    assert model.session.int8
    model.block = 5
    for read in ("marks", "cases"):
        got, want = getattr(model, read)(WORDS), getattr(numpy_model, read)(WORDS)
        assert np.abs(np.exp(got) - np.exp(want)).max() < 0.15
