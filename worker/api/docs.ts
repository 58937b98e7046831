import { Hono } from "hono";
import { buildOpenApiDocument } from "./openapi.ts";
import type { ApiEnv } from "./types.ts";

// A dependency-free reference page: rendered on the server from the same document, so it
// needs no third-party script (and fits the strict CSP).
export const docs = new Hono<ApiEnv>()
  .get("/openapi.json", (c) => c.json(buildOpenApiDocument(c.var.ctx.config.version, new URL(c.req.url).origin)))
  .get("/docs", (c) => {
    const doc = buildOpenApiDocument(c.var.ctx.config.version, new URL(c.req.url).origin);
    const esc = (s: string) =>
      s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);
    const sections = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => {
          const o = op as {
            summary: string;
            tags: string[];
            requestBody?: unknown;
            parameters?: unknown;
            responses: Record<string, { description: string }>;
          };
          const responses = Object.entries(o.responses)
            .map(([s, r]) => `<li><code>${s}</code> ${esc(r.description)}</li>`)
            .join("");
          const schema = o.requestBody ?? o.parameters;
          return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${esc(path)}</code></h2>
<p>${esc(o.summary)}</p>${schema ? `<details><summary>${o.requestBody ? "Request body" : "Parameters"}</summary><pre>${esc(JSON.stringify(schema, null, 2))}</pre></details>` : ""}
<ul>${responses}</ul></section>`;
        }),
      )
      .join("\n");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>HealthBuddy API reference</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:860px;margin:0 auto;padding:1rem;color:#0f172a}
h1{color:#0f766e}section{border-top:1px solid #e2e8f0;padding:.5rem 0}h2{font-size:1rem}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;padding:0 .3rem;font-size:.85rem}
.get{background:#0369a1}.post{background:#047857}.patch,.put{background:#b45309}.delete{background:#b91c1c}
pre{background:#f1f5f9;padding:.5rem;overflow:auto;font-size:.8rem}</style></head><body>
<h1>HealthBuddy API <small>${esc(doc.info.version)}</small></h1><p>${esc(doc.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}</body></html>`);
  });
