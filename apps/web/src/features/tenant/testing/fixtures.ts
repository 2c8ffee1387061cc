import type { Banner, FaqItem, General, Page, Programme } from '@app/contract/tenant/schemas';

export const general: General = {
  company_name: 'Cendekia Academy',
  tagline: 'Practical courses from working professionals',
  file_path_logo: '/media/logo',
  file_path_favicon: '/media/favicon',
  file_path_banner: '/media/banner',
  support_email: 'support@cendekia.example',
  support_phone: '+62 21 5088 1234',
  address: 'Jl. Sudirman 52, Jakarta',
  contributor_url: '',
  social: [
    { name: 'Instagram', url: 'https://instagram.com/cendekia' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/cendekia' },
  ],
  list: [
    { type: 'email', label: 'Email', value: 'support@cendekia.example' },
    { type: 'phone', label: 'Phone', value: '+62 21 5088 1234' },
    { type: 'address', label: 'Office', value: 'Jl. Sudirman 52, Jakarta' },
  ],
};

export const faq: FaqItem[] = [
  { id: 1, category: 'Account', question: 'How do I create an account?', answer: 'Press Register.' },
  { id: 2, category: 'Account', question: 'I did not get the confirmation email.', answer: 'Check spam.' },
  { id: 3, category: 'Payment', question: 'Which payment methods are there?', answer: 'Cards and QRIS.' },
  { id: 4, category: 'Payment', question: 'Can I get a refund?', answer: 'Within 14 days.' },
];

export const programmes: Programme[] = [
  {
    id: 16,
    title: 'Full-Stack Web Developer Bootcamp',
    summary: 'Sixteen weeks from zero to your first developer job.',
    image: '/media/p16',
    duration: '16 weeks',
    level: 'Beginner',
    body: [
      { type: 'h2', text: 'What you will build' },
      { type: 'p', text: 'Four portfolio projects, reviewed every week.' },
      { type: 'ul', items: ['Live classes three evenings a week', 'Career coaching'] },
    ],
  },
  {
    id: 17,
    title: 'Corporate Training',
    summary: 'In-house training for your team.',
    image: '/media/p17',
    duration: '1 day to 3 months',
    level: 'All levels',
    body: [{ type: 'p', text: 'Tailored to your targets.' }],
  },
];

export const banners: Banner[] = [
  {
    id: 1,
    title: 'Learn job-ready skills',
    subtitle: 'Over 120 practical courses.',
    image: '/media/b1',
    cta_label: 'Browse courses',
    cta_url: '/education',
    body: [],
  },
  {
    id: 2,
    title: 'Bootcamp: March intake',
    subtitle: 'Sixteen weeks, live online.',
    image: '/media/b2',
    cta_label: 'See the bootcamp',
    cta_url: '/bootcamps',
    body: [],
  },
];

export const terms: Page = {
  key: 'terms',
  title: 'Terms and Conditions',
  summary: 'The agreement between you and us.',
  image: null,
  updated_at: '2026-03-05T10:00:00.000Z',
  body: [
    { type: 'h2', text: '1. About these terms' },
    { type: 'p', text: 'These terms govern the use of the site.' },
    { type: 'h2', text: '2. Your account' },
    { type: 'ul', items: ['You must be 17 or older'] },
  ],
};
