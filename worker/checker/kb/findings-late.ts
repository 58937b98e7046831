// A head injury told as weeks past ("three weeks ago I hit my head; the headaches have not gone away") is not
// the fresh injury that NICE NG232's emergency signs are about (vomiting, a headache, drowsiness in the hours
// and days after the blow): weeks later a persisting headache, poor concentration and dizziness are usually
// post-concussion symptoms for the GP (NICE CKS Head injury: persistent post-concussion symptoms), while
// drowsiness, confusion, new weakness, a fit or vomiting again weeks after the blow raise a slowly collecting
// bleed (chronic subdural haematoma: red-flag-rules.ts late_head_injury_signs). The parser and search read
// "head injury" in a clause dated two or more weeks back as this finding (subject.ts weeksPast).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const LATE_FINDINGS: Finding[] = [
  f(
    "head_injury_weeks_ago",
    "A head injury two or more weeks ago",
    "Was the head injury two or more weeks ago?",
    "old head injury|head injury long ago",
    { group: "injury", base: 0.002 },
  ),
];
