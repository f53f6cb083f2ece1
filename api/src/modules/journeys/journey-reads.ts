import type { EntityManager } from 'typeorm';
import type { ApprovedApplication } from '../applications';
import type { JourneyStage } from './journey.enums';
import { stageOf } from './journeys.service';

/*
 * The journeys module's read model for the other domains (the ledger): reads only.
 */

/** Each journey's stage (stored from booked on, else read from its money), by application id: one statement for any number. */
export async function journeyStages(manager: EntityManager, applications: ReadonlyArray<Pick<ApprovedApplication, 'id' | 'collectedCents' | 'requestedCents'>>): Promise<Map<string, JourneyStage>> {
  if (!applications.length) return new Map();
  const rows: Array<{ application_id: string; stage: JourneyStage }> = await manager.query(
    'SELECT application_id, stage FROM journey WHERE application_id = ANY($1::uuid[])',
    [applications.map((application) => application.id)],
  );
  const stored = new Map(rows.map((row) => [String(row.application_id), row.stage]));
  return new Map(applications.map((application) => [application.id, stageOf(application, stored.get(application.id))]));
}
