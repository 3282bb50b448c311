"""Many jobs in one run: formatted in input order, here or in worker processes, each failure
reported on one line while the rest go on.

    failed = run_batch(jobs, Settings(Output.srt), Loader(), workers=2, out=stdout, err=stderr)

With WORKERS > 1 a process pool runs `format_job`; its initializer loads one Formatter per worker
process (grammars and LM take about half a second) and `map` hands outcomes back in job order, so
output is byte for byte what one worker writes. It is concurrent.futures' pool, not
multiprocessing.Pool: leaving early (a bad model, a closed pipe, Ctrl-C) must cancel the jobs not
started and let running ones finish, whereas Pool.terminate() kills workers that may be mid-write
and can then wait forever on the half-written result (seen in this project's tests).

Failures print as "fmt-transcript: NAME: reason" on ERR; the caller turns a non-zero count into its
exit code. The one error that stops the run is a Formatter that cannot load (a bad --model): no job
could succeed.
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TextIO

from formatter.errors import InputError
from formatter.job import Job, Outcome, Settings, format_job
from formatter.progress import Progress, is_terminal


@dataclass(frozen=True)
class Loader:
    """How to build the Formatter: picklable, so worker processes can build their own."""

    model: Path | None = None
    questions: bool = True
    class_set: str | None = None
    style: str | None = None

    def __call__(self) -> Any:
        from formatter.pipeline import Formatter

        return Formatter(
            model=self.model, questions=self.questions, class_set=self.class_set, style=self.style
        )


def run_batch(
    jobs: Sequence[Job],
    settings: Settings,
    loader: Callable[[], Any],
    *,
    workers: int = 1,
    out: TextIO,
    err: TextIO,
) -> int:
    """Format JOBS, print each output to OUT or write it to its job's target, report each failure
    and reader warning on ERR with a progress line there on a terminal. Returns how many failed."""
    progress = Progress(len(jobs), err)
    results = outcomes(jobs, settings, loader, workers)
    failed = 0
    try:
        for done, (job, outcome) in enumerate(zip(jobs, results, strict=True), start=1):
            if outcome.error is None:
                if job.target is None and is_terminal(out):
                    progress.clear()  # the output is about to go over the progress line
                outcome = _deliver(job, outcome, out)
            messages = [f"{outcome.name}: warning: {warning}" for warning in outcome.warnings]
            if outcome.error is not None:
                failed += 1
                messages.append(f"{outcome.name}: {outcome.error}")
            if messages:
                progress.clear()
                err.write("".join(f"fmt-transcript: {message}\n" for message in messages))
                err.flush()
            progress.update(done)
    except BaseException:
        progress.clear()
        raise
    finally:
        results.close()  # shuts the worker pool down now, even when printing failed (a closed pipe)
    progress.finish()
    return failed


def outcomes(
    jobs: Sequence[Job], settings: Settings, loader: Callable[[], Any], workers: int = 1
) -> Generator[Outcome, None, None]:
    """Each job's Outcome, in job order. The Formatter is loaded only if some job needs it."""
    runnable = sum(job.error is None for job in jobs)
    if workers > 1 and runnable > 1:
        yield from _pooled(jobs, settings, loader, min(workers, runnable))
        return
    formatter = None
    for job in jobs:
        if job.error is None and formatter is None:
            formatter = loader()
        yield format_job(formatter, job, settings)


def _deliver(job: Job, outcome: Outcome, out: TextIO) -> Outcome:
    """Print OUTCOME or write it to JOB's target; a file that cannot be written fails the job."""
    if job.target is None:
        out.write(outcome.text)
        out.flush()  # keeps stdout in step with the messages on stderr
        return outcome
    try:
        job.target.write_text(outcome.text, encoding="utf-8")
    except OSError as error:
        reason = error.strerror or type(error).__name__
        return replace(outcome, error=f"cannot write {job.target}: {reason}")
    return outcome


def _pooled(
    jobs: Sequence[Job], settings: Settings, loader: Callable[[], Any], workers: int
) -> Iterator[Outcome]:
    with ProcessPoolExecutor(
        workers, initializer=_start_worker, initargs=(loader, settings)
    ) as pool:
        # One job per task: jobs differ a lot in length, and the progress line should move steadily.
        # Closing this generator early closes map's iterator, which cancels the jobs not started.
        yield from pool.map(_run_in_worker, jobs)


# Per-worker state, set once by the pool's initializer.
_formatter: Any = None
_settings = Settings()
_load_error: InputError | None = None


def _start_worker(loader: Callable[[], Any], settings: Settings) -> None:
    global _formatter, _settings, _load_error
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C goes to the parent, which ends the pool
    _settings = settings
    try:
        _formatter = loader()
    except InputError as error:
        # Kept for the first job to raise: a failing initializer leaves only "broken pool" errors.
        _load_error = error


def _run_in_worker(job: Job) -> Outcome:
    if _load_error is not None:
        raise _load_error
    return format_job(_formatter, job, _settings)
