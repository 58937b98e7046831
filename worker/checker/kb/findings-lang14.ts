// Findings of language round 14 (ck-lang14): history people tell in their own words that the knowledge base could
// not hold, each connected to the conditions it changes.
// - TB treated in the past: previous treatment is the strongest risk factor for TB coming back (relapse) and for
//   drug-resistant TB (WHO consolidated guidelines on tuberculosis, Module 4: treatment; NTBLCP Nigeria: every
//   presumptive TB case is asked about previous treatment). Every phrase says it is past, so "I have TB" or "TB
//   drugs" is not it (search.ts reads a past illness only when its past is told).
// - A stroke or mini-stroke in the past: the risk of another is highest in the first year (NICE NG128 stroke and
//   TIA; NICE CKS Stroke and TIA: secondary prevention).
// - A sexual partner with an STI or a genital discharge: contacts are tested and treated on the partner's diagnosis
//   alone, before any symptom (BASHH partner notification; WHO 2021 guidelines for the management of symptomatic
//   STIs; NICE CKS Gonorrhoea, Chlamydia, Trichomoniasis).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const LANG14_FINDINGS: Finding[] = [
  f(
    "past_tb",
    "Had TB (tuberculosis) in the past",
    "Have you had TB (tuberculosis) in the past and taken the treatment for it?",
    "had tb before|had tb in the past|had tuberculosis before|had tuberculosis in the past|previous tb|previous tuberculosis|history of tb|history of tuberculosis|past tb|past history of tb|treated for tb before|treated for tb in the past|was treated for tb|was treated for tuberculosis|had tb before and finished the treatment|finished my tb treatment|completed my tb treatment|completed tb treatment years ago|had tb years ago|had tb last year|had tb as a child|was on tb drugs before|was on tb drugs in the past|took tb drugs before|took tb drugs in the past|on tb drugs years ago|was on tb treatment before",
    { group: "history", base: 0.01 },
  ),
  f(
    "past_stroke",
    "Had a stroke or mini-stroke in the past",
    "Have you had a stroke or a mini-stroke (TIA) in the past?",
    "had a stroke before|had a stroke in the past|had a stroke last year|had a stroke years ago|previous stroke|history of stroke|past stroke|had a mini stroke|had a mini stroke before|previous mini stroke|history of tia|previous tia|had a tia|had stroke before|had a stroke two years ago",
    { group: "history", base: 0.005 },
  ),
  f(
    "partner_sti",
    "Sexual partner has an STI or a genital discharge",
    "Has your sexual partner been told they have an STI (such as gonorrhoea or chlamydia), or do they have a discharge?",
    "partner has an sti|partner has gonorrhoea|partner has chlamydia|partner has syphilis|partner has trichomonas|partner has a discharge|partner has discharge|partner was treated for an sti|partner was treated for gonorrhoea|husband has an sti|husband has gonorrhoea|husband has a discharge|wife has an sti|wife has gonorrhoea|wife has a discharge|boyfriend has an sti|boyfriend has gonorrhoea|girlfriend has an sti|girlfriend has gonorrhoea|partner tested positive for gonorrhoea|partner tested positive for chlamydia|partner get atosi|husband get atosi|my partner has an std|partner has std",
    { group: "history", base: 0.005 },
  ),
];

/** Likelihood rows of these findings on existing conditions (added where the condition has none, kb/index.ts). */
export const LANG14_LIKELIHOOD_ROWS: Record<string, string> = {
  // WHO TB Module 4: relapse after treatment; previously treated people are a priority group for testing.
  tb_pulmonary: "past_tb .15",
  tb_lymphadenitis: "past_tb .08",
  tb_meningitis: "past_tb .08",
  tb_spine: "past_tb .08",
  abdominal_tb: "past_tb .08",
  pleural_effusion: "past_tb .06",
  // NICE NG128: a past stroke or TIA is the strongest risk factor for another.
  stroke: "past_stroke .2",
  tia: "past_stroke .2",
  // BASHH: a partner's infection is how many contacts are found (epidemiological treatment).
  gonorrhoea: "partner_sti .3",
  chlamydia: "partner_sti .3",
  trichomoniasis: "partner_sti .3",
  syphilis: "partner_sti .2",
  pid: "partner_sti .15",
};
