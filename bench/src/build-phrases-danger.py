#!/usr/bin/env python3
"""Builds bench/phrases/danger.json (tuning) and bench/phrases/frozen-danger.json (FROZEN) from
phrases-danger-texts.txt (`id<TAB>style<TAB>text`, three styles per danger finding: short, told, pidgin; and
`none<TAB>none<TAB>text` lines). Deterministic split: for finding number k (0-based, in file order) the style at
position k mod 3 (0 short, 1 told, 2 pidgin) goes to frozen-danger.json, so each style is equally frozen; every 3rd
none line (3rd, 6th...) goes to frozen too. Check afterwards with
`node bench/src/check-phrase-ids.ts bench/phrases/danger.json bench/phrases/tune*.json bench/phrases/frozen*.json`."""
import json, pathlib
here = pathlib.Path(__file__).parent
STYLES = ["short", "told", "pidgin"]
findings, nones = {}, []
for line in (here / "phrases-danger-texts.txt").read_text().splitlines():
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
        (frozen if pos == k % 3 else tune).append(item(text, style, fid))
for n, text in enumerate(nones):
    (frozen if n % 3 == 2 else tune).append(item(text, "none"))
for name, part in (("danger", tune), ("frozen-danger", frozen)):
    (here.parent / "phrases" / f"{name}.json").write_text(json.dumps(part, indent=1, ensure_ascii=False) + "\n")
    print(f"{name} {len(part)} items, none {sum(i['none'] for i in part)}")
