"""Every tunable number of the search, in one table, each with its reason.

Scores are natural-log probabilities (higher is better); a penalty is subtracted from a hypothesis'
score each time its choice is made. Tuned on the dev sets in ../shared/eval (docs/RESULTS.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Tuning:
    # Hypotheses kept per DAG node after recombination: more is closer to exact Viterbi, and slower.
    beam: int = 12
    # Hypotheses scoring this far below the node's best are dropped (natural-log units).
    beam_width: float = 12.0
    # Cost of writing each mark after a token. The LM was trained on text where every sentence
    # ends with a mark, so it already prices them; these correct its bias on spoken input.
    mark_penalty: dict[str, float] = field(
        default_factory=lambda: {"": 0.0, ",": 0.0, ".": 0.0, "?": 0.0}
    )


DEFAULT = Tuning()
