import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and probes for that with
 * `new Function("")` — which the web app's Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-eval') refuses and reports as a violation on every screen with a form. The interpreted
 * parsers give the same answers; our inputs are a dozen fields, so the speed is not missed.
 */
z.config({ jitless: true });
