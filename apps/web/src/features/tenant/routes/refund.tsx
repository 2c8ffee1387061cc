import { useRefund } from '../api/content';
import { LegalPage } from '../components/legal-page';

export function Component() {
  return <LegalPage query={useRefund()} current="refund" />;
}
