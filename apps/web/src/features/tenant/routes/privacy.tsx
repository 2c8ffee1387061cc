import { usePrivacy } from '../api/pages';
import { LegalPage } from '../components/legal-page';

export function Component() {
  return <LegalPage query={usePrivacy()} current="privacy" />;
}
