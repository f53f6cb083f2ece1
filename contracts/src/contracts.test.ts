import { applicationFormSchema, applicationSchema, storyMediaNameFits, storyMediaTypeOfName, storySchema, checkoutSchema, fieldIssues, fillTemplate, loginSchema, registrationSchema, trackingUpdateSchema, journeyUpdateSchema, VALIDATION_REASONS, APPLICATION_LABELS, apiKeySchema, contactMessageSchema, MAX_API_KEY_NAME_LENGTH, MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH, webhookEndpointSchema, webhookUrlProblem } from './index';

/** The rules as the API and the web both apply them: each refusal's reason and the values its sentence needs. */
function refusals(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return fieldIssues(result.error as never).map((issue) => [issue.field, issue.reason, issue.values]);
}

const application = {
  fullName: ' Fatima Zahra ',
  email: 'Fatima@Example.org',
  phone: '+212 600 123456',
  address: '12 Rue des Oliviers, Fes',
  city: ' Fes ',
  country: 'Morocco',
  travelType: 'Hajj',
  familySize: '4',
  incomeBracket: 'under-500',
  requestedAmount: '6500.50',
  hajjReason: 'In my father’s name.',
  referenceName: 'Imam Yusuf',
  referencePhone: '+212 600 654321',
  referenceRelation: 'Imam',
};

describe('registration', () => {
  it('accepts a seeker and trims, lower-cases, keeps the password as typed', () => {
    expect(registrationSchema('seeker').parse({ fullname: ' Amina ', email: ' Amina@Example.ORG ', password: ' secret ' })).toEqual({
      fullname: 'Amina',
      email: 'amina@example.org',
      password: ' secret ',
      inviteCode: undefined,
      language: 'en',
    });
  });

  it.each([
    ['seeker', { fullname: 'A', email: 'a@b.co', password: '12345' }, [['password', 'PASSWORD_TOO_SHORT', { minimum: 6 }]]],
    ['admin', { fullname: 'A', email: 'a@b.co', password: '123456789' }, [['password', 'PASSWORD_TOO_SHORT', { minimum: 10 }]]],
    ['donor', {}, [['fullname', 'FIELD_REQUIRED', {}], ['email', 'FIELD_REQUIRED', {}], ['password', 'FIELD_REQUIRED', {}]]],
    ['donor', { fullname: 7, email: 'not-an-email', password: '      ' }, [['fullname', 'FIELD_NOT_TEXT', {}], ['email', 'EMAIL_INVALID', {}], ['password', 'FIELD_REQUIRED', {}]]],
    ['donor', { fullname: 'x'.repeat(121), email: `${'x'.repeat(250)}@b.co`, password: 'x'.repeat(201), inviteCode: 5 }, [
      ['fullname', 'FIELD_TOO_LONG', { maximum: 120 }],
      ['email', 'EMAIL_INVALID', {}],
      ['password', 'FIELD_TOO_LONG', { maximum: 200 }],
      ['inviteCode', 'FIELD_NOT_TEXT', {}],
    ]],
  ] as const)('refuses a %s with %j', (role, input, expected) => {
    expect(refusals(registrationSchema(role), input)).toEqual(expected);
  });

  it('signs in with any non-empty password', () => {
    expect(loginSchema.parse({ email: 'A@b.co', password: '1' })).toEqual({ email: 'a@b.co', password: '1' });
  });
});

describe('application', () => {
  it('accepts an application and reads the amount as dollars', () => {
    expect(applicationSchema.parse(application)).toMatchObject({ fullName: 'Fatima Zahra', email: 'fatima@example.org', city: 'Fes', country: 'Morocco', requestedAmount: 6500.5 });
  });

  it.each([
    [{ requestedAmount: 'abc' }, ['requestedAmount', 'AMOUNT_NOT_A_NUMBER', {}]],
    [{ requestedAmount: '-5' }, ['requestedAmount', 'AMOUNT_NOT_POSITIVE', {}]],
    [{ requestedAmount: 0 }, ['requestedAmount', 'AMOUNT_NOT_POSITIVE', {}]],
    [{ requestedAmount: 1_000_001 }, ['requestedAmount', 'AMOUNT_TOO_LARGE', { maximumText: '1,000,000' }]],
    [{ requestedAmount: '10.005' }, ['requestedAmount', 'AMOUNT_TOO_PRECISE', {}]],
    [{ phone: 'call me' }, ['phone', 'PHONE_INVALID', {}]],
    [{ travelType: 'Ziyarah' }, ['travelType', 'CHOICE_INVALID', { choices: 'Hajj, Umrah' }]],
    [{ familySize: '' }, ['familySize', 'FIELD_REQUIRED', {}]],
    [{ city: 'x'.repeat(101) }, ['city', 'FIELD_TOO_LONG', { maximum: 100 }]],
    [{ country: 'x'.repeat(61) }, ['country', 'FIELD_TOO_LONG', { maximum: 60 }]],
    [{ city: 7 }, ['city', 'FIELD_NOT_TEXT', {}]],
  ])('refuses %j', (change, expected) => {
    expect(refusals(applicationSchema, { ...application, ...change })).toEqual([expected]);
  });

  // Issue 28: SPEC §7's clients send no city or country; the API reads them as not given.
  it('takes SPEC §7’s fields alone: no city or country (absent, null or blank) is null', () => {
    const { city: _city, country: _country, ...spec } = application;
    expect(applicationSchema.parse(spec)).toMatchObject({ city: null, country: null });
    expect(applicationSchema.parse({ ...spec, city: null, country: '  ' })).toMatchObject({ city: null, country: null });
  });

  it.each([
    [{ city: undefined }, ['city', 'FIELD_REQUIRED', {}]],
    [{ city: '   ' }, ['city', 'FIELD_REQUIRED', {}]],
    [{ country: undefined }, ['country', 'FIELD_REQUIRED', {}]],
    [{ country: 'x'.repeat(61) }, ['country', 'FIELD_TOO_LONG', { maximum: 60 }]],
  ])('the web form still asks for the city and country: refuses %j', (change, expected) => {
    expect(refusals(applicationFormSchema, { ...application, ...change })).toEqual([expected]);
    expect(applicationFormSchema.parse(application)).toMatchObject({ city: 'Fes', country: 'Morocco' });
  });

  it('writes the English sentence from the reason, the label and the values', () => {
    const [issue] = refusals(applicationSchema, { ...application, travelType: 'Ziyarah' }) as [string, keyof typeof VALIDATION_REASONS, Record<string, string>][];
    expect(fillTemplate(VALIDATION_REASONS[issue![1]], { label: APPLICATION_LABELS.travelType, ...issue![2] })).toBe('Travel type must be one of: Hajj, Umrah');
  });
});

describe('checkout', () => {
  const checkout = { applicationId: '6a1f0c2e-0000-4b4b-9c9c-000000000001', amount: 50, recurring: 'one_time' };
  // Issue 31's choices, each optional: sadaqah, named, no words, no dedication, no e-card.
  const plainGift = { zakat: false, anonymous: false, supportMessage: null, dedicationKind: null, dedicationName: null, ecardEmail: null, ecardLanguage: null };
  it('accepts a one-time gift and a monthly 20, defaulting the language to en and the gift to a plain one', () => {
    expect(checkoutSchema.parse(checkout)).toEqual({ ...checkout, locale: 'en', ...plainGift });
    expect(checkoutSchema.parse({ ...checkout, amount: '20', recurring: 'monthly', locale: 'ar' })).toEqual({ ...checkout, amount: 20, recurring: 'monthly', locale: 'ar', ...plainGift });
  });

  it('takes the zakat choice and the gift details', () => {
    const given = { ...checkout, zakat: true, anonymous: true, supportMessage: 'May your journey be accepted', dedicationKind: 'in_memory_of', dedicationName: 'My late father', ecardEmail: 'sister@example.org', ecardLanguage: 'ur' };
    expect(checkoutSchema.parse(given)).toMatchObject({ zakat: true, anonymous: true, supportMessage: 'May your journey be accepted', dedicationKind: 'in_memory_of', dedicationName: 'My late father', ecardEmail: 'sister@example.org', ecardLanguage: 'ur' });
    expect(checkoutSchema.safeParse({ ...checkout, zakat: 'yes' }).success).toBe(false);
  });

  it.each([
    [{ amount: 0.5 }, ['amount', 'AMOUNT_TOO_SMALL', { minimum: 1 }]],
    [{ amount: 10_001 }, ['amount', 'AMOUNT_TOO_LARGE', { maximumText: '10,000' }]],
    [{ amount: 15, recurring: 'monthly' }, ['amount', 'MONTHLY_AMOUNT_INVALID', {}]],
    [{ recurring: 'weekly' }, ['recurring', 'CHOICE_INVALID', { choices: 'one_time, monthly' }]],
    [{ applicationId: 'abc' }, ['applicationId', 'APPLICATION_ID_INVALID', {}]],
    [{ locale: 'fr' }, ['locale', 'LOCALE_INVALID', {}]],
  ])('refuses %j', (change, expected) => {
    expect(refusals(checkoutSchema, { ...checkout, ...change })).toEqual([expected]);
  });
});

describe('tracking update', () => {
  it('refuses a missing donation, an unknown status and a long message, one reason per field', () => {
    expect(refusals(trackingUpdateSchema, { newStatus: 'lost', updateMessage: 'x'.repeat(1001) })).toEqual([
      ['donationId', 'DONATION_ID_INVALID', {}],
      ['newStatus', 'CHOICE_INVALID', { choices: 'pending, ongoing, completed' }],
      ['updateMessage', 'FIELD_TOO_LONG', { maximum: 1000 }],
    ]);
  });

  it('to a journey (issue 30): the same status and message rules, and no donation', () => {
    expect(journeyUpdateSchema.parse({ newStatus: 'ongoing', updateMessage: ' Visa issued. ', donationId: 'ignored' })).toEqual({ newStatus: 'ongoing', updateMessage: 'Visa issued.' });
    expect(refusals(journeyUpdateSchema, { newStatus: 'lost', updateMessage: '  ' })).toEqual([
      ['newStatus', 'CHOICE_INVALID', { choices: 'pending, ongoing, completed' }],
      ['updateMessage', 'FIELD_REQUIRED', {}],
    ]);
  });
});

describe('story', () => {
  it('trims the texts and makes an empty location null', () => {
    expect(storySchema.parse({ title: ' Labbaik ', description: ' We went. ', location: '  ' })).toEqual({ title: 'Labbaik', description: 'We went.', location: null });
    expect(storySchema.parse({ title: 'T', description: 'D' })).toEqual({ title: 'T', description: 'D', location: null });
  });

  it('refuses a missing title, an empty description and texts over their limits', () => {
    expect(refusals(storySchema, { description: ' ' })).toEqual([
      ['title', 'FIELD_REQUIRED', {}],
      ['description', 'FIELD_REQUIRED', {}],
    ]);
    expect(refusals(storySchema, { title: 'x'.repeat(121), description: 'x'.repeat(5001), location: 'x'.repeat(101) })).toEqual([
      ['title', 'FIELD_TOO_LONG', { maximum: 120 }],
      ['description', 'FIELD_TOO_LONG', { maximum: 5000 }],
      ['location', 'FIELD_TOO_LONG', { maximum: 100 }],
    ]);
    expect(refusals(storySchema, { title: 5, description: ['x'] })).toEqual([
      ['title', 'FIELD_NOT_TEXT', {}],
      ['description', 'FIELD_NOT_TEXT', {}],
    ]);
  });

  it('says whether a name agrees with the bytes’ type', () => {
    expect(storyMediaNameFits('IMG_1.JPEG', 'image/jpeg')).toBe(true);
    expect(storyMediaNameFits('photo', 'image/jpeg')).toBe(true);
    expect(storyMediaNameFits('photo.png', 'image/jpeg')).toBe(false);
    expect(storyMediaNameFits('photo.exe', 'image/jpeg')).toBe(false);
    expect(storyMediaNameFits('clip.tar.webm', 'video/webm')).toBe(true);
  });

  it('names the type a file name claims', () => {
    expect(storyMediaTypeOfName('Hajj.JPG')).toBe('image/jpeg');
    expect(storyMediaTypeOfName('clip.webm')).toBe('video/webm');
    expect(storyMediaTypeOfName('setup.exe')).toBeUndefined();
    expect(storyMediaTypeOfName('photo')).toBeUndefined();
  });
});

describe('integrators: webhook endpoints and API keys', () => {
  const reasons = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes an endpoint, trims it, keeps each event once and makes an empty note null', () => {
    expect(webhookEndpointSchema.parse({ url: ' https://zakat.example.org/in ', events: ['STORY_PUBLISHED', 'STORY_PUBLISHED'], description: '  ' })).toEqual({
      url: 'https://zakat.example.org/in',
      events: ['STORY_PUBLISHED'],
      description: null,
    });
  });

  it.each([
    ['an empty address', '', 'FIELD_REQUIRED'],
    ['a relative address', 'example.org/hook', 'WEBHOOK_URL_INVALID'],
    ['an address with a password', 'https://user:pass@example.org/hook', 'WEBHOOK_URL_INVALID'],
    ['an address that is too long', `https://example.org/${'a'.repeat(MAX_WEBHOOK_URL_LENGTH)}`, 'WEBHOOK_URL_INVALID'],
    ['an ftp address', 'ftp://files.example.org/hook', 'WEBHOOK_URL_NOT_HTTPS'],
  ])('refuses %s', (_name, url, reason) => {
    expect(reasons(webhookEndpointSchema.safeParse({ url, events: ['STORY_PUBLISHED'] }))).toEqual([['url', reason]]);
  });

  it('leaves plain http to the API (allowed only for local testing), which may ask for https only', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook', ['https:'])).toBe('WEBHOOK_URL_NOT_HTTPS');
  });

  it('refuses an endpoint without events and a note that is too long', () => {
    const result = webhookEndpointSchema.safeParse({ url: 'https://example.org', events: [], description: 'a'.repeat(MAX_WEBHOOK_DESCRIPTION_LENGTH + 1) });
    expect(reasons(result)).toEqual([
      ['events', 'WEBHOOK_EVENTS_REQUIRED'],
      ['description', 'WEBHOOK_DESCRIPTION_TOO_LONG'],
    ]);
  });

  it('refuses a key without a name, with a name that is too long, or without scopes', () => {
    expect(refusals(apiKeySchema, { name: ' ', scopes: ['STORIES_READ'] })).toEqual([['name', 'FIELD_REQUIRED', {}]]);
    expect(refusals(apiKeySchema, { name: 'a'.repeat(MAX_API_KEY_NAME_LENGTH + 1), scopes: ['STORIES_READ'] })).toEqual([['name', 'FIELD_TOO_LONG', { maximum: MAX_API_KEY_NAME_LENGTH }]]);
    expect(reasons(apiKeySchema.safeParse({ name: 'Mosque website', scopes: [] }))).toEqual([['scopes', 'API_KEY_SCOPES_REQUIRED']]);
  });
});

describe('contact message', () => {
  it('requires every field and a valid address', () => {
    expect(refusals(contactMessageSchema, { name: '', email: 'amina@', subject: ' ', message: '' }).map(([field, reason]) => [field, reason])).toEqual([
      ['name', 'FIELD_REQUIRED'],
      ['email', 'EMAIL_INVALID'],
      ['subject', 'FIELD_REQUIRED'],
      ['message', 'FIELD_REQUIRED'],
    ]);
  });
});
