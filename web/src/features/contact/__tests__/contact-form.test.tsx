import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-app';
import { ContactForm } from '../components/contact-form';

const MESSAGE = { name: 'Amina Yusuf', email: 'amina@example.org', subject: 'Travel dates', message: 'Can I apply for Umrah in spring?' };
const SENT = { ...MESSAGE, language: 'EN', website: null };

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof MESSAGE>) {
  if (values.name) await user.type(screen.getByLabelText('Your name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.subject) await user.type(screen.getByLabelText('Subject'), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send my message' }));

/** The API's answers, in turn, to fetch (the contact page loads no GraphQL client); the bodies sent are kept. */
function answers(...bodies: object[]) {
  const sent: any[] = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return { status: 200, json: async () => bodies.shift() } as Response;
  });
  return sent;
}
const received = { data: { sendContactMessage: { received: true } } };
const refused = (extensions: Record<string, unknown>) => ({ data: null, errors: [{ message: 'refused', extensions }] });
const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('ContactForm', () => {
  it('requires every field, marks each empty one and focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt('/contact', <ContactForm />);

    await submit(user);

    for (const [label, error] of [
      ['Your name', 'Please enter your name.'],
      ['Email', 'Please enter your email address.'],
      ['Subject', 'Please enter a subject.'],
      ['Message', 'Please write your message.'],
    ]) {
      const field = screen.getByLabelText(label);
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(error);
    }
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses an address that is not one before sending', async () => {
    const user = userEvent.setup();
    renderAt('/contact', <ContactForm />);
    await fill(user, { ...MESSAGE, email: 'amina-at-example' });
    await submit(user);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('sends the message with the page’s language and an empty spam trap, says in words that it reached the team, and empties the form', async () => {
    const user = userEvent.setup();
    const sent = answers(received);
    renderAt('/contact', <ContactForm />);
    await fill(user, MESSAGE);
    await submit(user);
    expect(await screen.findByText('Thank you: your message has reached our team. We will answer you by email.')).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ operationName: 'SendContactMessage', variables: { input: SENT } })]);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    // The trap is out of the tab order and hidden from assistive technology.
    const trap = document.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says the API’s refusal in words: the address limit as an alert, a field’s beside the field, and keeps what was typed', async () => {
    const user = userEvent.setup();
    answers(refused({ code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_CONTACT_MESSAGES' }), refused({ code: 'BAD_USER_INPUT', reason: 'FIELD_TOO_LONG', field: 'subject', values: { maximum: 200 } }));
    renderAt('/contact', <ContactForm />);
    await fill(user, MESSAGE);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Many messages came from your address in a short time. Please try again later, or write to us by email.');
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message);
    await submit(user);
    expect(await screen.findByText('Subject must be at most 200 characters')).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
