import { useRefund } from '../api/pages';
import { LegalPage } from '../components/legal-page';

export function Component() {
  return <LegalPage query={useRefund()} current="refund" />;
}
