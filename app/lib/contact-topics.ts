// Kept apart from the zod schema so pages can list them without shipping zod to the browser.
export const CONTACT_TOPICS = ["Technical Support", "Billing", "Partnership", "Other Contact Reasons"] as const;
