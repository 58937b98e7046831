#!/usr/bin/env python3
"""Builds bench/vignettes/tune<N>.json from vignettes<N>.txt: `python3 bench/src/build-tune.py 4` (or 5).
One vignette a line, '|'-separated, 12 fields:
the 11 of vignettes.txt plus 'also acceptable' as Name=C1,C2;Name=C3). Written before any tuning on it."""
import json, collections, pathlib, sys
N = sys.argv[1] if len(sys.argv) > 1 else sys.exit("usage: build-tune.py N (4 for tune4 … 7 for tune7)")
here = pathlib.Path(__file__).parent
TRI = {"A": "emergency_ambulance", "E": "emergency", "C24": "consultation_24", "C": "consultation", "S": "self_care"}
SYSTEMS = {"eye", "ent", "dental", "skin", "msk", "endocrine", "blood", "cardio", "neuro", "renal", "gi", "rheum",
           "breast", "mens", "womens", "pregnancy", "mental", "poison", "infection", "resp"}
out = []
for ln, line in enumerate((here / f"vignettes{N}.txt").read_text().splitlines(), 1):
    if not line.strip() or line.startswith("#"):
        continue
    p = line.split("|")
    assert len(p) == 12, (ln, len(p), line)
    system, age, sex, tri, name, icd, dur, complaint, present, absent, basis, also = p
    assert system in SYSTEMS and sex in ("male", "female") and tri in TRI, (ln, line)
    pres = [x.strip() for x in present.split(";") if x.strip()]
    absn = [x.strip() for x in absent.split(";") if x.strip()]
    # from round 26 on, emergencies may be told with little information (2-3 present findings)
    assert (2 if int(N) >= 26 else 4) <= len(pres) <= 8 and 2 <= len(absn) <= 4, (ln, len(pres), len(absn))
    acc = []
    for a in filter(None, (x.strip() for x in also.split(";"))):
        n, c = a.split("=")
        acc.append({"name": n, "icd10": c.split(",")})
    out.append({
        "id": f"v{N}-{len(out) + 1:03d}", "source": "authored; basis: " + basis,
        "age": float(age) if "." in age else int(age), "sex": sex, "complaint": complaint,
        "present": pres, "absent": absn, "duration": dur,
        "expected": {"name": name, "icd10": icd.split(",")}, "also_acceptable": acc,
        "triage": TRI[tri], "system": system,
    })
(here.parent / "vignettes" / f"tune{N}.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
em = [r for r in out if r["triage"].startswith("emergency")]
print(f"total {len(out)} emergencies {len(em)}")
print("ages", min(r["age"] for r in out), max(r["age"] for r in out),
      "under 5:", sum(r["age"] < 5 for r in out), "5-15:", sum(5 <= r["age"] <= 15 for r in out))
print("sex", dict(collections.Counter(r["sex"] for r in out)))
print("systems", dict(collections.Counter(r["system"] for r in out)))
print("emergencies by system", dict(collections.Counter(r["system"] for r in em)))
print("triage", dict(collections.Counter(r["triage"] for r in out)))
