// Cloudflare's edge compresses responses (brotli/gzip); `vite preview` does not. Lighthouse and the
// page-weight figures go through this proxy so local numbers reflect what phones really download.
import http from "node:http";
import { brotliCompressSync, constants } from "node:zlib";

export function startCompressProxy(target, port) {
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const upstream = await fetch(new URL(req.url, target), {
      method: req.method,
      headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => !["host", "accept-encoding", "connection"].includes(k))),
      body: ["GET", "HEAD"].includes(req.method) ? undefined : Buffer.concat(chunks),
      redirect: "manual",
    });
    const headers = {};
    upstream.headers.forEach((v, k) => {
      if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(k)) headers[k] = v;
    });
    const setCookies = upstream.headers.getSetCookie();
    if (setCookies.length) headers["set-cookie"] = setCookies;
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get("content-type") ?? "";
    if (/text|javascript|json|svg|css|xml|manifest/.test(type) && (req.headers["accept-encoding"] ?? "").includes("br") && body.length > 512) {
      const out = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      res.writeHead(upstream.status, { ...headers, "content-encoding": "br", "content-length": out.length });
      res.end(out);
    } else {
      res.writeHead(upstream.status, { ...headers, "content-length": body.length });
      res.end(body);
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
