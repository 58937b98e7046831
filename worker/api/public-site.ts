import { Hono } from "hono";
import { z } from "zod";
import { contactSchema, newsletterSchema } from "../../app/lib/contact-schema.ts";
import { messages } from "../../app/lib/messages.ts";
import { newsletterMessages } from "../public-site/contact.ts";
import { apiError, apiErrorSchema } from "./errors.ts";
import { describeRoute } from "./openapi.ts";
import type { ApiEnv } from "./types.ts";
import { jsonBody, queryParams } from "./validate.ts";

const messageSchema = z.object({ message: z.string() });
const tooMany = { description: "Too many requests", schema: apiErrorSchema };

describeRoute({
  method: "post",
  path: "/contact",
  summary: "Send a message to the HealthBuddy team",
  tags: ["Public site"],
  body: contactSchema,
  responses: { 201: { description: "Stored", schema: messageSchema }, 429: tooMany },
});
describeRoute({
  method: "post",
  path: "/newsletter",
  summary: "Subscribe an address to the newsletter (idempotent)",
  tags: ["Public site"],
  body: newsletterSchema,
  responses: {
    200: { description: "Already subscribed", schema: messageSchema.extend({ subscribed: z.literal(true) }) },
    201: { description: "Subscribed", schema: messageSchema.extend({ subscribed: z.literal(true) }) },
    429: tooMany,
  },
});
const articlesQuery = z.object({ q: z.string().max(200, "Search text is too long.").optional() });
describeRoute({
  method: "get",
  path: "/articles",
  summary: "Health articles, newest first, optionally filtered by search words",
  tags: ["Public site"],
  query: articlesQuery,
  responses: {
    200: {
      description: "Articles",
      schema: z.object({ articles: z.array(z.object({ slug: z.string(), title: z.string() }).loose()) }),
    },
  },
});

export const publicSite = new Hono<ApiEnv>()
  .post("/contact", jsonBody(contactSchema), async (c) => {
    const ctx = c.var.ctx;
    if (!(await ctx.limit(ctx.env.RL_FORMS, `contact:${ctx.clientIp}`)))
      return apiError(
        c,
        429,
        "rate_limited",
        "Too many messages from this device. Please wait a minute and try again.",
      );
    await ctx.services.site.contact(c.get("body"));
    return c.json({ message: messages.contactSuccess }, 201);
  })
  .post("/newsletter", jsonBody(newsletterSchema), async (c) => {
    const ctx = c.var.ctx;
    if (!(await ctx.limit(ctx.env.RL_FORMS, `newsletter:${ctx.clientIp}`)))
      return apiError(
        c,
        429,
        "rate_limited",
        "Too many requests from this device. Please wait a minute and try again.",
      );
    const { alreadySubscribed } = await ctx.services.site.subscribe(c.get("body").email);
    return c.json(
      { subscribed: true, message: alreadySubscribed ? newsletterMessages.already : newsletterMessages.subscribed },
      alreadySubscribed ? 200 : 201,
    );
  })
  .get("/articles", queryParams(articlesQuery), async (c) => {
    const rows = await c.var.ctx.services.site.articles(c.get("query").q ?? "");
    return c.json({ articles: rows });
  });
