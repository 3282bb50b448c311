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
    FEATURES,
    POOLED,
    PauseTextModel,
    beyond_typical,
    buckets_of,
    commonest,
    fit,
    rows_in,
    train,
    word_rows,
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


def _fitted(fitted) -> PauseTextModel:
    """A pooled model of one fit's parameters."""
    return PauseTextModel.of({POOLED: fitted})


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
    assert loaded.slopes == {}  # a model without slopes (older files) reads the buckets alone
    layer = (np.ones((FEATURES, 3)), np.zeros(3), np.full((3, 4), 0.5))
    fuller = PauseTextModel(
        _model().matrices,
        _model().biases,
        slopes={POOLED: np.arange(4.0)},
        hidden={POOLED: layer},
    )
    fuller.save(path)
    loaded = PauseTextModel.load(path)
    assert np.allclose(loaded.slopes[POOLED], np.arange(4.0))
    assert all(np.allclose(a, b) for a, b in zip(loaded.hidden[POOLED], layer, strict=True))
    doc = json.loads(path.read_text())
    doc["models"][POOLED]["hidden"][2] = [[0.5] * 3] * 3  # a second layer of the wrong shape
    path.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="wrong shape"):
        PauseTextModel.load(path)
    fuller.save(path)
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
    model = _fitted(fit(logp, gaps, marks))
    scored = model.scores(logp, gaps.tolist(), None)
    assert (scored[gaps > 1].argmax(1) == PERIOD).all() and (scored[gaps < 1].argmax(1) == 0).all()


def test_fit_reads_gaps_finer_than_the_buckets_through_the_slope():
    # 0 s and 0.04 s share the first bucket; after the longer of the two (a third of the gaps, so
    # the typical gap is 0) the reference has a comma, after the shorter none: only the slope on
    # the log gap can tell them apart.
    rng = np.random.default_rng(1)
    n = 600
    logp = log_softmax(rng.normal(size=(n, 4)) * 0.1)
    gaps = np.where(np.arange(n) % 3 == 0, 0.04, 0.0)
    assert bucket(0.04) == bucket(0.0)
    marks = np.where(gaps > 0.02, MARKS.index(","), 0)
    fitted = fit(logp, gaps, marks, hidden=0)
    assert fitted.hidden is None and fitted.slopes[MARKS.index(",")] > fitted.slopes[0]
    scored = _fitted(fitted).scores(logp, gaps.tolist(), None)
    assert (scored[gaps > 0.02].argmax(1) == MARKS.index(",")).all()
    assert (scored[gaps < 0.02].argmax(1) == 0).all()
    buckets_alone = PauseTextModel({POOLED: fitted.matrices}, {POOLED: fitted.biases})
    without = buckets_alone.scores(logp[:3], [0.0, 0.0, 0.04], None)[1:]
    assert np.allclose(without[0], without[1], atol=0.5)


def test_the_hidden_layer_learns_what_no_matrix_per_bucket_can():
    # In one bucket, a comma where the words give the comma a middling log-probability and none
    # where they give it a low or a high one: not monotone in any log-probability, so no affine
    # map of them separates it, and a hidden layer does.
    rng = np.random.default_rng(2)
    n = 1200
    comma = rng.uniform(-6.0, 0.0, size=n)
    logp = np.stack([np.full(n, -0.1), comma, np.full(n, -3.0), np.full(n, -5.0)], axis=1)
    gaps = np.zeros(n)
    marks = np.where(np.abs(comma + 3.0) < 1.0, MARKS.index(","), 0)

    def right(hidden: int) -> float:
        scored = _fitted(fit(logp, gaps, marks, hidden=hidden)).scores(logp, gaps, None)
        return float((scored.argmax(1) == marks).mean())

    assert right(0) < 0.75 < 0.95 < right(16)


def test_the_words_beside_a_slot_learn_what_the_text_model_does_not_say():
    # The text is the same everywhere; the reference has a comma before "and" only after "well",
    # and none elsewhere: only the weights of the words before and after can tell the slots apart.
    rng = np.random.default_rng(3)
    n = 900
    logp = log_softmax(np.tile([1.0, 0.0, -1.0, -4.0], (n, 1)) + rng.normal(size=(n, 4)) * 0.01)
    gaps = np.zeros(n)
    texts = [("well", "and"), ("so", "and"), ("well", "then")] * (n // 3)
    marks = np.array([MARKS.index(",") if t == ("well", "and") else 0 for t in texts])
    lists = (("well", "so"), ("and",))
    before, after = (rows_in(lists[i], [t[i] for t in texts]) for i in (0, 1))
    fitted = fit(logp, gaps, marks, hidden=0, rows=(before, after, 2, 1))
    model = PauseTextModel.of({POOLED: fitted}, words=lists)
    comma = MARKS.index(",")
    # Scored on a transcript's words: the slot after "well" before "and" takes the comma.
    scored = model.scores(logp[:4], [0.0] * 3, None, ["well", "and", "so", "and"])
    assert scored[0].argmax() == comma and scored[1].argmax() == 0 and scored[2].argmax() == 0
    # Without the words the weights are not read: every slot scores alike.
    plain = model.scores(logp[:4], [0.0] * 3, None)
    assert np.allclose(plain[0], plain[2], atol=0.1)
    assert plain[0, comma] < scored[0, comma]


def test_words_are_rowed_by_their_lists_and_the_commonest_come_first():
    assert [r.tolist() for r in word_rows((("and", "so"), ("and",)), ["so", "and"], 2)] == [
        [2, 1],
        [1, 0],  # after the last word there is none: the row of every other word
    ]
    slots = [(None, 0.0, 0, "so", "and"), (None, 0.0, 0, "so", "we"), (None, 0.0, 0, "we", "")]
    assert commonest(slots, 1) == (("so",), ("and",))  # ties by the word; "" is no word


def test_save_and_load_keep_the_words_and_refuse_weights_of_another_length(tmp_path):
    lexical = (np.ones((3, 4)), np.full((2, 4), 0.5))
    model = PauseTextModel(
        _model().matrices, _model().biases, words=(("and", "so"), ("we",)),
        lexical={POOLED: lexical},
    )  # fmt: skip
    path = tmp_path / "m.json"
    model.save(path)
    loaded = PauseTextModel.load(path)
    assert loaded.words == (("and", "so"), ("we",))
    assert all(np.allclose(a, b) for a, b in zip(loaded.lexical[POOLED], lexical, strict=True))
    doc = json.loads(path.read_text())
    doc["words"]["before"] = ["and"]  # one word fewer than the weights have rows for
    path.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="wrong shape"):
        PauseTextModel.load(path)


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
    assert set(model.matrices) == set(model.slopes) == set(model.hidden) == {POOLED, *ENGINES}
    assert set(model.lexical) == {POOLED, *ENGINES}
    assert model.words == (("so", "we"), ("grew", "we"))  # the words beside the labelled slots
    assert "without call 222" in model.trained_on
    assert model.members == tuple(p.name for p in DEFAULT_MEMBERS)


def test_the_shipped_model_reads_a_long_gap_as_a_sentence_end_the_words_leave_open():
    model = PauseTextModel.load(DEFAULT_PAUSE_TEXT)
    assert model.members == tuple(p.name for p in DEFAULT_MEMBERS)
    assert set(model.matrices) == set(model.slopes) == set(model.hidden) == {POOLED, *ENGINES}
    assert set(model.lexical) == {POOLED, *ENGINES} and "and" in model.words[1]
    unsure = log_softmax(np.array([[1.0, 0.0, 0.5, -4.0]]))
    for engine in (None, *ENGINES):
        short, long = model.scores(np.vstack([unsure, unsure]), [0.0, 1.5], engine)
        assert long[PERIOD] > short[PERIOD] and long[0] < short[0]


def test_gaps_are_read_beyond_the_transcripts_typical_gap():
    assert np.allclose(beyond_typical([0.02, 0.02, 0.02, 0.52, -0.1]), [0, 0, 0, 0.5, 0])
    assert np.allclose(beyond_typical([0.0, 0.0, 0.3]), [0.0, 0.0, 0.3])
    # A few words with long pauses between them: their median is no frame aligner's spacing.
    assert np.allclose(beyond_typical([0.8, 1.5]), [0.75, 1.45])
    assert beyond_typical([]).shape == (0,)


def test_the_shipped_model_reads_a_frame_aligners_even_gaps_as_no_pause():
    # whisperX leaves 0.02 s between all words: read as the calls' engines' 0.00, and a long gap
    # among them still as long.
    model = PauseTextModel.load(DEFAULT_PAUSE_TEXT)
    logp = log_softmax(np.array([[1.0, 0.6, -0.5, -4.0]] * 6))
    even = model.scores(logp, [0.02] * 5, None)
    assert np.allclose(even, model.scores(logp, [0.0] * 5, None))
    paused = model.scores(logp, [0.02, 0.02, 1.02, 0.02, 0.02], None)
    assert np.allclose(paused[2], model.scores(logp, [0.0, 0.0, 1.0, 0.0, 0.0], None)[2])
    assert paused[2, PERIOD] > even[2, PERIOD]


def test_buckets_of_many_gaps_are_each_gaps_bucket():
    gaps = [-0.2, 0.0, 0.03, 0.05, 0.0501, 0.15, 0.3, 0.49, 0.8, 1.2, 1.99, 2.0, 7.0]
    assert buckets_of(gaps).tolist() == [bucket(g) for g in gaps]
