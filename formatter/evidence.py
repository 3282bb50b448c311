"""The search's evidence beside the class LM: the boundary and case model, and pauses.

    units  "thank you very much | how are you"   (a transcript's spoken units, with their times)
    marks  slot 3: {"": -2.1, ",": -1.9, ".": -0.4, "?": -2.6} * boundary_weight
                    + pause log-ratios * pause_weight            (where the times are real)
                    + filler log-ratios * filler_weight          (beside "uh", "um")
                    + conjunction_period_bonus on "."            (before "and", "but")
                    + speaker_weight on "." and "?"              (before a change of speaker)
           where the times are real and the shipped boundary models read the words, the first
           two lines are one: log P(mark | words, gap) * pause_text_weight (lm.pause_text)
    cases  unit 1: {"lower": -0.1, "first": -2.5, "upper": -4.0, "mixed": -6.0} * case_weight

Each is one log-linear feature on the mark and case arcs the search already has (the paper's
method, with Kolář & Lamel's and Batista et al.'s evidence added, not a pass after it). The
boundary model reads the whole transcript, so every slot sees words on both sides, also across
the search's windows and a change of speaker. Weights: formatter.tuning.
"""

from __future__ import annotations

import zipfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TypeVar

import numpy as np

from formatter.errors import InputError
from formatter.search import NO_EVIDENCE, Evidence
from formatter.transcript import Word
from formatter.tuning import Tuning
from formatter.words import Unit
from grammars.base import table_words
from grammars.capitalization import upper_first
from lm import boundary_ensemble
from lm.boundary import CASES, MARKS
from lm.boundary_ensemble import DEFAULT_MEMBERS
from lm.boundary_text import per_word, spelled
from lm.fillers import DEFAULT_FILLERS, FillerModel
from lm.pause_text import DEFAULT_PAUSE_TEXT, PauseTextModel
from lm.pauses import DEFAULT_PAUSES, ENGINES, PauseModel, engine_pauses, gaps

SENTENCE_ENDS = (".", "?")  # the marks a change of speaker makes likelier
CONJUNCTIONS = table_words("conjunctions")
T = TypeVar("T")
# What a missing, unreadable or malformed model file raises from numpy's and the tables' loaders.
LOAD_ERRORS = (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile)


def _loaded(what: str, path: Path | Sequence[Path] | None, load: Callable[[], T]) -> T:
    """LOAD(), with a failure told as InputError naming WHAT and the file: without a model no
    transcript can be formatted, and the user must learn which file, not that "output" failed."""
    try:
        return load()
    except LOAD_ERRORS as error:
        where = getattr(error, "filename", None) or path or "(shipped)"
        reason = getattr(error, "strerror", None) or error
        raise InputError(f"{what} {where}: cannot load ({reason})") from None


def _add(marks: list[dict[str, float]], found: list[dict[str, float]], weight: float) -> None:
    """Add WEIGHT times each slot's log-ratios in FOUND (a pause or filler table's; as many slots
    as MARKS or fewer: a turn's last slot has no gap after it) to its marks' scores."""
    for slot, ratios in zip(marks, found, strict=False):
        for mark, score in ratios.items():
            slot[mark] = slot.get(mark, 0.0) + weight * score


def conjunction_periods(texts: Sequence[str]) -> list[dict[str, float]]:
    """{".": 1} for each slot before a coordinating conjunction (conjunctions.tsv: "and", "but"),
    {} elsewhere: speech ends sentences before "And" and "But" far more often than the written
    text the boundary model and the class LM mostly learned from (tuning.conjunction_period_bonus).
    """
    found = [{".": 1.0} if following in CONJUNCTIONS else {} for following in texts[1:]]
    return [*found, {}] if texts else []


def spelled_in_capitals(cases: np.ndarray, texts: Sequence[str]) -> np.ndarray:
    """The case model's log-probabilities (CASES order, a row per text) with, for each word heard
    as letters (lm.boundary_text.spelled: "mtn"), the capitalized form's share moved to the
    capitals: written text capitalizes such words as abbreviations or symbols ("Mtn." mountain,
    "Hg"), which speech says as other words, so what the model learned as "Mtn" is "MTN" here;
    and its possessive ("fpl's": "FPL's", not "Fpl's")."""
    rows = [i for i, text in enumerate(texts) if spelled(text.removesuffix("'s"))]
    if not rows:
        return cases
    out = cases.copy()
    first, upper = CASES.index("first"), CASES.index("upper")
    out[rows, upper] = np.logaddexp(cases[rows, upper], cases[rows, first])
    out[rows, first] = cases[rows].min(axis=1)
    return out


def _case_scale(text: str, tuning: Tuning) -> float:
    """The weight of the case model's evidence on the word TEXT: a single letter's own
    (tuning.letter_case_weight), as whether it is written as a capital is also whether it
    joins a code or an initial ("r nineteen ninety eight": "R. 1998" or "R1998"), whose
    readings of several words take no case evidence."""
    return tuning.letter_case_weight if len(text) == 1 and text.isalpha() else tuning.case_weight


def known_engine(engine: str | None) -> str | None:
    """ENGINE if it is None or has a pause model of its own (lm.pauses.ENGINES), else InputError:
    a misspelt engine must not quietly fall back to the pooled one."""
    if engine is not None and engine not in ENGINES:
        raise InputError(f"unknown engine '{engine}' (known: {', '.join(ENGINES)})")
    return engine


class EvidenceSource:
    """Loads the boundary model, the pause and text model and the pause and filler tables once;
    gives each transcript its Evidence."""

    def __init__(
        self,
        tuning: Tuning,
        boundary: Path | Sequence[Path] | None = None,
        pauses: Path | None = None,
        fillers: Path | None = None,
        engine_tables: Mapping[str, Path] | None = None,
        pause_text: Path | None = None,
    ):
        """PAUSES is the table for words of any engine; ENGINE_TABLES (engine -> table) those
        of known engines. Without either the shipped ones; a PAUSES given alone serves every
        engine (the evaluation's held-out tables are such). PAUSE_TEXT is the model that reads
        the boundary model and the gap together (lm.pause_text; the shipped one unless PAUSES
        is given): where it was fit to these boundary models, it reads the gaps instead of the
        pause tables."""
        self._tuning = tuning
        used = tuning.boundary_weight or tuning.case_weight
        self.boundary = (
            _loaded("boundary model", boundary, lambda: boundary_ensemble.load(boundary))
            if used
            else None
        )
        table_given = pauses is not None
        if engine_tables is None:
            engine_tables = {} if table_given else {e: engine_pauses(e) for e in ENGINES}
        pauses, fillers = pauses or DEFAULT_PAUSES, fillers or DEFAULT_FILLERS
        self.pauses = _loaded("pause table", pauses, lambda: PauseModel.load(pauses))
        self.engine_pauses = {
            known_engine(engine): _loaded("pause table", path, lambda p=path: PauseModel.load(p))
            for engine, path in engine_tables.items()
        }
        self.fillers = _loaded("filler table", fillers, lambda: FillerModel.load(fillers))
        self.pause_text = self._pause_text(boundary, pause_text, given=table_given)

    def _pause_text(
        self, boundary: Path | Sequence[Path] | None, path: Path | None, given: bool
    ) -> PauseTextModel | None:
        """The pause and text model, if it is weighted and fit to the boundary models in use: it
        reads their log-probabilities, so with other models (the permissive one) the pause
        tables read the gaps. None too when a pause table is given without one."""
        if not (self._tuning.pause_text_weight and self.boundary is not None) or (
            path is None and given
        ):
            return None
        path = path or DEFAULT_PAUSE_TEXT
        model = _loaded("pause and text model", path, lambda: PauseTextModel.load(path))
        members = DEFAULT_MEMBERS if boundary is None else boundary
        members = (members,) if isinstance(members, (str, Path)) else members
        return model if model.members == tuple(Path(m).name for m in members) else None

    def evidence(
        self,
        units: Sequence[Unit],
        words: Sequence[Word] | None,
        speaker_changes: Sequence[int] = (),
        engine: str | None = None,
    ) -> Evidence:
        """The evidence of a transcript's UNITS: pauses only where WORDS (None: no times) have
        real times, read with ENGINE's model or table if it has one, and a change of speaker
        after each unit in SPEAKER_CHANGES."""
        tuning = self._tuning
        texts = [u.text for u in units]
        marks: list[dict[str, float]] = [{} for _ in units]
        model_marks: list[dict[str, float]] = []
        cases: list[dict[str, float]] = []
        logp = None
        if self.boundary is not None:
            if tuning.boundary_weight:
                logp = per_word(self.boundary.marks, texts)
                scores = (tuning.boundary_weight * logp).tolist()
                marks = [dict(zip(MARKS, row, strict=True)) for row in scores]
                model_marks = [dict(slot) for slot in marks]
            if tuning.case_weight:
                # The case model reads the words as said, as before: per_word's joined suffix is
                # for the marks (the cases read joined were measured only with letters joined
                # too, where codes lost their capitals: "c LM-2024-00123").
                read = spelled_in_capitals(self.boundary.cases(texts), texts)
                weights = np.array([_case_scale(text, tuning) for text in texts])
                scores = (weights[:, None] * read).tolist()
                cases = [dict(zip(CASES, row, strict=True)) for row in scores]
        found = self._gaps(units, words)
        if found is not None and self.pause_text is not None and logp is not None:
            # The slots with a gap after them: text and pause read together, in place of the
            # text alone (the transcript's last slot has no gap and keeps the boundary model's).
            read = self.pause_text.scores(logp, found, known_engine(engine), texts)
            for slot, row in enumerate(tuning.pause_text_weight * read):
                marks[slot] = dict(zip(MARKS, row.tolist(), strict=True))
        elif found is not None:
            table = self.engine_pauses.get(known_engine(engine), self.pauses)
            _add(marks, [table.scores(gap) for gap in found], tuning.pause_weight)
        if model_marks and tuning.conjunction_period_bonus:
            _add(marks, conjunction_periods(texts), tuning.conjunction_period_bonus)
        if tuning.filler_weight:
            _add(marks, self.fillers.scores(texts), tuning.filler_weight)
        for slot in speaker_changes:
            for mark in SENTENCE_ENDS:
                marks[slot][mark] = marks[slot].get(mark, 0.0) + tuning.speaker_weight
        if not any(marks) and not cases:
            return NO_EVIDENCE
        return Evidence(marks=marks if any(marks) else (), cases=cases, model_marks=model_marks)

    def _gaps(self, units: Sequence[Unit], words: Sequence[Word] | None) -> list[float] | None:
        if words is None or not self._tuning.pause_weight:
            return None
        # A unit's time is its words': it starts with its first and ends with its last.
        return gaps(
            [words[min(u.sources)].start for u in units], [words[max(u.sources)].end for u in units]
        )

    def suggested_forms(self, units: Sequence[Unit], evidence: Evidence) -> dict[str, set[str]]:
        """Case forms the case model makes likely, for words the lexicon may not know: 'mtn'
        -> {'MTN'}. The search still chooses, with the evidence and the LM."""
        forms: dict[str, set[str]] = {}
        for unit, scores in zip(units, evidence.cases, strict=False):
            text = unit.text
            # A word with an apostrophe ("tehran's") may be capitalized, but not spelled in
            # capitals: "DON'T" is no form of a word said as letters.
            if not text.replace("'", "").isalpha():
                continue
            floor = self._tuning.case_form_floor * _case_scale(text, self._tuning)
            if text.isalpha() and scores.get("upper", -1e9) >= floor:
                forms.setdefault(text, set()).add(text.upper())
            if scores.get("first", -1e9) >= floor:
                forms.setdefault(text, set()).add(upper_first(text))
        return forms
