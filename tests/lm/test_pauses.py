"""The pause table: buckets, the log-ratios it learns, and 'unknown' for times that say nothing."""

import json
import math

import pytest

from lm.pauses import DEFAULT_PAUSES, EDGES, MARKS, PauseModel, bucket, fit, gaps, train


def test_buckets_follow_the_edges():
    assert bucket(0.0) == 0
    assert bucket(-0.2) == 0  # overlapping words: no pause
    assert bucket(EDGES[0]) == 1
    assert bucket(100.0) == len(EDGES)


def test_synthetic_or_uninformative_times_are_unknown_not_zero():
    # Plain text's times: word i spans [i, i + 1), so every gap is 0.
    assert gaps([0.0, 1.0, 2.0, 3.0], [1.0, 2.0, 3.0, 4.0]) is None
    # An engine writing each end as the next start: nothing about pauses either.
    starts = [0.1 * i for i in range(300)]
    assert gaps(starts, [s + 0.1 for s in starts]) is None
    assert gaps([0.0], [0.5]) is None


def test_real_pauses_are_kept():
    found = gaps([0.0, 0.4, 1.5, 1.8], [0.3, 0.7, 1.7, 2.0])
    assert found is not None and [round(g, 2) for g in found] == [0.1, 0.8, 0.1]


def test_fit_gives_log_ratios_that_follow_the_counts():
    slots = [("", 0.0)] * 90 + [(".", 1.0)] * 8 + [("", 1.0)] * 2
    table = fit((mark, gap, 1.0) for mark, gap in slots)
    long, short = table[bucket(1.0)], table[bucket(0.0)]
    period, none = MARKS.index("."), MARKS.index("")
    assert long[period] > 0 > long[none]
    assert short[period] < 0 < short[none]
    assert all(math.isfinite(v) for row in table for v in row)  # smoothed: no log of zero


def test_train_leaves_out_excluded_calls_and_round_trips(tmp_path):
    labels = tmp_path / "x.labels.jsonl"
    units = [
        {"id": "111_x_000", "n": 3, "slots": [[0, "", "", 0.0, 0], [1, ".", ".", 1.0, 0]]},
        {"id": "222_x_000", "n": 3, "slots": [[0, ".", "", 0.0, 0], [1, "", ".", 1.0, 0]]},
    ]
    labels.write_text("".join(json.dumps(u) + "\n" for u in units))
    only_first = train([labels], exclude=["222"])
    both = train([labels])
    assert only_first.table != both.table
    assert "without call 222" in only_first.trained_on
    path = tmp_path / "p.json"
    only_first.save(path)
    assert PauseModel.load(path) == only_first


def test_shipped_table_favours_sentence_ends_after_long_pauses():
    model = PauseModel.load(DEFAULT_PAUSES)
    long, short = model.scores(1.5), model.scores(0.0)
    assert long["."] > long[""] and short["."] < short[""]
    assert long["."] > short["."] and long["?"] > short["?"]


def test_a_table_of_other_buckets_is_refused(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"edges": [1.0], "marks": list(MARKS), "table": [[0] * 4] * 2}))
    with pytest.raises(ValueError, match="buckets"):
        PauseModel.load(path)


def _labels(path, call, slots):
    path.write_text(json.dumps({"id": f"{call}_x_000", "n": len(slots) + 1, "slots": slots}) + "\n")
    return path


def test_an_engine_table_counts_the_other_engines_slots_at_their_weight(tmp_path):
    # The first engine's long gaps end sentences; the second's long gaps are mid-sentence.
    slots = [[k, ".", "", 1.0, 0] for k in range(20)] + [[k, "", "", 0.0, 0] for k in range(60)]
    own = _labels(tmp_path / "a.labels.jsonl", "1", slots)
    other = _labels(tmp_path / "b.labels.jsonl", "2", [[k, "", "", 1.0, 0] for k in range(20)])
    files = [own, other]
    period = MARKS.index(".")

    def long_period(**weights):
        return train(files, **weights).table[bucket(1.0)][period]

    assert long_period(others=0.0) > long_period(others=0.3) > long_period()
    assert train(files, others=1.0).table == train(files).table
    assert "weighing 0.3" in train(files, others=0.3).trained_on[-1]


def test_each_engine_has_a_shipped_table_of_its_own_times():
    from lm.pauses import ENGINES, engine_pauses

    pooled = PauseModel.load(DEFAULT_PAUSES)
    tables = {engine: PauseModel.load(engine_pauses(engine)) for engine in ENGINES}
    for engine, model in tables.items():
        assert model.trained_on == (f"{engine}.labels.jsonl.xz",)
        assert model.scores(1.5)["."] > model.scores(0.0)["."]
        assert model.table != pooled.table
