import { useCancellation } from '../api/pages';
import { LegalPage } from '../components/legal-page';

export function Component() {
  return <LegalPage query={useCancellation()} current="cancellation" />;
}
