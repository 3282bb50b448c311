#!/usr/bin/env bash
# The comparison runs behind the shipped LM's settings (docs/LM.md): every 4th line of the training
# corpora, one model per configuration, perplexity on each dev corpus. Models and figures go to
# .cache/lm/experiments (git-ignored). Usage: scripts/lm_experiments.sh [EVERY]
set -euo pipefail
cd "$(dirname "$0")/.."
EVERY="${1:-4}"
OUT=.cache/lm/experiments
mkdir -p "$OUT"
TRAIN=(/work/shared/corpora/*.train.txt.xz)
DEV=(/work/shared/corpora/*.dev.txt.xz)
if [[ -n "${CORPORA:-}" ]]; then TRAIN=("$CORPORA"/*.train.txt.xz); DEV=("$CORPORA"/*.dev.txt.xz); fi

# name | options
CONFIGS=(
  "o5_space|--order 5 --space-token --prune '0 0 1 1 1'"
  "o4_space|--order 4 --space-token --prune '0 0 1 1'"
  "o6_space|--order 6 --space-token --prune '0 0 1 1 1 1'"
  "o3_nospace|--order 3 --no-space-token --prune '0 0 1'"
  "o5_nospace|--order 5 --no-space-token --prune '0 0 1 1 1'"
)
for entry in "${CONFIGS[@]}"; do
  name="${entry%%|*}"
  options="${entry#*|}"
  [[ -f "$OUT/$name.json" ]] && continue
  eval "python -m lm.train ${TRAIN[*]} -o $OUT/$name.binary --every $EVERY $options -q 8 -b 8 -a 64"
  python -m lm.evaluate "$OUT/$name.binary" "${DEV[@]}" --record > "$OUT/$name.json"
done
python - "$OUT" <<'PY'
import json, sys, pathlib
for card in sorted(pathlib.Path(sys.argv[1]).glob("*.card.json")):
    c = json.loads(card.read_text())
    ppl = "  ".join(f"{k}={v['per_word']}" for k, v in sorted(c["perplexity"].items()))
    print(f"{card.name:28} {c['model_bytes']/1e6:6.1f} MB  {c['training_seconds']:6.0f} s  {ppl}")
PY
