"""The money-context table: what the two words before a number say of its being money."""

import doctest
import json
import math

import pytest

from lm import money_context as mc
from lm.money_context import DEFAULT_MONEY_CONTEXT, MoneyContext, count, fit, train


def test_count_tells_money_from_other_numbers_by_the_words_before_them():
    places, totals, _ = count(
        [
            "The total is $45.",  # money, by its sign
            "It was built in 1999 and it cost 30 dollars.",  # a year; money, by its word
            "Call me at 5:30 today.",  # not a numeral: a time
        ]
    )
    assert totals == [2, 1]  # [money, other]
    assert places[0]["is"] == [1, 0]
    assert places[1]["total"] == [1, 0]
    assert places[0]["in"] == [0, 1]
    assert places[0]["cost"] == [1, 0]
    assert "at" not in places[0]


@pytest.mark.parametrize(
    "line, counted",
    [
        # A sentence's end stops the reach.
        ("Done. In 1999 we left.", [{"in": [0, 1]}, {}, {"we": [0, 1], "we left": [0, 1]}]),
        # Not the list's 13; the comma after 12 stops the reach after it.
        ("See pages 12, 13 here.", [{"pages": [0, 1]}, {"see": [0, 1]}, {}]),
        ("from twenty 25 ways", [{}, {}, {}]),  # after a number word: a list's or a range's item
    ],
)
def test_count_stops_at_a_mark_and_leaves_out_a_lists_items(line, counted):
    places, _, _ = count([line])
    assert places == counted


def test_count_reads_the_words_after_a_number_but_a_currency_word():
    lines = ["Rent is $1,200 a month.", "We paid 30 dollars each.", "In 1999 people"]
    places, totals, _ = count(lines)
    assert totals == [2, 1]
    assert places[2] == {"a": [1, 0], "a month": [1, 0], "people": [0, 1]}


def test_count_tells_the_numbers_said_shortly_after_money_in_their_line():
    far = " ".join(["word"] * mc.PRICED_REACH)
    lines = [
        "The room was $45 and parking 12 more.",  # 12: money said 3 tokens before
        "It cost $45. Then 20 people came.",  # 20 too: the reach passes a sentence's end
        f"It cost $45 {far} and 30 more.",  # 30: past the reach
        "In 1999 we paid 40 dollars.",  # 40 is money, but none was said before it
    ]
    _, totals, priced = count(lines)
    assert totals == [4, 4]
    assert priced == [0, 2]  # [money, other] among those with money before them


def test_priced_adds_the_lift_but_to_a_lists_item_or_a_year_shaped_pair():
    table = MoneyContext([{"is": 2.0}], priced_before=2.5)
    assert table.priced(["half", "is"], "$43.82") == 2.5
    assert table.priced(["is", "forty"], "$43.82") == 0.0  # after a number word
    assert table.priced(["movie", "is"], "$12.99") == 0.0  # 1299 too
    assert table.money(["half", "is"], "$43.82") == 2.0  # the words' evidence is apart
    assert MoneyContext().priced(["is"], "$43.82") == 0.0


def test_money_reads_the_words_after_a_number_two_as_one_key_where_the_table_has_them():
    table = MoneyContext([{"is": 2.0}, {}, {"a": 0.5, "a month": 4.0, "percent": -5.0}])
    assert table.money(["rent", "is"], "$25.00", ["a", "month"]) == pytest.approx(6.0)
    assert table.money(["rent", "is"], "$25.00", ["a", "day"]) == pytest.approx(2.5)
    assert table.money([], "$25.00", ["percent"]) == pytest.approx(-5.0)
    # A table of the places before only (trained before the place after was read) reads none.
    assert MoneyContext([{"is": 2.0}, {}]).money(["is"], "$25.00", ["a", "month"]) == 2.0


def test_fit_smooths_towards_every_numbers_share_and_centres_on_it():
    places = [{"costs": [40, 0], "in": [0, 60], "rare": [1, 1]}, {"price": [9, 1]}]
    tables, centre = fit(places, [50, 150])
    assert centre == pytest.approx(math.log(50 / 150), abs=1e-4)
    assert "rare" not in tables[0]  # fewer than MIN_COUNT numbers
    assert tables[0]["costs"] > tables[1]["price"] > 0 > tables[0]["in"]
    share = 50 / 200
    m, o = 40 + mc.SMOOTHING * share, mc.SMOOTHING * (1 - share)
    assert tables[0]["costs"] == pytest.approx(math.log(m / o) - centre, abs=1e-3)
    with pytest.raises(ValueError, match="too few numbers"):
        fit(places, [0, 10])


def test_money_sums_the_words_before_a_number_at_their_places():
    table = MoneyContext([{"is": 2.0, "in": -4.0}, {"total": 1.5, "is": -9.0}])
    price = "$25.50"
    assert table.money(["the", "total", "is"], price) == pytest.approx(3.5)
    assert table.money(["born", "in"], price) == pytest.approx(-4.0)
    assert table.money(["is", "unknown"], price) == pytest.approx(-9.0)  # two words before
    assert table.money([], price) == 0.0
    assert table.money(["total", "is", "forty"], price) == 0.0  # after a number word: a list's
    assert MoneyContext().money(["is"], price) == 0.0


def test_a_contraction_the_table_lacks_is_its_word_and_is():
    # "the total's" as "the total is"; one the table has is read as it is ("it's").
    table = MoneyContext([{"is": 2.0, "it's": 3.0}, {"total": 1.5}])
    assert table.money(["the", "total's"], "$64.99") == pytest.approx(3.5)
    assert table.money(["so", "it's"], "$64.99") == pytest.approx(3.0)
    assert MoneyContext().money(["the", "total's"], "$64.99") == 0.0  # no table at all


@pytest.mark.parametrize("price", ["$19.99", "$11.50", "$20.20"])
def test_a_price_that_reads_as_a_year_too_takes_no_evidence(price):
    # "nineteen ninety nine" is 1999 or $19.99: the corpora's words before years and prices are
    # their registers' (Wikipedia's years, task dialogue's prices), not the readings'.
    table = MoneyContext([{"is": 2.0, "in": -4.0}])
    assert table.money(["it", "is"], price) == 0.0
    assert table.money(["born", "in"], price) == 0.0
    assert table.money(["it", "is"], "$9.99") == 2.0


def test_train_saves_and_loads_the_table_with_its_corpora(tmp_path):
    corpus = tmp_path / "sgd_dialogue.train.txt"
    corpus.write_text("The ticket costs $40.\n" * 6 + "It opened in 1990.\n" * 12, "utf-8")
    table = train([corpus])
    path = tmp_path / "money_context.json"
    table.save(path)
    loaded = MoneyContext.load(path)
    assert loaded.money(["ticket", "costs"], "$40.50") > 0 > loaded.money(["opened", "in"], "$1.99")
    assert loaded.card["numbers"] == 18
    assert loaded.priced_before == table.priced_before  # none priced: the smoothed share's
    assert loaded.card["corpora"][0]["name"] == "sgd_dialogue.train.txt"


@pytest.mark.parametrize(
    "data, reason",
    [
        ({"places": [{"is": "NaN"}]}, "finite"),
        ({"places": {"is": 1.0}}, "list of tables"),
        ({"places": [{"is": 1.0}], "priced_before": "Infinity"}, "finite"),
    ],
)
def test_load_refuses_a_table_that_is_no_table_of_numbers(tmp_path, data, reason):
    path = tmp_path / "money_context.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(ValueError, match=reason):
        MoneyContext.load(path)


def test_the_shipped_table_reads_a_price_before_costs_and_a_year_after_in():
    table = MoneyContext.load(DEFAULT_MONEY_CONTEXT)
    assert table.money(["it", "costs"], "$25.50") > 0 > table.money(["born", "in"], "$9.99")
    assert table.priced(["half", "is"], "$43.82") > 0  # money said before lifts it
    assert "commercial use allowed" in table.card["licence_note"]


def test_the_command_says_in_one_line_why_it_wrote_no_table(tmp_path, refused_table):
    corpus = tmp_path / "sgd_dialogue.train.txt"
    corpus.write_text("No numbers here.\n", "utf-8")
    said = refused_table(mc.main, tmp_path / "money_context.json", corpus)
    assert len(said) == 1 and said[0].startswith("python -m lm.money_context: too few numbers")


def test_doctests():
    result = doctest.testmod(mc)
    assert result.attempted and not result.failed
