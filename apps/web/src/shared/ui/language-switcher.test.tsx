import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale, useI18n } from '../i18n/i18n';
import { LanguageSwitcher } from './language-switcher';

/** Issue 28 item 4: the language select does not switch the whole site on each arrow key. */
describe('LanguageSwitcher', () => {
  beforeEach(async () => {
    await setLocale('en');
  });
  afterEach(async () => {
    await setLocale('en');
  });

  const select = () => screen.getByRole('combobox') as HTMLSelectElement;

  it('switches at once on a pick from the list', async () => {
    render(<LanguageSwitcher />);
    fireEvent.change(select(), { target: { value: 'id' } });
    await waitFor(() => expect(useI18n.getState().locale).toBe('id'));
    expect(document.documentElement.lang).toBe('id');
  });

  it('waits while arrow keys step through the languages, and switches on Enter', async () => {
    render(<LanguageSwitcher />);
    fireEvent.keyDown(select(), { key: 'ArrowDown' });
    fireEvent.change(select(), { target: { value: 'id' } });
    fireEvent.keyDown(select(), { key: 'ArrowDown' });
    fireEvent.change(select(), { target: { value: 'ms' } });
    // The select shows the language stepped to; the site still speaks English.
    expect(select().value).toBe('ms');
    expect(useI18n.getState().locale).toBe('en');
    fireEvent.keyDown(select(), { key: 'Enter' });
    await waitFor(() => expect(useI18n.getState().locale).toBe('ms'));
  });

  it('switches to the language stepped to when focus leaves the select', async () => {
    render(<LanguageSwitcher />);
    fireEvent.keyDown(select(), { key: 'ArrowUp' });
    fireEvent.change(select(), { target: { value: 'id' } });
    expect(useI18n.getState().locale).toBe('en');
    fireEvent.blur(select());
    await waitFor(() => expect(useI18n.getState().locale).toBe('id'));
  });
});
