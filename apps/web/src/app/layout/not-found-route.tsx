import { NotFoundPage } from '@/shared/ui/not-found-page';

export function Component() {
  return <NotFoundPage showHomeLink />;
}
