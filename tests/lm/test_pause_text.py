"""The pause and text model: per gap bucket an affine map of the boundary model's log-probabilities,
learned on timed slots; the shipped one on real weights."""

import json
import lzma

import numpy as np
import pytest

from lm.boundary import MARKS, log_softmax
from lm.boundary_ensemble import DEFAULT_MEMBERS
from lm.pause_text import (
    BUCKETS,
    DEFAULT_PAUSE_TEXT,
    POOLED,
    PauseTextModel,
    fit,
    train,
)
from lm.pauses import ENGINES, bucket

PERIOD = MARKS.index(".")


def _model() -> PauseTextModel:
    """The pooled model keeps the text's probabilities; 'amazon' adds 2 nats to '.' after gaps of
    a second or more."""
    identity = np.tile(np.eye(4), (BUCKETS, 1, 1))
    long_period = np.zeros((BUCKETS, 4))
    long_period[bucket(1.0) :, PERIOD] = 2.0
    biases = {POOLED: np.zeros((BUCKETS, 4)), "amazon": long_period}
    return PauseTextModel({POOLED: identity, "amazon": identity}, biases)


def test_scores_are_log_probabilities_of_the_text_mapped_by_the_gaps_bucket():
    logp = log_softmax(np.array([[2.0, 0.5, 0.1, -3.0]] * 3))
    model = _model()
    pooled = model.scores(logp, [0.0, 1.5], None)
    assert pooled.shape == (2, 4)  # one row per gap: the last word has none
    assert np.allclose(pooled, logp[:2], atol=1e-6)
    amazon = model.scores(logp, [0.0, 1.5], "amazon")
    assert np.allclose(amazon[0], logp[0], atol=1e-6) and amazon[1, PERIOD] > logp[1, PERIOD]
    assert np.allclose(np.exp(amazon).sum(axis=1), 1.0, atol=1e-5)
    assert np.allclose(model.scores(logp, [1.5], "google"), pooled[1:], atol=1e-6)  # no own model


def test_save_and_load_round_trip_and_refuse_other_buckets(tmp_path):
    path = tmp_path / "m.json"
    _model().save(path)
    loaded = PauseTextModel.load(path)
    assert set(loaded.matrices) == {POOLED, "amazon"}
    assert np.allclose(loaded.biases["amazon"], _model().biases["amazon"])
    doc = json.loads(path.read_text())
    doc["edges"] = [1.0]
    path.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="buckets"):
        PauseTextModel.load(path)


def test_fit_learns_what_the_gap_says_beside_the_text():
    # The text is unsure everywhere; after long gaps the reference has a period, after short ones
    # none.
    rng = np.random.default_rng(0)
    n = 400
    logp = log_softmax(rng.normal(size=(n, 4)))
    gaps = np.where(np.arange(n) % 2, 1.5, 0.0)
    marks = np.where(gaps > 1, PERIOD, 0)
    matrices, biases = fit(logp, np.array([bucket(g) for g in gaps]), marks)
    model = PauseTextModel({POOLED: matrices}, {POOLED: biases})
    scored = model.scores(logp, gaps.tolist(), None)
    assert (scored[gaps > 1].argmax(1) == PERIOD).all() and (scored[gaps < 1].argmax(1) == 0).all()


def test_train_reads_every_engines_units_and_leaves_calls_out(tmp_path):
    for engine in ENGINES:
        units, labels = [], []
        for call in ("111", "222"):
            spoken = enumerate("so we grew".split())
            words = [{"word": w, "start": i, "end": i + 0.5} for i, w in spoken]
            uid = f"{call}_{engine}_000"
            units.append({"id": uid, "words": words})
            labels.append({"id": uid, "n": 3, "slots": [[0, ",", "", 0.1, 0], [1, "", "", 0.0, 0]],
                           "caps": []})  # fmt: skip
        for name, docs in ((f"{engine}.jsonl.xz", units), (f"{engine}.labels.jsonl.xz", labels)):
            with lzma.open(tmp_path / name, "wt", encoding="utf-8") as f:
                f.write("".join(json.dumps(d) + "\n" for d in docs))
    model = train(tmp_path, exclude=["222"])
    assert set(model.matrices) == {POOLED, *ENGINES}
    assert "without call 222" in model.trained_on
    assert model.members == tuple(p.name for p in DEFAULT_MEMBERS)


def test_the_shipped_model_reads_a_long_gap_as_a_sentence_end_the_words_leave_open():
    model = PauseTextModel.load(DEFAULT_PAUSE_TEXT)
    assert model.members == tuple(p.name for p in DEFAULT_MEMBERS)
    assert set(model.matrices) == {POOLED, *ENGINES}
    unsure = log_softmax(np.array([[1.0, 0.0, 0.5, -4.0]]))
    for engine in (None, *ENGINES):
        short, long = model.scores(np.vstack([unsure, unsure]), [0.0, 1.5], engine)
        assert long[PERIOD] > short[PERIOD] and long[0] < short[0]
