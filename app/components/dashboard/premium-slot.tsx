import { PremiumBadge, UpgradeButton } from "../premium/index.ts";

export type PremiumSlotState = { isPremium: boolean; status: string | null; nextPaymentDate: string | null };

/**
 * PremiumSlot: the top bar's place for the premium work's components: UPGRADE TO PREMIUM for
 * free users (it opens the <PremiumModal/> the dashboard layout renders once), the 'Premium
 * Member' badge with 'Renews:' for premium ones. The state comes from the layout loader
 * (loadPremiumState); the modal reloads the page data after a payment.
 */
export function PremiumSlot({ premium, className = "" }: { premium: PremiumSlotState; className?: string }) {
  return (
    <div className={className}>
      {premium.isPremium ? <PremiumBadge nextPaymentDate={premium.nextPaymentDate} status={premium.status ?? "active"} /> : <UpgradeButton />}
    </div>
  );
}
