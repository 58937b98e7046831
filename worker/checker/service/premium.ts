// Premium status comes from the subscriptions table, read by the billing module (issue 7).
export { isPremium } from "../../billing/subscriptions.ts";
