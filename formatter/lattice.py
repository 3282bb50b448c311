"""The variants lattice (steps 1-2 of the paper's section 2.4) read off as a DAG of segments.

grammars.marked_lattice builds W = S o PHONE o NUMBER, projected to the output side and optimized
(epsilon removal, determinization, minimization: the same written variant reached by two
derivations becomes one path). This module reads it as a DAG of *segments*: an edge
from node u to node v writes one token and covers the next k input words, which the grammars'
markers tell us (grammars.marking). Punctuation and capitalization are applied later by the search.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pynini

from grammars import anchors, marked_lattice
from grammars.base import EXTRA, MARK
from grammars.marking import HARD_SPACE

_MARK = ord(MARK)
_EXTRA = ord(EXTRA)
_SPACE = ord(" ")


@dataclass(frozen=True)
class Edge:
    target: int
    words: int
    text: str


@dataclass(frozen=True)
class SegmentDag:
    """Nodes 0..final in topological order; node 0 starts, node `final` (the last) ends."""

    edges: tuple[tuple[Edge, ...], ...]
    final: int
    position: tuple[int, ...]  # number of input words consumed before each node


def segment_dag(lattice: pynini.Fst) -> SegmentDag:
    """Read the segments off a topologically sorted marked-variants acceptor."""
    zero = pynini.Weight.zero(lattice.weight_type())
    arcs = {s: [(a.ilabel, a.nextstate) for a in lattice.arcs(s)] for s in lattice.states()}
    finals = {s for s in lattice.states() if lattice.final(s) != zero}

    edges: dict[int, list[tuple[int, int, str]]] = {}
    pending = [lattice.start()]
    seen = {lattice.start()}
    while pending:
        node = pending.pop()
        found = edges.setdefault(node, [])
        for target, count, text in _segments_from(node, arcs, finals):
            found.append((target, count, text))
            if target != _END and target not in seen:
                seen.add(target)
                pending.append(target)

    # topsort() numbered states so that every arc goes forward; the end comes after them all.
    order = sorted(seen)
    index = {s: i for i, s in enumerate(order)}
    index[_END] = len(order)
    position = [0] * (len(order) + 1)
    for s in order:
        for target, count, _ in edges[s]:
            position[index[target]] = position[index[s]] + count
    return SegmentDag(
        edges=tuple(
            tuple(Edge(index[t], c, x) for t, c, x in sorted(set(edges[s]))) for s in order
        )
        + ((),),
        final=len(order),
        position=tuple(position),
    )


def without(dag: SegmentDag, drop: Callable[[int, Edge], bool]) -> SegmentDag:
    """DAG without the edges for which DROP(node, edge) is true, except where that would leave a
    node with no way to the end: there its edges toward nodes that still have one stay. The words
    as spoken are not always in the lattice to fall back on: the phone stage writes a run of 7,
    10 or 11 digit words as a phone number and nothing else, so a reading a filter drops can be
    the only one (before "dash" joined the phone stage's neighbours, "two dash three four five six
    seven eight nine": 345-6789 began inside a dashed string of digits, formatter.splits cut it,
    and the search found no path, an internal error)."""
    alive = [False] * (dag.final + 1)
    alive[dag.final] = True
    edges = list(dag.edges)
    # Backwards, so each edge's target is settled first: a node that had a way to the end keeps
    # one, since its edges' targets did too.
    for node in range(dag.final - 1, -1, -1):
        out = dag.edges[node]
        if len(out) == 1 and alive[out[0].target]:
            # A node's only way on stays whatever DROP says: most nodes, a word as spoken.
            edges[node] = out
            alive[node] = True
            continue
        kept = tuple(e for e in out if not drop(node, e))
        if not any(alive[e.target] for e in kept):
            kept = tuple(e for e in out if e in kept or alive[e.target])
        edges[node] = kept
        alive[node] = any(alive[e.target] for e in kept)
    return SegmentDag(edges=tuple(edges), final=dag.final, position=dag.position)


def words_dag(texts: Sequence[str]) -> SegmentDag:
    """The words as spoken, one segment each: the lattice when the number grammars are off."""
    edges = tuple((Edge(i + 1, 1, text),) for i, text in enumerate(texts))
    return SegmentDag(edges=edges + ((),), final=len(texts), position=tuple(range(len(texts) + 1)))


def with_readings(dag: SegmentDag, readings: Sequence[tuple[int, int, str]]) -> SegmentDag:
    """DAG with an edge for each reading (first word's position, words, text) whose two ends
    are nodes of it (a caller's term said as several words: formatter.vocabulary); none where a
    reading of the grammars' holds one of its ends inside.

    >>> dag = with_readings(words_dag(["mc", "donalds", "now"]), [(0, 2, "mcdonald's")])
    >>> dag.edges[0]
    (Edge(target=1, words=1, text='mc'), Edge(target=2, words=2, text="mcdonald's"))
    """
    node_at = {position: node for node, position in enumerate(dag.position)}
    edges = [list(out) for out in dag.edges]
    for first, words, text in readings:
        begin, end = node_at.get(first), node_at.get(first + words)
        if begin is not None and end is not None:
            edges[begin].append(Edge(end, words, text))
    return SegmentDag(tuple(map(tuple, edges)), dag.final, dag.position)


def joined(pieces: Sequence[SegmentDag]) -> SegmentDag:
    """The DAG of PIECES' words one after another: each piece's end is the next one's start (the
    lattice read only where a reading may be, grammars.anchors, between runs of words_dag)."""
    edges: list[tuple[Edge, ...]] = []
    position: list[int] = []
    nodes = words = 0
    for piece in pieces:
        for node in range(piece.final):
            edges.append(tuple(Edge(e.target + nodes, e.words, e.text) for e in piece.edges[node]))
            position.append(piece.position[node] + words)
        nodes += piece.final
        words += piece.position[piece.final]
    return SegmentDag(edges=(*edges, ()), final=nodes, position=(*position, words))


class Variants:
    """The segments of every written variant of a window's words under the grammars FSTS: their
    lattice over the spans where a reading may be (grammars.anchors), the words as spoken
    between them; the same segments as the lattice of the whole window, for a part of its cost.
    One difference, by design: where the style's conventions allow no reading of a span (an
    engine's own "5 dollars"), that span keeps all its readings (grammars.marked_lattice), where
    the whole window's lattice kept every reading of the window."""

    def __init__(self, fsts: dict[str, pynini.Fst], alone: frozenset[str] | None = None):
        """ALONE: anchors.read_alone(FSTS), if already read (anchors.read_alone_in)."""
        self._fsts = fsts
        self._known = anchors.vocabulary()
        self._alone = anchors.read_alone(fsts) if alone is None else alone

    def __call__(self, texts: Sequence[str]) -> SegmentDag:
        pieces, done = [], 0
        for begin, end in anchors.spans(texts, self._alone, self._known):
            if begin > done:
                pieces.append(words_dag(texts[done:begin]))
            pieces.append(self.whole(texts[begin:end]))
            done = end
        if done < len(texts):
            pieces.append(words_dag(texts[done:]))
        return joined(pieces)

    def whole(self, texts: Sequence[str]) -> SegmentDag:
        """The segments read off the lattice of all of TEXTS."""
        return segment_dag(marked_lattice(" ".join(texts), self._fsts))


# Most words one segment may cover. The grammars read a run of digit words or spelled letters of
# any length as one token ("five five five ..." -> "555..."), so a window of n such words has n^2
# segments and the search n^2 work; the longest real entity (a spelled name, a card number read
# digit by digit, a date) is well under this, and shorter readings of a longer run remain.
MAX_SEGMENT_WORDS = 24

# The node every last segment leads to (final states may still have arcs: "3" vs "30").
_END = -1


def _segments_from(
    node: int, arcs: dict[int, list[tuple[int, int]]], finals: set[int]
) -> list[tuple[int, int, str]]:
    """Every (next boundary node, words covered, token text) of the segments starting at NODE."""
    out = []
    stack: list[tuple[int, int, bytes]] = []
    for label, nxt in arcs[node]:
        if label == _MARK:
            stack.append((nxt, 1, b""))
    while stack:
        state, count, text = stack.pop()
        if state in finals and text:
            out.append((_END, count, _decode(text)))
        for label, nxt in arcs[state]:
            if label == _MARK:
                continue
            if label == _EXTRA:
                if count < MAX_SEGMENT_WORDS:
                    stack.append((nxt, count + 1, text))
                continue
            if label == _SPACE and any(lab == _MARK for lab, _ in arcs[nxt]):
                out.append((nxt, count, _decode(text)))
            stack.append((nxt, count, text + bytes([label])))
    return out


def _decode(text: bytes) -> str:
    return text.decode("utf-8").replace(HARD_SPACE, " ")
