// Development default. In production web/serve.mjs answers /config.js itself with the API address
// from PUBLIC_API_URL, so one build serves any API.
window.__SABIL_CONFIG__ = { apiUrl: 'http://localhost:4000' };
