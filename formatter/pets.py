"""Pets' names that are everyday words too ("his dog pepper", "the vet said biscuit needs").

A pet is most often named by a word the corpora write lowercase: "biscuit", "shadow", "pepper"
(grammars/data/pet_names.tsv). The case lexicon and the models read the word, so "at the vet
with biscuit" kept it lowercase. What says a name is where the word stands: right after the
animal it names, owned ("our cat | shadow"), or right before it, set beside it ("| ginger the
neighbor's cat"), or, in a message about an animal or its care
(animals.tsv, pet_care.tsv: "vet", "grooming"), where only a named one stands: after a verb of
caring for it or "with", "said", "about" ("walk | biscuit", "the vet said | biscuit"), before a
verb it does ("| buddy ate something"), or owning ("| biscuit's bloodwork"). The search writes
the word there as a name (search.Layers.named_object), as it writes a person's.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

# Words that own the animal a name follows: "our cat | shadow", "his dog | pepper"; not "the"
# or "a", after which the two words are often one thing ("a dog biscuit", "the dog cookie").
_OWNERS = frozenset({"my", "our", "his", "her", "your", "their"})
# Words that open the noun phrase an animal set beside a name stands in: "| ginger the
# neighbor's cat", "| lucky our class bunny".
_BESIDE = _OWNERS | {"the", "a"}
# Words after which no name stands, but a thing: "the | cookie was chocolate", "a | biscuit".
_THING_BEFORE = _BESIDE | {"an", "this", "that", "some", "no", "every", "each", "another"}
# Words after which only a named pet stands where one is spoken of: "walk | biscuit", "at the
# vet with | biscuit", "the vet said | biscuit needs".
_CARED_FOR = frozenset(
    {
        "walk", "walked", "walking", "feed", "fed", "feeding", "groom", "groomed", "with",
        "said", "about", "for", "took", "take", "taking", "grab", "brushed", "bathed",
    }
)
# Two words after which one does so: "pick up | biscuit", "drop off | shadow".
_CARED_FOR_PAIRS = frozenset({("pick", "up"), ("drop", "off"), ("check", "on")})
# What an animal does or is, said after its name: "| buddy ate something", "| pepper is fine".
_DOES = frozenset(
    {
        "is", "was", "ate", "needs", "has", "had", "got", "seems", "did", "does", "will",
        "threw", "bit", "ran", "jumped", "loves", "misses", "barked", "keeps", "won't", "can't",
        "isn't", "wasn't", "hasn't", "didn't", "doesn't",
    }
)
_POSSESSIVE = "'s"
# The most words from a name to the animal set beside it: "| ginger the neighbor's cat", "| lucky
# the class bunny".
_APPOSED_WORDS = 4
# Words after which such a word is a verb ("to | pepper the dog with questions", "i'll | shadow the
# new dog walker").
_VERB_BEFORE = frozenset(
    {"to", "i", "you", "we", "they", "i'll", "we'll", "will", "can", "could", "would", "should",
     "don't", "didn't", "let's"}
)


def pet_names(
    texts: Sequence[str], names: Collection[str], animals: Collection[str],
    care: Collection[str],
) -> frozenset[int]:
    """The positions of TEXTS holding a pet's name of NAMES: right after an owned animal of
    ANIMALS ("his dog | pepper") or right before one, set beside it ("| ginger the neighbor's
    cat"), or, where an animal or a word of its CARE is said anywhere in TEXTS, after a verb of
    caring for it, before one it does, or owning.

    >>> names, animals, care = {"biscuit", "pepper"}, {"dog"}, {"vet"}
    >>> sorted(pet_names("we saw his dog pepper".split(), names, animals, care))
    [4]
    >>> sorted(pet_names("the vet said biscuit needs a shot".split(), names, animals, care))
    [3]
    >>> sorted(pet_names("add salt and pepper".split(), names, animals, care))
    []
    """
    spoken = any(word in animals or word in care for word in texts)
    found = set()
    for at, word in enumerate(texts):
        owning = word.endswith(_POSSESSIVE)
        if (word[: -len(_POSSESSIVE)] if owning else word) not in names:
            continue
        before = tuple(texts[max(at - 2, 0) : at])
        owned = len(before) == 2 and before[1] in animals and before[0] in _OWNERS
        # Or right before the animal it names, set beside it: "| ginger the neighbor's cat".
        after = texts[at + 1 : at + 1 + _APPOSED_WORDS]
        apposed = (
            bool(after) and after[0] in _BESIDE and any(w in animals for w in after[1:])
            and not (before and before[-1] in _VERB_BEFORE)
        )
        cared = bool(before) and (before[-1] in _CARED_FOR or before in _CARED_FOR_PAIRS)
        does = at + 1 < len(texts) and texts[at + 1] in _DOES
        # A determiner before it, or an animal not owned: a thing ("the | cookie was", "the dog
        # | biscuit is on the counter").
        thing = bool(before) and (before[-1] in _THING_BEFORE or before[-1] in animals)
        if owned or (not thing and (apposed or (spoken and (cared or does or owning)))):
            found.add(at)
    return frozenset(found)
