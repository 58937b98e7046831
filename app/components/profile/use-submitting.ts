import { useNavigation } from "react-router";

/** True while the page's form with this `intent` is being posted (each My Account form has its own). */
export function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
