// Findings for the fourth breadth round (conditions-gp4.ts): what adults aged 16–45 tell a GP about breast,
// skin, eye, nerve, pregnancy and poisoning problems that the other files did not cover. Each finding is
// created only when no existing one fits; aliases are the words a patient types.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP4_FINDINGS: Finding[] = [
  f(
    "nipple_pus",
    "Pus coming from the nipple",
    "Is pus or a thick, coloured discharge coming from the nipple?",
    "pus from nipple|pus from my nipple|pus coming from the nipple|nipple leaking pus|nipple discharging pus|smelly discharge from nipple",
    { group: "breast", base: 0.002 },
  ),
  f(
    "breast_red_swollen",
    "Red, hot area around the nipple",
    "Is the skin around the nipple red, hot and swollen?",
    "red swollen area near nipple|red swollen area around nipple|red hot area near nipple|redness around the nipple|red skin around nipple",
    { group: "breast", base: 0.004 },
  ),
  f(
    "diabetes_tablets_swallowed",
    "Swallowed someone's diabetes tablets",
    "Could the person have swallowed diabetes tablets (such as glibenclamide or gliclazide), their own or someone else's?",
    "swallowed diabetes tablets|swallowed sugar tablets|ate diabetes tablets|took diabetes pills|grandmother's diabetes tablets|swallowed glibenclamide|swallowed gliclazide|ate sugar pills",
    { group: "poison", base: 0.001, implies: ["poisoning"] },
  ),
  f(
    "aspirin_overdose",
    "Swallowed a lot of aspirin",
    "Has the person swallowed a large amount of aspirin or other salicylate (including oil of wintergreen)?",
    "aspirin overdose|took too many aspirin|swallowed many aspirin|overdose of aspirin|swallowed aspirin tablets|oil of wintergreen",
    { group: "poison", base: 0.001, implies: ["poisoning"] },
  ),
  f(
    "target_spots",
    "Round spots like targets (rings with a dark centre)",
    "Are the spots round, like small targets, with a dark or blistered centre and paler rings?",
    "target spots|target rash|target lesions|spots like targets|bulls eye spots|rash like targets|spots with dark centre",
    { group: "skin", base: 0.002, parent: "rash" },
  ),
  f(
    "face_flushing",
    "Red face that flushes easily, with small visible blood vessels",
    "Does the centre of your face (cheeks, nose, forehead) go red and flush easily, with small visible blood vessels?",
    "face flushes easily|face always red|facial flushing|redness on cheeks and nose|red nose and cheeks|rosacea|thread veins on face|face goes red with heat",
    { group: "skin", base: 0.01 },
  ),
  f(
    "hot_shower_relief",
    "Hot showers or baths ease the sickness",
    "Do long hot showers or baths ease the sickness and belly pain?",
    "hot showers help|hot shower helps|hot baths help|relief with hot shower|bathing in hot water helps|feel better in hot shower",
    { group: "abdomen", base: 0.002 },
  ),
  f(
    "elbow_point_swelling",
    "Soft swelling on the point of the elbow",
    "Is there a soft, fluid-filled swelling on the point (back) of the elbow?",
    "swelling on back of elbow|swelling on the point of my elbow|swollen elbow tip|lump on point of elbow|egg on my elbow|students elbow|water on the elbow",
    { group: "msk", base: 0.003 },
  ),
  f(
    "pelvic_girdle_pain",
    "Pain at the front or back of the pelvis on walking, stairs or turning in bed",
    "Do you have pain over the pubic bone or the back of the pelvis when walking, climbing stairs or turning in bed?",
    "pain in pubic bone|pubic bone pain|pelvic girdle pain|pain at front of pelvis|hurts to turn in bed|pain between legs when walking|pelvis hurts when walking",
    { group: "msk", base: 0.005 },
  ),
  f(
    "outer_thigh_numb",
    "Numb or burning patch on the outer thigh",
    "Is there a numb, tingling or burning patch on the outer side of the thigh?",
    "numb outer thigh|burning outer thigh|numbness on side of thigh|tingling outer thigh|outer thigh numb|side of thigh numb",
    { group: "neuro", base: 0.003 },
  ),
  f(
    "little_finger_numb",
    "Numb or tingling little and ring fingers",
    "Are your little finger and half of the ring finger numb or tingling, worse with the elbow bent?",
    "numb little finger|little finger tingling|little finger numb|ring and little finger numb|little and ring finger tingling|funny bone tingling",
    { group: "neuro", base: 0.003 },
  ),
  f(
    "muscle_rigidity",
    "Muscles stiff and rigid all over",
    "Are the muscles stiff and rigid all over the body, hard to bend the arms and legs?",
    "muscles very stiff|rigid muscles|body stiff like wood|stiff all over|whole body rigid|muscle rigidity",
    { group: "neuro", base: 0.003 },
  ),
  f(
    "unsteady_walk",
    "Unsteady, staggering walk",
    "Is the walk unsteady or staggering, as if drunk?",
    "unsteady walking|staggering|walking like drunk|wobbly walking|unsteady on feet|unsteady gait",
    { group: "neuro", base: 0.01 },
  ),
  f(
    "hair_shedding",
    "Hair coming out in handfuls all over the scalp",
    "Is hair coming out all over the scalp, in handfuls when combing or washing, in the months after an illness, birth or shock?",
    "hair falling out in handfuls|hair shedding|hair coming out when combing|hair thinning all over|losing hair all over|hair falling after delivery",
    { group: "skin", base: 0.005, parent: "hair_loss" },
  ),
];
