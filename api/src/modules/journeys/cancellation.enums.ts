import { registerEnumType } from 'type-graphql';

/** Where a cancelled journey's donor's choice stands (issue 30). */
export enum CancellationChoiceStatus {
  OPEN = 'open',
  REFUNDED = 'refunded',
  MOVED = 'moved',
}

/** What a donor (or the admins' default) answers. */
export enum CancellationAnswer {
  REFUND = 'refund',
  MOVE = 'move',
}

/** Who made the choice. */
export enum CancellationDecider {
  DONOR = 'donor',
  DEFAULT = 'default',
}

registerEnumType(CancellationChoiceStatus, {
  name: 'CancellationChoiceStatus',
  description: 'A cancelled journey’s donor’s choice: open (unanswered), refunded, or moved to another journey.',
  valuesConfig: {
    OPEN: { description: 'Not answered yet; the admins’ default applies at its deadline.' },
    REFUNDED: { description: 'Their part went back to their card (refunds carried out by the card provider).' },
    MOVED: { description: 'Their part moved to another open journey.' },
  },
});
registerEnumType(CancellationAnswer, {
  name: 'CancellationAnswer',
  description: 'Refund the part to the card, or move it to another open journey.',
  valuesConfig: {
    REFUND: { description: 'Back to the card, through the card provider (within its refund window).' },
    MOVE: { description: 'To another open journey (as the default: the open journey closest to its goal that it fits).' },
  },
});
registerEnumType(CancellationDecider, {
  name: 'CancellationDecider',
  description: 'The donor, or the admins’ default after 30 days without an answer.',
  valuesConfig: { DONOR: { description: 'The donor chose.' }, DEFAULT: { description: 'The admins’ default, applied after the deadline.' } },
});
