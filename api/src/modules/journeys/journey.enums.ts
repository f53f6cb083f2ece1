import { registerEnumType } from 'type-graphql';

/**
 * Where an approved application's journey stands (issue 30). FUNDRAISING and FUNDED are read from
 * the money (collected against the goal), never stored; the later stages are stored by admins.
 */
export enum JourneyStage {
  FUNDRAISING = 'fundraising',
  FUNDED = 'funded',
  BOOKED = 'booked',
  VISA_ISSUED = 'visa_issued',
  TRAVELLED = 'travelled',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}

registerEnumType(JourneyStage, {
  name: 'JourneyStage',
  description: 'Where a journey stands: fundraising → funded → booked → visa issued → travelled → completed, or cancelled.',
  valuesConfig: {
    FUNDRAISING: { description: 'Approved and open for donations: what it keeps is below its goal (it comes back here if a refund takes it below).' },
    FUNDED: { description: 'What it keeps reached its goal; an admin may book it.' },
    BOOKED: { description: 'An admin booked it with an operator (booking reference and operator name).' },
    VISA_ISSUED: { description: 'The visa was issued (on the date given).' },
    TRAVELLED: { description: 'The pilgrim travelled (departure date, and return date when known).' },
    COMPLETED: { description: 'The journey is over. Final.' },
    CANCELLED: { description: 'It cannot happen (the reason is kept for admins and the seeker). Final.' },
  },
});
