"""What the search's tables counted on sentences share: lm.openers, lm.question_openers and
lm.sentence_lengths each save what they learned with its corpora's licences, and a table beside
another class LM is that LM's own."""

import pytest

from lm import openers, question_openers, sentence_lengths

# (module, its table's class, the file it is saved as beside a model, its default path)
TABLES = [
    (openers, openers.OpenerModel, "openers.json", openers.DEFAULT_OPENERS),
    (
        question_openers,
        question_openers.QuestionOpeners,
        "question_openers.json",
        question_openers.DEFAULT_QUESTION_OPENERS,
    ),
    (
        sentence_lengths,
        sentence_lengths.SentenceLengths,
        "sentence_lengths.json",
        sentence_lengths.DEFAULT_SENTENCE_LENGTHS,
    ),
]
CORPUS = (
    "If it rains, we stay. Is it late? We go.\nIf you can, call. Is that so? We left.\n"
    "Yes. We went home now. Okay. They went away.\n"
)


@pytest.mark.parametrize(("module", "table", "name", "default"), TABLES)
def test_a_table_saves_and_loads_with_its_corpora_licences(
    module, table, name, default, tmp_path, monkeypatch
):
    # Thresholds low enough for a few lines to give each table rows.
    for threshold, value in [("MIN_SENTENCES", 1), ("MIN_PAIR", 1), ("MAX_LENGTH", 3)]:
        if hasattr(module, threshold):
            monkeypatch.setattr(module, threshold, value)
    corpus = tmp_path / "blogs.train.txt"
    corpus.write_text(CORPUS, "utf-8")
    model = module.train([corpus])
    assert len(model)
    out = tmp_path / name
    model.save(out)
    assert table.load(out) == model
    assert "non-commercial" in model.card["corpora"][0]["licence"]  # blogs' licence on the card


@pytest.mark.parametrize(("module", "table", "name", "default"), TABLES)
def test_a_table_beside_another_class_lm_is_its_own(module, table, name, default, tmp_path):
    model = tmp_path / "permissive.binary"
    assert module.beside(model) == default
    (tmp_path / name).write_text("{}", "utf-8")
    assert module.beside(model) == tmp_path / name
