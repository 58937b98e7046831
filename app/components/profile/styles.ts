// Class names the My Account sections share.
export const card = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-100 sm:p-6";
export const input = "mt-1 min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 aria-[invalid=true]:border-red-600";
export const CANCEL = "inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-5 font-medium text-slate-800 hover:bg-slate-50";
