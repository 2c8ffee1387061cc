import type { ContentBlock, PageKey } from '@app/contract/tenant/schemas';
import type { Localized } from '../schema/index.ts';

/**
 * Authoring helpers for the demo content: every text is written as an English/Indonesian pair
 * side by side, and turned into the stored shapes ({en, id} text, {en: [blocks], id: [blocks]}
 * bodies) that lib/localize.ts reads.
 */
export type Text = Localized;
export type Body = Localized<ContentBlock[]>;

export const t = (en: string, id: string): Text => ({ en, id });

type Block = { type: 'h2' | 'p'; text: Text } | { type: 'ul'; items: Text[] };

export const h2 = (en: string, id: string): Block => ({ type: 'h2', text: t(en, id) });
export const p = (en: string, id: string): Block => ({ type: 'p', text: t(en, id) });
export const ul = (...items: [en: string, id: string][]): Block => ({
  type: 'ul',
  items: items.map(([en, id]) => t(en, id)),
});

/** One list of blocks per language, as the content tables store bodies. */
export function blocks(...list: Block[]): Body {
  const of = (lang: 'en' | 'id'): ContentBlock[] =>
    list.map((b) =>
      b.type === 'ul'
        ? { type: 'ul', items: b.items.map((i) => i[lang] ?? i.en) }
        : { type: b.type, text: b.text[lang] ?? b.text.en },
    );
  return { en: of('en'), id: of('id') };
}

/** Words of the English body, for an honest reading time (about 200 words a minute). */
export function readingMinutes(body: Body): number {
  const words = body.en
    .flatMap((b) => (b.type === 'ul' ? b.items : [b.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(2, Math.round(words / 200));
}

/**
 * Icon names a feature may carry; the web app maps each to a drawing and falls back to a
 * generic mark for a name it does not know.
 */
export type FeatureIcon =
  | 'mentor'
  | 'certificate'
  | 'infinity'
  | 'briefcase'
  | 'smartphone'
  | 'community'
  | 'claim'
  | 'chart'
  | 'language'
  | 'building';

/** Short words drawn on a generated illustration (language-neutral: product and tool names). */
export interface Illustration {
  label?: string;
  /** Two colours of the gradient; the tenant's primary and accent when left out. */
  colors?: [from: string, to: string];
}

export interface DemoBanner extends Illustration {
  title: Text;
  subtitle: Text;
  ctaLabel: Text;
  /** A path inside the SPA (product §2 routes). */
  ctaUrl: string;
  body: Body;
}

export interface DemoFeature {
  title: Text;
  description: Text;
  icon: FeatureIcon;
}

export interface DemoTestimony {
  name: string;
  role: Text;
  quote: Text;
  rating: 4 | 5;
}

export interface DemoProgramme extends Illustration {
  title: Text;
  summary: Text;
  duration: Text;
  level: Text;
  body: Body;
}

export interface DemoFaq {
  category: Text;
  question: Text;
  answer: Text;
}

export interface DemoArticle extends Illustration {
  slug: string;
  title: Text;
  excerpt: Text;
  author: string;
  /** ISO date-time of publication. */
  publishedAt: string;
  body: Body;
}

export interface DemoPage {
  title: Text;
  summary: Text;
  /** An illustration for the page header, or none (legal pages). */
  image: Illustration | null;
  /** ISO date of the last revision, shown as the page's "last updated". */
  updatedAt: string;
  body: Body;
}

export interface DemoHelpPage extends DemoPage {
  sections: { title: Text; body: Body }[];
}

export type DemoPages = Record<PageKey, DemoPage> & { help: DemoHelpPage };

export interface DemoContent {
  /** Extra colours for illustrations and avatars, beside the tenant's own. */
  palette: string[];
  banners: DemoBanner[];
  features: DemoFeature[];
  testimonies: DemoTestimony[];
  programmes: DemoProgramme[];
  faq: DemoFaq[];
  articles: DemoArticle[];
  pages: DemoPages;
}
