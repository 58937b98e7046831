import { Link } from "react-router";
import { Icon, ICONS } from "./icons.tsx";
import type { ChatProblem } from "./use-chat-stream.ts";

/**
 * Why the last question got no answer, and the way on: Retry (a failure), Log in (signed out or the
 * session ended), Create free account (the anonymous limit) or Upgrade to Premium (the free plan's limit).
 */
export function ProblemCard({ problem, signedIn, onRetry, onUpgrade }: { problem: ChatProblem; signedIn: boolean; onRetry(text: string): void; onUpgrade(): void }) {
  return (
    <div role="alert" className="mx-auto mb-4 w-[calc(100%-1.5rem)] max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{problem.failure.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {problem.retry ? (
          <button type="button" onClick={() => onRetry(problem.retry ?? "")} className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-700 px-4 font-semibold text-white">
            <Icon path={ICONS.retry} size={16} />
            Retry
          </button>
        ) : null}
        {problem.failure.kind === "unauthorized" ? (
          <Link to="/login" className="inline-flex min-h-10 items-center rounded-full bg-brand-700 px-4 font-semibold text-white">
            Log in
          </Link>
        ) : null}
        {problem.failure.kind === "limit" && !signedIn ? (
          <>
            <Link to="/register" className="inline-flex min-h-10 items-center rounded-full bg-brand-700 px-4 font-semibold text-white">
              Create free account
            </Link>
            <Link to="/login" className="inline-flex min-h-10 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-700">
              Log in
            </Link>
          </>
        ) : null}
        {problem.failure.kind === "limit" && signedIn && problem.failure.plan === "free" ? (
          <button type="button" onClick={onUpgrade} className="inline-flex min-h-10 items-center rounded-full bg-brand-700 px-4 font-semibold text-white">
            Upgrade to Premium
          </button>
        ) : null}
      </div>
    </div>
  );
}
