#!/usr/bin/env python3
"""Builds bench/phrases/tune21.json and frozen19.json from phrases-tune21.txt (same line format as phrases.txt).
Deterministic split: every 3rd item line (3rd, 6th, 9th...) goes to frozen19.json (never tuned on), the rest to
tune21.json. Check the ids afterwards with
`node bench/src/check-phrase-ids.ts bench/phrases/tune21.json bench/phrases/tune.json bench/phrases/tune2.json bench/phrases/tune3.json bench/phrases/tune4.json bench/phrases/tune5.json bench/phrases/tune6.json bench/phrases/tune7.json bench/phrases/frozen.json bench/phrases/frozen2.json bench/phrases/frozen3.json bench/phrases/frozen4.json bench/phrases/frozen5.json bench/phrases/tune8.json bench/phrases/frozen6.json bench/phrases/tune9.json bench/phrases/frozen7.json bench/phrases/tune10.json bench/phrases/frozen8.json bench/phrases/tune11.json bench/phrases/frozen9.json bench/phrases/tune12.json bench/phrases/frozen10.json bench/phrases/tune13.json bench/phrases/frozen11.json bench/phrases/tune14.json bench/phrases/frozen12.json bench/phrases/tune15.json bench/phrases/frozen13.json bench/phrases/tune16.json bench/phrases/frozen14.json bench/phrases/tune17.json bench/phrases/frozen15.json bench/phrases/tune18.json bench/phrases/frozen16.json bench/phrases/tune19.json bench/phrases/frozen17.json bench/phrases/tune20.json bench/phrases/frozen18.json bench/phrases/danger.json bench/phrases/frozen-danger.json bench/phrases/danger2.json bench/phrases/frozen-danger2.json bench/phrases/danger3.json bench/phrases/frozen-danger3.json bench/phrases/clin23.json`
(and the same for frozen19.json)."""
import json, pathlib, sys
here = pathlib.Path(__file__).parent
sys.path.insert(0, str(here))
from phrase_lines import read_items  # noqa: E402
items = read_items(here / "phrases-tune21.txt")
texts = [i["text"].lower() for i in items]
assert len(texts) == len(set(texts)), "duplicate text"
tune = [it for k, it in enumerate(items) if k % 3 != 2]
frozen = [it for k, it in enumerate(items) if k % 3 == 2]
for name, part in (("tune21", tune), ("frozen19", frozen)):
    (here.parent / "phrases" / f"{name}.json").write_text(json.dumps(part, indent=1, ensure_ascii=False) + "\n")
    print(f"{name} {len(part)} items, none {sum(i['none'] for i in part)}")
print("concepts:", sorted({c['id'] for i in items for c in i['concepts']}))
