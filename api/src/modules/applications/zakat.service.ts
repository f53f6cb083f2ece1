import { NISAB_LABELS, nisabSchema, toCents, ZAKAT_ELIGIBILITY_LABELS, ZAKAT_RATE, zakatEligibilitySchema } from '@sabil/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { inMoneyTransaction } from '../../db/money-transaction';
import { AppError } from '../../errors/app-error';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import { assertId } from '../../validation/ids';
import { parseInput } from '../../validation/parse-input';
import type { AuditService } from '../audit';
import { type ApplicationFunding, zakatUnpaid } from './application-funding';
import { ApplicationErrors } from './applications.errors';
import type { ZakatCategory } from './zakat.enums';
import { ZakatEligibility, ZakatSettings } from './zakat.types';

const dollarText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Zakat eligibility of journeys and the calculator's nisab (issue 31). Marking and unmarking take
 * the journey's money lock (ApplicationFunding.lock), as every path that moves money does: an
 * unmark cannot slip between a zakat checkout's hold and its payment, or a payout's approval.
 */
export class ZakatService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly funding: ApplicationFunding,
    private readonly audit: AuditService,
    private readonly lists: SharedListsChanges,
  ) {}

  /** Marks (or re-marks) an approved journey zakat-eligible with its category and basis. Audited. */
  async mark(viewer: Viewer, applicationId: string, input: Record<string, unknown>): Promise<ZakatEligibility> {
    assertId(applicationId, ApplicationErrors.APPLICATION_NOT_FOUND);
    const { category, basis } = parseInput(zakatEligibilitySchema, input, ZAKAT_ELIGIBILITY_LABELS);
    const result = await inMoneyTransaction(this.dataSource, async (manager) => {
      const funding = await this.funding.lock(manager, applicationId);
      if (!funding) throw new AppError(ApplicationErrors.APPLICATION_NOT_FOUND);
      if (funding.status !== 'approved') throw new AppError(ApplicationErrors.ZAKAT_JOURNEY_NOT_APPROVED, { values: { status: funding.status } });
      const before = await this.read(manager, applicationId);
      await manager.query('UPDATE application SET zakat_category = $2, zakat_basis = $3, zakat_marked_at = now() WHERE id = $1', [applicationId, category, basis]);
      const after = await this.read(manager, applicationId);
      await this.audit.record(manager, {
        actorId: viewer.id, actorRole: viewer.role, action: 'journey.zakat_mark', subjectType: 'application', subjectId: applicationId,
        fromState: before.category ?? 'not_eligible', toState: category, before: { category: before.category, basis: before.basis }, after: { category, basis },
      });
      await this.lists.announce(manager);
      return after;
    });
    this.lists.committed();
    return result;
  }

  /** Unmarks a journey: refused (409 ZAKAT_STILL_HELD) while it holds zakat not yet paid out. Audited. */
  async unmark(viewer: Viewer, applicationId: string): Promise<ZakatEligibility> {
    assertId(applicationId, ApplicationErrors.APPLICATION_NOT_FOUND);
    const result = await inMoneyTransaction(this.dataSource, async (manager) => {
      const funding = await this.funding.lock(manager, applicationId);
      if (!funding) throw new AppError(ApplicationErrors.APPLICATION_NOT_FOUND);
      if (!funding.zakatCategory) throw new AppError(ApplicationErrors.ZAKAT_NOT_MARKED);
      const unpaid = zakatUnpaid(funding);
      if (unpaid > 0) throw new AppError(ApplicationErrors.ZAKAT_STILL_HELD, { values: { held: dollarText(unpaid) } });
      const before = await this.read(manager, applicationId);
      await manager.query('UPDATE application SET zakat_category = NULL, zakat_basis = NULL, zakat_marked_at = NULL WHERE id = $1', [applicationId]);
      await this.audit.record(manager, {
        actorId: viewer.id, actorRole: viewer.role, action: 'journey.zakat_unmark', subjectType: 'application', subjectId: applicationId,
        fromState: before.category, toState: 'not_eligible', before: { category: before.category, basis: before.basis }, after: null,
      });
      await this.lists.announce(manager);
      return this.read(manager, applicationId);
    });
    this.lists.committed();
    return result;
  }

  /** A journey's eligibility (admins' views). */
  async of(applicationId: string): Promise<ZakatEligibility> {
    assertId(applicationId, ApplicationErrors.APPLICATION_NOT_FOUND);
    const [row] = await this.dataSource.query('SELECT 1 FROM application WHERE id = $1', [applicationId]);
    if (!row) throw new AppError(ApplicationErrors.APPLICATION_NOT_FOUND);
    return this.read(this.dataSource.manager, applicationId);
  }

  /** The nisab and the day it was set: anyone may read it. */
  async settings(): Promise<ZakatSettings> {
    const [row] = await this.dataSource.query(`SELECT nisab_cents, to_char(nisab_set_on, 'YYYY-MM-DD') AS set_on FROM zakat_setting WHERE id`);
    return Object.assign(new ZakatSettings(), { nisab: Number(row.nisab_cents) / 100, nisabSetOn: String(row.set_on), rate: ZAKAT_RATE });
  }

  /** Admins set the nisab in dollars and the day it was set. Audited. */
  async setNisab(viewer: Viewer, input: Record<string, unknown>): Promise<ZakatSettings> {
    const { nisab, setOn } = parseInput(nisabSchema, input, NISAB_LABELS);
    await this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query(`SELECT nisab_cents, to_char(nisab_set_on, 'YYYY-MM-DD') AS set_on FROM zakat_setting WHERE id FOR UPDATE`);
      await manager.query('UPDATE zakat_setting SET nisab_cents = $1, nisab_set_on = $2, updated_by = $3, updated_at = now() WHERE id', [toCents(nisab), setOn, viewer.id]);
      await this.audit.record(manager, {
        actorId: viewer.id, actorRole: viewer.role, action: 'zakat.nisab_set', subjectType: 'zakat_setting', subjectId: null,
        before: { nisabCents: Number(before.nisab_cents), setOn: before.set_on }, after: { nisabCents: toCents(nisab), setOn },
      });
    });
    return this.settings();
  }

  private async read(manager: EntityManager | DataSource, applicationId: string): Promise<ZakatEligibility> {
    const [row] = await manager.query('SELECT zakat_category, zakat_basis, zakat_marked_at FROM application WHERE id = $1', [applicationId]);
    return Object.assign(new ZakatEligibility(), {
      category: (row?.zakat_category ?? null) as ZakatCategory | null,
      basis: row?.zakat_basis ?? null,
      markedAt: row?.zakat_marked_at ? new Date(row.zakat_marked_at) : null,
    });
  }
}
