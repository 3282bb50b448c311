"""The boundary models' networks in onnxruntime (lm.boundary_session), exported by
lm.boundary_onnx: the numpy path's scores on the real weights (to a few points where the graph is
int8, lm.graph_int8), the shipped int8 graphs what the command makes, and a mismatched export
refused with a message that says what to do (a broken one: test_data_files)."""

import shutil

import numpy as np
import pytest

from lm.boundary import BoundaryModel, logits_together
from lm.boundary_ensemble import DEFAULT_MEMBERS
from lm.boundary_session import StaleGraph
from lm.data_files import data_path

SHIPPED = [*DEFAULT_MEMBERS, data_path("boundary", "permissive.npz")]
TEXTS = [
    "hello",
    "hi it's tracy at around three thirty p m just got an apartment for one thousand three "
    "thirty call me back at two one two five five five zero one hundred thanks bye",
    "so qwertzuiop said the mtn deal closed on the fourteenth of may is that right",
]


def _both(path):
    return BoundaryModel.load(path, onnx=False), BoundaryModel.load(path)


def _agree(numpy_model, onnx_model, words) -> None:
    """A float graph gives the numpy path's log-probabilities; one in int8 (lm.graph_int8) its
    probabilities to within a few points (on bench_formatter's 200 transcripts at most .10)."""
    for read in ("marks", "cases"):
        want, got = getattr(numpy_model, read)(words), getattr(onnx_model, read)(words)
        assert got.shape == want.shape == (len(words), 4)
        if onnx_model.session.int8:
            assert np.abs(np.exp(got) - np.exp(want)).max() < 0.15, (read, words[:5])
        else:
            assert np.abs(got - want).max() < 1e-3, (read, words[:5])


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_every_shipped_network_runs_in_onnxruntime_with_the_numpy_scores(path):
    numpy_model, onnx_model = _both(path)
    assert numpy_model.session is None and onnx_model.session is not None
    for text in TEXTS:
        _agree(numpy_model, onnx_model, text.split())


def test_a_turn_longer_than_the_numpy_paths_block_scores_the_same():
    # numpy reads the stack in blocks of 2048 slots; the graph reads the turn in one pass.
    numpy_model, onnx_model = _both(DEFAULT_MEMBERS[1])
    words = (TEXTS[1] + " ").split() * 80
    assert len(words) > numpy_model.block
    _agree(numpy_model, onnx_model, words)


def test_an_ensemble_mixing_both_paths_scores_each_member_once(tmp_path):
    # A member without an export beside it (a model a user trained) runs in numpy, the others in
    # onnxruntime, in one call.
    own = tmp_path / "own.npz"
    shutil.copy(DEFAULT_MEMBERS[1], own)
    members = [BoundaryModel.load(DEFAULT_MEMBERS[2]), BoundaryModel.load(own)]
    assert [m.session is None for m in members] == [False, True]
    words = TEXTS[1].split()
    logits_together(members, words)
    reference = BoundaryModel.load(DEFAULT_MEMBERS[1], onnx=False)
    assert np.abs(members[1].marks(words) - reference.marks(words)).max() < 1e-5


def _copied(tmp_path, name="model_gru"):
    npz, graph = tmp_path / f"{name}.npz", tmp_path / f"{name}.onnx"
    shutil.copy(data_path("boundary", f"{name}.npz"), npz)
    shutil.copy(data_path("boundary", f"{name}.onnx"), graph)
    return npz, graph


def test_an_export_of_other_weights_is_refused_with_the_command_that_mends_it(tmp_path):
    npz, _graph = _copied(tmp_path)
    with np.load(npz) as data:
        arrays = {k: data[k] for k in data.files}
    arrays["conv2"] = arrays["conv2"] * np.float16(1.01)  # the model retrained, say
    np.savez_compressed(npz, **arrays)
    with pytest.raises(StaleGraph, match=r"python -m lm.boundary_onnx .*model_gru\.npz"):
        BoundaryModel.load(npz)
    assert BoundaryModel.load(npz, onnx=False).marks(["hello"]).shape == (1, 4)


@pytest.mark.parametrize("name", ["model", "model_gru_e128"])
def test_the_exporter_writes_a_graph_with_the_numpy_scores(tmp_path, name):
    pytest.importorskip("onnx")  # the [train] extra
    from lm.boundary_onnx import main

    npz = tmp_path / f"{name}.npz"
    shutil.copy(data_path("boundary", f"{name}.npz"), npz)
    main([str(npz)])
    assert npz.with_suffix(".onnx").exists()
    numpy_model, onnx_model = _both(npz)
    for text in TEXTS:
        _agree(numpy_model, onnx_model, text.split())


def _graph_props(path) -> dict[str, str]:
    import onnx

    return {p.key: p.value for p in onnx.load(str(path.with_suffix(".onnx"))).metadata_props}


def _made_again(shipped, copies) -> BoundaryModel:
    """The int8 graph of the model at SHIPPED made again by the command from COPIES (the .npz,
    and its card where the test gives one): the shipped graph's scores exactly under the
    onnxruntime that calibrated it (another version's calibrator may place a range a little
    differently), and the numpy path's to within a few points under any."""
    pytest.importorskip("onnx")  # the [train] extra
    import onnxruntime

    from lm.boundary_onnx import main
    from lm.boundary_train import CORPORA_DIR
    from lm.graph_int8 import ORT_KEY

    npz = copies / shipped.name
    shutil.copy(shipped, npz)
    main([str(npz), "--int8", str(CORPORA_DIR)])
    again, before = BoundaryModel.load(npz), BoundaryModel.load(shipped)
    same = _graph_props(shipped)[ORT_KEY] == onnxruntime.__version__
    for text in TEXTS:
        words = text.split()
        if same:
            assert np.array_equal(again.marks(words), before.marks(words))
        _agree(BoundaryModel.load(npz, onnx=False), again, words)
    return again


def test_the_default_members_run_int8_graphs_and_the_command_makes_them_again(tmp_path):
    members = [BoundaryModel.load(p) for p in DEFAULT_MEMBERS]
    assert all(m.session.int8 for m in members)
    # Without its card the model is calibrated on all six corpora, as the members are.
    again = _made_again(DEFAULT_MEMBERS[0], tmp_path)
    assert again.session.int8 == members[0].session.int8


def test_a_permissive_models_graph_is_calibrated_on_its_own_corpora_only(tmp_path):
    shipped = data_path("boundary", "permissive.npz")
    shutil.copy(shipped.with_suffix(".card.json"), tmp_path / "permissive.card.json")
    again = _made_again(shipped, tmp_path)
    assert again.session.int8.endswith("of sgd_dialogue, wikipedia, meetings")
    assert again.session.int8 == BoundaryModel.load(shipped).session.int8


@pytest.mark.parametrize(
    "path", [*SHIPPED, data_path("boundary", "model.npz")], ids=lambda p: p.name
)
def test_every_int8_graph_keeps_its_weights_in_seven_bits(path):
    # x86 without VNNI sums uint8 x int8 products in int16 pairs (VPMADDUBSW); with 8-bit weights
    # a pair could pass 32,767 and saturate there but not on a VNNI machine, so the same
    # transcript would be punctuated differently by machine (lm.graph_int8).
    onnx = pytest.importorskip("onnx")  # the [train] extra
    from onnx import numpy_helper

    graph = onnx.load(str(path.with_suffix(".onnx"))).graph
    weights = [
        numpy_helper.to_array(t) for t in graph.initializer if t.data_type == onnx.TensorProto.INT8
    ]
    assert weights
    largest = max(int(np.abs(w.astype(np.int32)).max()) for w in weights)
    assert 2 * 255 * largest <= 32767, largest


def test_the_saturation_counter_finds_pairs_past_int16_only_with_eight_bit_weights():
    # scripts/int8_saturation.py, on the kernel's arithmetic: a pair of products summed in int16.
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from int8_saturation import count, saturated

    inputs = np.array([[255, 10], [255, 10]])
    assert saturated(np.array([[127, 127]]), inputs) == (1, 2)
    assert saturated(np.array([[64, 64], [-64, -64]]), inputs) == (0, 4)
    pytest.importorskip("onnx")  # the [train] extra
    found = count(DEFAULT_MEMBERS[0], [TEXTS[1].split()])
    assert [op for op, *_ in found] == ["Conv"] * 5
    assert all(total and not bad for *_, bad, total in found)
