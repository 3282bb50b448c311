"""lm.array_cache: a model's .npz inflated once, then mapped from the cache folder."""

import shutil
from pathlib import Path

import numpy as np
import pytest

import fmt_transcript_cache
from lm import array_cache
from lm.boundary import BoundaryModel
from lm.data_files import data_path


@pytest.fixture
def cache(monkeypatch, tmp_path: Path) -> Path:
    root = tmp_path / "cache"
    monkeypatch.setenv("FMT_TRANSCRIPT_CACHE", str(root))
    return root


def _folders(cache: Path, stem: str) -> list[Path]:
    return sorted(p for p in (cache / "arrays").glob(f"{stem}-*") if not p.name.endswith(".tmp"))


def _same(found: dict, expected: dict) -> None:
    assert sorted(found) == sorted(expected)
    for name, value in expected.items():
        assert found[name].dtype == value.dtype and found[name].shape == value.shape, name
        assert np.array_equal(found[name], value), name


def _model(tmp_path: Path, scale: float = 1.0) -> Path:
    path = tmp_path / "small.npz"
    rng = np.random.default_rng(0)
    np.savez_compressed(
        path,
        family=np.array("tcn"),
        vocab=np.array("a\nb\nc"),
        embed=(rng.standard_normal((600, 1024)) * scale).astype(np.float16),  # mapped (1.2 MB)
        bias0=np.ones(3, dtype=np.float32) * scale,
    )
    return path


def test_the_arrays_are_those_of_the_npz_and_the_large_ones_mapped_from_the_second_load(
    cache, tmp_path
):
    path = _model(tmp_path)
    expected = array_cache.inflate(path)
    first = array_cache.load(path)
    _same(first, expected)
    assert len(_folders(cache, "small")) == 1
    second = array_cache.load(path)
    _same(second, expected)
    assert isinstance(second["embed"], np.memmap)
    assert not isinstance(second["bias0"], np.memmap) and str(second["vocab"]) == "a\nb\nc"


def test_a_retrained_model_of_the_same_name_is_read_anew(cache, tmp_path):
    path = _model(tmp_path)
    array_cache.load(path)
    path = _model(tmp_path, scale=2.0)
    _same(array_cache.load(path), array_cache.inflate(path))
    assert len(_folders(cache, "small")) == 2


@pytest.mark.parametrize(
    "damage", ["cut short", "not npy", "removed", "no marker", "half removed", "empty marker"]
)
def test_a_cache_folder_that_cannot_be_read_whole_is_written_again(cache, tmp_path, damage):
    path = _model(tmp_path)
    array_cache.load(path)
    (folder,) = _folders(cache, "small")
    embed = folder / "embed.npy"
    if damage == "cut short":
        embed.write_bytes(embed.read_bytes()[:5000])
    elif damage == "not npy":
        embed.write_bytes(b"\x00garbage")
    elif damage == "removed":
        for f in folder.iterdir():
            f.unlink()
    elif damage == "half removed":  # as another process's removal leaves it, mid-way
        (folder / "family.npy").unlink()
        (folder / "vocab.npy").unlink()
    elif damage == "empty marker":
        (folder / "complete").write_text("")
    else:
        (folder / "complete").unlink()
    expected = array_cache.inflate(path)
    _same(array_cache.load(path), expected)
    second = array_cache.load(path)  # from the folder written again
    _same(second, expected)
    assert isinstance(second["embed"], np.memmap)


def test_a_cache_folder_that_cannot_be_written_costs_the_inflating_not_a_failure(
    monkeypatch, tmp_path
):
    blocker = tmp_path / "a-file"
    blocker.write_text("a file where the cache folder would be")
    monkeypatch.setenv("FMT_TRANSCRIPT_CACHE", str(blocker))
    path = _model(tmp_path)
    _same(array_cache.load(path), array_cache.inflate(path))
    _same(array_cache.load(path), array_cache.inflate(path))


def test_a_file_that_is_no_zip_fails_as_numpy_says(cache, tmp_path):
    path = tmp_path / "bad.npz"
    path.write_bytes(b"not a model")
    with pytest.raises((OSError, ValueError)):
        array_cache.load(path)
    assert not (cache / "arrays").exists()


def test_a_shipped_member_scores_the_same_from_the_cache(cache):
    words = "hi this is dana from the clinic call me back when you can".split()
    path = data_path("boundary", "model_gru_e128.npz")
    first = BoundaryModel.load(path)  # inflated, and cached
    second = BoundaryModel.load(path)  # mapped from the cache
    assert isinstance(second.w["embed"], np.memmap)
    assert np.array_equal(first.marks(words), second.marks(words))
    assert np.array_equal(first.cases(words), second.cases(words))


def test_a_cached_graph_array_altered_in_place_falls_back_to_the_npz(cache, tmp_path):
    npz = tmp_path / "model_gru.npz"
    shutil.copy(data_path("boundary", "model_gru.npz"), npz)
    shutil.copy(data_path("boundary", "model_gru.onnx"), tmp_path / "model_gru.onnx")
    words = "so that is the plan and then we will see".split()
    expected = BoundaryModel.load(npz).marks(words)
    (folder,) = _folders(cache, "model_gru")
    conv = np.load(folder / "conv1.npy")
    np.save(folder / "conv1.npy", conv * np.float16(1.5))
    assert np.array_equal(BoundaryModel.load(npz).marks(words), expected)


def test_a_temporary_folder_left_by_a_killed_write_is_removed_by_the_next_write(cache, tmp_path):
    import os
    import time

    root = cache / "arrays"
    old, fresh = root / "model-abc.tmp", root / "model-def.tmp"
    for left in (old, fresh):
        left.mkdir(parents=True)
        (left / "embed.npy").write_bytes(b"half written")
    hours_ago = time.time() - 2 * fmt_transcript_cache.STALE_SECONDS
    os.utime(old, (hours_ago, hours_ago))
    array_cache.load(_model(tmp_path))
    assert not old.exists()
    assert fresh.exists()  # another process may be writing it now


def _checksum(path: str) -> tuple[str, str]:
    import hashlib

    arrays = array_cache.load(Path(path))
    digest = hashlib.sha256()
    for name in sorted(arrays):
        digest.update(name.encode() + np.ascontiguousarray(arrays[name]).tobytes())
    return digest.hexdigest(), type(arrays["embed"]).__name__


def test_processes_starting_together_on_an_empty_cache_all_read_the_models_arrays(cache, tmp_path):
    """A batch's workers (or Spark's executors) start at once on a new machine: each writes the
    cache or finds it written, and none reads a half-written folder."""
    from concurrent.futures import ProcessPoolExecutor

    path = _model(tmp_path)
    expected = _checksum(str(path))[0]  # the only process: inflated, written
    shutil.rmtree(cache / "arrays")
    with ProcessPoolExecutor(4) as pool:
        found = list(pool.map(_checksum, [str(path)] * 8))
    assert {digest for digest, _ in found} == {expected}
    assert len(_folders(cache, "small")) == 1
    assert not list((cache / "arrays").glob("*.tmp"))
    assert _checksum(str(path)) == (expected, "memmap")


def test_a_user_without_a_home_still_loads_the_models_arrays(monkeypatch, tmp_path):
    """A container's bare uid: no $HOME and no passwd entry, so no home to put a cache in."""
    import pwd

    def no_entry(uid):
        raise KeyError(uid)

    for name in ("HOME", "XDG_CACHE_HOME", "FMT_TRANSCRIPT_CACHE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(pwd, "getpwuid", no_entry)
    monkeypatch.chdir(tmp_path)
    path = _model(tmp_path)
    _same(array_cache.load(path), array_cache.inflate(path))


def test_a_models_arrays_no_run_read_for_a_month_are_removed_when_others_are_written(
    cache, tmp_path
):
    import os
    import time

    then = time.time() - (fmt_transcript_cache.UNUSED_DAYS + 1) * fmt_transcript_cache.DAY
    array_cache.load(_model(tmp_path))
    (first,) = _folders(cache, "small")
    os.utime(first, (then, then))
    array_cache.load(_model(tmp_path))  # read: marked used
    assert time.time() - first.stat().st_mtime < 60
    os.utime(first, (then, then))
    array_cache.load(_model(tmp_path, scale=2.0))  # retrained: another key, written
    assert _folders(cache, "small") != [first] and not first.exists()
