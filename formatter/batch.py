"""Many jobs in one run: formatted in input order, here or in worker processes, each failure
reported on one line while the rest go on, each output written as soon as it and those before it
are done.

    failed = run_batch(jobs, Settings(Output.srt), Loader(), workers=2, out=stdout, err=stderr)

JOBS may be a lazy iterator (formatter.sources reads streams a line at a time): at most
`IN_FLIGHT_PER_WORKER` jobs per worker are read ahead, so memory stays flat however long the input.
With WORKERS > 1 (capped at the CPU count) a process pool runs `format_job`; its initializer loads
one Formatter per worker process, and outcomes are taken in job order, so output is byte for byte
what one worker writes. A worker that dies (killed, out of memory, a crash in native code) breaks
the pool: the jobs it held are rerun one at a time in a fresh one-worker pool, so the job that
kills its worker fails alone ("the worker formatting it died") and every other job is written.
On Ctrl-C or a closed output the workers are stopped at once, not waited for.

Outputs to files (`--output-dir`) are written to a temporary file beside the target and renamed
over it: a reader never sees half an output, and a symlink at the target's name is replaced, not
followed. The lines of a plain-text source go to one output, one line each (an empty line for a
line that failed, so lines still match). When a job fails, an older output at its target is
removed (and the message says so), so that no stale output sits beside fresh ones.

Failures print as "fmt-transcript: NAME: reason" on ERR; the caller turns a non-zero count into its
exit code. The one error that stops the run is a Formatter that cannot load (a bad --model): no job
could succeed.
"""

from __future__ import annotations

import os
import signal
import tempfile
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO, Any, TextIO

from formatter.errors import InputError
from formatter.job import Job, Outcome, Output, Settings, format_job
from formatter.progress import Progress, is_terminal
from formatter.vocabulary import Vocabulary

IN_FLIGHT_PER_WORKER = 4  # jobs read ahead per worker: enough to keep it busy, little memory
DIED = "the worker formatting it died (out of memory or killed); the other jobs went on"


@dataclass(frozen=True)
class Loader:
    """How to build the Formatter: picklable, so worker processes can build their own."""

    model: Path | None = None
    questions: bool = True
    class_set: str | None = None
    marks: frozenset[str] | None = None
    style: str | None = None
    boundary: Path | None = None  # another boundary and case model (lm.boundary)
    pauses: bool = True  # the gaps between timed words as evidence for marks
    vocabulary: Vocabulary | None = None  # the caller's names and terms (formatter.vocabulary)

    def __call__(self) -> Any:
        from formatter.pipeline import Formatter
        from formatter.tuning import DEFAULT

        return Formatter(
            model=self.model,
            questions=self.questions,
            class_set=self.class_set,
            marks=self.marks,
            style=self.style,
            boundary=self.boundary,
            tuning=DEFAULT if self.pauses else replace(DEFAULT, pause_weight=0.0),
            vocabulary=self.vocabulary,
        )


def run_batch(
    jobs: Iterable[Job],
    settings: Settings,
    loader: Callable[[], Any],
    *,
    workers: int = 1,
    out: TextIO,
    err: TextIO,
    total: int | None = None,
) -> int:
    """Format JOBS, print each output to OUT or write it to its job's target, report each failure
    and reader warning on ERR with a progress line there on a terminal (TOTAL jobs, if known).
    Returns how many failed."""
    if total is None and isinstance(jobs, (list, tuple)):
        total = len(jobs)
    progress = Progress(total, err)
    paired = _Remembered(jobs)
    results = outcomes(paired.jobs(), settings, loader, workers)
    sink = _Sink(settings.output)
    failed = 0
    try:
        for done, outcome in enumerate(results, start=1):
            job = paired.taken.popleft()
            if outcome.error is None:
                if job.target is None and is_terminal(out):
                    progress.clear()  # the output is about to go over the progress line
                outcome = sink.deliver(job, outcome, out)
            else:
                outcome = sink.failed(job, outcome, out)
            messages = [f"{outcome.name}: warning: {warning}" for warning in outcome.warnings]
            written = sink.take_errors()  # an earlier plain-text source's output, if it failed
            failed += len(written)
            messages += written
            if outcome.error is not None:
                failed += 1
                messages.append(f"{outcome.name}: {outcome.error}")
            if messages:
                progress.clear()
                err.write("".join(f"fmt-transcript: {message}\n" for message in messages))
                err.flush()
            progress.update(done)
        sink.close()
        late = sink.take_errors()
        failed += len(late)
        if late:
            err.write("".join(f"fmt-transcript: {message}\n" for message in late))
    except BaseException:
        progress.clear()
        sink.abandon()
        raise
    finally:
        results.close()  # stops the worker pool now, even when printing failed (a closed pipe)
    progress.finish()
    return failed


class _Remembered:
    """JOBS passed through, each remembered until its outcome comes back (outcomes keep order)."""

    def __init__(self, jobs: Iterable[Job]) -> None:
        self._jobs = iter(jobs)
        self.taken: deque[Job] = deque()

    def jobs(self) -> Iterator[Job]:
        for job in self._jobs:
            self.taken.append(job)
            yield job


def outcomes(
    jobs: Iterable[Job], settings: Settings, loader: Callable[[], Any], workers: int = 1
) -> Iterator[Outcome]:
    """Each job's Outcome, in job order. The Formatter is loaded only if some job needs it."""
    workers = max(1, min(workers, os.cpu_count() or 1))
    if workers > 1:
        return _pooled(iter(jobs), settings, loader, workers)
    return _serial(jobs, settings, loader)


def _serial(
    jobs: Iterable[Job], settings: Settings, loader: Callable[[], Any]
) -> Iterator[Outcome]:
    formatter = None
    for job in jobs:
        if job.error is None and formatter is None:
            formatter = loader()
        yield format_job(formatter, job, settings)


class _Sink:
    """Delivers outcomes: printed, or written to targets (grouping a plain-text source's lines)."""

    def __init__(self, output: Output) -> None:
        self._output = output
        self._group: tuple[Path, IO[str], str] | None = None  # target, temp file, source
        self._errors: list[str] = []  # outputs of finished groups that could not be written

    def take_errors(self) -> list[str]:
        errors, self._errors = self._errors, []
        return errors

    def deliver(self, job: Job, outcome: Outcome, out: TextIO) -> Outcome:
        if job.target is None:
            out.write(outcome.text)
            out.flush()  # keeps stdout in step with the messages on stderr
            return outcome
        try:
            if job.part:
                self._part(job).write(outcome.text)
            else:
                self._finish_group()
                _write_atomically(job.target, outcome.text)
        except OSError as error:
            if job.part:
                self.abandon()
            return replace(outcome, error=f"cannot write {job.target}: {_reason(error)}")
        return outcome

    def failed(self, job: Job, outcome: Outcome, out: TextIO) -> Outcome:
        """Keeps a failed plain-text line's place (an empty line in text output) and removes a
        failed job's old output."""
        blank = "\n" if job.part and self._output is Output.text else ""
        if job.target is None:
            if blank:
                out.write(blank)
                out.flush()
            return outcome
        if job.part:
            try:
                self._part(job).write(blank)
            except OSError:
                pass  # reported when the group is closed
            return outcome
        self._finish_group()
        return replace(outcome, error=(outcome.error or "") + _remove_stale(job.target))

    def close(self) -> None:
        self._finish_group()

    def abandon(self) -> None:
        if self._group is not None:
            _, temp, _ = self._group
            temp.close()
            _unlink(temp.name)
            self._group = None

    def _part(self, job: Job) -> IO[str]:
        assert job.target is not None
        if self._group is not None and self._group[0] == job.target:
            return self._group[1]
        self._finish_group()
        temp = _temp_beside(job.target)
        self._group = (job.target, temp, job.source)
        return temp

    def _finish_group(self) -> None:
        if self._group is None:
            return
        target, temp, source = self._group
        self._group = None
        try:
            temp.close()
            os.replace(temp.name, target)
        except OSError as error:
            _unlink(temp.name)
            self._errors.append(f"{source}: cannot write {target}: {_reason(error)}")


def _temp_beside(target: Path) -> IO[str]:
    return tempfile.NamedTemporaryFile(  # noqa: SIM115 - closed by the caller
        "w", dir=target.parent, prefix=f".{target.name}.", suffix=".part", delete=False,
        encoding="utf-8", newline="",
    )


def _write_atomically(target: Path, text: str) -> None:
    temp = _temp_beside(target)
    try:
        with temp:
            temp.write(text)
        os.replace(temp.name, target)  # replaces a symlink at TARGET instead of following it
    except BaseException:
        _unlink(temp.name)
        raise


def _remove_stale(target: Path) -> str:
    if not os.path.lexists(target):
        return ""
    try:
        os.unlink(target)
    except OSError as error:
        return f" (its old output {target} is stale and could not be removed: {_reason(error)})"
    return f" (its old output {target} was removed)"


def _unlink(name: str) -> None:
    try:
        os.unlink(name)
    except OSError:
        pass


def _reason(error: OSError) -> str:
    return error.strerror or type(error).__name__


def _pooled(
    jobs: Iterator[Job], settings: Settings, loader: Callable[[], Any], workers: int
) -> Iterator[Outcome]:
    pending: deque[tuple[Job, Future[Outcome] | None]] = deque()
    pool: ProcessPoolExecutor | None = None
    clean = False
    try:
        while True:
            while len(pending) < workers * IN_FLIGHT_PER_WORKER:
                job = next(jobs, None)
                if job is None:
                    break
                if job.error is not None:
                    pending.append((job, None))  # nothing to run: no formatter needed
                    continue
                if pool is None:
                    pool = _pool(workers, loader, settings)
                pending.append((job, pool.submit(_run_in_worker, job)))
            if not pending:
                break
            job, future = pending.popleft()
            if future is None:
                yield format_job(None, job, settings)
                continue
            try:
                outcome = future.result()
            except BrokenProcessPool:
                assert pool is not None
                _stop(pool)
                redo = [job, *(j for j, _ in pending)]
                pending.clear()
                pool = None
                yield from _one_by_one(redo, settings, loader)
                continue
            yield outcome
        clean = True
    finally:
        if pool is not None:
            if clean:
                pool.shutdown(wait=True)
            else:
                _stop(pool)  # Ctrl-C, a closed pipe, an error: stop now, do not wait


def _one_by_one(
    jobs: list[Job], settings: Settings, loader: Callable[[], Any]
) -> Iterator[Outcome]:
    """JOBS each alone in a one-worker pool, so that a job that kills its worker is found."""
    pool: ProcessPoolExecutor | None = None
    try:
        for job in jobs:
            if job.error is not None:
                yield format_job(None, job, settings)
                continue
            if pool is None:
                pool = _pool(1, loader, settings)
            try:
                outcome = pool.submit(_run_in_worker, job).result()
            except BrokenProcessPool:
                _stop(pool)
                pool = None
                outcome = Outcome(job.name, error=DIED)
            yield outcome
    finally:
        if pool is not None:
            _stop(pool)


def _pool(workers: int, loader: Callable[[], Any], settings: Settings) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(workers, initializer=_start_worker, initargs=(loader, settings))


def _stop(pool: ProcessPoolExecutor) -> None:
    """End POOL without waiting for running jobs: their outcomes are not wanted any more."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.kill()
    for process in processes:
        process.join(timeout=5)


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
