import { GraphQLError } from 'graphql';
import type { OperationHandler } from '../apollo-test-client';

type Status = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ServerApplication {
  __typename: 'Application';
  id: string;
  fullName: string;
  email: string;
  phone: string;
  status: Status;
  submittedAt: string;
  familySize: string;
  requestedAmount: number;
  travelType: string;
  incomeBracket: string;
  address: string;
  hajjReason: string;
  referenceName: string;
  referencePhone: string;
  referenceRelation: string;
  idFileUrl: string;
  idDocumentDeletedAt: string | null;
  rejectionReason: string | null;
  rejectionNote: string | null;
  zakatCategory: string | null;
  zakatBasis: string | null;
}

export function application(id: string, fullName: string, status: Status, submittedAt: string): ServerApplication {
  return {
    __typename: 'Application',
    id,
    fullName,
    email: `${fullName.split(' ')[0]!.toLowerCase()}@example.org`,
    phone: '+44 20 7946 0000',
    status,
    submittedAt,
    familySize: 'FOUR',
    requestedAmount: 4500,
    travelType: 'HAJJ',
    incomeBracket: 'UNDER_500',
    address: '12 Mosque Lane, Leeds',
    hajjReason: 'To perform Hajj with my mother.',
    referenceName: 'Imam Yusuf',
    referencePhone: '+44 20 7946 0001',
    referenceRelation: 'Imam of my mosque',
    idFileUrl: `/application/file/${id}`,
    idDocumentDeletedAt: null,
    rejectionReason: null,
    rejectionNote: null,
    zakatCategory: null,
    zakatBasis: null,
  };
}

export type ServerDonationStatus = 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'DISPUTED' | 'FAILED';

export interface ServerRefund {
  __typename: 'DonationRefund';
  id: string;
  refundNumber: string;
  amount: number;
  reason: 'OVER_GOAL' | 'ADMIN' | 'PROVIDER' | 'DISPUTE_LOST' | 'CURRENCY';
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELED';
  note: string | null;
  createdAt: string;
}

export interface ServerDonation {
  __typename: 'Donation';
  id: string;
  applicantName: string;
  donorName: string;
  amount: number;
  currency: string;
  recurring: 'ONE_TIME' | 'MONTHLY';
  status: ServerDonationStatus;
  createdAt: string;
  exceededGoal: boolean;
  testMode: boolean;
  zakat: boolean;
  keptAmount: number;
  refundedAmount: number;
  chargedAmount: number | null;
  chargedCurrency: string | null;
  disputeStatus: 'OPEN' | 'WON' | 'LOST' | null;
  refunds: ServerRefund[];
  trackingStatus: 'PENDING' | 'ONGOING' | 'COMPLETED';
  trackingMessage: string | null;
  trackingUpdatedAt: string | null;
}

/** What a donation keeps: its amount less its refunds, nothing while disputed or when it never arrived. */
const keptOf = (row: Pick<ServerDonation, 'status' | 'amount' | 'refundedAmount'>) =>
  row.status === 'FAILED' || row.status === 'DISPUTED' ? 0 : Math.round((row.amount - row.refundedAmount) * 100) / 100;

export function donation(id: string, applicantName: string, donorName: string, amount: number, overrides: Partial<ServerDonation> = {}): ServerDonation {
  const row: ServerDonation = {
    __typename: 'Donation',
    id,
    applicantName,
    donorName,
    amount,
    currency: 'usd',
    recurring: 'ONE_TIME',
    status: 'COMPLETED',
    createdAt: '2026-11-22T09:00:00.000Z',
    exceededGoal: false,
    testMode: true,
    zakat: false,
    keptAmount: 0,
    refundedAmount: 0,
    chargedAmount: null,
    chargedCurrency: null,
    disputeStatus: null,
    refunds: [],
    trackingStatus: 'PENDING',
    trackingMessage: null,
    trackingUpdatedAt: null,
    ...overrides,
  };
  return overrides.keptAmount === undefined ? { ...row, keptAmount: keptOf(row) } : row;
}

export function refund(id: string, amount: number, overrides: Partial<ServerRefund> = {}): ServerRefund {
  return { __typename: 'DonationRefund', id, refundNumber: 'SBL-R-2026-000001', amount, reason: 'ADMIN', status: 'SUCCEEDED', note: null, createdAt: '2026-11-23T09:00:00.000Z', ...overrides };
}

/** The payments the card provider has yet to settle (all zero: healthy). */
export function paymentsWaiting(overrides: { checkouts?: number; refundsPending?: number; refundsFailed?: number; oldestSince?: string | null } = {}) {
  return { __typename: 'PaymentsWaiting' as const, id: 'payments-waiting', checkouts: 0, refundsPending: 0, refundsFailed: 0, oldestSince: null, ...overrides };
}

/**
 * A tiny stand-in for the API: applications by status, counts computed from them, and review
 * that changes a pending one (CONFLICT otherwise), as the real resolvers do; donations with their
 * totals, and progress updates on completed ones.
 */
/** A story as the fake API holds it (the fields PendingStoryCard reads). */
export interface ServerStory {
  __typename: 'Story';
  id: string;
  title: string;
  description: string;
  location: string | null;
  createdAt: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'WITHDRAWN';
  media: { __typename: 'StoryMedia'; url: string; type: string; kind: 'IMAGE' | 'VIDEO'; size: number } | null;
}

export function story(id: string, title: string, media: ServerStory['media'] = null, status: ServerStory['status'] = 'PENDING'): ServerStory {
  return { __typename: 'Story', id, title, description: `${title}: how it went.`, location: null, createdAt: '2026-11-22T09:00:00.000Z', status, media };
}

export function fakeApplicationsApi(initial: ServerApplication[], initialDonations: ServerDonation[] = [], initialStories: ServerStory[] = []) {
  const rows = initial.map((row) => ({ ...row }));
  const stories = initialStories.map((row) => ({ ...row }));
  const storyCount = (status: ServerStory['status']) => stories.filter((row) => row.status === status).length;
  const storyCounts = () => ({
    __typename: 'StoryCounts' as const,
    id: 'story-counts',
    pending: storyCount('PENDING'),
    approved: storyCount('APPROVED'),
    rejected: storyCount('REJECTED'),
    withdrawn: storyCount('WITHDRAWN'),
  });
  const donations = initialDonations.map((row) => ({ ...row, refunds: [...row.refunds] }));
  let waiting = paymentsWaiting();
  const donationStats = () => {
    const keeping = donations.filter((row) => row.keptAmount > 0);
    const total = donations.reduce((sum, row) => sum + row.keptAmount, 0);
    return {
      __typename: 'DonationStats' as const,
      id: 'donation-stats',
      donationCount: donations.length,
      completedCount: keeping.length,
      totalAmount: total,
      amountThisMonth: total,
      completedThisWeek: keeping.length,
      heldAmount: 0,
    };
  };
  /** A journey as a refund answers it: what its donations keep, and from how many donors. */
  const journey = (applicantName: string) => {
    const keeping = donations.filter((row) => row.applicantName === applicantName && row.keptAmount > 0);
    return {
      __typename: 'Application' as const,
      id: rows.find((row) => row.fullName === applicantName)?.id ?? `application-of-${applicantName}`,
      collectedAmount: keeping.reduce((sum, row) => sum + row.keptAmount, 0),
      donorCount: new Set(keeping.map((row) => row.donorName)).size,
    };
  };
  const counts = () => ({
    __typename: 'ApplicationCounts' as const,
    id: 'application-counts',
    pending: rows.filter((row) => row.status === 'PENDING').length,
    approved: rows.filter((row) => row.status === 'APPROVED').length,
    rejected: rows.filter((row) => row.status === 'REJECTED').length,
    submittedThisWeek: rows.length,
    approvedThisMonth: rows.filter((row) => row.status === 'APPROVED').length,
  });

  /** Pages of 20, newest first; the cursor is the last id of the page before. */
  const AdminDashboard: OperationHandler = (variables) => {
    const matching = rows.filter((row) => row.status === variables.status);
    const start = variables.after ? matching.findIndex((row) => row.id === variables.after) + 1 : 0;
    const page = matching.slice(start, start + 20);
    const hasNextPage = start + 20 < matching.length;
    return {
      data: {
        applicationCounts: counts(),
        donationStats: donationStats(),
        storyCounts: storyCounts(),
        applications: {
          __typename: 'ApplicationConnection',
          nodes: page.map((row) => ({ ...row })),
          pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? page[page.length - 1]!.id : null, hasNextPage },
        },
      },
    };
  };

  /** The applications panel's own query: the same pages (issue 29). */
  const AdminApplications: OperationHandler = (variables) => {
    const { data } = AdminDashboard(variables) as { data: { applications: unknown } };
    return { data: { applications: data.applications } };
  };

  const ReviewApplication: OperationHandler = (variables) => {
    const row = rows.find((candidate) => candidate.id === variables.id);
    if (!row) return { errors: [new GraphQLError('Application not found', { extensions: { code: 'NOT_FOUND' } })] };
    if (row.status !== 'PENDING') {
      const message = `This application is already ${row.status.toLowerCase()}; only pending applications can be approved or rejected.`;
      return { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT', reason: 'APPLICATION_ALREADY_REVIEWED', values: { status: row.status.toLowerCase() } } })] };
    }
    row.status = variables.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    row.rejectionReason = (variables.reason as string | null | undefined) ?? null;
    row.rejectionNote = (variables.note as string | null | undefined) ?? null;
    return {
      data: {
        reviewApplication: {
          __typename: 'ReviewApplicationPayload',
          application: { ...row, reviewedAt: '2026-11-22T12:00:00.000Z' },
          counts: counts(),
        },
      },
    };
  };

  const AdminDonations: OperationHandler = (variables) => ({
    data: {
      paymentsWaiting: { ...waiting },
      donations: {
        __typename: 'DonationConnection',
        nodes: donations.filter((row) => !variables.status || row.status === variables.status).map((row) => ({ ...row, refunds: row.refunds.map((each) => ({ ...each })) })),
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  });

  const PostTrackingUpdate: OperationHandler = (variables) => {
    const input = variables.input as { donationId: string; newStatus: ServerDonation['trackingStatus']; updateMessage: string };
    const row = donations.find((candidate) => candidate.id === input.donationId);
    if (!row) return { errors: [new GraphQLError('Donation not found', { extensions: { code: 'NOT_FOUND' } })] };
    row.trackingStatus = input.newStatus;
    row.trackingMessage = input.updateMessage;
    row.trackingUpdatedAt = '2026-11-23T12:00:00.000Z';
    return {
      data: {
        postTrackingUpdate: {
          __typename: 'PostTrackingUpdatePayload',
          update: { __typename: 'TrackingUpdate', id: `update-${row.id}` },
          donation: { __typename: 'Donation', id: row.id, trackingStatus: row.trackingStatus, trackingMessage: row.trackingMessage, trackingUpdatedAt: row.trackingUpdatedAt },
        },
      },
    };
  };

  /** As the API does: the rules on what is left (CONFLICT or BAD_USER_INPUT), then the refund, pending at the provider. */
  const RefundDonation: OperationHandler = (variables) => {
    const input = variables.input as { donationId: string; amount?: number | null; note: string };
    const row = donations.find((candidate) => candidate.id === input.donationId);
    if (!row) return { errors: [new GraphQLError('Donation not found', { extensions: { code: 'NOT_FOUND', reason: 'DONATION_NOT_FOUND' } })] };
    if (row.status === 'DISPUTED') {
      const message = "This donation is disputed at the donor's bank; it cannot be refunded until the dispute closes.";
      return { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT', reason: 'DONATION_UNDER_DISPUTE' } })] };
    }
    const refundableCents = row.status === 'FAILED' ? 0 : Math.round(row.amount * 100) - Math.round(row.refundedAmount * 100);
    if (refundableCents <= 0) return { errors: [new GraphQLError('Nothing of this donation is left to refund.', { extensions: { code: 'CONFLICT', reason: 'NOTHING_TO_REFUND' } })] };
    const cents = input.amount == null ? refundableCents : Math.round(input.amount * 100);
    if (cents > refundableCents) {
      const refundable = String(refundableCents / 100);
      return {
        errors: [
          new GraphQLError(`At most $${refundable} of this donation can be refunded.`, {
            extensions: { code: 'BAD_USER_INPUT', reason: 'REFUND_OVER_REFUNDABLE', field: 'amount', values: { refundable } },
          }),
        ],
      };
    }
    row.refunds.push(
      refund(`refund-${row.id}-${row.refunds.length + 1}`, cents / 100, {
        refundNumber: `SBL-R-2026-00010${row.refunds.length + 1}`,
        status: 'PENDING',
        note: input.note.trim(),
        createdAt: '2026-11-24T12:00:00.000Z',
      }),
    );
    row.refundedAmount = (Math.round(row.refundedAmount * 100) + cents) / 100;
    row.status = cents === refundableCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    row.keptAmount = keptOf(row);
    return {
      data: {
        refundDonation: {
          __typename: 'DonationRefundResult',
          donation: { ...row, refunds: row.refunds.map((each) => ({ ...each })) },
          application: journey(row.applicantName),
          stats: donationStats(),
        },
      },
    };
  };

  const PendingStories: OperationHandler = () => ({
    data: {
      pendingStories: {
        __typename: 'StoryConnection',
        nodes: stories.filter((row) => row.status === 'PENDING').map((row) => ({ ...row })),
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  });

  const ModerateStory: OperationHandler = (variables) => {
    const row = stories.find((candidate) => candidate.id === variables.id);
    if (!row) return { errors: [new GraphQLError('Story not found', { extensions: { code: 'NOT_FOUND', reason: 'STORY_NOT_FOUND' } })] };
    if (row.status !== 'PENDING') {
      const message = `This story is already ${row.status.toLowerCase()}; only pending stories can be approved or rejected.`;
      return { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT', reason: 'STORY_ALREADY_MODERATED', values: { status: row.status.toLowerCase() } } })] };
    }
    row.status = variables.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    return {
      data: {
        moderateStory: {
          __typename: 'ModerateStoryPayload',
          story: { __typename: 'Story', id: row.id, status: row.status, media: row.media ? { __typename: 'StoryMedia', url: `/stories/file/${row.id}` } : null },
          counts: storyCounts(),
        },
      },
    };
  };

  // Published stories, newest first as the API lists them (the fixture's order stands for that).
  const PublishedStories: OperationHandler = () => ({
    data: {
      approvedStories: {
        __typename: 'StoryConnection',
        nodes: stories.filter((row) => row.status === 'APPROVED').map((row) => ({ ...row, media: row.media && { ...row.media, url: `/stories/file/${row.id}` } })),
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  });

  const WithdrawStory: OperationHandler = (variables) => {
    const row = stories.find((candidate) => candidate.id === variables.id);
    if (!row) return { errors: [new GraphQLError('Story not found', { extensions: { code: 'NOT_FOUND', reason: 'STORY_NOT_FOUND' } })] };
    if (row.status !== 'APPROVED') {
      const status = row.status.toLowerCase();
      const message = `This story is ${status}; only published stories can be withdrawn.`;
      return { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT', reason: 'STORY_NOT_PUBLISHED', values: { status } } })] };
    }
    row.status = 'WITHDRAWN';
    return {
      data: { withdrawStory: { __typename: 'ModerateStoryPayload', story: { __typename: 'Story', id: row.id, status: row.status, media: null }, counts: storyCounts() } },
    };
  };

  /** Someone else decides, behind this browser's back. */
  const decideElsewhere = (id: string, status: Status) => {
    rows.find((row) => row.id === id)!.status = status;
  };

  const moderateElsewhere = (id: string, status: ServerStory['status']) => {
    stories.find((row) => row.id === id)!.status = status;
  };

  /** The card provider's side changes, behind this browser's back. */
  const setPaymentsWaiting = (next: ReturnType<typeof paymentsWaiting>) => {
    waiting = next;
  };

  return {
    handlers: { AdminDashboard, AdminApplications, ReviewApplication, AdminDonations, PostTrackingUpdate, RefundDonation, PendingStories, ModerateStory, PublishedStories, WithdrawStory },
    decideElsewhere,
    moderateElsewhere,
    setPaymentsWaiting,
    donations,
  };
}

export const AMINA = application('9d7e6b1a-1111-4a4a-8b8b-000000000001', 'Amina Yusuf', 'PENDING', '2026-11-22T10:00:00.000Z');
export const OMAR = application('9d7e6b1a-2222-4a4a-8b8b-000000000002', 'Omar Farouk', 'PENDING', '2026-11-21T10:00:00.000Z');
export const BILAL = application('9d7e6b1a-3333-4a4a-8b8b-000000000003', 'Bilal Ahmed', 'APPROVED', '2026-11-20T10:00:00.000Z');
