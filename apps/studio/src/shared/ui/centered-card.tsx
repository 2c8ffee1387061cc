import type { ReactNode } from 'react';
import { useBrand } from '../brand/brand';

/** The signed-out screens: the company's logo above one card in the middle of the page. */
export function CenteredCard({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt={brand.name} className="h-12 w-auto max-w-[14rem] object-contain" />
      ) : (
        brand.name && <p className="text-lg font-bold text-ink">{brand.name}</p>
      )}
      <main id="main" className="card w-full max-w-md p-6 sm:p-8">
        {children}
      </main>
    </div>
  );
}
