#!/usr/bin/env bash
# Every evaluation behind docs/RESULTS.md, for one model: numeric entities on the numbers dev sets,
# punctuation and capitals on the punctuation dev sets and the in-domain *.dev corpora.
# Writes docs/results/<NAME>/<set>.md (the report) and .json (the figures); scripts/results_page.py
# then builds docs/RESULTS.md from them.
#
#   scripts/results.sh shipped                                    # data/lm/default.binary
#   scripts/results.sh B_nospace .cache/lm/compare/B_nospace/model.binary
#
# SHARED overrides the ../shared directory; LIMIT=N scores only the first N rows/lines of each set;
# ONLY=numbers, ONLY=punctuation, ONLY=modes (the seeds' mark sets) or ONLY=timed runs one part
# (punctuation runs with the number grammars off, so a change to the grammars or their weights
# needs only ONLY=numbers).
set -euo pipefail
cd "$(dirname "$0")/.."
NAME="${1:?usage: scripts/results.sh NAME [MODEL]}"
MODEL="${2:-}"
SHARED="${SHARED:-../shared}"
OUT="docs/results/$NAME"
mkdir -p "$OUT"
model=(); [[ -n "$MODEL" ]] && model=(--model "$MODEL")
limit=(); [[ -n "${LIMIT:-}" ]] && limit=(--limit "$LIMIT")

run() {  # run OUTPUT-STEM COMMAND...
  local stem="$1"; shift
  python -m formatter.evaluate "$@" "${model[@]}" "${limit[@]}" --json "$OUT/$stem.json" > "$OUT/$stem.md"
  # Every error is in the report's tables already; the JSON keeps the figures small enough to commit.
  python - "$OUT/$stem.json" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
data.pop("errors", None)
json.dump(data, open(sys.argv[1], "w"), indent=1, ensure_ascii=False)
PY
}

want() { [[ -z "${ONLY:-}" || "${ONLY}" == "$1" ]]; }

if want numbers; then
  # Each set in the style its references use (issue 14): earnings calls en-US, Wikipedia each row's
  # own (`--style match`: day-first dates en-GB, "June 30" ordinal_day=plain).
  run numbers_earnings numbers "$SHARED/eval/numbers_earnings_dev.tsv" --worst 30 --style en-US
  run numbers_wikipedia numbers "$SHARED/eval/numbers_wikipedia_dev.tsv" --worst 30 --style match
fi
want punctuation && for set in ewt gum earnings21; do
  file="$SHARED/eval/punct_${set}_dev.txt"; [[ -f "$file" ]] || file="$SHARED/eval/punct_${set}.txt"
  run "punct_$set" punctuation "$file"
done
# The issue's web-text figure is EWT and GUM scored together (units run across the two files):
# the two files one after the other, written once for every part that reads them.
both=.cache/eval/punct_ewt_gum_dev.txt
if want punctuation || want modes; then
  mkdir -p .cache/eval
  cat "$SHARED/eval/punct_ewt_dev.txt" "$SHARED/eval/punct_gum_dev.txt" > "$both"
fi
want punctuation && run punct_ewt_gum punctuation "$both"
want punctuation && run punct_ted punctuation "$SHARED/eval/punct_ted_dev2012_lowercased.txt" --lowercased
want punctuation && for corpus in enron_email sgd_dialogue; do
  run "punct_$corpus" punctuation "$SHARED/corpora/$corpus.dev.txt.xz"
done
# Real engine output with word times (eval/timed): ours beside each engine's own marks, with pauses
# and without (as if the words came as plain text).
want timed && for engine in amazon google speechmatics; do
  timed=("$SHARED/eval/timed/$engine.jsonl.xz" "$SHARED/eval/timed/$engine.labels.jsonl.xz")
  run "timed_$engine" timed "${timed[@]}"
  run "timed_${engine}_nopauses" timed "${timed[@]}" --no-pauses
  # Units are cut from calls at the engine's speaker changes: scored as segments above; here each
  # as a whole transcript (a sentence starts at its first word and ends at its last).
  run "timed_${engine}_whole" timed "${timed[@]}" --no-segments
done
# The seed systems' mark sets (issue 11, item 5) on the three sets with targets: Gravano et al.'s
# two marks, and Cyberpunc's commas in sentences given one per line (each line a unit; the
# report's "units with every mark right" is then its sentence accuracy).
if want modes; then
  for marks in comma,period comma; do
    stem="${marks/,/_}"
    run "punct_ewt_gum_marks_$stem" punctuation "$both" --marks "$marks"
    run "punct_ted_marks_$stem" punctuation "$SHARED/eval/punct_ted_dev2012_lowercased.txt" \
      --lowercased --marks "$marks"
    run "punct_sgd_dialogue_marks_$stem" punctuation "$SHARED/corpora/sgd_dialogue.dev.txt.xz" \
      --marks "$marks"
  done
fi
# Each call as one transcript with the engine's speaker changes, as a user's diarized file is
# formatted. Only Amazon's units change speaker inside a call (Google's and Speechmatics' are cut
# for length).
want timed && run timed_amazon_calls timed "$SHARED/eval/timed/amazon.jsonl.xz" \
  "$SHARED/eval/timed/amazon.labels.jsonl.xz" --whole-calls
exit 0
