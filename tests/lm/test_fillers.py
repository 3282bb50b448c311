"""The filler table: slot positions beside "uh"/"um", the log-ratios it learns, its file."""

import json
import math

import pytest

from lm.fillers import DEFAULT_FILLERS, MARKS, POSITIONS, FillerModel, fit, position, train


def test_positions():
    assert position("so", "um") == "before"
    assert position("uh", "we") == "after"
    assert position("um", "uh") == "between"
    assert position("so", "we") is None


def test_fit_gives_log_ratios_that_follow_the_counts():
    slots = [("", None)] * 90 + [(",", None)] * 5 + [(",", "after")] * 9 + [("", "after")]
    after = fit(slots)[POSITIONS.index("after")]
    assert after[MARKS.index(",")] > 0 > after[MARKS.index("")]
    assert all(math.isfinite(v) for row in fit(slots) for v in row)  # smoothed


def test_scores_only_beside_a_filler():
    model = FillerModel(((1.0, 2.0, 3.0, 4.0), (5.0, 6.0, 7.0, 8.0), (0.0,) * 4))
    found = model.scores(["so", "um", "we", "grew"])
    assert found[0][","] == 2.0 and found[1][","] == 6.0  # before "um", after it
    assert found[2] == {} and found[3] == {}  # beside no filler; the last word has no slot
    assert model.scores([]) == []


def _timed(tmp_path, units):
    """A units file and its labels file, as ../shared/eval/timed writes them."""
    words = tmp_path / "x.jsonl"
    labels = tmp_path / "x.labels.jsonl"
    words.write_text(
        "".join(
            json.dumps({"id": i, "words": [{"word": w, "start": 0, "end": 0} for w in ws]}) + "\n"
            for i, ws, _ in units
        )
    )
    labels.write_text(
        "".join(json.dumps({"id": i, "n": len(ws), "slots": s}) + "\n" for i, ws, s in units)
    )
    return labels


def test_train_reads_the_words_beside_the_labels_and_leaves_out_calls(tmp_path):
    labels = _timed(
        tmp_path,
        [
            ("111_x_000", ["so", "um", "we"], [[0, ",", "", 0.0, 1], [1, ",", "", 0.0, 1]]),
            ("222_x_000", ["so", "um", "we"], [[0, ".", "", 0.0, 1], [1, "", "", 0.0, 1]]),
        ],
    )
    only_first, both = train([labels], exclude=["222"]), train([labels])
    assert only_first.table != both.table
    assert "without call 222" in only_first.trained_on
    path = tmp_path / "f.json"
    only_first.save(path)
    assert FillerModel.load(path) == only_first


def test_shipped_table_sets_fillers_off_with_commas():
    model = FillerModel.load(DEFAULT_FILLERS)
    before, after = model.scores(["so", "um", "we"])[:2]
    assert before[","] > before[""] and after[","] > after[""] and after[","] > after["."]


def test_a_table_of_other_positions_is_refused(tmp_path):
    path = tmp_path / "f.json"
    path.write_text(json.dumps({"positions": ["x"], "marks": list(MARKS), "table": [[0] * 4]}))
    with pytest.raises(ValueError, match="positions"):
        FillerModel.load(path)
