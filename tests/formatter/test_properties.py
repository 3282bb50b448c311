"""The fuzzing properties (tests/formatter/fuzzing.py) on a few dozen inputs each: any Unicode
text, every engine's JSON valid, wrong-typed or cut off. scripts/fuzz.py runs them for minutes."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from tests.formatter.fuzzing import (
    check_document,
    check_stream,
    check_text,
    check_vocabulary,
    documents,
    streams,
    vocabulary_text,
    words_text,
)

# Few examples, no deadline (a transcript takes tens of ms), and the same examples every run: the
# suite stays fast and repeatable; scripts/fuzz.py is where new examples are hunted.
FAST = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@FAST
@given(text=words_text)
def test_any_text_formats_or_fails_cleanly(formatter, text: str) -> None:
    check_text(formatter, text)


@FAST
@given(data=documents())
def test_any_engine_document_formats_or_fails_cleanly(formatter, data: str) -> None:
    check_document(formatter, data)


@FAST
@given(data=streams)
def test_any_bytes_on_stdin_stream_or_fail_cleanly(formatter, data: bytes) -> None:
    check_stream(formatter, data)


@FAST
@given(case=vocabulary_text())
def test_any_vocabulary_keeps_the_properties(formatter, case: tuple[str, list[str]]) -> None:
    check_vocabulary(formatter, *case)
