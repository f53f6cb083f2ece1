import { useLingui } from '@lingui/react/macro';
import type { StoryStatus } from '../../graphql/generated/graphql';

/** One message per story status (STYLE §11): its name, and what it means for the seeker who shared it. */
export function useStoryStatusLabels(): Record<StoryStatus, { label: string; description: string }> {
  const { t } = useLingui();
  return {
    PENDING: {
      label: t({ message: 'Waiting for review', context: 'story status' }),
      description: t`Our team will read it before it appears on the community page.`,
    },
    APPROVED: {
      label: t({ message: 'Published', context: 'story status' }),
      description: t`Everyone can read it on the community page.`,
    },
    REJECTED: {
      label: t({ message: 'Not published', context: 'story status' }),
      description: t`Our team decided not to publish it. Its picture or video is deleted after a while.`,
    },
    WITHDRAWN: {
      label: t({ message: 'Withdrawn', context: 'story status' }),
      description: t`It was published, and our team has since taken it down from the community page.`,
    },
  };
}
