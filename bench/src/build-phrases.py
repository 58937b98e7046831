#!/usr/bin/env python3
"""Builds bench/phrases/{tune,frozen}.json from phrases.txt. Deterministic split: within each section,
items 2 and 4 of every 5 go to frozen (~40%). Each item: text, section, present ids, absent ids,
none (must map to nothing), concepts ({id, accept}) for findings the KB does not have yet."""
import json, pathlib, sys
here = pathlib.Path(__file__).parent
sys.path.insert(0, str(here))
from phrase_lines import read_items  # noqa: E402
items = read_items(here / "phrases.txt")
known = None
if len(sys.argv) > 1:
    known = {l.split("\t")[0] for l in open(sys.argv[1]) if l.strip()}
    bad = [(i["text"], x) for i in items for x in i["present"] + i["absent"] + [a for c in i["concepts"] for a in c["accept"]] if x not in known]
    assert not bad, bad
by = {}
for it in items: by.setdefault(it["section"], []).append(it)
tune, frozen = [], []
for sec, rs in by.items():
    for i, r in enumerate(rs): (frozen if i % 5 in (1, 3) else tune).append(r)
out = here.parent / "phrases"
for name, rs in (("tune", tune), ("frozen", frozen)):
    (out / f"{name}.json").write_text(json.dumps(rs, indent=1, ensure_ascii=False) + "\n")
print(f"total {len(items)} tune {len(tune)} frozen {len(frozen)}; none: tune {sum(i['none'] for i in tune)} frozen {sum(i['none'] for i in frozen)}")
print("concepts:", sorted({c['id'] for i in items for c in i['concepts']}))
