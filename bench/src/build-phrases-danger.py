#!/usr/bin/env python3
"""Builds a danger-sign phrase set and its FROZEN part from its texts file (`id<TAB>style<TAB>text`, a fixed list of
styles per danger finding, and `none<TAB>none<TAB>text` lines). `python3 build-phrases-danger.py` builds set 1
(phrases-danger-texts.txt: short, told, pidgin → danger.json / frozen-danger.json); `python3 build-phrases-danger.py 2`
builds set 2 (phrases-danger2-texts.txt: short1, short2, short3, pidgin2 → danger2.json / frozen-danger2.json);
`python3 build-phrases-danger.py 3` builds set 3 (phrases-danger3-texts.txt: clin, lay1, lay2, pidgin3 → danger3.json /
frozen-danger3.json; clinical terms, lay answers and Pidgin constructions); `python3 build-phrases-danger.py 4` builds set 4
(phrases-danger4-texts.txt: vig, rel, sms, pidgin4 → danger4.json / frozen-danger4.json; vignette present items, a
relative's Nigerian English, SMS spelling and Pidgin); `python3 build-phrases-danger.py 5` builds set 5
(phrases-danger5-texts.txt: num, ctx, cant, pidgin5 → danger5.json / frozen-danger5.json; the sign told by a number or
onset, inside an ordinary sentence, by what the person cannot do, and Pidgin state/result verbs and questions);
`python3 build-phrases-danger.py 6` builds set 6 (phrases-danger6-texts.txt: hedge, ask, mix, teen → danger6.json /
frozen-danger6.json; told with doubt, as a question, code-mixed with Hausa/Yoruba/Igbo words, and as a teenager texts;
none lines are negated/past signs and questions about signs that are not happening); `python3 build-phrases-danger.py 7`
builds set 7 (phrases-danger7-texts.txt: cmp, minim, typo, obs → danger7.json / frozen-danger7.json; told by comparison or
metaphor, understated, with voice-to-text and phone misspellings, and as what a carer sees; none lines are danger words
used figuratively and benign look-alikes of danger signs). `python3 build-phrases-danger.py 8`
builds set 8 (phrases-danger8-texts.txt: prof, site, kid, pcm8 → danger8.json / frozen-danger8.json; what a professional,
a meter or a test said or showed, the body part named first, a schoolchild's own words, and Pidgin with other
constructions; none lines are normal or reassuring results and statements about body parts that are not symptoms).
Deterministic split: for finding number k (0-based, in file order) the line at position k mod (number of styles) goes
to the frozen set, so each style is equally frozen; every 3rd none line (3rd, 6th...) goes to frozen too. Check
afterwards with `node bench/src/check-phrase-ids.ts bench/phrases/danger*.json bench/phrases/frozen-danger*.json` and
the earlier sets; for set 4: `others=$(ls bench/phrases/*.json | grep -v danger4); node bench/src/check-phrase-ids.ts
bench/phrases/danger4.json $others bench/phrases/frozen-danger4.json` (and the same for frozen-danger4.json with
danger4.json), i.e. every tune, frozen, danger and clin23 set; for set 5 the same with danger5 (every other set,
danger4 and frozen-danger4 included); for set 6 the same with danger6 (every other set, danger5 and frozen-danger5
included); for set 7 the same with danger7 (every other set, danger6 and frozen-danger6 included); for set 8 the same with danger8
(every other set, danger7 and frozen-danger7 included)."""
import json, pathlib, sys
here = pathlib.Path(__file__).parent
SETS = {
    "1": ("phrases-danger-texts.txt", ["short", "told", "pidgin"], "danger"),
    "2": ("phrases-danger2-texts.txt", ["short1", "short2", "short3", "pidgin2"], "danger2"),
    "3": ("phrases-danger3-texts.txt", ["clin", "lay1", "lay2", "pidgin3"], "danger3"),
    "4": ("phrases-danger4-texts.txt", ["vig", "rel", "sms", "pidgin4"], "danger4"),
    "5": ("phrases-danger5-texts.txt", ["num", "ctx", "cant", "pidgin5"], "danger5"),
    "6": ("phrases-danger6-texts.txt", ["hedge", "ask", "mix", "teen"], "danger6"),
    "7": ("phrases-danger7-texts.txt", ["cmp", "minim", "typo", "obs"], "danger7"),
    "8": ("phrases-danger8-texts.txt", ["prof", "site", "kid", "pcm8"], "danger8"),
}
TEXTS, STYLES, NAME = SETS[sys.argv[1] if len(sys.argv) > 1 else "1"]
findings, nones = {}, []
for line in (here / TEXTS).read_text().splitlines():
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
        (frozen if pos == k % len(STYLES) else tune).append(item(text, style, fid))
for n, text in enumerate(nones):
    (frozen if n % 3 == 2 else tune).append(item(text, "none"))
for name, part in ((NAME, tune), (f"frozen-{NAME}", frozen)):
    (here.parent / "phrases" / f"{name}.json").write_text(json.dumps(part, indent=1, ensure_ascii=False) + "\n")
    print(f"{name} {len(part)} items, none {sum(i['none'] for i in part)}")
