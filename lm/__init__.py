"""The language-model half of fmt-transcript (paper sections 2.3 and 4.2).

    tokens     written text -> LM tokens with number classes (shared by training and decoding)
    normalize  raw written text -> the formatter's conventions (training and evaluation text)
    scorer     the KenLM scorer the formatter's search calls (the only module importing kenlm)
    train      `python -m lm.train`: corpora -> KenLM binary + model card (+ case lexicon)
    evaluate   `python -m lm.evaluate`: perplexity of a model on held-out corpora

Nothing here loads a model or runs a binary at import time.
"""

from lm.data_files import data_path

# The shipped model (scripts/train_default_lm.sh), its card and case lexicon beside it.
DEFAULT_MODEL = data_path("lm", "default.binary")
