"""`python -m formatter`: the fmt-transcript command."""

from formatter.cli import app

app(prog_name="fmt-transcript")
