#!/usr/bin/env python3
"""Builds bench/phrases/tune3.json from phrases-tune3.txt (same line format as phrases.txt, no split: the
whole set is a tune set). Check the ids afterwards with `node bench/src/check-phrase-ids.ts bench/phrases/tune3.json`."""
import json, pathlib, sys
here = pathlib.Path(__file__).parent
sys.path.insert(0, str(here))
from phrase_lines import read_items  # noqa: E402
items = read_items(here / "phrases-tune3.txt")
texts = [i["text"].lower() for i in items]
assert len(texts) == len(set(texts)), "duplicate text"
(here.parent / "phrases" / "tune3.json").write_text(json.dumps(items, indent=1, ensure_ascii=False) + "\n")
print(f"tune3 {len(items)} items, none {sum(i['none'] for i in items)}")
print("concepts:", sorted({c['id'] for i in items for c in i['concepts']}))
