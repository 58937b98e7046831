#!/usr/bin/env python3
"""Builds bench/phrases/tune3.json from phrases-tune3.txt (same line format as phrases.txt, no split: the
whole set is a tune set). Check the ids afterwards with `node bench/src/check-phrase-ids.ts bench/phrases/tune3.json`."""
import json, pathlib
here = pathlib.Path(__file__).parent
items, section = [], "misc"
for line in (here / "phrases-tune3.txt").read_text().splitlines():
    if line.startswith("## "):
        section = line[3:].strip(); continue
    if not line.strip() or line.startswith("#"):
        continue
    text, spec = (s.strip() for s in line.split("=>"))
    it = {"text": text, "section": section, "present": [], "absent": [], "none": False, "concepts": []}
    for tok in spec.split():
        if tok == "none": it["none"] = True
        elif tok.startswith("~"):
            cid, _, alts = tok[1:].partition("=")
            it["concepts"].append({"id": cid, "accept": [a for a in alts.split("/") if a]})
        elif tok.startswith("-"): it["absent"].append(tok[1:])
        else: it["present"].append(tok)
    items.append(it)
texts = [i["text"].lower() for i in items]
assert len(texts) == len(set(texts)), "duplicate text"
(here.parent / "phrases" / "tune3.json").write_text(json.dumps(items, indent=1, ensure_ascii=False) + "\n")
print(f"tune3 {len(items)} items, none {sum(i['none'] for i in items)}")
print("concepts:", sorted({c['id'] for i in items for c in i['concepts']}))
