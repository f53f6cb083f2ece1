import { registerEnumType } from 'type-graphql';

/** Values are the SPEC's own strings, which the REST shim and the database use as they are. */
export enum TravelType {
  HAJJ = 'Hajj',
  UMRAH = 'Umrah',
}

export enum IncomeBracket {
  UNDER_500 = 'under-500',
  FROM_500_TO_1000 = '500-1000',
  FROM_1000_TO_2000 = '1000-2000',
  FROM_2000_TO_3000 = '2000-3000',
  OVER_3000 = 'over-3000',
}

export enum FamilySize {
  ONE = '1',
  TWO = '2',
  THREE = '3',
  FOUR = '4',
  FIVE = '5',
  SIX_OR_MORE = '6+',
}

export enum ApplicationStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

export enum ReviewDecision {
  APPROVE = 'approved',
  REJECT = 'rejected',
}

/** Why an application was refused (contracts' REJECTION_REASONS): the seeker reads it translated. */
export enum RejectionReason {
  ID_DOCUMENT_UNREADABLE = 'id-document-unreadable',
  DETAILS_INCOMPLETE = 'details-incomplete',
  NOT_ELIGIBLE = 'not-eligible',
  DUPLICATE = 'duplicate',
  OTHER = 'other',
}

registerEnumType(TravelType, {
  name: 'TravelType',
  description: 'The journey asked for.',
  valuesConfig: { HAJJ: { description: 'Hajj, the pilgrimage of the month of Dhu al-Hijjah.' }, UMRAH: { description: 'Umrah, the pilgrimage made at any time of the year.' } },
});
registerEnumType(IncomeBracket, {
  name: 'IncomeBracket',
  description: 'Monthly household income in dollars: under 500, 500–1000, 1000–2000, 2000–3000, over 3000.',
  valuesConfig: {
    UNDER_500: { description: 'Under 500 dollars a month (REST: `under-500`).' },
    FROM_500_TO_1000: { description: '500 to 1000 dollars a month (REST: `500-1000`).' },
    FROM_1000_TO_2000: { description: '1000 to 2000 dollars a month (REST: `1000-2000`).' },
    FROM_2000_TO_3000: { description: '2000 to 3000 dollars a month (REST: `2000-3000`).' },
    OVER_3000: { description: 'Over 3000 dollars a month (REST: `over-3000`).' },
  },
});
registerEnumType(FamilySize, {
  name: 'FamilySize',
  description: 'People in the household: 1 to 5, or 6 and more.',
  valuesConfig: {
    ONE: { description: 'One person (REST: `1`).' },
    TWO: { description: 'Two people (REST: `2`).' },
    THREE: { description: 'Three people (REST: `3`).' },
    FOUR: { description: 'Four people (REST: `4`).' },
    FIVE: { description: 'Five people (REST: `5`).' },
    SIX_OR_MORE: { description: 'Six people or more (REST: `6+`).' },
  },
});
registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'pending until an admin decides; approved requests are shown to donors.',
  valuesConfig: {
    PENDING: { description: 'Submitted, waiting for an admin’s review.' },
    APPROVED: { description: 'Approved by an admin: shown to donors and open for donations until funded.' },
    REJECTED: { description: 'Rejected by an admin; the seeker may apply again.' },
  },
});
registerEnumType(ReviewDecision, {
  name: 'ReviewDecision',
  description: "An admin's decision on a pending application.",
  valuesConfig: { APPROVE: { description: 'Approve it: donors see it and may give.' }, REJECT: { description: 'Reject it: it is never shown to donors.' } },
});
registerEnumType(RejectionReason, {
  name: 'RejectionReason',
  description: 'Why an application was rejected; the seeker reads it in their own language.',
  valuesConfig: {
    ID_DOCUMENT_UNREADABLE: { description: 'The ID document could not be read or does not match the application (REST: `id-document-unreadable`).' },
    DETAILS_INCOMPLETE: { description: 'Details were missing or could not be confirmed, e.g. the reference (REST: `details-incomplete`).' },
    NOT_ELIGIBLE: { description: 'The application does not meet the criteria for support (REST: `not-eligible`).' },
    DUPLICATE: { description: 'The seeker already has an application (REST: `duplicate`).' },
    OTHER: { description: 'Another reason, which the note may say (REST: `other`).' },
  },
});
