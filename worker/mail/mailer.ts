import { mailOutbox } from "../db/schema.ts";
import type { Db } from "../db/client.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** Development and tests: mail lands in D1 and is read at /dev/mailbox or GET /api/dev/mailbox. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },
  };
}

type SendEmailBinding = { send(message: unknown): Promise<void> };

/**
 * Production: Cloudflare Email Sending through the `send_email` binding. The raw MIME message is
 * built here so no Node-only library is needed.
 */
export function cloudflareMailer(binding: SendEmailBinding, from: string): Mailer {
  return {
    async send(mail) {
      const { EmailMessage } = await import("cloudflare:email");
      const boundary = `hb-${crypto.randomUUID()}`;
      const raw = [
        `From: HealthBuddy <${from}>`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Message-ID: <${crypto.randomUUID()}@${from.split("@")[1] ?? "healthbuddy"}>`,
        "MIME-Version: 1.0",
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        "",
        `--${boundary}`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        mail.text,
        `--${boundary}`,
        "Content-Type: text/html; charset=utf-8",
        "",
        mail.html ?? `<pre>${mail.text.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</pre>`,
        `--${boundary}--`,
      ].join("\r\n");
      await binding.send(new EmailMessage(from, mail.to, raw));
    },
  };
}
