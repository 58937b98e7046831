// A clot's risk factors, one list for every rule that asks about them (NICE NG158 Venous thromboembolic diseases,
// NICE CKS Pulmonary embolism, RCOG Green-top 37a/37b). A leaf module: the red-flag rule files import it without
// importing each other.

/** Outside pregnancy: combined hormonal contraception, the weeks after a birth, a long journey or bed rest, an
 * operation. */
export const CLOT_RISK_NOT_PREGNANT = [
  "hormonal_contraception",
  "recent_delivery",
  "immobile_travel",
  "recent_operation",
];

/** With a pregnancy at any stage (RCOG Green-top 37b: a pregnant woman with symptoms of a clot is assessed at once). */
export const CLOT_RISK = [...CLOT_RISK_NOT_PREGNANT, "pregnant", "pregnant_late", "pregnant_early"];
