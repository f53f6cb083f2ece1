import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderAt } from '../../../test/render-app';
import { NewsletterBox } from '../components/newsletter-box';
import { SubscribeToNewsletterMutation } from '../hooks/use-newsletter-signup';

const signUp = (email: string, result: object) => ({ request: { query: SubscribeToNewsletterMutation, variables: { input: { email, language: 'EN', website: null } } }, result, delay: 20 });

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
    renderAt('/', <NewsletterBox />, { mocks: [signUp('amina@example.org', { data: { subscribeToNewsletter: { __typename: 'NewsletterSignupReceipt', received: true } } })] });
    await user.type(screen.getByLabelText('Email address'), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/we have sent a confirmation link to this address/)).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('says the limit in words', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/', <NewsletterBox />, {
      mocks: [signUp('amina@example.org', { errors: [new GraphQLError('x', { extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_NEWSLETTER_SIGNUPS' } })] })],
    });
    await user.type(screen.getByLabelText('Email address'), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Many newsletter sign-ups came from your address in a short time. Please try again later.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    error.mockRestore();
  });
});
