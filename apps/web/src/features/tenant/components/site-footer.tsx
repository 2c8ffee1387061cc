import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useBrand } from '@/shared/config/brand-store';

/** Links every content and legal page (issue #2). */
export function SiteFooter() {
  const { companyName } = useBrand();
  return (
    <footer className="border-t border-line bg-white">
      <div className="container-page py-8 text-sm text-ink-soft">
        <Link to={paths.about}>About</Link> © {new Date().getFullYear()} {companyName}
      </div>
    </footer>
  );
}
