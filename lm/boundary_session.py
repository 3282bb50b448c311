"""A stack-family boundary model's network run by onnxruntime (lm.boundary's faster path).

lm.boundary runs the convolution stack, the GRUs and the head in numpy. The GRUs step once per
word, and in numpy each step is a dozen calls of Python overhead; onnxruntime's GRU steps in
C++ (on a 40-word transcript 1.4 ms against 6.6 for both GRU members, docs/results/
bench_onnx.txt). So a model's network is exported once, at training time, to MODEL.onnx beside
MODEL.npz (lm.boundary_onnx, with the [train] extra), and read here when both are present.

The graph holds the network only: words become embeddings in numpy as before (the embedding
tables and the character n-grams of unknown words stay in the .npz), so the file is small
(about 1.6 MB in float16; the cast to float32 is folded when the session starts). The graph
records a fingerprint of the arrays it was exported from; an .onnx that does not match its
.npz (the model retrained, not re-exported) is refused with the command that mends it, rather
than giving another model's scores.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path

import numpy as np

from lm import embedding_int8
from lm.boundary_text import PAD

FINGERPRINT_KEY = "fmt_transcript.weights_sha256"
BLOCK_INPUTS = ("lead", "trail")  # a graph read in blocks: its padding rows at either end
INT8_KEY = "fmt_transcript.int8"  # how a graph's convolutions were made int8 (lm.graph_int8)
# arrays read in numpy, not by the graph: the tables and their int8 scales (lm.embedding_int8)
EMBEDDINGS = ("embed", "grams", "embed_scale", "grams_scale")


def graph_arrays(arrays: Mapping[str, np.ndarray]) -> list[str]:
    """The names of the float arrays the exported graph holds: all but the embeddings."""
    return sorted(k for k, v in arrays.items() if v.dtype.kind == "f" and k not in EMBEDDINGS)


def fingerprint(arrays: Mapping[str, np.ndarray]) -> str:
    """sha256 of the graph's arrays as stored in the .npz (names, dtypes, shapes, bytes), with
    the layers' kernels and dilations and the padding's embedding."""
    digest = hashlib.sha256()
    names = graph_arrays(arrays)
    names += [k for k in ("layers",) if k in arrays and k not in names]  # saved as ints too
    for name in names:
        value = np.ascontiguousarray(arrays[name])
        digest.update(f"{name}:{value.dtype.str}:{value.shape}".encode())
        digest.update(value.tobytes())
    # The graph holds the stack's rows that read only padding as constants, made from the
    # padding's embedding: a table requantized (lm.embedding_int8) needs the graph made again.
    digest.update(embedding_int8.rows(arrays, "embed", np.array([PAD])).tobytes())
    return digest.hexdigest()


def _shrinking() -> object:
    """Run options that give the arena's free chunks back after each run."""
    import onnxruntime

    options = onnxruntime.RunOptions()
    options.add_run_config_entry("memory.enable_memory_arena_shrinkage", "cpu:0")
    return options


class StaleGraph(ValueError):
    """An .onnx exported from other weights than its .npz holds."""


class Session:
    """One model's exported network: embedded words (n + 2 context, dim) -> logits (n, 8)."""

    def __init__(self, path: Path, arrays: Mapping[str, np.ndarray]) -> None:
        import onnxruntime

        options = onnxruntime.SessionOptions()
        # One thread: a transcript's matrices are small, and batch formatting runs a process per
        # core; a spinning pool would burn the other core's time for nothing.
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        # An arena and a memory plan: a run of a short transcript allocates once, not once per
        # node (a 45-word transcript: the attention member 735 -> 604 us, a tcngru 548 -> 528;
        # docs/results/bench_fifty_eighth.txt). The arena gives its free chunks back after each
        # run (_shrinking), or it would keep the largest transcript's buffers (hundreds of MB after
        # a 20,000-word meeting) for the process's life.
        options.enable_cpu_mem_arena = True
        options.enable_mem_pattern = True
        options.log_severity_level = 3  # errors only
        try:
            self._session = onnxruntime.InferenceSession(
                str(path), options, providers=["CPUExecutionProvider"]
            )
        except Exception as error:  # onnxruntime's own kinds: a file it cannot read as a model
            raise ValueError(f"{path}: onnxruntime cannot read it ({error})") from None
        self._shrink = _shrinking()
        self.in_blocks = {i.name for i in self._session.get_inputs()} >= set(BLOCK_INPUTS)
        self.context = int(arrays["context"])
        meta = self._session.get_modelmeta().custom_metadata_map
        self.int8 = meta.get(INT8_KEY)  # None: a float graph, the numpy path's scores
        if meta.get(FINGERPRINT_KEY) != fingerprint(arrays):
            raise StaleGraph(
                f"{path} was exported from other weights than {path.with_suffix('.npz').name}"
                f" holds; export it again: python -m lm.boundary_onnx {path.with_suffix('.npz')}"
            )

    def logits(
        self, embedded: np.ndarray, lead: int | None = None, trail: int | None = None
    ) -> np.ndarray:
        """(n + 2 context, dim) float32 embeddings -> (n, 8) mark then case logits. A graph read
        in blocks (the attention family's) is told how many rows at the start (LEAD) and at the
        end (TRAIL) are padding (by default all CONTEXT rows each side, as other graphs take
        them: a whole transcript)."""
        feed = {"x": embedded}
        if self.in_blocks:
            counts = (self.context if k is None else k for k in (lead, trail))
            feed.update(zip(BLOCK_INPUTS, map(np.array, counts), strict=True))
        return self._session.run(None, feed, self._shrink)[0]


def available() -> bool:
    """Whether onnxruntime can be imported (a runtime dependency; a source checkout may lack
    it, and lm.boundary then runs the network in numpy)."""
    try:
        import onnxruntime  # noqa: F401
    except ImportError:
        return False
    return True


def load(npz: Path, arrays: Mapping[str, np.ndarray]) -> Session | None:
    """The session of NPZ's exported network, or None where there is none to run (no .onnx
    beside it, or no onnxruntime)."""
    path = Path(npz).with_suffix(".onnx")
    if not path.exists() or not available():
        return None
    return Session(path, arrays)


__all__ = [
    "BLOCK_INPUTS",
    "EMBEDDINGS",
    "FINGERPRINT_KEY",
    "Session",
    "StaleGraph",
    "fingerprint",
    "load",
]
