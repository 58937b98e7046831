// @paystack/inline-js ships no types; this is the part of its documented API the checkout uses.
declare module "@paystack/inline-js" {
  export type PaystackCallbacks = {
    onSuccess?: (transaction: { id?: number; reference: string; message?: string }) => void;
    onCancel?: () => void;
    onLoad?: (transaction: { id?: number; accessCode?: string }) => void;
    onError?: (error: { message?: string }) => void;
    onBankTransferConfirmationPending?: () => void;
  };
  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): unknown;
  }
}
