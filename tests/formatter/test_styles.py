"""Styles end to end: real grammars and the shipped LM, via Formatter(style=...) and --style."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from formatter.cli import app
from formatter.errors import InputError
from formatter.pipeline import Formatter

runner = CliRunner()


@pytest.fixture(scope="module")
def british() -> Formatter:
    return Formatter(style="en-GB")


def test_dates_in_each_style(formatter, british) -> None:
    spoken = "it opened on the thirteenth of august twenty fourteen"
    assert "13 August 2014" in british.format_text(spoken)
    assert "the 13th of August 2014" in formatter.format_text(spoken)  # en-US: as said
    assert "June 30th" in formatter.format_text("as of june thirtieth we had")
    assert "30 June" in british.format_text("as of june thirtieth we had")


def test_a_month_that_is_also_a_word_is_capitalized_in_a_day_first_date(british) -> None:
    # "may" and "march" are mostly verbs in running text; inside "3 May 2010" they are months.
    assert "3 May 2010" in british.format_text("she was born on the third of may twenty ten")
    assert "3 March 2010" in british.format_text("it was signed on the third of march twenty ten")


def test_twenty_four_hour_clock_in_en_gb(formatter, british) -> None:
    assert "17:30" in british.format_text("let's meet at seventeen thirty tomorrow")
    assert "15:30" in british.format_text("let's meet at three thirty p m tomorrow")
    assert "3:30 PM" in formatter.format_text("let's meet at three thirty p m tomorrow")


def test_international_phone(formatter, british) -> None:
    spoken = "call me on plus one three one zero five five five oh one hundred"
    assert "+1 310-555-0100" in formatter.format_text(spoken)
    assert "+1 310-555-0100" in british.format_text(spoken)


def test_the_issue_examples(formatter) -> None:
    assert "$1" in formatter.format_text("it only costs one dollar")
    assert "March 16, 00" not in formatter.format_text("see you march sixteen oh oh")
    years = formatter.format_text("we opened stores in two thousand one and two thousand two")
    assert "2001" in years and "2,001" not in years
    assert "$13 billion" in formatter.format_text("revenue was thirteen billion dollars")
    assert "5G" in formatter.format_text("the new five g network")


def test_unknown_style_is_an_input_error() -> None:
    with pytest.raises(InputError, match="unknown style 'en-XX'"):
        Formatter(style="en-XX")


def test_cli_style_option(tmp_path) -> None:
    text = tmp_path / "t.txt"
    text.write_text("call me at seventeen thirty\n")
    result = runner.invoke(app, ["--style", "en-GB", str(text)])
    assert result.exit_code == 0 and "17:30" in result.stdout
    bad = runner.invoke(app, ["--style", "en-US,clock=13", str(text)])
    assert bad.exit_code == 1
    assert "clock must be one of 12, 24" in bad.output and "Traceback" not in bad.output
