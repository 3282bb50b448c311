"""Finding lmplz and build_binary: environment override, cache directory, clear error."""

from __future__ import annotations

from pathlib import Path

import pytest

from lm.binaries import BIN_ENV, CACHE_ENV, MissingBinaryError, find_binary


def fake_tool(directory: Path, name: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    tool = directory / name
    tool.write_text("#!/bin/sh\n")
    tool.chmod(0o755)
    return tool


def test_environment_directory_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(BIN_ENV, str(tmp_path / "bin"))
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    fake_tool(tmp_path / "cache" / "kenlm" / "bin", "lmplz")
    wanted = fake_tool(tmp_path / "bin", "lmplz")
    assert find_binary("lmplz") == wanted


def test_cache_directory_of_the_build_script(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(BIN_ENV, raising=False)
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    wanted = fake_tool(tmp_path / "kenlm" / "bin", "build_binary")
    assert find_binary("build_binary") == wanted


def test_missing_tool_names_the_build_script(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv(BIN_ENV, raising=False)
    with pytest.raises(MissingBinaryError, match="scripts/build_kenlm.sh"):
        find_binary("lmplz")


def test_the_cache_root_is_the_grammars_one_under_every_setting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The KenLM tools, the models' arrays (lm.array_cache) and the grammars' FARs share one root,
    the one the README names."""
    from grammars.export import cache_dir as grammars_dir
    from lm.binaries import cache_dir

    monkeypatch.delenv(CACHE_ENV, raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    assert cache_dir() == Path.home() / ".cache" / "fmt-transcript" == grammars_dir().parent
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_dir() == tmp_path / "xdg" / "fmt-transcript" == grammars_dir().parent
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "own"))
    assert cache_dir() == tmp_path / "own" == grammars_dir().parent
