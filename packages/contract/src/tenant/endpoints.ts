import { z } from 'zod';
import { fieldCode } from '../errors.ts';
import { endpoint } from '../endpoint.ts';
import { envelope, langQuery, pageQuery } from '../envelope.ts';
import {
  article,
  articleListResponse,
  banner,
  companyLogo,
  domainCheckResponse,
  faqItem,
  faqQuery,
  feature,
  general,
  helpPage,
  page,
  pageKey,
  productSettings,
  programme,
  runtimeConfig,
  testimony,
  theme,
} from './schemas.ts';

/** Tenancy, branding and content pages (docs/product.md §1, §7 "Public content"). */
const tag = 'tenant';

export const getConfig = endpoint({
  method: 'GET',
  path: '/config.json',
  auth: 'none',
  tag,
  summary: 'Run-time settings of the web app for this deployment',
  response: runtimeConfig,
  errors: [],
  hidden: true,
});

export const checkDomain = endpoint({
  method: 'GET',
  path: '/api/cek-domain',
  auth: 'app_code',
  tag,
  summary: 'Check that the request host is an active tenant: 200 active, 409 suspended, 404 unknown',
  response: domainCheckResponse,
  errors: [401, 404, 409],
});

/** A public content call: `?lang=`, the envelope, and the tenant-and-app_code failures. */
const content = <T extends z.ZodType>(path: string, summary: string, data: T) =>
  endpoint({
    method: 'GET',
    path,
    auth: 'app_code',
    tag,
    summary,
    query: langQuery,
    response: envelope(data),
    errors: [400, 401, 404, 409],
    localized: true,
  });

export const getGeneral = content('/api/general/get-general', 'Company data of the tenant', general);
export const getCompanyLogo = content('/api/general/get-company-logo', 'Company logo', companyLogo);
export const getTheme = content('/api/theme-settings/get-theme', 'Theme colours', theme);
export const getProductSettings = content(
  '/api/product-settings/get-product-settings',
  'Product noun',
  productSettings,
);
export const getBanner = content('/api/banner/get-banner', 'Home banners', z.array(banner));
export const getFeatures = content('/api/features/get-features', 'Features', z.array(feature));
export const getTestimonies = content('/api/testimonies/get-testimonies', 'Testimonies', z.array(testimony));
export const getProgrammes = content('/api/programmes/get-programmes', 'Programmes', z.array(programme));
export const getAbout = content('/api/about/get-about', 'About page', page);
export const getHelpPage = content('/api/help-page/get-help-page', 'Help page', helpPage);
export const getTerms = content('/api/terms-condition/get-terms-condition', 'Terms and conditions', page);
export const getPrivacy = content('/api/privacy/get-privacy', 'Privacy policy', page);
export const getRefund = content('/api/refund-policy/get-refund', 'Refund policy', page);
export const getCancellation = content('/api/cancellation/get-cancellation', 'Cancellation policy', page);

export const getFaq = endpoint({
  method: 'GET',
  path: '/api/faq/get-faq',
  auth: 'app_code',
  tag,
  summary: 'Frequently asked questions, filtered by search text and category',
  query: faqQuery,
  response: envelope(z.array(faqItem)),
  errors: [400, 401, 404, 409],
  localized: true,
});

/** Content pages beyond the fifteen calls, in the same style: corporate solution, career, contact. */
export const getPage = endpoint({
  method: 'GET',
  path: '/api/pages/get-page/:key',
  auth: 'app_code',
  tag,
  summary: 'A content page by key',
  params: z.object({ key: pageKey }),
  query: langQuery,
  response: envelope(page),
  errors: [400, 401, 404, 409],
  localized: true,
});

export const getArticles = endpoint({
  method: 'GET',
  path: '/api/articles/get-articles',
  auth: 'app_code',
  tag,
  summary: 'Articles, newest first',
  query: langQuery.extend(pageQuery.shape),
  response: articleListResponse,
  errors: [400, 401, 404, 409],
  localized: true,
});

export const getArticle = endpoint({
  method: 'GET',
  path: '/api/articles/get-article/:slug',
  auth: 'app_code',
  tag,
  summary: 'One article by slug',
  params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, fieldCode('invalid_format')) }),
  query: langQuery,
  response: envelope(article),
  errors: [400, 401, 404, 409],
  localized: true,
});
