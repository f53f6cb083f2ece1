// The applications module's public face: what other modules may import (lint forbids reaching past it).
export { FundingInvariantError, room, zakatUnpaid, type ApplicationFunding, type Funding } from './application-funding';
export { ZakatCategory } from './zakat.enums';
export type { ZakatService } from './zakat.service';
export { Application } from './application.entity';
export type { ApplicationsService } from './applications.service';
export { applicantNames, applicationsSubmitted, approvedApplications, fullyFundedCount, fundingTallies, journeyOf, journeyPlaces, liveHeldCents, openJourneys, type ApprovedApplication, type OpenJourney, type FundingTally, type JourneyPlace } from './application-reads';
