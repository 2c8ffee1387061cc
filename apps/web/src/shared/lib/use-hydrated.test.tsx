import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeviceKey } from './use-hydrated';

// act() outside Testing Library, which would otherwise say so.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form({ note }: { note: string }) {
  return (
    <form>
      <input aria-label="Email" name="email" />
      <p>{note}</p>
    </form>
  );
}

/** A page the server renders for a device with nothing stored, keyed as login and register are. */
function Page({ stored }: { stored: () => string | null }) {
  const key = useDeviceKey(() => stored() !== null);
  return <Form key={key} note={key === 'device' ? `resumed ${stored()}` : 'fresh'} />;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Server markup in the page, typed into before the app runs, then hydrated. */
function hydrateTyped(stored: string | null) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page stored={() => null} />);
  document.body.append(container);
  const field = container.querySelector('input')!;
  field.value = 'typed before the app ran';
  act(() => {
    root = hydrateRoot(container, <Page stored={() => stored} />);
  });
  return { container, field };
}

describe('useDeviceKey', () => {
  it('keeps the server-rendered page, and what was typed into it, when the device holds nothing', () => {
    const { container, field } = hydrateTyped(null);
    expect(field.isConnected).toBe(true);
    expect(container.querySelector('input')).toBe(field);
    expect(field.value).toBe('typed before the app ran');
    expect(container.textContent).toBe('fresh');
  });

  it('starts the page again from what the device holds', () => {
    const { container, field } = hydrateTyped('draft');
    expect(field.isConnected).toBe(false);
    expect(container.textContent).toBe('resumed draft');
  });
});
