export { PremiumBadge } from "./premium-badge.tsx";
export { PremiumModal } from "./premium-modal.tsx";
export { openPremiumModal, closePremiumModal, useShowPayment, PREMIUM_CHANGED_EVENT, SHOW_PAYMENT_KEY } from "./show-payment.ts";
export { SubscriptionPanel } from "./subscription-panel.tsx";
export { UpgradeButton } from "./upgrade-button.tsx";
