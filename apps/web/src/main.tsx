import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from '@/lib/i18n';
import '@/styles/global.css';
import { router } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The active language's strings download alongside the first route's code (the router starts
// that on creation); the first paint waits for both, so no key ever flashes in place of a word. If
// the strings cannot be fetched the page still renders rather than staying blank. The first render
// is a transition, which React may interrupt: in one piece it held a phone's main thread for
// 100–150 ms (Lighthouse's blocking time, docs/bench-first-load.md).
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
};
i18nReady.then(render, render);
