import { ipHeader, postJson, request } from "./helpers.ts";

export type SignedInUser = {
  user: { id: string; email: string; first_name: string; last_name: string; phone: string; avatar: number };
  access: string;
  refresh: string;
  /** Cookie header a browser would send for this session. */
  cookie: string;
  password: string;
};

let counter = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}.${Date.now()}.${counter++}@example.com`;

/** The newest code mailed to an address, read from the local outbox like a person reads mail. */
export async function latestCode(email: string): Promise<string> {
  const res = await request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
  const match = messages[0]?.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1]!;
}

/** Registers, verifies through the mailed code and signs in, exactly as a client would. */
export async function createSignedInUser(
  overrides: Partial<{ email: string; password: string; first_name: string; last_name: string; phone: string }> = {},
): Promise<SignedInUser> {
  const body = {
    first_name: "Amina",
    last_name: "Bello",
    email: uniqueEmail(),
    phone: "+2348012345678",
    password: "sunny-Day-42",
    ...overrides,
  };
  const headers = ipHeader();
  const reg = await postJson("/api/register", { ...body, username: body.email }, headers);
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const verify = await postJson(
    "/api/verify-email",
    { email: body.email, code: await latestCode(body.email) },
    headers,
  );
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${await verify.text()}`);
  const login = await postJson("/api/login", { email: body.email, password: body.password }, headers);
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const tokens = (await login.json()) as { access: string; refresh: string; user: SignedInUser["user"] };
  return { ...tokens, cookie: `hb_access=${tokens.access}; hb_session=0.${tokens.refresh}`, password: body.password };
}

export const bearer = (u: { access: string }) => ({ authorization: `Bearer ${u.access}` });
