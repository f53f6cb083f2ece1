import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Tone } from '../../components/ui/badge';
import type { JourneyStage } from '../../graphql/generated/graphql';

/** Each stage's name, in the reader's language (its own context: in Arabic a journey, رحلة, is feminine). */
export const JOURNEY_STAGE_LABELS: Record<JourneyStage, MessageDescriptor> = {
  FUNDRAISING: msg({ message: 'Fundraising', context: 'journey stage' }),
  FUNDED: msg({ message: 'Funded', context: 'journey stage' }),
  BOOKED: msg({ message: 'Booked', context: 'journey stage' }),
  VISA_ISSUED: msg({ message: 'Visa issued', context: 'journey stage' }),
  TRAVELLED: msg({ message: 'Travelled', context: 'journey stage' }),
  COMPLETED: msg({ message: 'Completed', context: 'journey stage' }),
  CANCELLED: msg({ message: 'Cancelled', context: 'journey stage' }),
};

/** Each stage's colour (the words say the stage; the colour repeats it). */
export const JOURNEY_STAGE_TONES: Record<JourneyStage, Tone> = {
  FUNDRAISING: 'info',
  FUNDED: 'success',
  BOOKED: 'success',
  VISA_ISSUED: 'success',
  TRAVELLED: 'success',
  COMPLETED: 'success',
  CANCELLED: 'danger',
};

/** The road a journey walks, in order; cancelled stands apart. */
export const JOURNEY_ROAD: readonly JourneyStage[] = ['FUNDRAISING', 'FUNDED', 'BOOKED', 'VISA_ISSUED', 'TRAVELLED', 'COMPLETED'];

/** Where an admin may take a journey from `stage`: the next step (from funded on), and cancelling before completed. */
export function movesFrom(stage: JourneyStage): JourneyStage[] {
  const next: Partial<Record<JourneyStage, JourneyStage>> = { FUNDED: 'BOOKED', BOOKED: 'VISA_ISSUED', VISA_ISSUED: 'TRAVELLED', TRAVELLED: 'COMPLETED' };
  const moves: JourneyStage[] = next[stage] ? [next[stage]!] : [];
  if (stage !== 'COMPLETED' && stage !== 'CANCELLED') moves.push('CANCELLED');
  return moves;
}
