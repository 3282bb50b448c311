"""What a case lexicon decides of a transcript, bundled: the search's case layers, the speakers'
cues that ask it whether a word may be a name, and a caller's vocabulary (formatter.vocabulary).
A Formatter builds one at load time and one for each vocabulary a call brings (a voicemail app
formats each user's messages with that user's contacts), keeping the last few: the grammars,
the LM and the boundary models are shared by all of them.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from formatter.search import Layers
from formatter.speakers import SpeakerCues
from formatter.vocabulary import Vocabulary

KEPT = 8  # casings of call vocabularies kept (each with its own bounded caches of forms)


@dataclass(frozen=True)
class Casing:
    """LAYERS' case_forms, may_name and address_forms read the lexicon with VOCABULARY's words;
    SPEAKERS asks it too; FIXED: the vocabulary's rare words and its readings' texts ("summit
    ridge"), written as given wherever said, whatever the recognizer or the case model wrote."""

    layers: Layers
    speakers: SpeakerCues
    fixed: frozenset[str]
    vocabulary: Vocabulary


class Casings:
    """The load-time casing, and those of the vocabularies calls bring, the last KEPT of them
    kept by their entries' digest. BUILD makes one from a vocabulary and, for a call's, the
    load-time casing, whose forms it shares for every word its vocabulary does not hold."""

    def __init__(
        self, build: Callable[[Vocabulary, Casing | None], Casing], loaded: Vocabulary
    ) -> None:
        self._build = build
        self._vocabulary = loaded
        self.loaded = build(loaded, None)
        self._kept: OrderedDict[str, Casing] = OrderedDict()
        # A Formatter may be shared by threads (formatter's docstring): one turns the kept
        # casings over at a time (building one takes a tenth of a millisecond).
        self._lock = threading.Lock()

    def get(self, vocabulary: Vocabulary | None) -> Casing:
        """The casing for the load-time vocabulary with VOCABULARY's entries added (theirs
        over it where both have one). Kept by VOCABULARY's digest alone, the load-time one
        being the same for every call: a kept casing costs no merge of the two (a run's
        vocabulary may hold 100,000 entries)."""
        if vocabulary is None or vocabulary.empty:
            return self.loaded
        key = vocabulary.digest
        with self._lock:
            found = self._kept.get(key)
            if found is None:
                merged = self._vocabulary.merged(vocabulary)
                found = self._kept[key] = self._build(merged, self.loaded)
                if len(self._kept) > KEPT:
                    self._kept.popitem(last=False)
            else:
                self._kept.move_to_end(key)
        return found
