import { GraphQLError } from 'graphql';
import type { OperationHandler } from '../../../test/apollo-test-client';

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
  };
}

/**
 * A tiny stand-in for the API: applications by status, counts computed from them, and review
 * that changes a pending one (CONFLICT otherwise), as the real resolvers do.
 */
export function fakeApplicationsApi(initial: ServerApplication[]) {
  const rows = initial.map((row) => ({ ...row }));
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
        applications: {
          __typename: 'ApplicationConnection',
          nodes: page.map((row) => ({ ...row })),
          pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? page[page.length - 1]!.id : null, hasNextPage },
        },
      },
    };
  };

  const ReviewApplication: OperationHandler = (variables) => {
    const row = rows.find((candidate) => candidate.id === variables.id);
    if (!row) return { errors: [new GraphQLError('Application not found', { extensions: { code: 'NOT_FOUND' } })] };
    if (row.status !== 'PENDING') {
      const message = `This application is already ${row.status.toLowerCase()}; only pending applications can be approved or rejected.`;
      return { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] };
    }
    row.status = variables.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
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

  /** Someone else decides, behind this browser's back. */
  const decideElsewhere = (id: string, status: Status) => {
    rows.find((row) => row.id === id)!.status = status;
  };

  return { handlers: { AdminDashboard, ReviewApplication }, decideElsewhere };
}

export const AMINA = application('9d7e6b1a-1111-4a4a-8b8b-000000000001', 'Amina Yusuf', 'PENDING', '2026-11-22T10:00:00.000Z');
export const OMAR = application('9d7e6b1a-2222-4a4a-8b8b-000000000002', 'Omar Farouk', 'PENDING', '2026-11-21T10:00:00.000Z');
export const BILAL = application('9d7e6b1a-3333-4a4a-8b8b-000000000003', 'Bilal Ahmed', 'APPROVED', '2026-11-20T10:00:00.000Z');
