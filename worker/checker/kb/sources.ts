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

// Clinical references used alongside the guideline bodies for likelihoods (how often a finding occurs in a
// condition). Links open the reference's search for the topic so they stay valid when pages move.
export const bmj = (title: string): Source => ({
  name: `BMJ Best Practice: ${title}`,
  url: `https://bestpractice.bmj.com/search?q=${encodeURIComponent(title)}`,
});

export const statpearls = (title: string): Source => ({
  name: `StatPearls: ${title}`,
  url: `https://www.ncbi.nlm.nih.gov/books/n/statpearls/?term=${encodeURIComponent(title)}`,
});

/** WHO guidance pages that are not fact sheets (guidelines, handbooks). */
export const whoDoc = (url: string, title: string): Source => ({ name: `WHO: ${title}`, url });

/** Global Burden of Disease estimates (IHME), the basis of priors where no African study is cited. */
export const GBD: Source = {
  name: "IHME Global Burden of Disease 2021 (GBD Compare)",
  url: "https://vizhub.healthdata.org/gbd-compare/",
};

export const WHO_POCKET_BOOK: Source = {
  name: "WHO: Pocket book of hospital care for children (2nd edition)",
  url: "https://www.who.int/publications/i/item/978-92-4-154837-3",
};

/** WHO IMCI chart booklet (young infants to 2 months, children 2 months to 5 years). */
export const IMCI: Source = {
  name: "WHO: Integrated Management of Childhood Illness (IMCI) chart booklet, 2014",
  url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
};
