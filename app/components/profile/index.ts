// My Account's sections, one component each; the route (app/routes/dashboard/profile.tsx) keeps the
// loader and the action that every form posts to with its `intent`.
export { AccountTabs, accountTab, type AccountTab } from "./account-tabs.tsx";
export { ConfirmEmailForm } from "./confirm-email-form.tsx";
export { Consents, DataExport } from "./consents.tsx";
export { DangerZone } from "./danger-zone.tsx";
export { HelpSection } from "./help-section.tsx";
export { MedicalHistory } from "./medical-history.tsx";
export { NotificationsForm } from "./notifications-form.tsx";
export { PasswordForm } from "./password-form.tsx";
export { PersonalInfoForm } from "./personal-info-form.tsx";
export { SessionsList } from "./sessions-list.tsx";
