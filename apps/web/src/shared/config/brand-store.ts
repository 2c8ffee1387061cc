import { create } from 'zustand';
import { runtimeConfig } from './runtime-config';

/**
 * What shared components need to know of the tenant (name, logo, support address, product noun,
 * currency); set by the tenant feature once its content has loaded.
 */
export interface Brand {
  companyName: string;
  logo: string;
  supportEmail: string;
  pluralName: string;
  singularName: string;
  currency: string;
}

export const useBrand = create<Brand>((_set, get, api) => {
  // Server rendering and hydration read the brand set before them (app/ssr), not the defaults.
  api.getInitialState = get;
  return {
    companyName: '',
    logo: '',
    supportEmail: '',
    pluralName: 'Courses',
    singularName: 'Course',
    currency: 'IDR',
  };
});

/** The tenant's support address, or the platform's when the tenant is unknown. */
export const supportEmail = () => useBrand.getState().supportEmail || runtimeConfig().SUPPORT_EMAIL;
