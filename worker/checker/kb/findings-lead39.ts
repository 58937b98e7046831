// Lead, session 39 (issue 10): likelihood rows found missing while looking at the clot rules as a user.
// - NICE NG158 Venous thromboembolic diseases (risk factors: surgery, especially in the last 4 weeks; the Wells
//   criteria count surgery or immobilisation in the past 4 weeks) and NICE CKS Pulmonary embolism: an operation is
//   as strong a clot risk as a long journey or bed rest (rows .4 at a base of .02 there); the clot rules (clot-risk.ts)
//   already count it, the posterior did not.

export const LEAD39_LIKELIHOOD_ROWS: Record<string, string> = {
  pulmonary_embolism: "recent_operation .2",
  dvt: "recent_operation .2",
};
