import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { Caller } from '../../auth/caller';
import type { JourneyThanksService } from './journey-thanks.service';
import type { JourneysService } from './journeys.service';

type Services = { journeys: JourneysService; journeyThanks: JourneyThanksService };
type Handler = (req: Request, caller: Caller, res: Response, services: Services) => Promise<void>;

/** A private file's bytes: never cached, never guessed at, never run by the browser. */
async function sendPrivateFile(res: Response, file: { stream: Readable; type: string; size: number }): Promise<void> {
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', 'inline');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; object-src 'self'; sandbox");
  await pipeline(file.stream, res).catch(() => res.destroy());
}

/** The journeys paths' handlers (issue 30); journeys.operations.ts declares who may call each and where. */
export const JOURNEY_HANDLERS = {
  async proof(req, { viewer }, res, { journeys }) {
    await sendPrivateFile(res, await journeys.proofDocument(viewer!, String(req.params.applicationId), String(req.params.changeId)));
  },

  async thanksPhoto(req, { viewer }, res, { journeyThanks }) {
    await sendPrivateFile(res, await journeyThanks.photo(viewer!, String(req.params.applicationId)));
  },
} satisfies Record<string, Handler>;
