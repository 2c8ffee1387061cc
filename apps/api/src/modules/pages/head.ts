import type { PageHead } from '@app/contract/ssr';
import { escapeHtml, scriptJson } from './shell.ts';

const OG_LOCALES = { en: 'en_GB', id: 'id_ID', ms: 'ms_MY' } as const;

/** A CSS custom property name and a colour, as the web's themeVariables makes them; others are dropped. */
const SAFE_VARIABLE = /^--[a-z-]+$/;
const SAFE_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The tenant's colours for the first paint, before any script runs (the SPA sets the same later). */
export function themeStyle(variables: Record<string, string>): string {
  const rules = Object.entries(variables)
    .filter(([name, value]) => SAFE_VARIABLE.test(name) && SAFE_COLOUR.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style id="tenant-theme">:root{${rules}}</style>`;
}

/**
 * The tags search engines and link previews read (product §17): canonical address, hreflang
 * alternates, Open Graph and Twitter card, JSON-LD. Every value is tenant data or derived from the
 * address, so all of it is escaped: attributes as HTML, JSON-LD so it cannot end its element.
 */
export function headTags(head: PageHead): string[] {
  const attr = escapeHtml;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}" />`;
  if (head.noindex) return ['<meta name="robots" content="noindex" />'];
  const tags = [
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${attr(a.hreflang)}" href="${attr(a.href)}" />`,
    ),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image)
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  for (const data of head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags;
}

/** An attribute of one tag as React writes it (`name="value"`), unescaped as it was escaped. */
function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A preload of the first image the rendered page asks for first in line (`fetchPriority="high"`:
 * a course cover on listings, the picture of a detail page), so the browser requests it with the
 * page's head rather than once it has read that far into the body (decision 23). For a <picture>
 * with AVIF variants, the AVIF source as the browser will pick it; null when there is none.
 */
export function priorityImagePreload(html: string): string | null {
  const img = /<img\b[^>]*\sfetchPriority="high"[^>]*>/i.exec(html);
  if (!img) return null;
  const before = html.slice(Math.max(0, img.index - 2000), img.index);
  const picture = before.lastIndexOf('<picture>');
  const avif =
    picture !== -1 && !before.slice(picture).includes('</picture>')
      ? /<source\b[^>]*type="image\/avif"[^>]*>/i.exec(before.slice(picture))?.[0]
      : undefined;
  const attr = escapeHtml;
  if (avif) {
    const srcset = attribute(avif, 'srcSet');
    const sizes = attribute(avif, 'sizes');
    if (srcset)
      return `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(srcset)}"${sizes ? ` imagesizes="${attr(sizes)}"` : ''} fetchpriority="high" />`;
  }
  const src = attribute(img[0], 'src');
  if (!src) return null;
  const srcset = attribute(img[0], 'srcSet');
  const sizes = attribute(img[0], 'sizes');
  return `<link rel="preload" as="image" href="${attr(src)}"${srcset ? ` imagesrcset="${attr(srcset)}"` : ''}${sizes ? ` imagesizes="${attr(sizes)}"` : ''} fetchpriority="high" />`;
}
