import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-app';
import { NewsletterBox } from '../components/newsletter-box';

const render = (element: React.ReactElement) => renderAt('/', element);

describe('NewsletterBox', () => {
  const originalFetch = globalThis.fetch;
  let fetch: jest.Mock;

  beforeEach(() => {
    fetch = jest.fn();
    globalThis.fetch = fetch;
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('has a labelled email input and a subscribe button, and says nothing before it is used', () => {
    render(<NewsletterBox />);
    expect(screen.getByRole('heading', { level: 2, name: 'News from Sabil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says honestly that the newsletter has not started and nothing was sent or saved', async () => {
    const user = userEvent.setup();
    render(<NewsletterBox />);

    await user.type(screen.getByLabelText('Email address'), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Our newsletter has not started yet, so nothing was sent and your address was not saved.');
    expect(status).not.toHaveTextContent(/subscribed|you are on the list|confirm/i);
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('answers the same way from the keyboard with an empty address', async () => {
    const user = userEvent.setup();
    render(<NewsletterBox />);

    await user.click(screen.getByLabelText('Email address'));
    await user.keyboard('{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('Our newsletter has not started yet');
  });
});
