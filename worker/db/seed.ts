import { articles as articleContent } from "../../app/content/articles.ts";
import { hashPassword } from "../auth/crypto.ts";
import { articleSearchText } from "../public-site/articles.ts";

/** The demo account documented in the README: verified, with an avatar and an assessment. */
export const DEMO_USER = {
  id: "00000000-0000-4000-8000-00000000de30",
  email: "demo@healthbuddy.ng",
  password: "HealthBuddy-demo-2026",
};

export type SeedStatement = { sql: string; params: (string | number | null)[] };

/**
 * Demo content as idempotent upserts: running it twice changes nothing, and editing an
 * article's source updates the row. Used by `npm run dev` (through wrangler) and by the tests.
 */
export async function demoSeedStatements(): Promise<SeedStatement[]> {
  const articles = articleContent.map((a) => ({
    sql: `INSERT INTO articles (slug, title, summary, tag, image, image_alt, read_minutes, body, sources, search_text, published_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT(slug) DO UPDATE SET title = excluded.title, summary = excluded.summary, tag = excluded.tag,
image = excluded.image, image_alt = excluded.image_alt, read_minutes = excluded.read_minutes, body = excluded.body,
sources = excluded.sources, search_text = excluded.search_text, published_at = excluded.published_at`,
    params: [
      a.slug,
      a.title,
      a.summary,
      a.tag,
      a.image,
      a.imageAlt,
      a.readMinutes,
      JSON.stringify(a.body),
      JSON.stringify(a.sources),
      articleSearchText(a),
      a.publishedAt,
    ],
  }));
  const user: SeedStatement[] = [
    {
      sql: `INSERT INTO users (id, email, email_verified_at, first_name, last_name, phone, password_hash, avatar)
VALUES (?, ?, '2026-01-01T00:00:00.000Z', 'Demo', 'Adeyemi', '+2348000000001', ?, 2) ON CONFLICT(email) DO NOTHING`,
      params: [DEMO_USER.id, DEMO_USER.email, await hashPassword(DEMO_USER.password)],
    },
    {
      sql: `INSERT INTO assessments (user_id, gender, dob, height_cm, weight_kg, blood, conditions, symptoms, allergies, medications, checkups)
SELECT ?, 'female', '2001-05-14', 165, 62, 'O+', '["Asthma"]', '[]', '["Penicillin"]', '["Salbutamol inhaler"]', 'Monthly'
WHERE EXISTS (SELECT 1 FROM users WHERE id = ?) AND NOT EXISTS (SELECT 1 FROM assessments WHERE user_id = ?)`,
      params: [DEMO_USER.id, DEMO_USER.id, DEMO_USER.id],
    },
  ];
  return [...articles, ...user];
}

/** The same statements with parameters inlined, for `wrangler d1 execute --file`. */
export async function demoSeedSql(): Promise<string> {
  const quote = (v: string | number | null) =>
    v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`;
  return (await demoSeedStatements())
    .map((s) => {
      let i = 0;
      return `${s.sql.replace(/\n/g, " ").replace(/\?/g, () => quote(s.params[i++] ?? null))};`;
    })
    .join("\n");
}
