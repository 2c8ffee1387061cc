import { getBanner, getFeatures, getProgrammes, getTestimonies } from '@app/contract/tenant/endpoints';
import { contentQuery } from '@/shared/tenant/content-query';

/**
 * The home page's content (product §7 "Public content"), cached under the spec's keys. The other
 * pages' calls live in their own files, so the first page's bundle carries only these.
 */
export const bannerQuery = contentQuery('banner', getBanner);
export const featuresQuery = contentQuery('features', getFeatures);
export const testimoniesQuery = contentQuery('testimonies', getTestimonies);
export const programmesQuery = contentQuery('programmes', getProgrammes);

export const useBanners = bannerQuery.useContent;
export const useFeatures = featuresQuery.useContent;
export const useTestimonies = testimoniesQuery.useContent;
export const useProgrammes = programmesQuery.useContent;
