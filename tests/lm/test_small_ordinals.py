"""The small-ordinals table: how written text writes an ordinal from first to ninth before a
word."""

from lm import small_ordinals as so
from lm.small_quantities import END, SmallQuantities


def test_the_table_counts_ordinals_standing_alone_by_the_word_after_them(tmp_path):
    corpus = tmp_path / "wiki.txt"
    corpus.write_text(
        "It is on the ninth floor and the 9th floor.\n"
        "Built in the 9th century, it was the first.\n"
        "Apollo 9th was a label.\n"  # after a capitalized word: not counted
        "The 19th century.\n",  # not under ten
        encoding="utf-8",
    )
    table = so.train([corpus])
    assert table.card["numbers"] == 4  # two before "floor", one before "century", one before "."
    assert isinstance(table, SmallQuantities)


def test_the_shipped_table_spells_out_an_ordinal_where_wikipedia_does():
    table = SmallQuantities.load(so.DEFAULT_SMALL_ORDINALS)
    centre = float(table.card["centre"])
    assert table.words["floor"] + centre > 0 > table.words["century"] + centre
    assert table.spelled(None) == table.words[END]  # a sentence's end has its own row
