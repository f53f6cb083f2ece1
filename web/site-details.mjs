// The charity's public details and social pages (issue 28), from the web server's environment:
// served to the app in /config.js, shown only when set. A malformed value stops the server at start.

/** The networks the footer knows, by the variable that names each page. */
export const SOCIAL_NETWORKS = [
  ['facebook', 'SOCIAL_FACEBOOK_URL'],
  ['instagram', 'SOCIAL_INSTAGRAM_URL'],
  ['youtube', 'SOCIAL_YOUTUBE_URL'],
];

const DETAILS = [
  ['name', 'CHARITY_NAME', 120],
  ['registrationNumber', 'CHARITY_REGISTRATION_NUMBER', 60],
  ['address', 'CHARITY_ADDRESS', 300],
  ['phone', 'CHARITY_PHONE', 40],
  ['email', 'CHARITY_EMAIL', 254],
];

const read = (env, name) => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/** `{ charity: {name?, registrationNumber?, address?, phone?, email?}, social: [{network, url}] }`; throws on a bad value. */
export function readSiteDetails(env = process.env) {
  const charity = {};
  for (const [key, name, max] of DETAILS) {
    const value = read(env, name);
    if (value === undefined) continue;
    // eslint-disable-next-line no-control-regex
    if (value.length > max || /[\u0000-\u001f]/.test(value.replace(/\\n/g, ''))) throw new Error(`${name} must be one line of at most ${max} characters`);
    charity[key] = key === 'address' ? value.replace(/\\n/g, '\n') : value;
  }
  if (charity.email && !/^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/.test(charity.email)) throw new Error(`CHARITY_EMAIL must be an email address (got "${charity.email}")`);
  if (charity.phone && !/^\+?[0-9][0-9 ()-]{5,38}$/.test(charity.phone)) throw new Error(`CHARITY_PHONE must be a phone number (digits, spaces, +, - and brackets)`);
  const social = [];
  for (const [network, name] of SOCIAL_NETWORKS) {
    const value = read(env, name);
    if (value === undefined) continue;
    let url;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name} must be an https:// address (got "${value}")`);
    }
    if (url.protocol !== 'https:' || url.username || url.password) throw new Error(`${name} must be an https:// address (got "${value}")`);
    social.push({ network, url: url.toString() });
  }
  return { charity, social };
}
