#!/usr/bin/env bash
# The models docs/RESULTS.md compares with the shipped one: Class Set B, and space tokens on, each
# trained on the same corpora as data/lm/default.binary. They land in .cache/lm/compare/<name>/
# (git-ignored), each with its card and case lexicon. ~10 minutes per model on 2 cores.
# Usage: scripts/train_comparison_lms.sh [NAME...]   (names: B_nospace A_space B_space)
set -euo pipefail
cd "$(dirname "$0")/.."
CORPORA="${CORPORA:-/work/shared/corpora}"
OUT=.cache/lm/compare

# name | options. Space tokens add a token between most words, so they need harder pruning to fit
# 60 MB (0 1 2 3 3, docs/LM.md); the no-space models use the shipped recipe.
declare -A CONFIGS=(
  [B_nospace]="--class-set B --no-space-token --prune '0 1 2 2 2'"
  [A_space]="--class-set A --space-token --prune '0 1 2 3 3'"
  [B_space]="--class-set B --space-token --prune '0 1 2 3 3'"
)
names=("$@")
[[ ${#names[@]} -eq 0 ]] && names=(B_nospace A_space B_space)

scripts/build_kenlm.sh > /dev/null
for name in "${names[@]}"; do
  options="${CONFIGS[$name]:?unknown model name $name}"
  [[ -f "$OUT/$name/model.binary" ]] && continue
  mkdir -p "$OUT/$name"
  eval "python -m lm.train $CORPORA/*.train.txt.xz --output $OUT/$name/model.binary $options \
    --questions --order 5 --binary-type trie -q 8 -b 8 -a 64 \
    --case-lexicon $OUT/$name/case_lexicon.tsv"
  python -m lm.evaluate "$OUT/$name/model.binary" "$CORPORA"/*.dev.txt.xz --record
done
