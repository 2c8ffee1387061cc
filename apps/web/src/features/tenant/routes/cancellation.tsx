import { useCancellation } from '../api/content';
import { LegalPage } from '../components/legal-page';

export function Component() {
  return <LegalPage query={useCancellation()} current="cancellation" />;
}
