import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { readCatalog } from './catalog.ts';
import { readArticles, readFaq, readHome, readPages } from './content.ts';
import { checkImages, convertImages } from './images.ts';
import { FolderInvalid, type FolderIssue } from './issues.ts';
import { FolderReader } from './reader.ts';
import { readTenantJson, tenantOf } from './tenant.ts';
import { textsOf } from './texts.ts';
import type { TenantFolder } from './types.ts';

/**
 * Reads and checks a tenant folder (docs/tenant-folder.md) without touching the database: every
 * file against its schema (schema.ts), references between files (a course's category and
 * mentor, image file names), and every image by its bytes, which are also converted here
 * (lib/images.ts). Problems are collected across all files and reported together, each naming
 * its file and field. Each part of the folder has its reader: tenant.ts, content.ts, catalog.ts,
 * images.ts.
 */

export interface LoadOptions {
  /**
   * Problems the database would raise (a slug or domain that is taken), asked once the folder
   * itself is sound and before the slow image conversion, so they are reported at once.
   */
  conflicts?: (tenant: TenantFolder['tenant']) => Promise<FolderIssue[]>;
}

export async function loadTenantFolder(folder: string, options: LoadOptions = {}): Promise<TenantFolder> {
  const dir = resolve(folder);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new FolderInvalid([{ file: folder, message: 'is not a folder' }]);
  }
  const reader = new FolderReader(dir);
  const t = readTenantJson(reader);
  const texts = textsOf(t?.default_language ?? 'en');
  const tenant = t && tenantOf(reader, t, texts);
  const home = readHome(reader, texts);
  const faq = readFaq(reader, texts);
  const articles = readArticles(reader, texts);
  const pages = readPages(reader, texts);
  const catalog = readCatalog(reader, texts, { currency: t?.currency, primaryColor: t?.colors.primary });

  // Images are converted only once everything else is in order.
  const checked = await checkImages(reader);
  const { issues } = reader;
  if (issues.length === 0 && tenant && options.conflicts) issues.push(...(await options.conflicts(tenant)));
  if (issues.length > 0 || !tenant) throw new FolderInvalid(issues);
  const images = await convertImages(reader, checked);
  if (issues.length > 0) throw new FolderInvalid(issues);
  return { dir, tenant, images, home, faq, articles, pages, catalog };
}
