"""The shipped ensemble of boundary and case models (lm.boundary_ensemble), on the real weights."""

import sys
import threading

import numpy as np
import pytest

from lm.boundary import BoundaryModel, logits_together
from lm.boundary_ensemble import DEFAULT_MEMBERS, BoundaryEnsemble, load
from lm.data_files import data_path

WORDS = "thank you very much how are you doing today".split()


@pytest.fixture(scope="module")
def members():
    return [BoundaryModel.load(p) for p in DEFAULT_MEMBERS]


def test_the_default_is_the_shipped_ensemble_and_a_path_is_one_model():
    assert len(load().members) == len(DEFAULT_MEMBERS) >= 2
    assert isinstance(load(DEFAULT_MEMBERS[0]), BoundaryModel)
    assert isinstance(load(str(DEFAULT_MEMBERS[0])), BoundaryModel)


def test_several_paths_are_their_ensemble():
    chosen = load(list(DEFAULT_MEMBERS[:2]))
    assert isinstance(chosen, BoundaryEnsemble) and len(chosen.members) == 2
    expected = BoundaryEnsemble([BoundaryModel.load(p) for p in DEFAULT_MEMBERS[:2]])
    assert np.allclose(chosen.marks(WORDS), expected.marks(WORDS))


def test_scores_are_the_members_renormalized_mean(members):
    ensemble = BoundaryEnsemble(members)
    for scores, own in (
        (ensemble.marks(WORDS), [m.marks(WORDS) for m in members]),
        (ensemble.cases(WORDS), [m.cases(WORDS) for m in members]),
    ):
        assert scores.shape == (len(WORDS), 4)
        assert np.allclose(np.exp(scores).sum(axis=1), 1.0, atol=1e-5)  # log-probabilities
        mean = np.mean(own, axis=0)
        # renormalizing shifts each row by one constant: the differences are the mean's
        assert np.allclose(scores - scores[:, :1], mean - mean[:, :1], atol=1e-5)


def test_one_member_is_that_model(members):
    alone = BoundaryEnsemble(members[:1])
    assert np.allclose(alone.marks(WORDS), members[0].marks(WORDS), atol=1e-5)


def test_the_members_differ_and_the_mean_lies_between(members):
    first, second = (m.marks(WORDS) for m in members[:2])
    assert not np.allclose(first, second)
    both = BoundaryEnsemble(members[:2]).marks(WORDS)
    ratio = both[:, 2] - both[:, 0]  # period against no mark
    low = np.minimum(first[:, 2] - first[:, 0], second[:, 2] - second[:, 0])
    high = np.maximum(first[:, 2] - first[:, 0], second[:, 2] - second[:, 0])
    assert np.all(low - 1e-5 <= ratio) and np.all(ratio <= high + 1e-5)


def test_no_words_and_no_members(members):
    assert BoundaryEnsemble(members).marks([]).shape == (0, 4)
    with pytest.raises(ValueError, match="at least one"):
        BoundaryEnsemble([])


def test_grus_stepped_together_score_as_each_alone():
    # logits_together steps the GRUs of several tcngru models in one loop (one batched matmul
    # a word); each model's scores are those it gives alone. Two shipped tcngru models.
    paths = [data_path("boundary", "model_gru.npz"), data_path("boundary", "permissive.npz")]
    words = ("so about saturday i can't make it after all call me " * 12).split()
    alone = [BoundaryModel.load(p) for p in paths]
    together = [BoundaryModel.load(p) for p in paths]
    assert all(m.grus for m in together)
    logits_together(together, words)
    for own, joint in zip(alone, together, strict=True):
        assert np.allclose(joint.marks(words), own.marks(words), atol=1e-5)
        assert np.allclose(joint.cases(words), own.cases(words), atol=1e-5)


def test_a_member_listed_twice_counts_twice():
    # The same model object twice (weighted twice) is read once, then averaged as listed.
    # Fresh models: the module's members hold WORDS' scores already.
    first, gru = (BoundaryModel.load(p) for p in DEFAULT_MEMBERS[:2])
    twice = BoundaryEnsemble([first, gru, gru]).marks(WORDS)
    mean = (first.marks(WORDS) + 2 * gru.marks(WORDS)) / 3
    assert np.allclose(twice - twice[:, :1], mean - mean[:, :1], atol=1e-5)


def test_threads_sharing_the_ensemble_each_get_their_own_transcripts_scores(members):
    """A formatter may serve several threads (tests/formatter/test_pipeline.py), and scoring
    releases Python's lock: one thread's transcript must not take the place of another's in a
    member's cache between scoring and reading. Threads are switched as often as Python allows,
    so that a shared cache fails within a few hundred calls."""
    ensemble = BoundaryEnsemble(members)
    texts = [(WORDS * 3)[k : k + 4 + 3 * k] for k in range(8)]
    expected = [ensemble.marks(t) for t in texts]
    failures: list[str] = []

    def score(offset: int) -> None:
        for _ in range(40):
            for i in range(offset, len(texts), 2):
                try:
                    found = ensemble.marks(texts[i])
                    if found.shape != expected[i].shape or not np.allclose(
                        found, expected[i], atol=1e-5
                    ):
                        failures.append(f"text {i}: other scores")
                except ValueError as error:  # the mean of two transcripts' rows
                    failures.append(f"text {i}: {error}")

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=score, args=(k % 2,)) for k in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert not failures, failures[:3]


def test_a_members_last_transcript_is_kept_per_thread(members):
    """What the test above needs, step by step: a transcript scored in another thread leaves
    this thread's cached logits as they were."""
    model = members[1]
    logits_together([model], WORDS)
    other = threading.Thread(target=logits_together, args=([model], WORDS[:3]))
    other.start()
    other.join()
    assert model._cache is not None and model._cache[0] == tuple(WORDS)


def test_the_members_hold_each_word_and_id_once():
    # Their vocabularies are mostly the same words: shared, not copied per member (memory).
    first, second, *_ = BoundaryEnsemble.load().members
    (word,) = (w for w in first.ids if w == "because")
    (again,) = (w for w in second.ids if w == "because")
    assert word is again
    # an id past the ints Python keeps one of anyway (up to 256)
    large = next(i for w, i in first.ids.items() if i > 1000)
    assert next(i for i in second.ids.values() if i == large) is large
