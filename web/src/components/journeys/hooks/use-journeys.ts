import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import { reportAuthFailure } from '../../../lib/auth/auth-failure';
import { getToken } from '../../../lib/auth/session';
import { OBJECT_URL_LIFETIME_MS } from '../../../lib/browser/object-url';
import { apiUrl } from '../../../lib/config/api-url';

export const JourneyFieldsFragment = graphql(`
  fragment JourneyFields_journey on Journey {
    id
    applicationId
    applicantName
    stage
    history {
      id
      fromStage
      toStage
      changedAt
      changedByName
      bookingReference
      operatorName
      visaIssuedOn
      departedOn
      returnedOn
      reason
      proofDocumentType
      proofDocumentUrl
    }
    thanks {
      id
      firstName
      message
      photoUrl
      status
      rejectReason
      createdAt
      decidedAt
    }
  }
`);

export const AdminJourneyQuery = graphql(`
  query AdminJourney($applicationId: ID!) {
    journey(applicationId: $applicationId) {
      ...JourneyFields_journey @unmask
    }
  }
`);

export const MyJourneyQuery = graphql(`
  query MyJourney {
    myJourney {
      ...JourneyFields_journey @unmask
    }
  }
`);

/** Where a donor's money in one journey went: their kept share and the payouts it funded, pro rata. */
export const JourneyShareFragment = graphql(`
  fragment JourneyShare_share on DonorJourneyShare {
    id
    keptCents
    journeyKeptCents
    paidOutShareCents
    payouts {
      at
      purpose
      operatorName
      amountCents
      shareCents
    }
  }
`);

export const MySupportedJourneysQuery = graphql(`
  query MySupportedJourneys {
    mySupportedJourneys {
      ...JourneyFields_journey @unmask
    }
    myJourneyShares {
      id
      ...JourneyShare_share
    }
  }
`);

export const MoveJourneyStageMutation = graphql(`
  mutation MoveJourneyStage($input: MoveJourneyStageInput!, $proof: Upload) {
    moveJourneyStage(input: $input, proof: $proof) {
      ...JourneyFields_journey @unmask
    }
  }
`);

/** An approved application's journey, as admins read it. */
export function useAdminJourney(applicationId: string) {
  return useQuery(AdminJourneyQuery, { variables: { applicationId }, context: { role: 'admin' }, fetchPolicy: 'cache-and-network' });
}

export function useMyJourney() {
  return useQuery(MyJourneyQuery, { context: { role: 'seeker' }, fetchPolicy: 'cache-and-network' });
}

export function useSupportedJourneys() {
  return useQuery(MySupportedJourneysQuery, { context: { role: 'donor' }, fetchPolicy: 'cache-and-network' });
}

/** Moves a journey; the journey comes back and the panel follows through the cache (keyed by applicationId). */
export function useMoveJourneyStage() {
  const [mutate, { loading }] = useMutation(MoveJourneyStageMutation, { context: { role: 'admin' } });
  return { move: mutate, moving: loading };
}

export const PostJourneyUpdateMutation = graphql(`
  mutation PostJourneyUpdate($input: PostJourneyUpdateInput!) {
    postJourneyUpdate(input: $input) {
      update {
        id
        applicationId
        newStatus
        updateMessage
        createdAt
      }
      donorsReached
    }
  }
`);

/** Posts one update to a journey; every donor with a gift it keeps reads it and is emailed it. */
export function usePostJourneyUpdate() {
  const [mutate, { loading }] = useMutation(PostJourneyUpdateMutation, { context: { role: 'admin' } });
  return { postUpdate: mutate, posting: loading };
}

export const PostJourneyThanksMutation = graphql(`
  mutation PostJourneyThanks($input: PostJourneyThanksInput!, $photo: Upload) {
    postJourneyThanks(input: $input, photo: $photo) {
      id
      status
    }
  }
`);

export const ModerateJourneyThanksMutation = graphql(`
  mutation ModerateJourneyThanks($input: ModerateJourneyThanksInput!) {
    moderateJourneyThanks(input: $input) {
      id
      status
      rejectReason
      decidedAt
    }
  }
`);

/** The seeker thanks their journey's donors; their journey is read again (it now carries the thank-you). */
export function usePostJourneyThanks() {
  const [mutate, { loading }] = useMutation(PostJourneyThanksMutation, { context: { role: 'seeker' }, refetchQueries: [{ query: MyJourneyQuery, context: { role: 'seeker' } }], awaitRefetchQueries: true });
  return { postThanks: mutate, posting: loading };
}

/** An admin publishes or rejects a thank-you; the journey's thank-you follows through the cache (keyed by id). */
export function useModerateJourneyThanks() {
  const [mutate, { loading }] = useMutation(ModerateJourneyThanksMutation, { context: { role: 'admin' } });
  return { moderate: mutate, moderating: loading };
}

type Role = 'admin' | 'seeker' | 'donor';

async function fetchPrivate(path: string, role: Role): Promise<Blob> {
  const response = await fetch(`${apiUrl()}${path}`, { headers: { Authorization: `Bearer ${getToken(role) ?? ''}` }, cache: 'no-store' });
  if (response.status === 401) reportAuthFailure(role);
  if (!response.ok) throw new Error(`The file request failed with ${response.status}`);
  return response.blob();
}

/** Opens a private file of a journey (a move's proof document) in a new tab, fetched with the reader's token. */
export function useOpenPrivateFile(role: Role) {
  return useCallback(
    async (path: string) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const url = URL.createObjectURL(await fetchPrivate(path, role));
        if (tab && !tab.closed) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    [role],
  );
}

/** A private picture (a thank-you's photo) as an object URL for an <img>, fetched with the reader's token; null until it came. */
export function usePrivateImage(path: string | null, role: Role): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return undefined;
    let made: string | null = null;
    let live = true;
    fetchPrivate(path, role)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path, role]);
  return path ? url : null;
}
