"""`python -m formatter.evaluate`: score the formatter on the dev sets (paper sections 4.1, 4.3).

    python -m formatter.evaluate numbers ../shared/eval/numbers_earnings_dev.tsv --limit 300
    python -m formatter.evaluate punctuation ../shared/eval/punct_ewt_dev.txt --limit 300

    align        run the formatter on words with synthetic times; map output tokens to input words
    numbers      Numeric Entity Error Rate (NEER) split into incorrect/over/underformatting, Table 5
    punctuation  precision, recall, F1 and slot error rate for capitals, commas, periods, questions
    report       markdown tables

Both scorers align hypothesis and reference through the timing contract (STYLE.md 8): each output
token names the contiguous input words it came from (Token.words), so no string alignment of
surface forms is needed, even where "twenty five dollars" became one token "$25".
The scoring functions take tokens, not a Formatter, so they are tested on hand-made hypotheses.
"""
