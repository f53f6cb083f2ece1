import { CHECKOUT_MESSAGES } from './test-checkout.messages';

describe('test checkout messages', () => {
  it.each(['ar', 'ur'] as const)('%s says everything English says, with the same placeholders, in Arabic script', (language) => {
    const english = CHECKOUT_MESSAGES.en;
    const translated: Record<string, string> = CHECKOUT_MESSAGES[language];
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
      expect([key, placeholders(translated[key]!)]).toEqual([key, placeholders(text)]);
      expect([key, /[\u0600-\u06FF]/.test(translated[key]!)]).toEqual([key, true]);
    }
  });
});
