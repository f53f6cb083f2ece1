// Runs before the app, from a file rather than inline: the Content-Security-Policy (web/serve.mjs)
// runs scripts from the site only.
(function () {
  // Language and direction before the first paint, so Arabic and Urdu never flash left-to-right.
  // Keep the key and the languages in step with src/lib/i18n/locales.ts. A pre-rendered public page
  // (data-prerendered, issue 20) comes in its language already, and its words must stay as written
  // until the app has hydrated them: main.tsx switches afterwards if the reader chose another.
  if (!document.documentElement.hasAttribute('data-prerendered')) {
    var language = 'en';
    try {
      var stored = localStorage.getItem('language');
      if (stored === 'ar' || stored === 'ur') language = stored;
    } catch {
      // No storage (private mode, blocked): English.
    }
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'en' ? 'ltr' : 'rtl';
  }

  // This page's CSP nonce, where libraries that add <style> elements look for it (get-nonce, used
  // by GraphiQL's dialogs). The browser hides the attribute once the page has a policy; the
  // property keeps it.
  var meta = document.querySelector('meta[property="csp-nonce"]');
  var nonce = meta && (meta.nonce || meta.getAttribute('nonce'));
  if (nonce && nonce !== '__CSP_NONCE__') window.__webpack_nonce__ = nonce;
})();
