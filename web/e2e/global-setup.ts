import { startStack } from './stack';

/** Starts the product as `npm start` does, for every spec; stops it afterwards. */
export default async function globalSetup() {
  const stack = await startStack({
    AUTH_RATE_LIMIT_PER_IP: '10000',
    // Every journey's seekers share stories from this one address.
    STORY_RATE_LIMIT_PER_IP: '10000',
    // Spec files share one database: whichever registers the first admin, the others register theirs
    // with this code (E2E_ADMIN_INVITE_CODE).
    ADMIN_INVITE_CODE: 'e2e-invite-code-0123',
    // webhooks.spec.ts's receiver listens on loopback over http.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  process.env.E2E_WEB_URL = stack.webUrl;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_DATA_DIR = stack.dataDir;
  process.env.E2E_ADMIN_INVITE_CODE = 'e2e-invite-code-0123';
  return stack.stop;
}
