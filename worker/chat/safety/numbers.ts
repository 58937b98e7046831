// Emergency numbers and crisis lines by country (ISO 3166 alpha-2). Only numbers published by the
// operators or the national regulators are listed, each with where it comes from; a country we have no
// entry for gets 112, which GSM phones route to the local emergency service in most countries.
// Re-check before every launch in a new country.

export type Line = { name: string; number: string; source: string };
export type CountryLines = {
  country: string;
  name: string;
  /** What to dial, most useful first ("999", "112"); the reply joins them with its language's "or". */
  emergency: string[];
  emergencySource: string;
  crisis: Line[];
  /** Where to go after a sexual assault, beyond the nearest hospital. */
  assault?: Line[];
};

export const DEFAULT_EMERGENCY = "112";

const COUNTRIES: CountryLines[] = [
  {
    country: "NG",
    name: "Nigeria",
    emergency: ["112"],
    emergencySource: "https://www.ncc.gov.ng/",
    crisis: [
      {
        name: "SURPIN (Suicide Research and Prevention Initiative, LUTH), free line",
        number: "0800 078 7746",
        source: "https://surpin.org/",
      },
      {
        name: "MANI (Mentally Aware Nigeria Initiative)",
        number: "mentallyaware.org",
        source: "https://mentallyaware.org/",
      },
    ],
    assault: [
      {
        name: "a Sexual Assault Referral Centre (for example the Mirabel Centre, Lagos) or any general hospital",
        number: "",
        source: "https://mirabelcentre.org/",
      },
    ],
  },
  {
    country: "GH",
    name: "Ghana",
    emergency: ["112"],
    emergencySource: "https://nca.org.gh/",
    crisis: [],
    assault: [
      {
        name: "any hospital, or the Ghana Police Domestic Violence and Victim Support Unit (DOVVSU)",
        number: "",
        source: "https://police.gov.gh/",
      },
    ],
  },
  {
    country: "KE",
    name: "Kenya",
    emergency: ["999", "112"],
    emergencySource: "https://www.ca.go.ke/",
    crisis: [
      {
        name: "Kenya Red Cross, free 24-hour line (counselling)",
        number: "1199",
        source: "https://www.redcross.or.ke/",
      },
    ],
    assault: [
      {
        name: "the national gender-based violence helpline, free, 24 hours",
        number: "1195",
        source: "https://nation.africa/kenya/gender/this-is-how-the-sgbv-hotline-1195-works-3444562",
      },
    ],
  },
  { country: "UG", name: "Uganda", emergency: ["112", "999"], emergencySource: "https://www.upf.go.ug/", crisis: [] },
  { country: "TZ", name: "Tanzania", emergency: ["112"], emergencySource: "https://www.tcra.go.tz/", crisis: [] },
  { country: "RW", name: "Rwanda", emergency: ["912"], emergencySource: "https://www.moh.gov.rw/", crisis: [] },
  {
    country: "ZA",
    name: "South Africa",
    emergency: ["10177", "112"],
    emergencySource: "https://www.gov.za/services/emergency-services",
    crisis: [{ name: "SADAG Suicide Crisis Line, free", number: "0800 567 567", source: "https://www.sadag.org/" }],
    assault: [
      {
        name: "a Thuthuzela Care Centre or any hospital",
        number: "",
        source: "https://www.npa.gov.za/thuthuzela-care-centres",
      },
    ],
  },
  {
    country: "FR",
    name: "France",
    emergency: ["15 (SAMU)", "112"],
    emergencySource: "https://www.service-public.fr/particuliers/vosdroits/F33954",
    crisis: [
      {
        name: "3114, numéro national de prévention du suicide, gratuit, 24 h/24",
        number: "3114",
        source: "https://3114.fr/",
      },
    ],
  },
  {
    country: "GB",
    name: "the UK",
    emergency: ["999"],
    emergencySource: "https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/",
    crisis: [{ name: "Samaritans, free", number: "116 123", source: "https://www.samaritans.org/" }],
  },
  {
    country: "US",
    name: "the US",
    emergency: ["911"],
    emergencySource: "https://www.911.gov/",
    crisis: [{ name: "988 Suicide & Crisis Lifeline", number: "988", source: "https://988lifeline.org/" }],
  },
];

const BY_CODE = new Map(COUNTRIES.map((c) => [c.country, c]));

/** The lines for a country code; unknown or missing codes get 112 and no crisis line. */
export function linesFor(country: string | null | undefined): CountryLines {
  const code = (country ?? "").trim().toUpperCase();
  const known = BY_CODE.get(code);
  if (known) return known;
  // Country unknown: 112, and the lines of the countries most of our users live in, labelled.
  const labelled = (c: string) =>
    (BY_CODE.get(c)?.crisis ?? []).map((l) => ({ ...l, name: `In ${BY_CODE.get(c)?.name}: ${l.name}` }));
  const assault = (c: string) =>
    (BY_CODE.get(c)?.assault ?? []).map((l) => ({ ...l, name: `in ${BY_CODE.get(c)?.name}, ${l.name}` }));
  return {
    country: code || "XX",
    name: "",
    emergency: [DEFAULT_EMERGENCY],
    emergencySource: "https://www.etsi.org/",
    crisis: [...labelled("NG"), ...labelled("KE")],
    assault: [...assault("NG"), ...assault("KE")],
  };
}

/** The country a message names ("what is the emergency number in Kenya?"), by its English name, or null. */
export function countryNamed(text: string): string | null {
  const t = text.toLowerCase();
  return COUNTRIES.find((c) => c.name && new RegExp(`\\b${c.name.toLowerCase()}\\b`).test(t))?.country ?? null;
}

/**
 * The country to use: the profile's, else the request's (Cloudflare's `cf.country`, which only the
 * production edge sets truthfully), else none (112).
 */
export function resolveCountry(
  profileCountry: string | null | undefined,
  fromRequest: string | null | undefined,
): string | null {
  for (const c of [profileCountry, fromRequest]) {
    const code = (c ?? "").trim().toUpperCase();
    if (/^[A-Z]{2}$/.test(code) && code !== "XX" && code !== "T1") return code;
  }
  return null;
}

/** cf.country from a request, trusted only in production (elsewhere it is the developer's own). */
export function requestCountry(request: Request, production: boolean): string | null {
  if (!production) return null;
  const cf = (request as unknown as { cf?: { country?: unknown } }).cf;
  return typeof cf?.country === "string" ? cf.country : null;
}
