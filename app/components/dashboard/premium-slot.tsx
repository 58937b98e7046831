import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { PremiumBadge } from "../premium/premium-badge.tsx";
import { PREMIUM_CHANGED_EVENT } from "../premium/show-payment.ts";
import { UpgradeButton } from "../premium/upgrade-button.tsx";

export type PremiumSlotState = { isPremium: boolean; status: string | null; nextPaymentDate: string | null };

/**
 * PremiumSlot: the top bar's place for the premium work's components (UPGRADE TO PREMIUM for
 * free users, the 'Premium Member' badge with 'Renews:' for premium ones). The state comes from
 * the layout loader (loadPremiumState); after a payment the page data is reloaded.
 * TODO(premium): render <PremiumModal/> here once app/components/premium/premium-modal.tsx lands.
 */
export function PremiumSlot({ premium, className = "" }: { premium: PremiumSlotState; className?: string }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const onChange = () => void revalidator.revalidate();
    window.addEventListener(PREMIUM_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(PREMIUM_CHANGED_EVENT, onChange);
  }, [revalidator]);
  return (
    <div className={className}>
      {premium.isPremium ? <PremiumBadge nextPaymentDate={premium.nextPaymentDate} status={premium.status ?? "active"} /> : <UpgradeButton />}
    </div>
  );
}
