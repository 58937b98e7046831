"""The line format of the phrase sources (phrases.txt, phrases-tune3.txt, phrases-tune4.txt, phrases-tune5.txt), read once for
every builder: `## section` lines, `#` comments, and `text => id -absent_id ~concept=accepted/ids none`."""


def read_items(path):
    items, section = [], "misc"
    for line in path.read_text().splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
            continue
        if not line.strip() or line.startswith("#"):
            continue
        text, spec = (s.strip() for s in line.split("=>"))
        it = {"text": text, "section": section, "present": [], "absent": [], "none": False, "concepts": []}
        for tok in spec.split():
            if tok == "none":
                it["none"] = True
            elif tok.startswith("~"):
                cid, _, alts = tok[1:].partition("=")
                it["concepts"].append({"id": cid, "accept": [a for a in alts.split("/") if a]})
            elif tok.startswith("-"):
                it["absent"].append(tok[1:])
            else:
                it["present"].append(tok)
        items.append(it)
    return items
