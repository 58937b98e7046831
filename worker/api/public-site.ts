import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { contactSchema, newsletterSchema } from "../../app/lib/contact-schema.ts";
import { messages } from "../../app/lib/messages.ts";
import { newsletterMessages } from "../public-site/contact.ts";
import { apiError } from "./errors.ts";
import { readJson } from "./json-body.ts";
import { apiRouter, failure, invalidInputResponse, json, jsonBody } from "./openapi.ts";

const messageSchema = z.object({ message: z.string() });
const subscribedSchema = messageSchema.extend({ subscribed: z.literal(true) });
const tooMany = failure("Too many requests");
const tags = ["Public site"];

const postContact = createRoute({
  method: "post",
  path: "/contact",
  summary: "Send a message to the HealthBuddy team",
  tags,
  middleware: [readJson(contactSchema)],
  request: { body: jsonBody(contactSchema) },
  responses: { 201: json(messageSchema, "Stored"), 400: invalidInputResponse, 429: tooMany },
});
const postNewsletter = createRoute({
  method: "post",
  path: "/newsletter",
  summary: "Subscribe an address to the newsletter (idempotent)",
  tags,
  middleware: [readJson(newsletterSchema)],
  request: { body: jsonBody(newsletterSchema) },
  responses: {
    200: json(subscribedSchema, "Already subscribed"),
    201: json(subscribedSchema, "Subscribed"),
    400: invalidInputResponse,
    429: tooMany,
  },
});
const articlesQuery = z.object({ q: z.string().max(200, "Search text is too long.").optional() });
const getArticles = createRoute({
  method: "get",
  path: "/articles",
  summary: "Health articles, newest first, optionally filtered by search words",
  tags,
  request: { query: articlesQuery },
  responses: {
    200: json(z.object({ articles: z.array(z.object({ slug: z.string(), title: z.string() }).loose()) }), "Articles"),
    400: invalidInputResponse,
  },
});

export const publicSite = apiRouter()
  .openapi(postContact, async (c) => {
    const ctx = c.var.ctx;
    if (!(await ctx.limit(ctx.env.RL_FORMS, `contact:${ctx.clientIp}`)))
      return apiError(
        c,
        429,
        "rate_limited",
        "Too many messages from this device. Please wait a minute and try again.",
      );
    await ctx.services.site.contact(c.req.valid("json"));
    return c.json({ message: messages.contactSuccess }, 201);
  })
  .openapi(postNewsletter, async (c) => {
    const ctx = c.var.ctx;
    if (!(await ctx.limit(ctx.env.RL_FORMS, `newsletter:${ctx.clientIp}`)))
      return apiError(
        c,
        429,
        "rate_limited",
        "Too many requests from this device. Please wait a minute and try again.",
      );
    const { alreadySubscribed } = await ctx.services.site.subscribe(c.req.valid("json").email);
    const body = {
      subscribed: true as const,
      message: alreadySubscribed ? newsletterMessages.already : newsletterMessages.subscribed,
    };
    return alreadySubscribed ? c.json(body, 200) : c.json(body, 201);
  })
  .openapi(getArticles, async (c) => {
    const rows = await c.var.ctx.services.site.articles(c.req.valid("query").q ?? "");
    return c.json({ articles: rows }, 200);
  });
