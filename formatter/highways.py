"""Interstate highways said as the letter and the number: "take i ninety five north" -> I-95.

The letter "i" before a number is the pronoun far more often ("I 100% agree", "I 2 hours
ago"...), and the class LM, whose text had its hyphens made spaces (lm.normalize), reads "I-95"
and "I 95" alike. What tells a highway is the road around it: a verb or preposition of driving
before it ("take", "on", "off", "onto", "via") or a direction or an exit after it ("north",
"southbound", "exit"). grammars.alphanumeric offers the reading ("i" is a code word of
code_words.tsv before 1-999); where road_said says no road is spoken of, off_road drops it
before the search, and elsewhere the pipeline gives it tuning.highway_bonus.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from formatter.lattice import Edge, SegmentDag, without

HIGHWAY = re.compile(r"I-[1-9]\d{0,2}")
# Words said right before a highway: "take | i ninety five", "get on | i five", "off | i
# eighty", "stuck on", "via".
_BEFORE = frozenset({"take", "on", "onto", "off", "via", "took", "taking", "from", "to"})
# Words said right after its number: "i ninety five | north", "i five | exit".
_AFTER = frozenset(
    {
        "north", "south", "east", "west", "northbound", "southbound", "eastbound", "westbound",
        "exit", "interchange", "corridor", "traffic",
    }
)


def road_said(texts: Sequence[str], first: int, n: int) -> bool:
    """Whether the words around TEXTS[first:first + n], a highway's reading, speak of a road.

    >>> said = "take i ninety five north".split()
    >>> road_said(said, 1, 3), road_said("i ninety five percent agree".split(), 0, 3)
    (True, False)
    >>> road_said("traffic is bad on i five".split(), 4, 2)
    True
    """
    before = texts[first - 1] if first else None
    after = texts[first + n] if first + n < len(texts) else None
    return before in _BEFORE or after in _AFTER


def off_road(dag: SegmentDag, texts: Sequence[str]) -> SegmentDag:
    """DAG without the highways' readings (HIGHWAY) where no road is spoken of around them."""

    def drop(node: int, edge: Edge) -> bool:
        if not HIGHWAY.fullmatch(edge.text):
            return False
        first = dag.position[node]
        return not road_said(texts, first, dag.position[edge.target] - first)

    return without(dag, drop)
