"""What every reader shares: the spoken form of an engine's word, runs of words, and assembly into
one time-ordered word list with speaker-turn boundaries.

    >>> spoken_form(' "Hello,'), spoken_form("$200,"), spoken_form("...")
    ('hello', '$200', '')
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from formatter import normalize
from formatter.errors import InputError
from formatter.readers import units
from formatter.readers._json import get, kind, obj, opt, string
from formatter.transcript import Word


def spoken_form(raw: str) -> str:
    """The lowercase spoken form of an engine's word (formatter.normalize): whitespace collapsed,
    edge punctuation gone, empty when the word was only punctuation.

    >>> spoken_form(" Bill,"), spoken_form("co-founder"), spoken_form("New  York.")
    ('bill', 'co-founder', 'new york')
    """
    return normalize.spoken_form(raw)


def label(*, channel: object = None, speaker: object = None, where: str = "") -> str | None:
    """A word's speaker label: "ch1", "spk_0" or "ch1/spk_0"; an engine's own string label is kept.
    A label that is neither a string nor a number is an InputError naming WHERE.

    >>> label(channel=1), label(speaker=0), label(speaker="spk_3"), label(channel=0, speaker="A")
    ('ch1', 'spk_0', 'spk_3', 'ch0/spk_A')
    """
    for value, name in ((channel, "channel"), (speaker, "speaker")):
        if value is not None and (isinstance(value, bool) or not isinstance(value, (str, int))):
            raise InputError(
                f"{where or name}: expected a string or a whole number, got {kind(value)}"
            )
    parts = []
    if channel is not None:
        parts.append(f"ch{channel}")
    if (
        isinstance(speaker, str)
        and not speaker.isdigit()
        and speaker.startswith(("spk", "SPEAKER"))
    ):
        parts.append(speaker)
    elif speaker is not None and speaker != "":
        parts.append(f"spk_{speaker}")
    return normalize.clean_label("/".join(parts))


@dataclass
class Run:
    """Consecutive words of one engine segment (utterance, monologue, result) on one stream."""

    stream: int = 0
    words: list[Word] = field(default_factory=list)
    seen: int = 0  # the engine's word items met so far, kept or not: the next one's index

    def add(
        self, text: str, start: float, end: float, confidence: float, speaker: str | None
    ) -> None:
        """Append a word in spoken form; drop punctuation-only words: nothing in them to format.
        The word remembers its position among the run's items (`Word.index`, made document-wide
        by `assemble`), so output tokens name the engine's own words."""
        spoken = spoken_form(text)
        index = self.seen
        self.seen += 1
        if spoken:
            who = normalize.clean_label(speaker) if speaker is not None else None
            self.words.append(Word(spoken, start, end, confidence, who, index))

    def skip(self, count: int = 1) -> None:
        """COUNT engine items that are not words (AWS punctuation) still take their positions."""
        self.seen += count


def seconds_run(items: list[Any], where: str, confidence: str) -> Run:
    """A run of ITEMS (WHERE's list) that each hold "word", "start" and "end" in seconds and,
    optionally, a confidence under the key CONFIDENCE: Vosk's results ("conf") and Whisper's
    segments ("probability") alike.

    >>> w = seconds_run([{"word": "Hi", "start": 0, "end": 0.3, "p": 0.5}], "words", "p").words[0]
    >>> w.text, w.start, w.end, w.confidence
    ('hi', 0.0, 0.3, 0.5)
    """
    run = Run()
    for j, item in enumerate(items):
        at = f"{where}[{j}]"
        w = obj(item, at)
        run.add(
            string(get(w, "word", where=at), f"{at}.word"),
            units.seconds(get(w, "start", where=at), f"{at}.start"),
            units.seconds(get(w, "end", where=at), f"{at}.end"),
            units.confidence(opt(w, confidence), f"{at}.{confidence}"),
            None,
        )
    return run


@dataclass
class Parsed:
    """A reader's output before assembly."""

    runs: list[Run] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    # The transcript's own names and terms (formatter.vocabulary), where its format holds them.
    vocabulary: tuple[str, ...] = ()


@dataclass(frozen=True)
class Assembled:
    words: tuple[Word, ...]
    boundaries: tuple[int, ...]
    segments: tuple[int, ...]
    warnings: tuple[str, ...]


def assemble(parsed: Parsed, *, repair: bool) -> Assembled:
    """One time-ordered word list from PARSED's runs.

    Streams (audio channels) are merged by start time; within a stream the engine's order is kept.
    With REPAIR, a word that starts before the previous one on its stream is moved to start with it
    (Whisper's word timestamps occasionally step back a few ms at a segment edge); a warning counts
    them. Without it, `validate` rejects such input: our own formats should be exact.

    Boundaries are where the speaker/channel label changes; segments are those plus every engine
    segment start. Neither contains 0.
    """
    streams: dict[int, list[tuple[Word, bool]]] = {}
    offset = 0
    for run in parsed.runs:
        stream = streams.setdefault(run.stream, [])
        stream.extend(
            (replace(w, index=offset + (w.index or 0)), i == 0) for i, w in enumerate(run.words)
        )
        offset += max(run.seen, len(run.words))
    warnings = list(parsed.warnings)
    if repair:
        moved = 0
        for key, items in streams.items():
            streams[key], count = _repair(items)
            moved += count
        if moved:
            warnings.append(
                f"{moved} word time(s) stepped back and were moved forward to keep order"
            )
    merged = _merge(list(streams.values()))
    words = tuple(w for w, _ in merged)
    boundaries = tuple(i for i in range(1, len(words)) if words[i].speaker != words[i - 1].speaker)
    starts = {i for i, (_, first) in enumerate(merged) if first and i > 0}
    return Assembled(words, boundaries, tuple(sorted(starts.union(boundaries))), tuple(warnings))


def _repair(items: Sequence[tuple[Word, bool]]) -> tuple[list[tuple[Word, bool]], int]:
    out: list[tuple[Word, bool]] = []
    count = 0
    previous = 0.0
    for w, first in items:
        start = max(w.start, previous) if w.start >= 0 else w.start
        end = max(w.end, start)
        if (start, end) != (w.start, w.end):
            count += 1
            w = replace(w, start=start, end=end)
        previous = start
        out.append((w, first))
    return out, count


def _merge(streams: list[list[tuple[Word, bool]]]) -> list[tuple[Word, bool]]:
    if len(streams) == 1:
        return streams[0]
    # heapq.merge is stable: words starting together keep the streams' order.
    merged: Iterable[tuple[Word, bool]] = heapq.merge(*streams, key=lambda item: item[0].start)
    return list(merged)
