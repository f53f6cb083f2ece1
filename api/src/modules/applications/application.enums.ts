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

registerEnumType(TravelType, { name: 'TravelType', description: 'The journey asked for.' });
registerEnumType(IncomeBracket, {
  name: 'IncomeBracket',
  description: 'Monthly household income in dollars: under 500, 500–1000, 1000–2000, 2000–3000, over 3000.',
});
registerEnumType(FamilySize, { name: 'FamilySize', description: 'People in the household: 1 to 5, or 6 and more.' });
registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'pending until an admin decides; approved requests are shown to donors.',
});
registerEnumType(ReviewDecision, { name: 'ReviewDecision', description: "An admin's decision on a pending application." });
