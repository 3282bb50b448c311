"""A tiny end-to-end training run of the boundary model (real code, a few hundred lines)."""

import argparse
import json
import lzma

import numpy as np
import pytest

from lm.boundary import BoundaryModel, gru_together
from lm.boundary_train import main

LINES = [
    "Hello, how are you today? I am fine, thanks.",
    "Can you call me back at the office? We met Dr. Smith at IBM yesterday.",
    "Well, that was the plan. Then we went home, and nobody called.",
]


FAMILIES = (
    ("linear", []),
    ("conv", []),
    ("tcn", ["--tcn", "3:1,3:2"]),
    ("tcngru", ["--tcn", "3:1,3:2", "--gru", "8", "--margin", "4"]),
    ("tcnattn", ["--tcn", "3:1,3:2", "--attn-layers", "1", "--window", "4", "--heads", "2"]),
)


def test_training_writes_a_model_that_loads_and_scores(tmp_path):
    with lzma.open(tmp_path / "toy.train.txt.xz", "wt", encoding="utf-8") as f:
        f.write("\n".join(LINES * 100) + "\n")
    for family, options in FAMILIES:
        out = tmp_path / f"{family}.npz"
        main(
            [
                "train",
                "--family",
                family,
                *options,
                "--corpora",
                "toy",
                "--corpora-dir",
                str(tmp_path),
                "--epochs",
                "3",
                "--batch",
                "64",
                "--dim",
                "8",
                "--hidden",
                "16",
                "--buckets",
                "1024",
                "--out",
                str(out),
            ]
        )
        model = BoundaryModel.load(out)
        words = "then we went home and nobody called".split()
        marks, cases = model.marks(words), model.cases(words)
        assert marks.shape == cases.shape == (len(words), 4)
        assert np.allclose(np.exp(marks).sum(1), 1, atol=1e-4)
        assert out.with_suffix(".card.json").exists()
        # learned from the toy text: a comma after "home", none after "went"
        assert marks[3].argmax() == 1 and marks[2].argmax() == 0, family


def test_the_tcn_reaches_its_receptive_radius_and_no_further(tmp_path):
    """A word 3 places away changes the tcn's scores at kernels 3:1,3:2 (radius 3); one 4 away
    does not: run-time numpy reads the stack as torch trained it."""
    with lzma.open(tmp_path / "toy.train.txt.xz", "wt", encoding="utf-8") as f:
        f.write("\n".join(LINES * 20) + "\n")
    out = tmp_path / "tcn.npz"
    main(["train", "--family", "tcn", "--tcn", "3:1,3:2", "--corpora", "toy", "--epochs", "1"]
         + ["--corpora-dir", str(tmp_path), "--dim", "8", "--hidden", "16", "--out", str(out)])
    model = BoundaryModel.load(out)
    assert model.context == 3
    words = "hello how are you today i am fine thanks".split()
    base = model.marks(words)[4].copy()
    near = model.marks(words[:7] + ["nobody"] + words[8:])[4]  # 3 to the right of "today"
    far = model.marks(words[:8] + ["nobody"])[4]  # 4 to the right
    assert not np.allclose(base, near) and np.allclose(base, far)


def test_a_run_stops_at_a_share_of_its_epochs_whatever_the_clock(tmp_path):
    """--max-epochs cuts the schedule where it says, on any machine; the card records it."""
    for stop, trained in (("1.5", 1.5), ("1", 1.0)):
        _tiny_gru(tmp_path, "--epochs", "3", "--batch", "8", "--max-epochs", stop, name=stop)
        card = json.loads((tmp_path / f"{stop}.card.json").read_text())
        # the toy's epoch is 7 batches: the stop falls on the batch nearest the share
        assert card["epochs"] == pytest.approx(trained, abs=0.1)
    _tiny_gru(tmp_path, "--epochs", "2", "--batch", "8", name="whole")
    assert json.loads((tmp_path / "whole.card.json").read_text())["epochs"] == 2


def _tiny_gru(tmp_path, *options: str, name: str = "tcngru"):
    with lzma.open(tmp_path / "toy.train.txt.xz", "wt", encoding="utf-8") as f:
        f.write("\n".join(LINES * 20) + "\n")
    out = tmp_path / f"{name}.npz"
    main(["train", "--family", "tcngru", "--tcn", "3:1,3:2", "--gru", "8", "--margin", "4"]
         + ["--corpora", "toy", "--epochs", "1", "--corpora-dir", str(tmp_path)]
         + ["--dim", "8", "--hidden", "16", "--out", str(out), *options])
    return BoundaryModel.load(out, onnx=False)  # the numpy path, which these tests hold to torch


def _tiny_net(model: BoundaryModel, grams: int = 0, dropout: float = 0.0):
    """The torch network of _tiny_gru's shape, with MODEL's exported weights."""
    from lm.boundary_train import make_model

    args = argparse.Namespace(
        family="tcngru", tcn="3:1,3:2", dim=8, hidden=16, gru=8, gru_layers=1, grams=grams,
        dropout=dropout
    )
    net = make_model("tcngru", len(model.ids), model.context, args)
    net.start_from(model.w)
    return net


def _torch_gru(w, width: int, layers: int = 1):
    """torch's bidirectional GRU of LAYERS with a model's exported GRU weights W (gru_names)."""
    import torch

    from lm.boundary import gru_names

    gru = torch.nn.GRU(width, 8, num_layers=layers, batch_first=True, bidirectional=True)
    with torch.no_grad():
        for k, prefix in enumerate(gru_names(layers)):
            for direction, suffix in (("f", f"l{k}"), ("b", f"l{k}_reverse")):
                for param, key in (("weight_ih", "ih"), ("weight_hh", "hh")):
                    value = torch.tensor(w[f"{prefix}_{direction}_{key}"].T)
                    getattr(gru, f"{param}_{suffix}").copy_(value)
                for param, key in (("bias_ih", "bih"), ("bias_hh", "bhh")):
                    value = torch.tensor(w[f"{prefix}_{direction}_{key}"])
                    getattr(gru, f"{param}_{suffix}").copy_(value)
    return gru


def test_the_gru_reads_past_the_stacks_reach(tmp_path):
    """Unlike the tcn alone, a word far beyond the stack's radius (3) still moves a slot's
    scores, from either side: the GRU carries it."""
    model = _tiny_gru(tmp_path)
    words = "hello how are you today i am fine thanks and then we went home".split()
    base = model.marks(words)[4].copy()
    right = model.marks(words[:12] + ["nobody", "home"])[4]  # 8 to the right of "today"
    left = model.marks(["well"] + words[1:])[4]  # 4 to the left
    assert not np.allclose(base, right) and not np.allclose(base, left)


def test_the_numpy_gru_is_torchs(tmp_path):
    """Run time reads the exported GRU with torch's equations: the same scores as torch's
    nn.GRU given the same weights."""
    import torch

    model = _tiny_gru(tmp_path)
    features = np.random.default_rng(0).normal(size=(11, 16)).astype(np.float32)
    with torch.no_grad():
        expected = _torch_gru(model.w, 16)(torch.tensor(features)[None])[0][0].numpy()
    states = gru_together([(features, model.gru_weights("gru"))])[0]
    assert np.allclose(states, expected, atol=1e-5)


def test_stacked_grus_read_as_torchs(tmp_path):
    """--gru-layers 2: the second GRU reads the first's states, as torch's two-layer GRU does
    (gru2's arrays), and the head reads the stack and both."""
    import torch

    model = _tiny_gru(tmp_path, "--gru-layers", "2", name="deep")
    assert model.grus == ["gru", "gru2"] and model.w["w_out"].shape == (16 + 2 * 16, 8)
    features = np.random.default_rng(1).normal(size=(9, 16)).astype(np.float32)
    with torch.no_grad():
        expected = _torch_gru(model.w, 16, layers=2)(torch.tensor(features)[None])
    first = gru_together([(features, model.gru_weights("gru"))])[0]
    second = gru_together([(first, model.gru_weights("gru2"))])[0]
    assert np.allclose(second, expected[0][0].numpy(), atol=1e-5)


def test_training_exports_the_network_for_onnxruntime_with_the_numpy_scores(tmp_path):
    """A stack model's training writes MODEL.onnx beside it (lm.boundary_onnx), stacked GRUs
    included; loaded, it scores as the numpy path does."""
    pytest.importorskip("onnx")
    reference = _tiny_gru(tmp_path, "--gru-layers", "2", name="deep")
    model = BoundaryModel.load(tmp_path / "deep.npz")
    assert model.session is not None and reference.session is None
    words = "hello how are you today i am fine thanks and then we went home".split()
    for read in ("marks", "cases"):
        assert np.allclose(getattr(model, read)(words), getattr(reference, read)(words), atol=1e-4)


def test_a_deeper_model_starts_from_a_shallower_ones_scores(tmp_path):
    """--init with a model of one GRU and --gru-layers 2: the new layer's share of the head is
    zero, so before any epoch the deeper model scores as the one it starts from."""
    shallow = _tiny_gru(tmp_path)
    deep = tmp_path / "deep.npz"
    main(["train", "--family", "tcngru", "--tcn", "3:1,3:2", "--gru", "8", "--margin", "4"]
         + ["--corpora", "toy", "--epochs", "0", "--corpora-dir", str(tmp_path)]
         + ["--dim", "8", "--hidden", "16", "--gru-layers", "2"]
         + ["--init", str(tmp_path / "tcngru.npz"), "--out", str(deep)])
    model = BoundaryModel.load(deep)
    assert model.grus == ["gru", "gru2"]
    words = "hello how are you today i am fine thanks and then we went home".split()
    assert np.allclose(model.marks(words), shallow.marks(words), atol=1e-3)
    assert np.allclose(model.cases(words), shallow.cases(words), atol=1e-3)


def test_an_unknown_word_without_a_vowel_gets_its_shape_entry():
    from lm.boundary import UNK, word_id
    from lm.boundary_text import UNKNOWN_SHAPES, unknown_shape

    ids = {"<pad>": 0, "<unk>": 1, UNKNOWN_SHAPES[0]: 2, "call": 3}
    assert unknown_shape("mtn") == UNKNOWN_SHAPES[0] and unknown_shape("matan") is None
    assert [word_id(ids, w) for w in ("call", "mtn", "matan", "0")] == [3, 2, UNK, UNK]
    assert word_id({"<pad>": 0, "<unk>": 1}, "mtn") == UNK  # a model from before the shapes


def test_numerals_are_said_in_words_with_the_mark_after_the_last():
    from lm.boundary_train import IGNORE, read_stream

    line = "We paid $1,250 in 2020, about 3.5%. Then we left."
    words, marks, cases = read_stream([line], 1000, breaks=0.0, spoken=1.0)
    assert words[2:9] == ["one", "thousand", "two", "hundred", "fifty", "dollars", "in"]
    at = words.index("percent")
    assert words[at - 3 : at] == ["three", "point", "five"] and marks[at] == 2
    assert marks[words.index("twenty") + 1] == 1  # "twenty twenty," keeps its comma at the end
    assert all(m == 0 for m in marks[2:7]) and cases[0] == IGNORE
    written, _, _ = read_stream([line], 1000, breaks=0.0, spoken=0.0)
    assert "0" in written and "dollars" not in written


def test_spoken_numerals():
    from lm.spoken_numbers import say

    assert say("1990s") == ["nineteen", "nineties"]
    assert say("2,000,005") == ["two", "million", "five"]
    assert say("3:05") == ["three", "oh", "five"]
    assert say("22nd") == ["twenty", "second"]
    assert say("$2.5") == ["two", "point", "five", "dollars"]
    assert say("a4") is None and say("3:75") is None
    # Digit strings as recognizers give them, one word a digit: zip codes, ids, phone numbers.
    assert say("02188") == ["zero", "two", "one", "eight", "eight"]
    assert say("94005", zero="oh") == ["nine", "four", "oh", "oh", "five"]
    assert say("555-0100") == ["five", "five", "five", "zero", "one", "zero", "zero"]
    assert say("10-12") is None  # a range
    assert say("456", by_digit=True) == ["four", "five", "six"]
    assert say("4,560", by_digit=True) == ["four", "thousand", "five", "hundred", "sixty"]
    assert say("1990", by_digit=True) == ["nineteen", "ninety"]  # a year is said as one
    assert say("5134") == ["five", "thousand", "one", "hundred", "thirty", "four"]


def test_titles_are_said_as_recognizers_give_them():
    from lm.boundary_train import read_stream

    words, marks, cases = read_stream(["Call Dr. Smith today."], 1000, breaks=0.0, spoken=1.0)
    at = words.index("doctor")
    assert words[at + 1] == "smith" and marks[at] == 0
    assert cases[at] == cases[at + 1]  # "Doctor" keeps the capital "Dr" had, as "Smith" has


def test_training_on_from_a_model_starts_from_its_weights(tmp_path):
    """--init takes an exported model's weights and vocabulary: with no epoch to train, the
    model written is the one read (start_from is export's inverse)."""
    _tiny_gru(tmp_path)
    first, again = tmp_path / "tcngru.npz", tmp_path / "again.npz"
    main(["train", "--family", "tcngru", "--tcn", "3:1,3:2", "--gru", "8", "--margin", "4"]
         + ["--corpora", "toy", "--epochs", "0", "--corpora-dir", str(tmp_path), "--seed", "7"]
         + ["--dim", "8", "--hidden", "16", "--init", str(first), "--out", str(again)])
    a, b = np.load(first), np.load(again)
    assert set(a.files) == set(b.files)
    for name in a.files:
        assert np.array_equal(a[name], b[name]), name


def test_sentence_breaks_cut_a_line_after_its_sentence_ends_only():
    from lm.boundary_train import IGNORE, read_stream

    line = "We grew, a lot. Then we left? Fine."
    whole, marks, _ = read_stream([line], 1000, context=2, breaks=0.0)
    assert "<pad>" not in whole
    words, cut_marks, cases = read_stream([line], 1000, context=2, breaks=0.0, sentence_breaks=1.0)
    assert words == ["we", "grew", "a", "lot", "<pad>", "<pad>", "then", "we", "left", "<pad>",
                     "<pad>", "fine"]  # fmt: skip
    assert [m for m in cut_marks if m != IGNORE] == marks  # the same labels, padding between
    assert cases[4:6] == [IGNORE, IGNORE] and cases[6] == IGNORE  # a sentence start stays masked


def test_an_unknown_word_is_read_by_its_letters_as_training_read_it(tmp_path):
    """--grams: run-time numpy adds an unknown word's n-gram vectors to its entry as the torch
    model does (the same logits from the exported weights), so two unknown words with other
    letters score differently; a model without n-grams reads both as <unk>."""
    import torch

    from lm.boundary_train import Unknowns

    model = _tiny_gru(tmp_path, "--grams", "256", "--gram-drop", "0.5", "--gram-keep", "5")
    plain = _tiny_gru(tmp_path, name="plain")
    first = "we met zorblax at ibm".split()
    second = "we met quintessa at ibm".split()
    assert not np.allclose(model.marks(first)[2], model.marks(second)[2])
    assert np.allclose(plain.marks(first)[2], plain.marks(second)[2])

    vocab = list(model.ids)
    net = _tiny_net(model, grams=256)
    unknown = Unknowns(vocab, 256, drop=0.0, keep=0, seed=0)
    pad = ["<pad>"] * model.context
    ids = torch.tensor([[unknown.id(w) for w in pad + first + pad]])
    net.unknown(*unknown.tables())
    with torch.no_grad():
        expected = net(ids)[0].numpy()
    assert np.allclose(model._logits(first), expected, atol=1e-4)


def test_a_text_without_unknown_words_still_gives_the_n_grams_a_table():
    """The model gathers a row of the unknown words' tables for every slot before masking the
    known ones, so even a text with no unknown word needs one row."""
    from lm.boundary_train import Unknowns

    unknown = Unknowns(["<pad>", "<unk>", "<unk:nv>", "call"], 64, drop=0.0, keep=0, seed=0)
    assert [unknown.id(w) for w in ("call", "<pad>")] == [3, 0]
    entries, grams = unknown.tables()
    assert entries.shape == (1,) and grams.shape[0] == 1
    assert unknown.id("zorblax") == 4 and unknown.tables()[0].shape == (1,)


def test_dropout_acts_in_training_only_and_the_export_is_the_network_without_it(tmp_path):
    import torch

    model = _tiny_gru(tmp_path, "--dropout", "0.5", name="dropped")
    card = json.loads((tmp_path / "dropped.card.json").read_text())
    assert card["dropout"] == 0.5 and sorted(model.w) == sorted(_tiny_gru(tmp_path).w)
    net = _tiny_net(model, dropout=0.5)
    words = "we met them at ibm".split()
    pad = [model.ids["<pad>"]] * model.context
    ids = torch.tensor([pad + [model.ids.get(w, model.ids["<unk>"]) for w in words] + pad])
    with torch.no_grad():
        trained = [net(ids)[0].numpy() for _ in range(2)]  # a module is built in training mode
        net.eval()
        expected = net(ids)[0].numpy()
    assert not np.allclose(trained[0], trained[1])
    assert np.allclose(model._logits(words), expected, atol=1e-4)


def test_a_model_of_marks_alone_leaves_its_case_outputs_untrained(tmp_path):
    # The same seed starts both from the same weights; no epoch is the start itself.
    start = _tiny_gru(tmp_path, "--epochs", "0", name="start")
    alone = _tiny_gru(tmp_path, "--case-weight", "0", name="alone")
    both = _tiny_gru(tmp_path, name="both")
    card = json.loads((tmp_path / "alone.card.json").read_text())
    assert card["case_weight"] == 0.0
    # The head's last four columns are the cases' logits: only the marks' moved.
    head = start.w["w_out"].astype(np.float32)
    assert np.array_equal(alone.w["w_out"][:, 4:].astype(np.float32), head[:, 4:])
    assert not np.allclose(alone.w["w_out"][:, :4].astype(np.float32), head[:, :4])
    assert not np.allclose(both.w["w_out"][:, 4:].astype(np.float32), head[:, 4:])
