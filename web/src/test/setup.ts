import '@testing-library/jest-dom';
import { i18n } from '@lingui/core';
import { messages } from '../locales/en/messages';

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
