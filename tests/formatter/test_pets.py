"""Pets' names that are everyday words too (formatter.pets): where one stands, and the name the
real formatter writes there."""

from __future__ import annotations

import pytest

from formatter import pipeline
from formatter.pets import pet_names
from formatter.pipeline import Formatter

_NAMES = {"biscuit", "pepper", "shadow", "buddy", "ginger", "cookie"}
_ANIMALS = {"dog", "cat"}
_CARE = {"vet"}


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("we saw his dog pepper at the park", "pepper"),  # right after the animal, owned
        ("our cat shadow got out", "shadow"),
        ("i'm at the vet with biscuit", "biscuit"),  # after "with", an animal's care said
        ("the vet said biscuit needs a shot", "biscuit"),
        ("the dog sitter said buddy ate a sock", "buddy"),  # before what it does
        ("the vet called biscuit's bloodwork is fine", "biscuit's"),  # owning
        ("can you pick up shadow from the vet", "shadow"),
        ("add salt and pepper to taste", ""),  # no animal said: the spice
        ("i'm at the store with pepper", ""),
        ("the dog ate a biscuit", ""),  # a determiner before: the thing
        ("the cat knocked the pepper off", ""),
        ("dog pepper spray", ""),  # no owner before the animal
        ("give him a dog biscuit after his walk", ""),  # one thing: "a dog biscuit"
        ("the dog biscuit is on the counter", ""),
        ("the dog ate a cookie and the cookie was gone", ""),  # a determiner: a thing
        ("and ginger the neighbor's cat won't stop", "ginger"),  # set beside the animal
        ("we had to pepper the dog with questions", ""),  # a verb's place
    ],
)
def test_where_a_pets_name_stands(said, named) -> None:
    words = said.split()
    found = pet_names(words, _NAMES, _ANIMALS, _CARE)
    assert " ".join(words[i] for i in sorted(found)) == named


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hi it's kim i'm at the vet with biscuit he ate a sock again", "with Biscuit"),
        ("our cat shadow is at the vet on park avenue he's fine", "Shadow"),
        ("i saw chase at the park today with his dog pepper he said to say hi", "Pepper"),
    ],
)
def test_a_pets_name_is_written_as_a_name(formatter, monkeypatch, said, written) -> None:
    # The lexicon and the case model write the word ("biscuit", "shadow") lowercase.
    assert written in formatter.format_text(said)
    monkeypatch.setattr(pipeline, "pet_names", lambda *tables: frozenset())
    assert written not in Formatter().format_text(said)


def test_a_pets_name_as_a_thing_stays_a_word(formatter) -> None:
    assert "pepper" in formatter.format_text("the dog knocked the salt and pepper off the table")


def test_a_pets_name_after_the_speakers_opens_their_message(formatter, monkeypatch) -> None:
    # The LM reads a surname ("it's Mark Shadow"); the pet's name opens the message.
    said = "hey it's mark shadow hasn't been eating much do you think i should take him to the vet"
    assert "it's Mark. Shadow hasn't" in formatter.format_text(said)
    monkeypatch.setattr(pipeline, "pet_names", lambda *tables: frozenset())
    assert "it's Mark. Shadow" not in Formatter().format_text(said)
