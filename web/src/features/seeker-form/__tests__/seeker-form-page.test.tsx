import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { readAmount } from '../components/application-form';
import { SeekerFormPage, THANK_YOU_MS } from '../seeker-form-page';
import { sendResumable } from '../../../lib/uploads/resumable-upload';

// The document goes first with tus (lib/uploads/resumable-upload.ts, tried in the browser journeys):
// here it "arrives" at once, reporting its progress, as upload `upload-1`.
jest.mock('../../../lib/uploads/resumable-upload', () => ({
  ...jest.requireActual('../../../lib/uploads/resumable-upload'),
  ResumableUploadError: class ResumableUploadError extends Error {},
  sendResumable: jest.fn(async (file: File, _kind: string, onProgress: (progress: { loaded: number; total: number }) => void) => {
    onProgress({ loaded: file.size, total: file.size });
    return { id: 'upload-1', forget: async () => undefined, discard: async () => undefined };
  }),
}));

const SUBMITTED = {
  __typename: 'Application' as const,
  id: '0b8f3a52-6d7e-4f0a-9a51-3c2d1e0f9a10',
  status: 'PENDING',
  submittedAt: '2026-11-22T10:00:00.000Z',
  travelType: 'UMRAH',
  requestedAmount: 4500,
  collectedAmount: 0,
  donorCount: 0,
  rejectionReason: null,
  rejectionNote: null,
};

const noApplication: OperationHandler = () => ({ data: { myApplication: null } });

function idFile(name = 'passport.png', type = 'image/png', size = 2048) {
  return new File([new Uint8Array(size)], name, { type });
}

type User = ReturnType<typeof userEvent.setup>;

async function fillForm(user: User, file: File = idFile()) {
  // Name and email start as the account's; a seeker may apply under the names on their ID.
  await user.clear(screen.getByLabelText('Full name'));
  await user.type(screen.getByLabelText('Full name'), 'Amina Yusuf');
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'amina@example.org');
  await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0000');
  await user.type(screen.getByLabelText('Address'), '12 Mosque Lane, Leeds');
  await user.type(screen.getByLabelText('City'), 'Leeds');
  await user.type(screen.getByLabelText('Country'), 'United Kingdom');
  await user.click(screen.getByLabelText('Umrah'));
  await user.selectOptions(screen.getByLabelText('Family size'), '4 people');
  await user.selectOptions(screen.getByLabelText('Monthly income'), 'Under $500 a month');
  await user.type(screen.getByLabelText('Requested amount (US dollars)'), '4,500');
  await user.upload(screen.getByLabelText('ID or passport'), file);
  await user.type(screen.getByLabelText('Reason for your request'), 'To perform Umrah with my mother.');
  await user.type(screen.getByLabelText('Reference name'), 'Imam Yusuf');
  await user.type(screen.getByLabelText('Reference phone'), '+44 20 7946 0001');
  await user.type(screen.getByLabelText('Relationship to you'), 'Imam of my mosque');
}

const submitButton = () => screen.getByRole('button', { name: 'Submit application' });

describe('SeekerFormPage', () => {
  beforeEach(() => {
    localStorage.setItem('seekerToken', 'seeker-token');
    localStorage.setItem('seekerData', JSON.stringify({ _id: 's-1', fullname: 'Amina Yusuf', name: 'Amina Yusuf', email: 'amina@example.org' }));
  });

  describe('checks in the browser, before sending', () => {
    // The file input's `accept` is a hint the browser's picker follows; a person can still drop any file.
    let user: User;
    beforeEach(() => {
      user = userEvent.setup({ applyAccept: false });
    });

    it('requires every field, says so beside each one and sends nothing', async () => {
      const { client, names } = createTestClient({ MyApplication: noApplication });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      await screen.findByLabelText('Full name');
      // They start as the signed-in seeker's own name and email.
      expect(screen.getByLabelText('Full name')).toHaveValue('Amina Yusuf');
      expect(screen.getByLabelText('Email')).toHaveValue('amina@example.org');
      await user.clear(screen.getByLabelText('Full name'));
      await user.clear(screen.getByLabelText('Email'));

      await user.click(submitButton());

      expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
      // Thirteen text fields and choices; travel type has its default (Hajj); the file has its own message.
      expect(screen.getAllByText('This field is required.')).toHaveLength(13);
      expect(screen.getByText('Please choose your ID or passport file.')).toBeInTheDocument();
      for (const label of ['Full name', 'Email', 'Phone', 'Address', 'City', 'Country', 'Family size', 'Monthly income', 'Reference name', 'Relationship to you']) {
        expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      }
      // Issue 28: the form still asks for the city and country (above), and says who reads the street address.
      expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(expect.stringContaining('Only our review team sees your street address; donors see your city and country.'));
      // Issue 28: what a person types runs in its own direction (a Latin address in the Arabic form stays whole).
      for (const label of ['Full name', 'Address', 'City', 'Country', 'Reference name']) {
        expect([label, screen.getByLabelText(label).getAttribute('dir')]).toEqual([label, 'auto']);
      }
      expect(screen.getByLabelText('Full name')).toHaveFocus();
      expect(screen.getByLabelText('Hajj')).toBeChecked();
      expect(names()).toEqual(['MyApplication']);
    });

    it.each([
      ['a text file', idFile('notes.txt', 'text/plain')],
      ['a program renamed .png', idFile('passport.png', 'application/x-msdownload')],
      ['an image whose name is not .jpg, .jpeg, .png or .pdf', idFile('passport.gif', 'image/gif')],
    ])('refuses %s as soon as it is chosen, and on submit', async (_label, file) => {
      const { client, names } = createTestClient({ MyApplication: noApplication });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      await screen.findByLabelText('Full name');

      await user.upload(screen.getByLabelText('ID or passport'), file);
      const message = 'This file type is not accepted. Please choose a JPG, PNG or PDF file.';
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText('ID or passport')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('ID or passport')).toHaveAccessibleDescription(expect.stringContaining(message));

      await fillForm(user, file);
      await user.click(submitButton());
      expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
      expect(screen.getByLabelText('ID or passport')).toHaveFocus();
      expect(names()).toEqual(['MyApplication']);
    });

    it('refuses a file over 5 MB, and accepts one of exactly 5 MB', async () => {
      const { client } = createTestClient({ MyApplication: noApplication });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      await screen.findByLabelText('Full name');
      const input = screen.getByLabelText('ID or passport');

      await user.upload(input, idFile('scan.pdf', 'application/pdf', 5 * 1024 * 1024 + 1));
      expect(screen.getByText('This file is larger than 5 MB. Please choose a smaller file.')).toBeInTheDocument();

      await user.upload(input, idFile('scan.pdf', 'application/pdf', 5 * 1024 * 1024));
      expect(screen.queryByText('This file is larger than 5 MB. Please choose a smaller file.')).not.toBeInTheDocument();
      expect(input).not.toHaveAttribute('aria-invalid');
    });

    it('says why an amount will not do', async () => {
      const { client } = createTestClient({ MyApplication: noApplication });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      const amount = await screen.findByLabelText('Requested amount (US dollars)');

      for (const [typed, message] of [
        ['about 3000', 'The amount must be a number.'],
        ['0', 'The amount must be greater than 0.'],
        ['2000000', 'The amount must be at most \u2068$1,000,000\u2069.'],
        ['12.345', 'The amount can have at most two decimals.'],
      ]) {
        await user.clear(amount);
        await user.type(amount, typed);
        await user.click(submitButton());
        expect(screen.getByText(message)).toBeInTheDocument();
      }
    });
  });

  describe('what the seeker typed', () => {
    it('survives a reload (not the file), for this seeker only, and goes when they sign out', async () => {
      const user = userEvent.setup();
      const first = renderAt('/seeker-form', <SeekerFormPage />, { client: createTestClient({ MyApplication: noApplication }).client });
      await screen.findByLabelText('Full name');
      await user.type(screen.getByLabelText('Phone'), '+92 300 1234567');
      await user.type(screen.getByLabelText('City'), 'Lahore');
      await user.upload(screen.getByLabelText('ID or passport'), idFile());
      // Written once typing pauses.
      await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
      first.unmount();

      const again = renderAt('/seeker-form', <SeekerFormPage />, { client: createTestClient({ MyApplication: noApplication }).client });
      expect(await screen.findByLabelText('Phone')).toHaveValue('+92 300 1234567');
      expect(screen.getByLabelText('City')).toHaveValue('Lahore');
      expect((screen.getByLabelText('ID or passport') as HTMLInputElement).files).toHaveLength(0);
      again.unmount();

      // Another seeker in this tab does not see them.
      localStorage.setItem('seekerData', JSON.stringify({ _id: 's-2', fullname: 'Bilal Ahmed', name: 'Bilal Ahmed', email: 'bilal@example.org' }));
      const other = renderAt('/seeker-form', <SeekerFormPage />, { client: createTestClient({ MyApplication: noApplication }).client });
      expect(await screen.findByLabelText('Phone')).toHaveValue('');
      other.unmount();

      const { signOut } = await import('../../../lib/auth/session');
      sessionStorage.setItem('donor:draft:other', 'kept');
      signOut('seeker');
      expect(sessionStorage.getItem('seeker:draft:application')).toBeNull();
      expect(sessionStorage.getItem('donor:draft:other')).toBe('kept');
    });
  });

  it('reads amounts as people type them', () => {
    expect(readAmount('4,500')).toEqual({ amount: 4500 });
    expect(readAmount('٤٥٠٠')).toEqual({ amount: 4500 });
    expect(readAmount('۱۲۰۰٫۵')).toEqual({ amount: 1200.5 });
    expect(readAmount(' ')).toEqual({ problem: 'required' });
  });

  describe('sending', () => {
    let user: User;
    beforeEach(() => {
      jest.useFakeTimers();
      user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('disables the form with a progress bar, thanks with the four next steps, and after 15 s shows the new status', async () => {
      const submitted = jest.fn<ReturnType<OperationHandler>, Parameters<OperationHandler>>(() => ({ data: { submitApplication: SUBMITTED } }));
      const { client, names, operations } = createTestClient({ MyApplication: noApplication, SubmitApplication: submitted }, { delayMs: 500 });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      await act(() => jest.advanceTimersByTimeAsync(500));
      const file = idFile();
      await fillForm(user, file);

      await user.click(submitButton());
      // The shared rules check the form asynchronously (react-hook-form's resolver) before it is sent.
      await act(() => jest.advanceTimersByTimeAsync(0));

      expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
      expect(screen.getByLabelText('Full name')).toBeDisabled();
      expect(screen.getByLabelText('ID or passport')).toBeDisabled();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemin', '0');
      const sent = operations.find((operation) => operation.name === 'SubmitApplication')!;
      expect(sent.variables).toEqual({
        input: {
          fullName: 'Amina Yusuf',
          email: 'amina@example.org',
          phone: '+44 20 7946 0000',
          address: '12 Mosque Lane, Leeds',
          city: 'Leeds',
          country: 'United Kingdom',
          travelType: 'UMRAH',
          familySize: 'FOUR',
          incomeBracket: 'UNDER_500',
          requestedAmount: 4500,
          hajjReason: 'To perform Umrah with my mother.',
          referenceName: 'Imam Yusuf',
          referencePhone: '+44 20 7946 0001',
          referenceRelation: 'Imam of my mosque',
        },
        idDocumentUploadId: 'upload-1',
      });
      // The document went first, resumably, reporting its progress.
      expect(sendResumable).toHaveBeenCalledWith(file, 'id-document', expect.any(Function));

      await act(() => jest.advanceTimersByTimeAsync(500));
      // Sent: what was typed is not kept any more.
      expect(sessionStorage.getItem('seeker:draft:application')).toBeNull();
      const thanks = screen.getByTestId('thank-you');
      expect(within(thanks).getByRole('heading', { name: 'Thank you! Your application has been submitted.' })).toHaveFocus();
      expect(within(thanks).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
        'An admin reviews your application',
        'Your documents are verified',
        'An admin contacts you',
        'Your case goes live',
      ]);
      expect(thanks).toHaveTextContent('Review takes 2-3 business days.');

      await act(() => jest.advanceTimersByTimeAsync(THANK_YOU_MS - 1000));
      expect(screen.getByTestId('thank-you')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(screen.queryByTestId('thank-you')).not.toBeInTheDocument();
      // The form started again, and the seeker now has a pending application: its status shows.
      expect(screen.getByTestId('application-status')).toHaveTextContent('Pending review');
      expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
      expect(names()).toEqual(['MyApplication', 'SubmitApplication']);
    });

    it('shows one generic error on failure, and the server note beside the field it names', async () => {
      const refused: OperationHandler = () => ({
        errors: [
          new GraphQLError('Phone must be a phone number (digits, spaces, +, - and brackets)', {
            extensions: { code: 'BAD_USER_INPUT', field: 'phone' },
          }),
        ],
      });
      const { client } = createTestClient({ MyApplication: noApplication, SubmitApplication: refused });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      await act(() => jest.advanceTimersByTimeAsync(20));
      await fillForm(user);

      await user.click(submitButton());
      // The shared rules check the form asynchronously (react-hook-form's resolver) before it is sent.
      await act(() => jest.advanceTimersByTimeAsync(0));
      await act(() => jest.advanceTimersByTimeAsync(20));

      expect(screen.getByRole('alert')).toHaveTextContent("We couldn't submit your application. Please try again.");
      expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone must be a phone number (digits, spaces, +, - and brackets)');
      // Nothing typed is lost, and the person can try again.
      expect(screen.getByLabelText('Full name')).toHaveValue('Amina Yusuf');
      expect(submitButton()).toBeEnabled();
    });

    it("translates the server's refusal of the file by its reason, and drops it once another file is chosen", async () => {
      const refused: OperationHandler = () => ({
        errors: [
          new GraphQLError('The ID document must be a JPG, PNG or PDF file', {
            extensions: { code: 'BAD_USER_INPUT', reason: 'ID_DOCUMENT_TYPE_REFUSED', field: 'idUpload' },
          }),
        ],
      });
      const { client } = createTestClient({ MyApplication: noApplication, SubmitApplication: refused });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      await act(() => jest.advanceTimersByTimeAsync(20));
      await fillForm(user, idFile('passport.png', 'image/png'));
      await user.click(submitButton());
      await act(() => jest.advanceTimersByTimeAsync(0));
      await act(() => jest.advanceTimersByTimeAsync(20));

      const input = screen.getByLabelText('ID or passport');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringMatching(/JPG, PNG or PDF/));

      await user.upload(input, idFile('passport.pdf', 'application/pdf'));
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input.getAttribute('aria-describedby') ?? '').not.toMatch(/-error/);
    });

    it('shows the generic error when the API cannot be reached', async () => {
      const { client } = createTestClient({ MyApplication: noApplication, SubmitApplication: () => new TypeError('Failed to fetch') });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      await act(() => jest.advanceTimersByTimeAsync(20));
      await fillForm(user);
      await user.click(submitButton());
      // The shared rules check the form asynchronously (react-hook-form's resolver) before it is sent.
      await act(() => jest.advanceTimersByTimeAsync(0));
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(screen.getByRole('alert')).toHaveTextContent("We couldn't submit your application. Please try again.");
    });
  });

  describe('with an application already', () => {
    it('shows a pending application instead of a blank form', async () => {
      const { client } = createTestClient({ MyApplication: () => ({ data: { myApplication: SUBMITTED } }) });
      renderAt('/seeker-form', <SeekerFormPage />, { client });

      const card = await screen.findByTestId('application-status');
      expect(within(card).getByRole('heading', { name: 'Your application' })).toBeInTheDocument();
      expect(card).toHaveTextContent('Pending review');
      expect(card).toHaveTextContent('Nov 22, 2026');
      expect(card).toHaveTextContent('Umrah');
      expect(card).toHaveTextContent('\u2068$4,500\u2069');
      expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
      expect(screen.queryByText(/Tell us about yourself/)).not.toBeInTheDocument();
    });

    it('shows an approved application', async () => {
      const { client } = createTestClient({ MyApplication: () => ({ data: { myApplication: { ...SUBMITTED, status: 'APPROVED' } } }) });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      expect(await screen.findByTestId('application-status')).toHaveTextContent('Your application was approved.');
      expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    });

    it('shows an approved application\'s progress: raised of the goal and by how many donors, without the form\'s invitation', async () => {
      const approved = { ...SUBMITTED, status: 'APPROVED', collectedAmount: 1250.5, donorCount: 3 };
      const { client } = createTestClient({ MyApplication: () => ({ data: { myApplication: approved } }) });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      const raised = await screen.findByTestId('application-raised');
      expect(raised).toHaveTextContent('\u2068$1,250.50\u2069 raised of \u2068$4,500\u2069, from 3 donors.');
      expect(within(raised).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '28');
      expect(screen.queryByText(/Tell us about yourself/)).not.toBeInTheDocument();
    });

    it('tells a rejected seeker why: the reason in their words and the reviewer\'s note as written', async () => {
      const rejected = { ...SUBMITTED, status: 'REJECTED', rejectionReason: 'ID_DOCUMENT_UNREADABLE', rejectionNote: 'Please send the whole photo page.' };
      const { client } = createTestClient({ MyApplication: () => ({ data: { myApplication: rejected } }) });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      const why = await screen.findByTestId('rejection-reason');
      expect(within(why).getByText('Why it was not approved').nextElementSibling).toHaveTextContent('The ID document could not be read, or it does not match the application.');
      const note = within(why).getByText('Please send the whole photo page.');
      expect(note).toHaveClass('text-latin');
    });

    it('says nothing of a reason when the reviewer gave none', async () => {
      const { client } = createTestClient({ MyApplication: () => ({ data: { myApplication: { ...SUBMITTED, status: 'REJECTED' } } }) });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      expect(await screen.findByTestId('application-status')).toHaveTextContent('Rejected');
      expect(screen.queryByTestId('rejection-reason')).not.toBeInTheDocument();
    });

    it('lets a seeker whose application was rejected apply again', async () => {
      const { client } = createTestClient({ MyApplication: () => ({ data: { myApplication: { ...SUBMITTED, status: 'REJECTED' } } }) });
      renderAt('/seeker-form', <SeekerFormPage />, { client });
      expect(await screen.findByTestId('application-status')).toHaveTextContent('Rejected');
      expect(screen.getByLabelText('Full name')).toHaveValue('Amina Yusuf');
      expect(screen.getByLabelText('Phone')).toHaveValue('');
      expect(submitButton()).toBeEnabled();
      expect(screen.getByText('All information will be verified. False information may cause rejection.')).toBeInTheDocument();
    });
  });
});
