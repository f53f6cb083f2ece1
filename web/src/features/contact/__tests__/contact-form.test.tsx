import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-app';
import { ContactForm } from '../components/contact-form';
import { CONTACT_STORAGE_KEY } from '../contact-message-store';
import { spyOnNetwork } from './network-spy';

const MESSAGE = { name: 'Amina Yusuf', email: 'amina@example.org', subject: 'Travel dates', message: 'Can I apply for Umrah in spring?' };

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof MESSAGE>) {
  if (values.name) await user.type(screen.getByLabelText('Your name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.subject) await user.type(screen.getByLabelText('Subject'), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save my message' }));

describe('ContactForm', () => {
  let network: ReturnType<typeof spyOnNetwork>;

  beforeEach(() => {
    network = spyOnNetwork();
  });

  afterEach(() => {
    network.restore();
  });

  it('says before anything is typed that the form sends nothing', () => {
    renderAt('/contact', <ContactForm />);
    expect(screen.getByText(/not connected to our team yet, so messages are not sent anywhere/)).toBeVisible();
  });

  it('requires every field, marks each empty one and focuses the first', async () => {
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
    expect(localStorage.getItem(CONTACT_STORAGE_KEY)).toBeNull();
  });

  it('takes an email-type address and refuses one that is not an address', async () => {
    const user = userEvent.setup();
    renderAt('/contact', <ContactForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

    await fill(user, { ...MESSAGE, email: 'amina-at-example' });
    await submit(user);

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(localStorage.getItem(CONTACT_STORAGE_KEY)).toBeNull();
  });

  it('keeps the message in this browser only, says plainly that nobody received it, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt('/contact', <ContactForm />);

    await fill(user, MESSAGE);
    await submit(user);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your message was not sent to anyone. It is saved only in this browser, and your text is still in the form.');
    expect(status).not.toHaveTextContent(/get back to you|we received|thank you for your message/i);
    expect(within(status).getByRole('link', { name: 'Apply for support' })).toHaveAttribute('href', '/seeker/login');
    expect(within(status).getByRole('link', { name: 'Donor sign in' })).toHaveAttribute('href', '/donor/login');

    const kept = JSON.parse(localStorage.getItem(CONTACT_STORAGE_KEY)!);
    expect(kept).toEqual([{ ...MESSAGE, savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    // The text stays in the form, so the person can copy it elsewhere.
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message);
    expect(network.calls()).toEqual({ fetch: 0, xhr: 0, beacon: 0 });
  });

  it('still tells the truth when the browser refuses to store anything', async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      renderAt('/contact', <ContactForm />);
      await fill(user, MESSAGE);
      await submit(user);
      expect(screen.getByRole('status')).toHaveTextContent('Your message was not sent to anyone, and this browser did not let us save it.');
      expect(network.calls()).toEqual({ fetch: 0, xhr: 0, beacon: 0 });
    } finally {
      setItem.mockRestore();
    }
  });
});
