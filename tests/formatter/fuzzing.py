"""Hypothesis strategies for hostile input and the properties every input must keep; shared by the
test suite (tests/formatter/test_properties.py, a few seconds) and scripts/fuzz.py (minutes).

Inputs: any Unicode text (with the spoken words the grammars care about mixed in: digit words,
spelled letters, number words), and every engine's JSON, grown from the real vendor fixtures
(../shared/asr_formats) with lists cut short, then optionally with string fields replaced by any
text, a node replaced by a value of the wrong type, a field deleted, or the document truncated.

Properties, for whatever comes in (`check_text`, `check_document`):
- nothing raises but InputError, and a job's error is never an "internal error";
- every input word's span is covered by an output token (when anything was spoken);
- tokens are in time order;
- formatting twice gives the same output, and every output encodes as UTF-8;
and for any mix of the words the grammars read (`check_readings`), the lattice over
grammars.anchors' spans gives the whole lattice's segments; and with any vocabulary a call
brings, made of the text's own words in any case (`check_vocabulary`), the same holds.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from formatter.errors import InputError
from formatter.job import Job, Output, Settings, format_job
from formatter.lattice import SegmentDag, Variants
from formatter.readers import read_transcript
from formatter.transcript import FormattedTranscript, Word
from formatter.vocabulary import Vocabulary
from formatter.words import spoken_units
from formatter.writers import to_json, to_srt, to_vtt
from grammars.anchors import DEPENDENT, READ
from grammars.base import table_words

FIXTURES = Path(__file__).resolve().parents[3] / "shared" / "asr_formats"
KEPT_ITEMS = 3  # list items kept from a fixture: enough for every shape, fast to format

SPOKEN = (
    "zero one two three four five six seven eight nine ten eleven twenty thirty hundred "
    "thousand million point dollars cents percent a b c m p oh first second january at o'clock "
    "and the hi bill new york dot com minus half quarter area code negative gmail bye twelve "
    "dash x j k q o i noon midnight tehran's um uh"
).split()
# Characters that once broke the formatter or that sit at its edges.
ODD = (
    "\u00b4\u00a8\u00af\u200d\u200c\u00ad\x00\ufeff\u2028\u0085\x0c\t\r\ud800"
    "…«»\"'$%#@&-.,?!:;[]{}<>"
)

# Runs of digit words as long as phone numbers and codes: the phone stage reads a run of 7, 10
# or 11 as a phone number only, and one inside a dashed string once left the search no path.
DIGIT_RUNS = st.lists(
    st.sampled_from("zero oh one two three four five six seven eight nine".split()),
    min_size=3,
    max_size=12,
).map(" ".join)

words_text = st.lists(
    st.one_of(
        st.sampled_from(SPOKEN),
        DIGIT_RUNS,
        st.text(min_size=1, max_size=8),
        st.text(alphabet=ODD, min_size=1, max_size=3),
        st.text(alphabet=st.characters(), max_size=4),
    ),
    max_size=14,
).map(" ".join)

# Words the grammars read, names of no table and words said around readings, in any order: the
# lattice over grammars.anchors' spans must give the same segments as the whole lattice.
_READINGS = sorted(
    set(SPOKEN)
    | {w for row in table_words(*READ, *DEPENDENT) for w in row.split()}
    | set("john smith acme travelers example www slash underscore hyphen past to of "
          "my is me email and the in hundred thousand o'clock".split())
)  # fmt: skip
# Addresses need their few words close together: a small pool draws them often enough.
_ADDRESSES = (
    "at dot com org co uk gmail yahoo www slash dash underscore john smith acme the "
    "email me our website three eight b q"
).split()
# So do the words of times, measures and what follows them ("three o'clock in the afternoon",
# "five miles per hour"), which a reading holds several words past its number.
_TIMES = (
    "three five twelve thirty twenty a o'clock oclock o clock in the at morning afternoon "
    "evening night noon past to till quarter half minutes p m per hour miles degrees "
    "fahrenheit square feet year old day and call me"
).split()
# And the words of a message's opening and close, which the speaker cues read by position
# ("um hi | it's grace", "thanks for watching | everyone"): "hi um" alone once indexed past the
# transcript's end.
_OPENINGS = (
    "hi hey hello good morning bye um uh it's this is grace mike from the bank thanks thank you "
    "for watching everyone so can please one two three four"
).split()
readings_text = st.one_of(
    st.lists(st.sampled_from(_READINGS), min_size=1, max_size=16),
    st.lists(st.sampled_from(_ADDRESSES), min_size=1, max_size=12),
    st.lists(st.sampled_from(_TIMES), min_size=1, max_size=12),
    # A greeting or none, hesitations, then any of those words or none.
    st.tuples(
        st.lists(st.sampled_from(["hi", "hey", "good morning", "thanks", "bye"]), max_size=1),
        st.lists(st.sampled_from(["um", "uh"]), max_size=3),
        st.lists(st.sampled_from(_OPENINGS), max_size=8),
    ).map(lambda parts: [w for part in parts for w in part] or ["hi"]),
).map(" ".join)


def _segments(dag: SegmentDag) -> tuple[int, list[tuple[int, int, str]]]:
    """DAG's node count and edges by the words before them: the same for isomorphic DAGs."""
    found = [(dag.position[n], e.words, e.text) for n in range(dag.final) for e in dag.edges[n]]
    return dag.final, sorted(found)


def check_readings(variants: Variants, text: str) -> None:
    """The lattice read over the anchors' spans holds the whole lattice's segments."""
    words = text.split()
    assert _segments(variants(words)) == _segments(variants.whole(words)), text


def _containers(inner: st.SearchStrategy) -> st.SearchStrategy:
    # A function, not a lambda: Hypothesis reads a lambda's source to check that it recurses,
    # and across lines that reading sometimes fails with a spurious warning.
    return st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)


json_values = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
        st.integers(min_value=10**300, max_value=10**400), st.text(max_size=6),
    ),
    _containers,
    max_leaves=6,
)  # fmt: skip


streams = st.lists(
    st.one_of(
        words_text.map(lambda t: t.encode("utf-8", "surrogatepass")),
        st.binary(max_size=12),
        st.sampled_from([b"", b"\r", b"\xef\xbb\xbf", b"[", b"{", b"[music]", b'{"words": []}']),
    ),
    max_size=6,
).map(b"\n".join)


def seeds() -> list[Any]:
    """One small document per fixture (lists cut to KEPT_ITEMS), plus our own format and the
    schema examples under tests/formatter/data."""
    docs: list[Any] = [{"words": [{"word": "hi", "start": 0.0, "end": 0.3},
                                  {"word": "three", "start": 0.4, "end": 0.7, "speaker": "a"}]}]
    ours = sorted((Path(__file__).parent / "data").glob("*.schema_example.json"))
    shared = sorted(FIXTURES.glob("*.json")) if FIXTURES.is_dir() else []
    for path in (*shared, *ours):  # ours: engines with no file in the shared fixtures
        docs.append(_shorten(json.loads(path.read_text(encoding="utf-8"))))
    return docs


def _shorten(node: Any) -> Any:
    if isinstance(node, list):
        return [_shorten(x) for x in node[:KEPT_ITEMS]]
    if isinstance(node, dict):
        return {k: _shorten(v) for k, v in node.items()}
    return node


def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(node, list):
        for i, x in enumerate(node):
            found += _paths(x, (*prefix, i))
    elif isinstance(node, dict):
        for k, v in node.items():
            found += _paths(v, (*prefix, k))
    return found


def _set(doc: Any, path: tuple, value: Any, delete: bool = False) -> Any:
    if not path:
        return value
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    if delete and isinstance(parent, dict):
        del parent[path[-1]]
    elif not delete:
        parent[path[-1]] = value
    return doc


@st.composite
def documents(draw: st.DrawFn, seed_docs: list[Any] | None = None) -> str:
    """An engine's JSON: valid, with new word texts, wrong-typed or missing fields, or cut off."""
    doc = copy.deepcopy(draw(st.sampled_from(seed_docs or seeds())))
    for _ in range(draw(st.integers(0, 3))):
        paths = _paths(doc)
        path = draw(st.sampled_from(paths))
        kind = draw(st.sampled_from(["text", "text", "value", "delete"]))
        if kind == "text":
            strings = [p for p in paths if _get(doc, p).__class__ is str]
            if strings:
                doc = _set(doc, draw(st.sampled_from(strings)), draw(words_text))
        elif kind == "value":
            doc = _set(doc, path, draw(json_values))
        elif path:
            doc = _set(doc, path, None, delete=True)
    data = json.dumps(doc, ensure_ascii=draw(st.booleans()))
    if draw(st.integers(0, 4)) == 0:
        data = data[: draw(st.integers(0, len(data)))]
    return data


def _get(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def check_result(result: FormattedTranscript, words: list[Word] | tuple[Word, ...]) -> None:
    """Coverage, time order and writable outputs of one formatted transcript."""
    covered = sorted(i for t in result.tokens for i in t.words)
    if spoken_units(words):
        assert covered == list(range(len(words))), "an input word is not covered by any token"
    else:
        assert not result.tokens
    assert len(covered) == len(set(covered)), "an input word is in two tokens"
    starts = [t.start for t in result.tokens]
    ordered = all(a <= b + 1e-9 for a, b in zip(starts, starts[1:], strict=False))
    assert ordered, "tokens out of time order"
    for text in (to_srt(result), to_vtt(result), result.text):
        text.encode("utf-8")
    json.dumps(to_json(result, input_format=None, version="0"), ensure_ascii=False).encode("utf-8")


def check_text(formatter: Any, text: str) -> None:
    """One line of plain text through the library and through a job (the CLI's path)."""
    words = [Word(w, float(i), i + 1.0) for i, w in enumerate(text.split())]
    try:
        result = formatter.format(words)
    except InputError as error:
        assert "\n" not in str(error)
        return
    check_result(result, words)
    assert formatter.format(words) == result, "not deterministic"
    check_result(formatter.format(words, drop_fillers=True), words)
    line = text.replace("\n", " ")
    for output in (Output.text, Output.json):
        outcome = format_job(formatter, Job("t", line, line=1, input_format="text", part=True),
                             Settings(output))  # fmt: skip
        assert outcome.error is None or "internal error" not in outcome.error, outcome.error
        outcome.text.encode("utf-8")


def check_stream(formatter: Any, data: bytes) -> None:
    """Any bytes on stdin, through the CLI's path (sources, batch) for text and JSON output: no
    exception, every failure one line naming its unit, and one output line per plain-text line."""
    import io

    from formatter.batch import run_batch
    from formatter.sources import iter_jobs

    for output in (Output.text, Output.json):
        out, err = io.StringIO(), io.StringIO()
        jobs = list(iter_jobs(["-"], stdin=io.BytesIO(data)))
        failed = run_batch(iter(jobs), Settings(output, json_lines=True), lambda: formatter,
                           out=out, err=err)  # fmt: skip
        messages = err.getvalue().splitlines()
        assert failed == sum(": warning: " not in m for m in messages), messages
        assert not any("internal error" in m for m in messages), messages
        assert all(m.startswith("fmt-transcript: stdin") for m in messages), messages
        if output is Output.text and jobs and all(job.part for job in jobs):
            assert len(out.getvalue().split("\n")) - 1 == len(jobs)
        out.getvalue().encode("utf-8")


def check_document(formatter: Any, data: str) -> None:
    """One engine document through the reader and formatter, and through a job for each output."""
    try:
        read = read_transcript(data)
    except InputError as error:
        assert "\n" not in str(error)
        read = None
    if read is not None:
        try:
            result = formatter.format(read.words, read.boundaries)
        except InputError as error:
            assert "\n" not in str(error)
        else:
            check_result(result, read.words)
            assert formatter.format(read.words, read.boundaries) == result, "not deterministic"
    for output in Output:
        outcome = format_job(formatter, Job("d.json", data), Settings(output, json_lines=True))
        assert outcome.error is None or "internal error" not in outcome.error, outcome.error
        assert outcome.error is None or "\n" not in outcome.error
        outcome.text.encode("utf-8")


# A call's vocabulary made of the words said: some of them, alone or two in a row, each in one
# of the cases a caller may write ("Siobhan", "MTN", "iPhone"-like, as typed).
_CASED = st.sampled_from(
    [str.capitalize, str.upper, str.lower, lambda w: w[:1] + w[1:].upper(), lambda w: w]
)


@st.composite
def vocabulary_text(draw: st.DrawFn) -> tuple[str, list[str]]:
    text = draw(st.one_of(words_text, readings_text))
    said = text.split()
    entries = []
    for _ in range(draw(st.integers(0, 4))) if said else ():
        at = draw(st.integers(0, len(said) - 1))
        n = draw(st.integers(1, 3))
        heard = said[at : at + n]
        entry = " ".join(draw(_CASED)(w) for w in heard)
        if draw(st.booleans()):  # heard as these words, written as one token (or another)
            entry = f"{draw(_CASED)(''.join(heard))}\t{' '.join(heard)}"
        entries.append(entry)
    entries += draw(st.lists(st.text(min_size=1, max_size=10), max_size=2))
    return text, entries


def check_vocabulary(formatter: Any, text: str, entries: list[str]) -> None:
    """TEXT formatted with ENTRIES as the call's vocabulary: the properties of `check_text`; an
    entry that cannot be one is an InputError of one line."""
    try:
        vocabulary = Vocabulary.parse(entries)
    except InputError as error:
        assert "\n" not in str(error)
        return
    words = [Word(w, float(i), i + 1.0) for i, w in enumerate(text.split())]
    try:
        result = formatter.format(words, vocabulary=vocabulary)
    except InputError as error:
        assert "\n" not in str(error)
        return
    check_result(result, words)
    assert formatter.format(words, vocabulary=vocabulary) == result, "not deterministic"
