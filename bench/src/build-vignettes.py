#!/usr/bin/env python3
"""Builds bench/vignettes/{tune,frozen}.json from vignettes.txt (one vignette a line, '|'-separated).
Deterministic split: within each organ system, every 5th vignette from the 2nd and 4th goes to frozen (~40%)."""
import json, collections, pathlib
here = pathlib.Path(__file__).parent
TRI = {"A": "emergency_ambulance", "E": "emergency", "C24": "consultation_24", "C": "consultation", "S": "self_care"}
rows = []
for ln, line in enumerate((here / "vignettes.txt").read_text().splitlines(), 1):
    if not line.strip() or line.startswith("#"):
        continue
    p = line.split("|")
    assert len(p) == 11, (ln, len(p), line)
    system, age, sex, tri, name, icd, dur, complaint, present, absent, basis = p
    assert sex in ("male", "female") and tri in TRI, (ln, line)
    rows.append({
        "system": system, "age": float(age) if "." in age else int(age), "sex": sex,
        "complaint": complaint, "present": [x.strip() for x in present.split(";") if x.strip()],
        "absent": [x.strip() for x in absent.split(";") if x.strip()], "duration": dur,
        "expected": {"name": name, "icd10": icd.split(",")}, "also_acceptable": [],
        "triage": TRI[tri], "source": "authored; basis: " + basis,
    })
by_sys = collections.defaultdict(list)
for r in rows:
    by_sys[r["system"]].append(r)
tune, frozen = [], []
for system, rs in by_sys.items():
    for i, r in enumerate(rs):
        (frozen if i % 5 in (1, 3) else tune).append(r)
def emit(rs, prefix):
    out = []
    for i, r in enumerate(rs, 1):
        out.append({"id": f"{prefix}{i:03d}", **{k: r[k] for k in ("source", "age", "sex", "complaint", "present", "absent", "duration", "expected", "also_acceptable", "triage", "system")}})
    return out
outdir = here.parent / "vignettes"
for name, rs, prefix in (("tune", tune, "vt"), ("frozen", frozen, "vf")):
    (outdir / f"{name}.json").write_text(json.dumps(emit(rs, prefix), indent=1, ensure_ascii=False) + "\n")
em = lambda rs: sum(r["triage"].startswith("emergency") for r in rs)
print(f"total {len(rows)} tune {len(tune)} (emerg {em(tune)}) frozen {len(frozen)} (emerg {em(frozen)})")
print("ages", min(r["age"] for r in rows), max(r["age"] for r in rows), "under 5:", sum(r["age"] < 5 for r in rows))
print(dict(collections.Counter(r["system"] for r in rows)))
print(dict(collections.Counter(r["triage"] for r in rows)))
