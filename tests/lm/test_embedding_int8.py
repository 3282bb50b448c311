"""Embedding tables in int8 with a scale per row (lm.embedding_int8): within half a step of the
float table, read so by every path of lm.boundary, and an export made before requantizing is
refused (lm.boundary_session's fingerprint holds the padding's row)."""

import shutil

import numpy as np
import pytest

from lm import embedding_int8
from lm.boundary import BoundaryModel
from lm.boundary_session import StaleGraph
from lm.data_files import data_path

# e128 has the character n-gram table too; "qwertzuiop" is outside every vocabulary
WORDS = "so qwertzuiop said the mtn deal closed on the fourteenth of may is that right".split()


def _arrays(name: str) -> dict[str, np.ndarray]:
    with np.load(data_path("boundary", f"{name}.npz")) as data:
        return {k: data[k] for k in data.files}


def test_each_row_is_within_half_a_step_of_the_float_table_and_the_rest_is_untouched():
    rng = np.random.default_rng(0)
    table = (rng.normal(size=(50, 16)) * rng.uniform(0.01, 5, size=(50, 1))).astype(np.float16)
    table[3] = 0
    other = rng.normal(size=(4, 4)).astype(np.float16)
    stored = embedding_int8.quantized({"embed": table, "w_out": other})
    assert stored["embed"].dtype == np.int8 and stored["embed_scale"].shape == (50,)
    assert stored["w_out"] is other
    back = embedding_int8.table(stored, "embed")
    step = np.abs(table.astype(np.float32)).max(axis=1, keepdims=True) / 127
    assert np.all(np.abs(back - table) <= step / 2 + 1e-6)
    assert not back[3].any()
    ids = np.array([[1, 3], [49, 0]])
    assert np.array_equal(embedding_int8.rows(stored, "embed", ids), back[ids])


def test_a_float_table_is_read_as_stored():
    table = np.arange(12, dtype=np.float16).reshape(4, 3)
    assert np.array_equal(embedding_int8.rows({"embed": table}, "embed", [2]), table[[2]])


@pytest.mark.parametrize("name", ["model", "model_gru_e128"])
def test_a_shipped_model_scores_as_its_tables_made_float(name):
    # The numpy path reads the tables in _embedded (words and n-grams) and _pad_rows: if any
    # read skipped the scales, its rows would be 20 to 100 times too large.
    arrays = _arrays(name)
    assert arrays["embed"].dtype == np.int8
    floats = {k: v for k, v in arrays.items() if not k.endswith(embedding_int8.SUFFIX)}
    for table in embedding_int8.TABLES:
        if table in arrays:
            floats[table] = embedding_int8.table(arrays, table)
    stored, made_float = BoundaryModel(arrays), BoundaryModel(floats)
    for read in ("marks", "cases"):
        got, want = getattr(stored, read)(WORDS), getattr(made_float, read)(WORDS)
        assert np.abs(got - want).max() < 1e-4


def test_the_command_rewrites_a_float16_model_smaller_with_its_scores(tmp_path, capsys):
    arrays = _arrays("model_gru")
    arrays["embed"] = embedding_int8.table(arrays, "embed").astype(np.float16)
    del arrays["embed_scale"]
    npz = tmp_path / "old.npz"
    np.savez_compressed(npz, **arrays)
    before = BoundaryModel.load(npz).marks(WORDS)
    size = npz.stat().st_size
    embedding_int8.main([str(npz)])
    assert "MB ->" in capsys.readouterr().out
    assert npz.stat().st_size < 0.8 * size
    after = BoundaryModel.load(npz)
    assert after.w["embed"].dtype == np.int8
    assert np.abs(after.marks(WORDS) - before).max() < 0.05  # rounding only


def test_a_missing_model_is_one_line_and_exit_1(tmp_path):
    with pytest.raises(SystemExit) as exit_:
        embedding_int8.main([str(tmp_path / "none.npz")])
    assert "none.npz" in str(exit_.value) and "\n" not in str(exit_.value)


def test_an_export_made_before_the_padding_row_changed_is_refused(tmp_path):
    # The graph's constants are made from the padding's embedding: another row 0 is another
    # graph, though every array the graph holds is the same.
    npz = tmp_path / "model_gru.npz"
    shutil.copy(data_path("boundary", "model_gru.npz"), npz)
    shutil.copy(data_path("boundary", "model_gru.onnx"), npz.with_suffix(".onnx"))
    assert BoundaryModel.load(npz).session is not None  # the copy as shipped: its own graph
    arrays = _arrays("model_gru")
    arrays["embed_scale"] = arrays["embed_scale"].copy()
    arrays["embed_scale"][0] *= 1.5
    np.savez_compressed(npz, **arrays)
    with pytest.raises(StaleGraph):
        BoundaryModel.load(npz)
