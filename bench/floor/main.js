/* global document -- runs in the browser */
// The floor of bench/lighthouse.mjs: React 19 and React Router hydrating one tiny server-written
// page, so the app's pages can be compared with the least a React page costs on the same run.
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

function Page() {
  return h(
    'main',
    null,
    h('h1', null, 'Floor page'),
    h('p', null, 'A minimal React 19 and React Router page.'),
  );
}

hydrateRoot(
  document.getElementById('root'),
  h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) }))),
);
