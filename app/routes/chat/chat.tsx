import { data, isRouteErrorResponse, Link, redirect, useRouteError, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/chat";
import { ChatScreen } from "../../components/chat/chat-screen.tsx";
import { chatCopy } from "../../components/chat/chat-client.ts";
import type { BubbleMessage } from "../../components/chat/message-list.tsx";
import { appContext } from "../../context.ts";
import { NotFound } from "../../root.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = () => [
  { title: "HealthBuddy chat | HealthBuddy" },
  { name: "description", content: "Describe your symptoms and HealthBuddy suggests likely causes, what to do now and when to see a doctor." },
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.viewer;
  const chatId = params.chatId ?? null;
  if (chatId && !UUID.test(chatId)) throw data(null, { status: 404 });
  let messages: BubbleMessage[] = [];
  if (viewer && chatId) {
    const access = await ctx.services.chat.access(chatId, viewer.id);
    // Someone else's chat looks like no chat at all.
    if (access === "other") throw data(null, { status: 404 });
    if (access === "owner")
      messages = (await ctx.services.chat.messages(chatId)).map((m) => ({
        id: String(m.id),
        role: m.sender === "bot" ? "assistant" : "user",
        content: m.content,
        // An answer that was stopped or failed part-way says so, as it did when it happened.
        status: m.status === "complete" ? "done" : "stopped",
        urgent: m.sender === "bot" && (m.source === "safety" || m.content.startsWith("🚨")),
        ...(m.source === "fallback" ? { notice: ctx.services.chat.fallbackNotice } : {}),
      }));
  }
  const chats = viewer
    ? (await ctx.services.chat.list(viewer.id))
        .sort((a, b) => (b.updated_at ?? b.created_at).localeCompare(a.updated_at ?? a.created_at))
        .map((c) => ({ chat_id: c.chat_id, title: c.title }))
    : [];
  return {
    signedIn: Boolean(viewer),
    firstName: viewer?.firstName ?? null,
    email: viewer?.email ?? null,
    chatId,
    messages,
    chats,
    // ?q= opens the chat with a message ready to send (the checker's fallback when it cannot seed a chat).
    draft: (new URL(request.url).searchParams.get("q") ?? "").slice(0, 4000),
    // A fresh key per load: the screen starts over whenever the loader ran (another chat, new chat).
    loadKey: crypto.randomUUID(),
  };
}

/** Without JavaScript the form posts here and the answer comes back whole (no streaming). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const { contentSchema, previousSchema, turnsFromPrevious } = ctx.services.chat;
  const form = await request.formData();
  let previousRaw: unknown = [];
  try {
    previousRaw = JSON.parse(String(form.get("previous") ?? "[]"));
  } catch {
    previousRaw = [];
  }
  const previous = previousSchema.safeParse(previousRaw);
  const turns = previous.success ? turnsFromPrevious(previous.data) : [];
  const content = contentSchema.safeParse(form.get("content") ?? "");
  if (!content.success) return data({ messages: turns, error: content.error.issues[0]?.message ?? chatCopy.failed }, 400);
  const chatId = ctx.viewer ? (params.chatId && UUID.test(params.chatId) ? params.chatId : crypto.randomUUID()) : null;
  const turn = await ctx.services.chat.beginTurn(request, { content: content.data, previous: previous.success ? previous.data : undefined, chatId, stream: false });
  if (!turn.ok) {
    const refused = ctx.web.chatRefusal(turn);
    return data({ messages: turns, error: refused.message }, refused.status);
  }
  let text = "";
  try {
    for await (const piece of turn.reply.text) text += piece;
  } catch {
    await turn.finish(text);
    return data({ messages: turns, error: chatCopy.failed }, 503);
  }
  await turn.finish(text);
  text = text.trim();
  if (chatId) throw redirect(`/chat/${chatId}`);
  return {
    messages: [...turns, { role: "user" as const, content: content.data }, { role: "assistant" as const, content: text }],
    error: null,
  };
}

// Chats this page created itself: moving to their address must not reload (the answer is streaming).
const createdHere = new Set<string>();

export function shouldRevalidate({ currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && !currentParams.chatId && nextParams.chatId && createdHere.has(nextParams.chatId)) return false;
  return defaultShouldRevalidate;
}

export default function Chat({ loaderData, actionData }: Route.ComponentProps) {
  const fromAction = actionData?.messages.map((m, i): BubbleMessage => ({ id: `a${i}`, role: m.role, content: m.content, status: "done" }));
  return (
    <>
      <ChatScreen
        key={`${loaderData.loadKey}${fromAction ? `:${fromAction.length}` : ""}`}
        signedIn={loaderData.signedIn}
        firstName={loaderData.firstName}
        email={loaderData.email}
        chatId={loaderData.chatId}
        messages={fromAction ?? loaderData.messages}
        chats={loaderData.chats}
        initialDraft={loaderData.draft}
        onCreated={(id) => createdHere.add(id)}
      />
      {actionData?.error ? (
        <p role="alert" className="fixed inset-x-3 top-16 z-30 mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {actionData.error}
        </p>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div role="alert">
        <p className="text-lg font-semibold text-slate-900">{chatCopy.loadFailed}</p>
        <div className="mt-4 flex justify-center gap-3">
          <button type="button" onClick={() => window.location.reload()} className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white">
            Try again
          </button>
          <Link to="/chat" className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-700">
            New chat
          </Link>
        </div>
      </div>
    </main>
  );
}
