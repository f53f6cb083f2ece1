import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { JourneyPanel } from '../components/journey-panel';

const APPLICATION_ID = '11111111-1111-4111-8111-111111111111';

function journey(stage: string, history: Record<string, unknown>[] = []) {
  return { __typename: 'Journey', id: APPLICATION_ID, applicationId: APPLICATION_ID, applicantName: 'Amina Yusuf', stage, history, thanks: null };
}

const BOOKED_CHANGE = {
  __typename: 'JourneyStageChange',
  id: 'c-1',
  fromStage: 'FUNDED',
  toStage: 'BOOKED',
  changedAt: '2026-11-29T08:00:00.000Z',
  changedByName: 'Khadija Admin',
  bookingReference: 'BK-2207',
  operatorName: 'Al Noor Travel',
  visaIssuedOn: null,
  departedOn: null,
  returnedOn: null,
  reason: null,
  proofDocumentType: null,
  proofDocumentUrl: null,
};

const refusal = (code: string, reason: string, extra: Record<string, unknown> = {}) => () => ({
  errors: [new GraphQLError('English from the API (never shown).', { extensions: { code, reason, ...extra } })],
});

function renderPanel(
  stage: string,
  move: (variables: Record<string, unknown>) => unknown,
  postUpdate: (variables: Record<string, unknown>) => unknown = () => ({ data: null }),
  read: Record<string, unknown> = journey(stage),
  moderate: (variables: Record<string, unknown>) => unknown = () => ({ data: null }),
) {
  const test = createTestClient({
    AdminJourney: () => ({ data: { journey: read } }),
    ModerateJourneyThanks: moderate as never,
    MoveJourneyStage: move as never,
    PostJourneyUpdate: postUpdate as never,
    // The panel's Payouts section (payouts-section.test.tsx tests it): a journey with none.
    JourneyPayouts: () => ({
      data: { journeyPayouts: { __typename: 'JourneyPayouts', id: APPLICATION_ID, applicationId: APPLICATION_ID, keptCents: 0, paidCents: 0, approvedCents: 0, proposedCents: 0, availableCents: 0, payouts: [] } },
    }),
    PayoutOperators: () => ({ data: { operators: [] } }),
  });
  renderAt('/admin/dashboard', <JourneyPanel applicationId={APPLICATION_ID} />, { client: test.client });
  return test;
}

const panel = () => screen.getByTestId('journey-panel');

describe('the admins’ Journey panel', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
  });

  it('shows the stage, moves a funded journey to booked with its proof, and shows the new stage and history', async () => {
    const user = userEvent.setup();
    const test = renderPanel('FUNDED', () => ({ data: { moveJourneyStage: journey('BOOKED', [BOOKED_CHANGE]) } }));
    expect(await within(panel()).findByTestId('journey-stage')).toHaveTextContent('Funded');
    expect(within(panel()).getByRole('combobox', { name: 'New stage' })).toHaveValue('BOOKED');
    await user.type(within(panel()).getByRole('textbox', { name: 'Booking reference' }), 'BK-2207');
    await user.type(within(panel()).getByRole('textbox', { name: 'Operator' }), 'Al Noor Travel');
    await user.click(within(panel()).getByRole('button', { name: 'Move to Booked' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent('The journey is now: Booked.');
    expect(within(panel()).getByTestId('journey-stage')).toHaveTextContent('Booked');
    expect(within(panel()).getByTestId('journey-history')).toHaveTextContent('BK-2207');
    const sent = test.operations.find((operation) => operation.name === 'MoveJourneyStage')!;
    expect(sent.variables.input).toEqual({ applicationId: APPLICATION_ID, fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: 'BK-2207', operatorName: 'Al Noor Travel' });
  });

  it('offers, from travelled, completed or cancelled', async () => {
    renderPanel('TRAVELLED', () => ({ data: null }));
    const select = await within(panel()).findByRole('combobox', { name: 'New stage' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Completed', 'Cancelled']);
  });

  it.each([
    ['JOURNEY_PROOF_REQUIRED beside the field', refusal('BAD_USER_INPUT', 'JOURNEY_PROOF_REQUIRED', { field: 'bookingReference', values: { to: 'booked' } }), 'Booking reference is required for this step.'],
    ['JOURNEY_PROOF_TOO_LONG beside the field', refusal('BAD_USER_INPUT', 'JOURNEY_PROOF_TOO_LONG', { field: 'bookingReference', values: { maximum: 80 } }), 'Booking reference must be at most 80 characters'],
  ])('says %s', async (_label, move, sentence) => {
    const user = userEvent.setup();
    renderPanel('FUNDED', move);
    await user.click(await within(panel()).findByRole('button', { name: 'Move to Booked' }));
    const field = within(panel()).getByRole('textbox', { name: 'Booking reference' });
    expect(await within(panel()).findByText(sentence)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['JOURNEY_STAGE_CHANGED', refusal('CONFLICT', 'JOURNEY_STAGE_CHANGED', { values: { stage: 'booked' } }), 'Someone else moved this journey meanwhile. Look at its stage again before moving it.'],
    ['JOURNEY_STAGE_ORDER', refusal('CONFLICT', 'JOURNEY_STAGE_ORDER', { values: { from: 'funded', to: 'travelled' } }), 'This journey cannot move to that stage from where it is now.'],
    ['JOURNEY_NOT_FUNDED', refusal('CONFLICT', 'JOURNEY_NOT_FUNDED'), 'This journey has not reached its goal yet: it can be booked once it is funded.'],
    ['JOURNEY_NOT_FOUND', refusal('NOT_FOUND', 'JOURNEY_NOT_FOUND'), 'This journey was not found: only approved applications are journeys.'],
    ['JOURNEY_PAYOUTS_UNSETTLED', refusal('CONFLICT', 'JOURNEY_PAYOUTS_UNSETTLED', { values: { count: 2 } }), 'This journey has 2 payouts proposed or approved and not paid: mark each paid or cancel it before cancelling the journey.'],
  ])('says %s as an alert', async (_reason, move, sentence) => {
    const user = userEvent.setup();
    renderPanel('FUNDED', move);
    await user.type(await within(panel()).findByRole('textbox', { name: 'Booking reference' }), 'BK-1');
    await user.type(within(panel()).getByRole('textbox', { name: 'Operator' }), 'Op');
    await user.click(within(panel()).getByRole('button', { name: 'Move to Booked' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(sentence);
  });

  it('says the dates refusals beside the date fields', async () => {
    const user = userEvent.setup();
    renderPanel('VISA_ISSUED', refusal('BAD_USER_INPUT', 'JOURNEY_RETURN_BEFORE_DEPARTURE', { field: 'returnedOn' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Move to Travelled' }));
    expect(await within(panel()).findByText('The return date cannot be before the departure date.')).toBeInTheDocument();
  });

  it('says JOURNEY_DATE_INVALID beside the field', async () => {
    const user = userEvent.setup();
    renderPanel('BOOKED', refusal('BAD_USER_INPUT', 'JOURNEY_DATE_INVALID', { field: 'visaIssuedOn' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Move to Visa issued' }));
    expect(await within(panel()).findByText('Visa issue date must be a date.')).toBeInTheDocument();
  });

  describe('Post an update to all donors', () => {
    const posted = (donorsReached: number) => () => ({
      data: {
        postJourneyUpdate: {
          __typename: 'PostJourneyUpdatePayload',
          donorsReached,
          update: { __typename: 'JourneyUpdate', id: 'u-1', applicationId: APPLICATION_ID, newStatus: 'ONGOING', updateMessage: 'The visa was issued.', createdAt: '2026-11-29T09:00:00.000Z' },
        },
      },
    });
    const form = () => within(panel()).getByTestId('journey-update-form');

    it('sends the status and message for the journey and says how many donors it reached', async () => {
      const user = userEvent.setup();
      const test = renderPanel('FUNDED', () => ({ data: null }), posted(3));
      await within(panel()).findByTestId('journey-stage');
      expect(within(form()).getByRole('heading', { name: 'Post an update to all donors' })).toBeInTheDocument();
      await user.selectOptions(within(form()).getByRole('combobox', { name: 'Status' }), 'ONGOING');
      await user.type(within(form()).getByRole('textbox', { name: 'Message to the donors' }), 'The visa was issued.');
      await user.click(within(form()).getByRole('button', { name: 'Send to all donors' }));
      expect(await within(form()).findByRole('status')).toHaveTextContent('The update is posted to 3 donors.');
      const sent = test.operations.find((operation) => operation.name === 'PostJourneyUpdate')!;
      expect(sent.variables.input).toEqual({ applicationId: APPLICATION_ID, newStatus: 'ONGOING', updateMessage: 'The visa was issued.' });
      expect(within(form()).getByRole('textbox', { name: 'Message to the donors' })).toHaveValue('');
    });

    it('says when the journey has no donors yet', async () => {
      const user = userEvent.setup();
      renderPanel('FUNDRAISING', () => ({ data: null }), posted(0));
      await within(panel()).findByTestId('journey-stage');
      await user.selectOptions(within(form()).getByRole('combobox', { name: 'Status' }), 'PENDING');
      await user.type(within(form()).getByRole('textbox', { name: 'Message to the donors' }), 'Soon.');
      await user.click(within(form()).getByRole('button', { name: 'Send to all donors' }));
      expect(await within(form()).findByRole('status')).toHaveTextContent('This journey has no donors yet');
    });

    it('refuses an empty message and no status before sending, beside the fields', async () => {
      const user = userEvent.setup();
      const test = renderPanel('FUNDED', () => ({ data: null }), posted(1));
      await within(panel()).findByTestId('journey-stage');
      await user.click(within(form()).getByRole('button', { name: 'Send to all donors' }));
      expect(await within(form()).findByText('Message to the donors is required')).toBeInTheDocument();
      expect(within(form()).getByRole('textbox', { name: 'Message to the donors' })).toHaveAttribute('aria-invalid', 'true');
      expect(test.operations.some((operation) => operation.name === 'PostJourneyUpdate')).toBe(false);
    });

    it('says JOURNEY_NOT_FOUND as an alert', async () => {
      const user = userEvent.setup();
      renderPanel('FUNDED', () => ({ data: null }), refusal('NOT_FOUND', 'JOURNEY_NOT_FOUND'));
      await within(panel()).findByTestId('journey-stage');
      await user.selectOptions(within(form()).getByRole('combobox', { name: 'Status' }), 'ONGOING');
      await user.type(within(form()).getByRole('textbox', { name: 'Message to the donors' }), 'x');
      await user.click(within(form()).getByRole('button', { name: 'Send to all donors' }));
      expect(await within(form()).findByRole('alert')).toHaveTextContent('This journey was not found: only approved applications are journeys.');
    });
  });

  describe("a stage move's proof and the pilgrim's thank-you", () => {
    const THANKS = {
      __typename: 'JourneyThanks',
      id: 't-1',
      firstName: 'Amina',
      message: 'Thank you all.',
      photoUrl: null,
      status: 'PENDING',
      rejectReason: null,
      createdAt: '2026-11-29T09:00:00.000Z',
      decidedAt: null,
    };
    const withProof = { ...BOOKED_CHANGE, proofDocumentType: 'application/pdf', proofDocumentUrl: `/journeys/${APPLICATION_ID}/proofs/c-1` };

    it('says "Proof attached" with a download, and sends the chosen document with the move', async () => {
      const user = userEvent.setup();
      const test = renderPanel('FUNDED', () => ({ data: { moveJourneyStage: journey('BOOKED', [withProof]) } }));
      await within(panel()).findByTestId('journey-stage');
      await user.type(within(panel()).getByRole('textbox', { name: 'Booking reference' }), 'BK-2207');
      await user.type(within(panel()).getByRole('textbox', { name: 'Operator' }), 'Al Noor Travel');
      await user.upload(within(panel()).getByLabelText('Proof document'), new File(['%PDF-1.4'], 'booking.pdf', { type: 'application/pdf' }));
      await user.click(within(panel()).getByRole('button', { name: 'Move to Booked' }));
      expect(await within(panel()).findByTestId('journey-proof')).toHaveTextContent('Proof attached');
      expect(within(panel()).getByRole('button', { name: 'Download the proof' })).toBeVisible();
      const sent = test.operations.find((operation) => operation.name === 'MoveJourneyStage')!;
      expect((sent.variables.proof as File).name).toBe('booking.pdf');
    });

    it('refuses a proof of the wrong type before sending, beside the field', async () => {
      const user = userEvent.setup({ applyAccept: false });
      renderPanel('FUNDED', () => ({ data: null }));
      await within(panel()).findByTestId('journey-stage');
      await user.upload(within(panel()).getByLabelText('Proof document'), new File(['MZ'], 'booking.exe', { type: 'application/x-msdownload' }));
      expect(await within(panel()).findByText('The proof document must be a JPG, PNG or PDF file.')).toBeVisible();
    });

    it('publishes a pending thank-you, and asks for a reason to reject one', async () => {
      const user = userEvent.setup();
      const test = renderPanel('TRAVELLED', () => ({ data: null }), undefined, { ...journey('TRAVELLED'), thanks: THANKS }, (variables) => {
        const input = (variables as { input: { publish: boolean } }).input;
        if (!input.publish) return refusal('BAD_USER_INPUT', 'JOURNEY_THANKS_REASON_REQUIRED', { field: 'reason' })();
        return { data: { moderateJourneyThanks: { __typename: 'JourneyThanks', id: 't-1', status: 'PUBLISHED', rejectReason: null, decidedAt: '2026-11-29T10:00:00.000Z' } } };
      });
      const moderation = await within(panel()).findByTestId('journey-thanks-moderation');
      expect(moderation).toHaveTextContent('A thank-you from Amina');
      expect(moderation).toHaveTextContent('Thank you all.');
      await user.click(within(moderation).getByRole('button', { name: 'Reject' }));
      expect(await within(moderation).findByText('Give a reason to reject the thank-you.')).toBeVisible();
      await user.click(within(moderation).getByRole('button', { name: 'Publish to the donors' }));
      expect(await within(moderation).findByTestId('journey-thanks-status')).toHaveTextContent('Published to the donors.');
      expect(test.operations.filter((operation) => operation.name === 'ModerateJourneyThanks').map((operation) => operation.variables.input)).toEqual([
        { thanksId: 't-1', publish: false, reason: '' },
        { thanksId: 't-1', publish: true, reason: null },
      ]);
    });
  });
});
