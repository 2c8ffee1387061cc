import { getCompanyLogo, getGeneral, getProductSettings, getTheme } from '@app/contract/tenant/endpoints';
import { contentQuery } from './content-query';

/**
 * The tenant's branding, which every feature shows: company data (name, logo, login banner,
 * contributor site), logo, theme colours and the product noun (product §1).
 */
export const generalQuery = contentQuery('general', getGeneral);
export const logoQuery = contentQuery('logo', getCompanyLogo);
export const themeQuery = contentQuery('theme', getTheme);
export const productQuery = contentQuery('product', getProductSettings);

export const useGeneral = generalQuery.useContent;
export const useLogo = logoQuery.useContent;
export const useTheme = themeQuery.useContent;
export const useProductSettings = productQuery.useContent;
