import type { User } from '@app/contract/account/schemas';

export { renderWithApp, stubFetch, type FetchCall } from '@/shared/testing/render-with-app';

export function userFixture(patch: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'rina@example.com',
    type: 'Consumer',
    role: 'consumer',
    full_name: 'Rina Wulandari',
    date_of_birth: null,
    job: '',
    gender: '',
    phone_number: '81234567890',
    phone_country_code: '+62',
    photo: { url: null, thumb: { url: null } },
    address: '',
    city: '',
    country: 'Indonesia',
    postal_code: '',
    website_url: '',
    blog_url: '',
    linkedin_url: '',
    bio: '',
    confirmed: true,
    elearning_platform: 'localhost',
    has_google: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}
