"""Several boundary and case models read as one: the mean of their log-probabilities.

The shipped default is four models of two families (lm.boundary): v6.1, a tcngru
(data/boundary/model_gru.npz), v13, a tcngru with 128-d word embeddings trained from another
seed (v11), then trained on with the words outside its vocabulary read by their letters
(model_gru_e128.npz), a tcngru whose embeddings started from word vectors counted on all six
corpora (model_gru_v64.npz, lm.word_vectors), and a tcnattn, the tcn stack with two layers of
local self-attention over it (model_attn.npz, lm.boundary_attention). In the search (mean of
the 23 F1 of scripts/tune_search.py, first 2,000 lines of each text set, every timed unit) v4.1
(a tcn, model.npz) with v6.1 scores .660, v4.1 with v11 .661, all three .667 (.676 with later
weights; .679 with v13; .685 with later search features), the fourth .688 and a fifth, v64's
recipe on a mix tilted to web text, .690. The attention member in place of v4.1 and of that
fifth is level on the slices and the held-out calls and lifts every text set on the full dev
sets (docs/BOUNDARY.md, Attention in the ensemble); v4.1 stays in data/ as the cheapest single
model (--boundary-model). A third member of v6's own recipe (another seed, or trained on with
other text) added nothing (.660, .661): members help as far as they disagree. Their GRUs step
together (lm.boundary.logits_together).
Each of the four was then trained on for an epoch with names addressed added to its text
(lm.vocative_text; docs/BOUNDARY.md, Names addressed). v64 was later trained on for 45 more
minutes over its whole corpora and given the names again: mean .697 -> .698 on the full sets,
every held-out call figure up or level (docs/BOUNDARY.md, v64 trained on further). The
attention member was trained on for 1.36 epochs over its whole corpora with the names mixed
into that step (no names step after it, which had taken back the longer step's periods): mean
.6977 -> .6989 at the weights before it (docs/BOUNDARY.md, The attention member trained on with
names mixed in).
The mean of log-probabilities is renormalized, so the ensemble gives the search log-probabilities
like one model does, and its weights carry over.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lm.boundary import CASES, MARKS, BoundaryModel, log_softmax, logits_together
from lm.data_files import data_path

DEFAULT_MEMBERS = (
    data_path("boundary", "model_gru.npz"),
    data_path("boundary", "model_gru_e128.npz"),
    data_path("boundary", "model_gru_v64.npz"),
    data_path("boundary", "model_attn.npz"),
)


class BoundaryEnsemble:
    """marks(words) and cases(words) as BoundaryModel gives them, averaged over MEMBERS."""

    def __init__(self, members: Sequence[BoundaryModel]) -> None:
        if not members:
            raise ValueError("an ensemble needs at least one model")
        self.members = tuple(members)

    @classmethod
    def load(cls, paths: Sequence[Path] = DEFAULT_MEMBERS, onnx: bool = True) -> BoundaryEnsemble:
        """The members at PATHS, their vocabularies' words shared; ONNX as BoundaryModel.load
        takes it."""
        words: dict[str, str] = {}
        return cls([BoundaryModel.load(p, onnx=onnx, words=words) for p in paths])

    def _mean(self, scores: list[np.ndarray]) -> np.ndarray:
        return log_softmax(np.mean(scores, axis=0)) if scores[0].size else scores[0]

    def marks(self, words: Sequence[str]) -> np.ndarray:
        """float32 (n, 4): natural-log P(MARKS[k] after word i), the members' mean."""
        logits_together(self.members, words)
        return self._mean([m.marks(words) for m in self.members])

    def cases(self, words: Sequence[str]) -> np.ndarray:
        """float32 (n, 4): natural-log P(CASES[k] for word i), the members' mean."""
        logits_together(self.members, words)
        return self._mean([m.cases(words) for m in self.members])


def load(path: Path | Sequence[Path] | None = None) -> BoundaryModel | BoundaryEnsemble:
    """The model at PATH (one .npz), the ensemble of several PATHS, or the shipped ensemble when
    PATH is None."""
    if path is None:
        return BoundaryEnsemble.load()
    if isinstance(path, (str, Path)):
        return BoundaryModel.load(Path(path))
    return BoundaryEnsemble.load([Path(p) for p in path])


__all__ = ["CASES", "MARKS", "DEFAULT_MEMBERS", "BoundaryEnsemble", "load"]
