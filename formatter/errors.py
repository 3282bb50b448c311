"""The one error type users see: a clear, one-line message about their input, never a traceback."""


class InputError(ValueError):
    """Bad input: malformed file, missing field, impossible times. The message is one line.

    Messages name the offending field and position, never the transcript's words: transcripts are
    personal data and may end up in logs.
    """
