import type { Request, Response } from 'express';
import type { Caller } from '../../auth/caller';
import { jsonBody } from '../../rest/rest-route';
import type { ZakatService } from './zakat.service';

type Handler = (req: Request, caller: Caller, res: Response, services: { zakat: ZakatService }) => Promise<void>;

/** Zakat's paths' handlers (issue 31); zakat.operations.ts declares who may call each and where. */
export const ZAKAT_HANDLERS = {
  async mark(req, { viewer }, res, { zakat }) {
    res.json(await zakat.mark(viewer!, String(req.params.id), jsonBody(req) as Record<string, unknown>));
  },
  async unmark(req, { viewer }, res, { zakat }) {
    res.json(await zakat.unmark(viewer!, String(req.params.id)));
  },
  async settings(_req, _caller, res, { zakat }) {
    res.json(await zakat.settings());
  },
  async setNisab(req, { viewer }, res, { zakat }) {
    res.json(await zakat.setNisab(viewer!, jsonBody(req) as Record<string, unknown>));
  },
} satisfies Record<string, Handler>;
