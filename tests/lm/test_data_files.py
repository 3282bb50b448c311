"""The shipped data is found the same way in a checkout and from the installed wheel."""

import os
import shutil
import subprocess
import sys

from lm import DEFAULT_MODEL
from lm.data_files import MODEL_ENV, data_dir, data_path, default_model


def test_every_default_model_path_is_under_the_data_directory():
    from lm.acronyms import DEFAULT as ACRONYMS
    from lm.boundary import DEFAULT_BOUNDARY_MODEL
    from lm.boundary_ensemble import DEFAULT_MEMBERS
    from lm.fillers import DEFAULT_FILLERS
    from lm.pause_text import DEFAULT_PAUSE_TEXT
    from lm.pauses import DEFAULT_PAUSES, ENGINES, engine_pauses

    pauses = (DEFAULT_PAUSES, *map(engine_pauses, ENGINES), DEFAULT_PAUSE_TEXT)
    shipped = (DEFAULT_MODEL, DEFAULT_BOUNDARY_MODEL, *DEFAULT_MEMBERS, *pauses)
    for path in (*shipped, DEFAULT_FILLERS, ACRONYMS):
        assert path.is_file() and path.is_relative_to(data_dir())
    assert data_path("samples", "voicemail.json").is_file()


def test_the_boundary_models_weights_stay_within_their_40_mb():
    # Issue 11's limit for the boundary and case model's weights in data/: the members, the
    # permissive model and their exports (the embedding tables in int8 keep the members in it).
    files = [p for p in data_path("boundary").iterdir() if p.suffix in (".npz", ".onnx")]
    assert len(files) >= 2 * 4
    assert sum(p.stat().st_size for p in files) <= 40_000_000


def test_the_model_variable_names_another_model(monkeypatch, tmp_path):
    monkeypatch.delenv(MODEL_ENV, raising=False)
    assert default_model() == DEFAULT_MODEL
    monkeypatch.setenv(MODEL_ENV, str(tmp_path / "other.binary"))
    assert default_model() == tmp_path / "other.binary"


def test_a_missing_model_named_by_the_variable_is_a_one_line_error(tmp_path):
    missing = tmp_path / "none.binary"
    done = subprocess.run(
        [sys.executable, "-m", "formatter", "-"],
        input="hello",
        capture_output=True,
        text=True,
        env={**os.environ, MODEL_ENV: str(missing)},
    )
    assert done.returncode == 1
    assert done.stderr.strip() == f"fmt-transcript: language model {missing}: no such file"


def _boundary_model_error(model) -> str:
    """The CLI's error formatting with boundary MODEL: one line, exit code 1."""
    done = subprocess.run(
        [sys.executable, "-m", "formatter", "--boundary-model", str(model), "-"],
        input="hello",
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1
    assert done.stderr.startswith(f"fmt-transcript: boundary model {model}: cannot load")
    assert len(done.stderr.strip().splitlines()) == 1
    return done.stderr


def test_an_unreadable_boundary_model_is_a_one_line_error_naming_it(tmp_path):
    broken = tmp_path / "model.npz"
    broken.write_bytes(b"PK\x03\x04 not a zip archive")
    _boundary_model_error(broken)


def test_a_broken_export_of_its_network_is_a_one_line_error_naming_the_file(tmp_path):
    npz, graph = tmp_path / "model_gru.npz", tmp_path / "model_gru.onnx"
    shutil.copy(data_path("boundary", "model_gru.npz"), npz)
    graph.write_bytes(b"\x08\x07 not a protobuf")  # beside it, where lm.boundary_session looks
    assert str(graph) in _boundary_model_error(npz)
