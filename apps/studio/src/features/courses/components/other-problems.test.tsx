import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/shared/i18n/i18n';
import { OtherProblems } from './other-problems';

describe('a lesson’s other problems', () => {
  afterEach(() => setLocale('en'));

  it('names the field in the studio’s language, never by its raw path', async () => {
    await setLocale('id');
    render(
      <OtherProblems
        lessonKey="l1"
        problems={[
          ['l1.file_id', 'not_an_option'],
          ['l1.captions.0.file_id', 'invalid'],
        ]}
      />,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Pelajaran ini: Berkas: /);
    expect(items[1]).toHaveTextContent(/^Pelajaran ini: Teks terjemahan: /);
    expect(screen.queryByText(/file_id|captions\.0/)).toBeNull();
  });

  it('shows nothing when there is no problem', () => {
    const { container } = render(<OtherProblems lessonKey="l1" problems={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
