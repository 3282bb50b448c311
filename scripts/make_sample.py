"""Rebuild data/samples/voicemail.json: the paper's Figure 1 voicemail with real word timings.

espeak-ng speaks the text, sox makes it 16 kHz mono, and PocketSphinx 5 force-aligns it (the recipe
of ../shared/asr_formats/README.md). Needs Debian's espeak-ng and sox and PyPI's
pocketsphinx==5.1.1:

    python scripts/make_sample.py
"""

from __future__ import annotations

import json
import subprocess
import tempfile
import wave
from pathlib import Path

TEXT = (
    "hi bill it's tracy at around three thirty p m just got an apartment for one thousand three "
    "thirty one thousand four hundred a month my number is five five five eight eight eight eight "
    "extension is three thirty bye"
)
OUT = Path(__file__).resolve().parents[1] / "data" / "samples" / "voicemail.json"


def main() -> None:
    from pocketsphinx import Decoder

    with tempfile.TemporaryDirectory() as tmp:
        raw, wav = Path(tmp) / "raw.wav", Path(tmp) / "speech.wav"
        subprocess.run(["espeak-ng", "-v", "en-us", "-s", "130", "-w", str(raw), TEXT], check=True)
        subprocess.run(
            ["sox", str(raw), "-r", "16000", "-c", "1", "-b", "16", str(wav)], check=True
        )
        with wave.open(str(wav)) as w:
            audio = w.readframes(w.getnframes())
            seconds = w.getnframes() / w.getframerate()
    decoder = Decoder(lm=None, bestpath=False, beam=1e-200, wbeam=1e-200, pbeam=1e-200)
    decoder.set_align_text(TEXT)
    decoder.start_utt()
    decoder.process_raw(audio, full_utt=True)
    decoder.end_utt()
    words = []
    for seg in decoder.seg():
        if seg.word in ("<s>", "</s>", "<sil>"):
            continue
        words.append({
            "word": seg.word.split("(")[0],
            "start": round(seg.start_frame / 100, 2),
            "end": round((seg.end_frame + 1) / 100, 2),
            "confidence": round(min(1.0, max(0.0, seg.prob)), 4),
        })
    spoken = TEXT.split()
    if [w["word"] for w in words] != spoken:
        raise SystemExit("alignment lost or changed words; not writing the sample")
    sample = {
        "source": "espeak-ng -v en-us -s 130, force-aligned by PocketSphinx 5.1.1"
        " (scripts/make_sample.py)",
        "audio_seconds": round(seconds, 2),
        "words": words,
    }
    OUT.write_text(json.dumps(sample, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(words)} words, {seconds:.1f} s of speech)")


if __name__ == "__main__":
    main()
