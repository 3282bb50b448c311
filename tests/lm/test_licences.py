"""Every shipped model's card names its corpora and their licences (issue 13: a commercial user
must be able to tell what each model was trained on)."""

import json

from lm.data_files import data_dir
from lm.licences import PERMISSIVE, licence_of, non_commercial


def _corpora(card: dict) -> dict[str, str]:
    """corpus -> licence, from either card layout (a list of records or a corpus -> licence map)."""
    corpora = card.get("corpora")
    if isinstance(corpora, dict):
        return corpora
    return {c["name"]: c.get("licence", "") for c in corpora or []}


def test_every_shipped_card_names_each_corpus_licence():
    cards = sorted(data_dir().rglob("*.card.json"))
    assert len(cards) >= 4  # the LM, the acronym lexicon, two boundary models
    for path in cards:
        corpora = _corpora(json.loads(path.read_text()))
        assert corpora, path
        for name, licence in corpora.items():
            assert licence == licence_of(name), (path, name)
            assert not licence.startswith("unknown"), (path, name)


def test_cards_with_non_commercial_corpora_say_so():
    for path in sorted(data_dir().rglob("*.card.json")):
        card = json.loads(path.read_text())
        if non_commercial(_corpora(card)):
            text = json.dumps({k: v for k, v in card.items() if k != "corpora"}).lower()
            assert "non-commercial" in text, path


def test_the_permissive_set_leaves_out_every_non_commercial_corpus():
    assert set(PERMISSIVE) == {"sgd_dialogue", "wikipedia", "meetings"}
    assert non_commercial(["ted_talks.train.txt.xz"]) and not non_commercial(["wikipedia"])
