"""fmt-transcript's formatter: timed spoken words in, readable timed text out."""
