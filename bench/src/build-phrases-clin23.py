# Builds bench/phrases/clin23.json from bench/src/phrases-clin23.tsv (system<TAB>text<TAB>finding id, empty for none).
# The clin23 round's own list of clinical terms (ck-clin23, 2026-11-28), written before any alias was added.
import json, pathlib
here = pathlib.Path(__file__).parent
items = []
for line in (here / "phrases-clin23.tsv").read_text().splitlines():
    system, text, fid = line.split("\t")
    items.append({"text": text, "section": system, "present": [fid] if fid else [], "absent": [], "none": not fid, "concepts": []})
(here.parent / "phrases" / "clin23.json").write_text(json.dumps(items, indent=1, ensure_ascii=False) + "\n")
print(len(items), "items")
