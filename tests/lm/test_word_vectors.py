"""lm.word_vectors on a toy corpus (real counting, real torch SVD), and a member started from it."""

import json
import lzma

import numpy as np
import pytest

from lm import embedding_int8
from lm.boundary_train import main as train_main
from lm.word_vectors import corpora_of, load, main

# Days share their neighbours ("on monday we", "on friday we"), fruit theirs ("ate an apple").
LINES = [
    "On Monday we met. On Friday we met. On Tuesday we left, and on Sunday we stayed.",
    "She ate an apple. He ate a pear? They ate a plum, then an orange.",
]


def _corpus(tmp_path, name="toy"):
    with lzma.open(tmp_path / f"{name}.train.txt.xz", "wt", encoding="utf-8") as f:
        f.write("\n".join(LINES * 50) + "\n")


def _build(tmp_path, dim=4):
    out = tmp_path / "vectors.npz"
    main(["build", "--corpora", "toy", "--corpora-dir", str(tmp_path), "--spoken", "0"]
         + ["--dim", str(dim), "--columns", "40", "--out", str(out)])
    return out


def _cosine(a, b):
    return float(a @ b / np.linalg.norm(a) / np.linalg.norm(b))


def test_words_with_the_same_neighbours_get_near_vectors(tmp_path):
    _corpus(tmp_path)
    out = _build(tmp_path)
    vectors = load(str(out))
    assert {"monday", "friday", "apple", "pear", "<p>", "<c>", "<q>"} <= set(vectors)
    assert all(v.shape == (4,) for v in vectors.values())
    days = _cosine(vectors["monday"], vectors["friday"])
    assert days > _cosine(vectors["monday"], vectors["apple"])
    assert days > _cosine(vectors["friday"], vectors["pear"])
    assert corpora_of(str(out)) == ["toy"]


def test_a_member_starts_from_the_vectors_and_its_card_carries_their_corpora(tmp_path):
    _corpus(tmp_path)
    out = _build(tmp_path, dim=8)
    vectors = load(str(out))
    member = tmp_path / "member.npz"
    # Another corpus for the member, so its card must add the vectors' one. No epoch: the
    # embeddings written are where training would start.
    _corpus(tmp_path, "other")
    train_main(["train", "--family", "tcngru", "--tcn", "3:1,3:2", "--gru", "8", "--margin", "4"]
               + ["--corpora", "other", "--corpora-dir", str(tmp_path), "--epochs", "0"]
               + ["--dim", "8", "--hidden", "16", "--vectors", str(out), "--out", str(member)])
    with np.load(member) as data:
        arrays = {k: data[k] for k in data.files}
    vocab = str(arrays["vocab"]).split("\n")
    assert arrays["embed"].dtype == np.int8  # training writes its tables in int8
    embed = embedding_int8.table(arrays, "embed")  # within a step of each row
    for word in ("monday", "apple", "met"):
        step = np.abs(vectors[word]).max() / 127
        assert np.allclose(embed[vocab.index(word)], vectors[word], atol=step), word
    card = json.loads(member.with_suffix(".card.json").read_text())
    assert set(card["corpora"]) == {"other", "toy"}
    assert card["vectors"] == str(out)


def test_vectors_of_another_width_are_refused(tmp_path):
    _corpus(tmp_path)
    out = _build(tmp_path, dim=4)
    with pytest.raises(SystemExit, match="4 dimensions, not 8"):
        train_main(["train", "--family", "tcn", "--tcn", "3:1", "--corpora", "toy"]
                   + ["--corpora-dir", str(tmp_path), "--epochs", "0", "--dim", "8"]
                   + ["--hidden", "16", "--vectors", str(out), "--out", str(tmp_path / "m.npz")])
