"""`python -m formatter.spark IN OUT`: the same command as `fmt-transcript-spark`.

Also the file to hand to spark-submit, which runs a script, not a module (docs/SPARK.md).
"""

from formatter.spark.cli import app

if __name__ == "__main__":
    app(prog_name="fmt-transcript-spark")
