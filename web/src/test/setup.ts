import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { messages } from '../locales/en/messages';

// findBy… and waitFor wait up to 5 s instead of 1: a screen behind a lazy route loads its chunk
// first, which on a loaded machine took over a second (routes.test.tsx beside other suites). They
// still end as soon as the screen is there; nothing here measures speed.
configure({ asyncUtilTimeout: 5000 });

// Tests read the English texts, as the default visitor does.
i18n.loadAndActivate({ locale: 'en', messages });

// The DOM parts: __tests__/serve.test.mjs runs in the node environment, without one.
if (typeof window !== 'undefined') {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  // jsdom does not scroll; react-router's ScrollRestoration calls this on every navigation.
  window.scrollTo = () => {};
}
