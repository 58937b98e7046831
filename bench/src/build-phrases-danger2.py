#!/usr/bin/env python3
"""Builds bench/phrases/danger2.json (tuning) and bench/phrases/frozen-danger2.json (FROZEN) from
phrases-danger2-texts.txt (`id<TAB>style<TAB>text`, four short answers per danger finding: short1, short2, short3,
pidgin2; and `none<TAB>none<TAB>text` lines). Deterministic split: for finding number k (0-based, in file order) the
line at position k mod 4 (0 short1, 1 short2, 2 short3, 3 pidgin2) goes to frozen-danger2.json, the other three to
danger2.json, so each style is equally frozen; every 3rd none line (3rd, 6th...) goes to frozen too. Check afterwards
with `node bench/src/check-phrase-ids.ts bench/phrases/danger2.json bench/phrases/frozen-danger2.json` (and the
earlier sets)."""
import json, pathlib
here = pathlib.Path(__file__).parent
STYLES = ["short1", "short2", "short3", "pidgin2"]
findings, nones = {}, []
for line in (here / "phrases-danger2-texts.txt").read_text().splitlines():
    if not line.strip() or line.startswith("#"):
        continue
    fid, style, text = line.split("\t")
    if fid == "none":
        nones.append(text)
    else:
        findings.setdefault(fid, []).append((style, text))
texts = [t.lower() for v in findings.values() for _, t in v] + [t.lower() for t in nones]
assert len(texts) == len(set(texts)), "duplicate text"


def item(text, style, fid=None):
    return {"text": text, "section": style, "present": [fid] if fid else [], "absent": [], "none": fid is None,
            "concepts": []}


tune, frozen = [], []
for k, (fid, rows) in enumerate(findings.items()):
    assert [s for s, _ in rows] == STYLES, fid
    for pos, (style, text) in enumerate(rows):
        (frozen if pos == k % 4 else tune).append(item(text, style, fid))
for n, text in enumerate(nones):
    (frozen if n % 3 == 2 else tune).append(item(text, "none"))
for name, part in (("danger2", tune), ("frozen-danger2", frozen)):
    (here.parent / "phrases" / f"{name}.json").write_text(json.dumps(part, indent=1, ensure_ascii=False) + "\n")
    print(f"{name} {len(part)} items, none {sum(i['none'] for i in part)}")
