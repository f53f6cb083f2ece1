import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Disclosure } from '../../ui/disclosure';
import { JourneyPanel } from './journey-panel';

/**
 * An approved application's journey behind a disclosure on its card. The panel (its stage, history,
 * updates and payouts: three queries) is drawn only once an admin opens it, so a page of approved
 * cards asks for nothing more than the list; once opened it stays drawn, so closing and opening
 * again asks nothing more either.
 */
export function JourneyDisclosure({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <Disclosure summary={t`Journey, updates and payouts`} testId="journey-disclosure" onToggle={(open) => open && setOpened(true)}>
      {opened ? <JourneyPanel applicationId={applicationId} /> : null}
    </Disclosure>
  );
}
