"""Every weight a grammar uses to prefer one reading over another, each with its reason.

Grammars are otherwise unweighted: choosing among variants is the language model's job. Weights live
in the tropical semiring (lower wins).
"""

# Each spoken unit of a phone number costs this much, so the reading with the fewest units wins:
# "twenty one" is one unit (21), never "twenty" (20) then "one" (1).
PHONE_TOKEN = 1.0
