// Runs before the app, from a file rather than inline: the Content-Security-Policy (web/serve.mjs)
// runs scripts from the site only.
(function () {
  // Language and direction before the first paint, so Arabic and Urdu never flash left-to-right, by
  // the rule of src/lib/i18n/language-rule.mjs (this file cannot import it; language-rule.test.ts holds
  // the two together): ?lang=, else the reader's choice (storage, else cookie), else the browser's
  // languages, else English. A pre-rendered public page (data-prerendered, issue 20) comes in its
  // language already, and its words must stay as written until the app has hydrated them: main.tsx
  // switches afterwards if the rule says otherwise.
  if (!document.documentElement.hasAttribute('data-prerendered')) {
    var exactly = function (value) {
      return value === 'en' || value === 'ar' || value === 'ur' ? value : null;
    };
    var language = exactly(new URLSearchParams(location.search).get('lang'));
    if (!language) {
      try {
        language = exactly(localStorage.getItem('language'));
      } catch {
        // No storage (private mode, blocked): the cookie may still say.
      }
    }
    if (!language) {
      var cookie = /(?:^|;\s*)language=(en|ar|ur)(?:;|$)/.exec(document.cookie);
      language = cookie && cookie[1];
    }
    var browser = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]) || [];
    for (var i = 0; !language && i < browser.length; i++) language = exactly(String(browser[i]).toLowerCase().split('-')[0]);
    language = language || 'en';
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
