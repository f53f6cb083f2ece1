import { defineErrors } from '../../errors/app-error';

export const TrackingErrors = defineErrors('tracking', {
  TRACKED_DONATION_NOT_FOUND: { code: 'NOT_FOUND', message: 'Donation not found' },
  DONATION_NOT_COMPLETED: { code: 'CONFLICT', message: 'Only donations whose money the journey keeps can receive progress updates.' },
  NOT_YOUR_UPDATES: { code: 'FORBIDDEN', message: 'You can only read the updates on your own donations.' },
});
