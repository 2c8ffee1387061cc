import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertHost, showAlert, type AlertClosed } from '../ui/alert';
import { focusIsLost, focusPlace, recoverFocus } from './focus';

/** Issue 28 item 3: focus is never lost. */
describe('focus helpers', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses a heading without making it a Tab stop', () => {
    document.body.innerHTML = '<main id="main"><h1>Courses</h1></main>';
    const heading = document.querySelector('h1')!;
    expect(focusPlace(heading)).toBe(true);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('moves focus that fell to <body> to the page’s heading, and leaves focus that is somewhere alone', () => {
    document.body.innerHTML = '<main id="main"><h1>My courses</h1><button>Go</button></main>';
    const button = document.querySelector('button')!;
    button.focus();
    recoverFocus();
    expect(document.activeElement).toBe(button);
    button.remove();
    expect(focusIsLost()).toBe(true);
    recoverFocus();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });
});

describe('an alert', () => {
  function Opener() {
    const [closed, setClosed] = useState<AlertClosed | null>(null);
    return (
      <>
        <button onClick={() => void showAlert({ title: 'Ordered' }).then(setClosed)}>Buy</button>
        <p data-testid="closed">{closed}</p>
        <AlertHost />
      </>
    );
  }

  it('says whether it was confirmed or dismissed with Escape, so Escape can close and stay', async () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const ok = await screen.findByRole('button', { name: 'OK' });
    fireEvent.click(ok);
    await waitFor(() => expect(screen.getByTestId('closed').textContent).toBe('confirmed'));

    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.getByTestId('closed').textContent).toBe('dismissed'));
  });
});
