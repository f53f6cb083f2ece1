import type { Request, Response } from 'express';
import type { Caller } from '../../auth/caller';
import { jsonBody } from '../../rest/rest-route';
import type { CancellationChoice } from './cancellation.types';
import type { CancellationsService } from './cancellations.service';

/** A choice as REST answers it (the GraphQL type's fields, cents only). */
export function choiceRecord(c: CancellationChoice) {
  return {
    id: c.id,
    applicationId: c.applicationId,
    firstName: c.firstName,
    keptCents: c.keptCents,
    refundableCents: c.refundableCents,
    unrecoverableCents: c.unrecoverableCents,
    refundPossible: c.refundPossible,
    deadlineAt: c.deadlineAt,
    defaultAnswer: c.defaultAnswer,
    status: c.status,
    decidedBy: c.decidedBy,
    decidedAt: c.decidedAt,
    appliedCents: c.appliedCents,
    targetApplicationId: c.targetApplicationId,
  };
}

type Services = { cancellations: CancellationsService };
type Handler = (req: Request, caller: Caller, res: Response, services: Services) => Promise<void>;

/** The cancelled journeys' paths' handlers (issue 30); cancellations.operations.ts declares who may call each and where. */
export const CANCELLATION_HANDLERS = {
  async mine(_req, { viewer }, res, { cancellations }) {
    res.json((await cancellations.mine(viewer!.id)).map(choiceRecord));
  },

  async answer(req, { viewer }, res, { cancellations }) {
    const body = jsonBody(req) as Record<string, unknown>;
    const choice = await cancellations.answer(viewer!, {
      choiceId: String(req.params.id),
      answer: typeof body.answer === 'string' ? body.answer : '',
      targetApplicationId: typeof body.targetApplicationId === 'string' ? body.targetApplicationId : null,
    });
    res.json(choiceRecord(choice));
  },
} satisfies Record<string, Handler>;
