import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-app';
import { NewsletterBox } from '../components/newsletter-box';

/** The API's answer to fetch (the home page loads no GraphQL client); the bodies sent are kept. */
function answers(body: object) {
  const sent: any[] = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return { status: 200, json: async () => body } as Response;
  });
  return sent;
}
const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('NewsletterBox', () => {
  it('has a labelled email input and a subscribe button, and says nothing before it is used', () => {
    renderAt('/', <NewsletterBox />);
    expect(screen.getByRole('heading', { level: 2, name: 'News from Sabil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks for an address, and refuses one that is not an address, before sending anything', async () => {
    const user = userEvent.setup();
    renderAt('/', <NewsletterBox />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('signs up and says a confirmation link is on its way (double opt-in)', async () => {
    const user = userEvent.setup();
    const sent = answers({ data: { subscribeToNewsletter: { received: true } } });
    renderAt('/', <NewsletterBox />);
    await user.type(screen.getByLabelText('Email address'), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/we have sent a confirmation link to this address/)).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(sent).toEqual([expect.objectContaining({ operationName: 'SubscribeToNewsletter', variables: { input: { email: 'amina@example.org', language: 'EN', website: null } } })]);
  });

  it('says the limit in words', async () => {
    const user = userEvent.setup();
    answers({ data: null, errors: [{ message: 'x', extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_NEWSLETTER_SIGNUPS' } }] });
    renderAt('/', <NewsletterBox />);
    await user.type(screen.getByLabelText('Email address'), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Many newsletter sign-ups came from your address in a short time. Please try again later.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
