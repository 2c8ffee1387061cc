import type { General } from '@app/contract/tenant/schemas';
import { clock, Icon, mail, mapPin, phone, chat } from '@/shared/ui/icons';
import { langOf } from '@/shared/i18n/text-lang';

type ContactItem = General['list'][number];

const icons: Record<ContactItem['type'], string> = {
  email: mail,
  phone,
  whatsapp: chat,
  address: mapPin,
  hours: clock,
};

/** mailto:, tel: and wa.me links for the items one can act on; none for an address or hours. */
export function contactHref(item: ContactItem): string | undefined {
  const digits = item.value.replace(/[^\d+]/g, '');
  if (item.type === 'email') return `mailto:${item.value}`;
  if (item.type === 'phone') return `tel:${digits}`;
  if (item.type === 'whatsapp') return `https://wa.me/${digits.replace(/^\+/, '')}`;
  return undefined;
}

/** The tenant's contact list (get-general `list`): icon, label and value, linked when actionable. */
export function ContactList({ items, tone = 'light' }: { items: ContactItem[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const href = contactHref(item);
        return (
          <li key={`${item.type}-${item.value}`} className="flex gap-3">
            <Icon
              path={icons[item.type]}
              size={18}
              className={dark ? 'mt-0.5 text-white/70' : 'mt-0.5 text-brand'}
            />
            <span className="min-w-0">
              <span className="sr-only">{item.label}: </span>
              {href ? (
                <a
                  href={href}
                  {...langOf(item, 'value')}
                  className={`wrap-anywhere underline-offset-4 hover:underline ${dark ? 'text-white' : 'font-medium text-ink'}`}
                  {...(item.type === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.value}
                </a>
              ) : (
                <span {...langOf(item, 'value')} className="wrap-anywhere">
                  {item.value}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
