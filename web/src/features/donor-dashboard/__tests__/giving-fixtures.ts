import { GraphQLError } from 'graphql';
import type { ApolloClient, ApolloLink, FragmentType } from '@apollo/client';
import type {
  DonationHistoryQuery,
  DonationRow_DonationFragment,
  FundraisingCard_RequestFragment,
  TrackingUpdatesQuery,
} from '../../../graphql/generated/graphql';
import type { OperationHandler } from '../../../test/apollo-test-client';
import { FundraisingCardFragment } from '../components/fundraising-card';

/** What a person reads: the text without the invisible direction marks around "USD" and "US$". */
export function seen(element: Element | null): string {
  return (element?.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * What a person reads in a cell whose parts sit on their own lines or side by side (a label and a
 * detail, two buttons): each innermost part's text, joined with " · ".
 */
export function parts(element: Element): string {
  const leaves = Array.from(element.querySelectorAll('*')).filter((child) => child.children.length === 0);
  return (leaves.length ? leaves : [element]).map(seen).filter(Boolean).join(' · ');
}

/** An answer with one GraphQL error of the given code (and reason, with its values), as the API sends it. */
export function apiError(code: string, message = `refused: ${code}`, refusal: { reason?: string; values?: Record<string, unknown> } = {}): ApolloLink.Result {
  return { errors: [new GraphQLError(message, { extensions: { code, ...refusal } })] };
}

export type FundraisingRequest = FundraisingCard_RequestFragment & { __typename: 'FundraisingRequest' };

/**
 * A request as the card receives it from the dashboard's answer: in the cache, where the card reads
 * its fragment (Apollo's data masking), and a reference to it.
 */
export function inCache(client: ApolloClient, request: FundraisingRequest): FragmentType<typeof FundraisingCardFragment> {
  client.writeFragment({ fragment: FundraisingCardFragment, data: request });
  // At run time the object itself is the reference: useFragment identifies it by __typename and id.
  return request as unknown as FragmentType<typeof FundraisingCardFragment>;
}

export function fundraisingRequest(overrides: Partial<FundraisingRequest> = {}): FundraisingRequest {
  return {
    __typename: 'FundraisingRequest',
    id: '6a1f0c2e-0000-4b4b-9c9c-000000000001',
    fullName: 'Amina Yusuf',
    city: 'Leeds',
    country: 'United Kingdom',
    hajjReason: 'To perform Hajj with my mother.',
    travelType: 'HAJJ',
    requestedAmount: 4000,
    collectedAmount: 1000,
    heldAmount: 0,
    donorCount: 3,
    fullyFunded: false,
    zakatCategory: null,
    ...overrides,
  };
}

type Gift = NonNullable<DonationRow_DonationFragment['monthlyGift']> & { __typename: 'MonthlyGift' };
type Refund = DonationRow_DonationFragment['refunds'][number] & { __typename: 'DonationRefund' };
export type HistoryRow = Omit<DonationRow_DonationFragment, 'monthlyGift' | 'refunds'> & { __typename: 'Donation'; monthlyGift: Gift | null; refunds: Refund[] };

/** A refund of a row: carried out by the card provider unless told otherwise. */
export function rowRefund(id: string, amount: number, reason: Refund['reason'], status: Refund['status'] = 'SUCCEEDED'): Refund {
  return { __typename: 'DonationRefund', id, amount, reason, status };
}

/** A row of My Donations: a completed one-time gift unless told otherwise. */
export function historyRow(id: string, applicantName: string, amount: number, overrides: Partial<HistoryRow> = {}): HistoryRow {
  return {
    __typename: 'Donation',
    id,
    applicantName,
    createdAt: '2026-11-22T09:00:00.000Z',
    recurring: 'ONE_TIME',
    periodStart: null,
    amount,
    currency: 'usd',
    status: 'COMPLETED',
    disputeStatus: null,
    refunds: [],
    receiptNumber: `SBL-${id}`,
    testMode: false,
    zakat: false,
    monthlyGift: null,
    anonymous: false,
    supportMessageStatus: null,
    dedication: null,
    ...overrides,
  };
}

export function monthlyGift(id: string, status: Gift['status'] = 'ACTIVE'): Gift {
  return { __typename: 'MonthlyGift', id, status, cancelReason: null, testRenewalUrl: null };
}

export type GivingSummary = DonationHistoryQuery['myGivingSummary'] & { __typename: 'GivingSummary' };

export function givingSummary(totalDonated: number, completedCount: number, livesHelped: number, journeysFullyFunded = 0): GivingSummary {
  return { __typename: 'GivingSummary', id: 'giving-summary:d-1', totalDonated, completedCount, livesHelped, journeysFullyFunded };
}

/**
 * My Donations as the API pages it: `pages[0]` first, then the page after each cursor (the id of
 * the last row of the page before).
 */
export function historyAnswer(summary: GivingSummary, ...pages: HistoryRow[][]): OperationHandler {
  return (variables) => {
    const index = variables.after ? pages.findIndex((page) => page[page.length - 1]?.id === variables.after) + 1 : 0;
    const nodes = pages[index] ?? [];
    const hasNextPage = index < pages.length - 1;
    return {
      data: {
        myGivingSummary: summary,
        myDonationHistory: {
          __typename: 'DonationConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? nodes[nodes.length - 1]!.id : null, hasNextPage },
        },
      },
    };
  };
}

export type TrackingUpdate = TrackingUpdatesQuery['myTrackingUpdates']['nodes'][number] & { __typename: 'TrackingUpdate' };

export function trackingUpdate(id: string, applicantName: string, newStatus: TrackingUpdate['newStatus'], updateMessage: string, createdAt: string): TrackingUpdate {
  return { __typename: 'TrackingUpdate', id, donationId: `donation-of-${id}`, applicantName, newStatus, updateMessage, createdAt };
}

export function trackingAnswer(nodes: TrackingUpdate[], hasNextPage = false): ApolloLink.Result {
  return {
    data: {
      myTrackingUpdates: {
        __typename: 'TrackingUpdateConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? nodes[nodes.length - 1]!.id : null, hasNextPage },
      },
    },
  };
}

const SUMMARY = { __typename: 'FundraisingSummary' as const, id: 'fundraising-summary', openRequests: 1, stillNeeded: 4000, totalRaised: 1000 };

/** The donor dashboard's own query: its summary and the approved requests. */
export function dashboardAnswer(nodes: FundraisingRequest[] = [fundraisingRequest()]): OperationHandler {
  return () => ({
    data: {
      fundraisingSummary: SUMMARY,
      approvedApplications: { __typename: 'FundraisingRequestConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } },
    },
  });
}

/** A signed-in donor, as the login leaves them in storage. */
export function signInDonor() {
  localStorage.setItem('donorToken', 'donor-token');
  localStorage.setItem('donorData', JSON.stringify({ _id: 'd-1', fullname: 'Bilal Ahmed', name: 'Bilal Ahmed', email: 'bilal@example.org' }));
}
