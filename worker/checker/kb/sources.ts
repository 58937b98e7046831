// Citation helpers. Every condition cites at least one guideline body (WHO, NICE CKS, CDC, NCDC or the
// Nigerian Federal Ministry of Health); links point at the public topic pages so users can read on.
import type { Source } from "../types.ts";

export const who = (slug: string, title: string): Source => ({
  name: `WHO: ${title}`,
  url: `https://www.who.int/news-room/fact-sheets/detail/${slug}`,
});

export const nice = (slug: string, title: string): Source => ({
  name: `NICE CKS: ${title}`,
  url: `https://cks.nice.org.uk/topics/${slug}/`,
});

export const cdc = (path: string, title: string): Source => ({
  name: `CDC: ${title}`,
  url: `https://www.cdc.gov/${path}`,
});

export const ncdc = (title: string): Source => ({
  name: `NCDC: ${title}`,
  url: "https://ncdc.gov.ng/diseases/guidelines",
});

export const fmoh = (title: string): Source => ({
  name: `Federal Ministry of Health, Nigeria: ${title}`,
  url: "https://health.gov.ng/",
});

export const NMEP_MALARIA: Source = {
  name: "National Malaria Elimination Programme (FMoH Nigeria): National Guidelines for Diagnosis and Treatment of Malaria",
  url: "https://nmcp.gov.ng/",
};
