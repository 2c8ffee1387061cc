import { PlaceholderPage } from '@/shared/ui/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Home" />;
}
