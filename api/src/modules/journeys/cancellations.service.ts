import type { DataSource, EntityManager } from 'typeorm';
import { UUID_PATTERN } from '@sabil/contracts';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import { accountNames } from '../accounts';
import { applicantNames, openJourneys, room } from '../applications';
import type { AuditService } from '../audit';
import { mailJourney, PROVIDER_REFUND_WINDOW_DAYS, recoverable, type CancelledJourneyMoney, type KeptShare } from '../donations';
import type { MailEvents } from '../mail';
import { CancellationAnswer, CancellationChoiceStatus, CancellationDecider } from './cancellation.enums';
import { CancellationChoice, CancellationSettings, MoveTarget } from './cancellation.types';
import { JourneyErrors } from './journeys.errors';

/** Days a donor has to answer before the admins' default applies. */
export const CHOICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

interface ChoiceRow {
  id: string;
  application_id: string;
  donor_id: string;
  kept_cents: number;
  refundable_cents: number;
  opened_at: Date;
  deadline_at: Date;
  status: CancellationChoiceStatus;
  decided_by: CancellationDecider | null;
  target_application_id: string | null;
  applied_cents: number | null;
  decided_at: Date | null;
}

const CHOICE_COLUMNS = 'id, application_id, donor_id, kept_cents, refundable_cents, opened_at, deadline_at, status, decided_by, target_application_id, applied_cents, decided_at';

/**
 * Each donor's part of what a cancelled journey still holds (`pool`: kept − paid out − approved),
 * pro rata to what they keep in it, rounded down to the cent; the cents left over by the rounding go
 * one each to the largest remainders (then by donor id), so the parts add up to the pool exactly.
 */
export function proRata(shares: readonly KeptShare[], pool: number): number[] {
  const total = shares.reduce((sum, share) => sum + share.keptCents, 0);
  const whole = BigInt(Math.max(0, Math.min(pool, total)));
  if (total <= 0 || whole === 0n) return shares.map(() => 0);
  const big = BigInt(total);
  const parts = shares.map((share) => (BigInt(share.keptCents) * whole) / big);
  const remainders = shares.map((share, index) => ({ index, remainder: (BigInt(share.keptCents) * whole) % big, donorId: share.donorId }));
  let left = Number(whole - parts.reduce((sum, part) => sum + part, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? (a.donorId < b.donorId ? -1 : 1) : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    parts[index] = parts[index]! + 1n;
    left -= 1;
  }
  return parts.map(Number);
}

function firstName(fullName: string | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

/**
 * Issue 30, cancelled journeys: when an admin cancels a journey (JourneysService.move, in its
 * transaction) each donor who keeps money in it gets one choice — their part of what it still
 * holds back to their card (through the provider, within its refund window) or moved to another
 * open journey, never beyond that journey's goal; what was paid out is shown as not recoverable.
 * Every answer is applied under the journeys' locks (the application rows, in id order) and the
 * choice's own row, so a choice is made once whatever races it; unanswered after CHOICE_DAYS the
 * admins' default applies (CancellationSweep).
 */
export class CancellationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly money: CancelledJourneyMoney,
    private readonly audit: AuditService,
    private readonly mail: MailEvents,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  now(): Date {
    return this.clock();
  }

  /**
   * In the transaction that cancels the journey, under its lock: it takes no more money, its
   * monthly gifts end, and each donor keeping money in it gets a choice and an email.
   */
  async open(manager: EntityManager, viewer: Viewer, applicationId: string): Promise<void> {
    const { funding, shares } = await this.money.close(manager, applicationId);
    const pool = Math.max(0, funding.collectedCents - funding.committedCents);
    const parts = proRata(shares, pool);
    const openedAt = this.clock();
    const deadlineAt = new Date(openedAt.getTime() + CHOICE_DAYS * DAY_MS);
    const fallback = await this.defaultAnswer(manager);
    const journey = await mailJourney(manager, applicationId);
    for (const [index, share] of shares.entries()) {
      const [row] = await manager.query(
        `INSERT INTO cancellation_choice (application_id, donor_id, kept_cents, refundable_cents, opened_at, deadline_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (application_id, donor_id) DO NOTHING RETURNING id`,
        [applicationId, share.donorId, share.keptCents, parts[index], openedAt, deadlineAt],
      );
      if (!row) continue;
      await this.mail.enqueue(manager, {
        to: { accountId: share.donorId },
        template: 'journey_cancelled',
        data: {
          choiceId: row.id, refundableCents: parts[index]!, unrecoverableCents: share.keptCents - parts[index]!, currency: 'usd',
          deadlineAt: deadlineAt.toISOString(), fallback, journey,
        },
        dedupeKey: `journey_cancelled:${row.id}`,
      });
    }
    await this.audit.record(manager, {
      actorId: viewer.id, actorRole: viewer.role, action: 'journey.cancellation_choices_opened', subjectType: 'application', subjectId: applicationId,
      after: { donors: shares.length, keptCents: funding.collectedCents, committedCents: funding.committedCents, refundableCents: pool },
    });
  }

  /** After the cancelling transaction committed: the closer and the mail worker have work. */
  opened(): void {
    this.money.closed();
    this.mail.committed();
  }

  /** The donor answers their choice (REFUND or MOVE). Refused when it is not theirs, already made, or cannot be done. */
  async answer(viewer: Viewer, input: { choiceId: string; answer: string; targetApplicationId?: string | null }): Promise<CancellationChoice> {
    if (typeof input.choiceId !== 'string' || !UUID_PATTERN.test(input.choiceId)) throw new AppError(JourneyErrors.CANCELLATION_CHOICE_NOT_FOUND);
    const answer = input.answer as CancellationAnswer;
    if (answer !== CancellationAnswer.REFUND && answer !== CancellationAnswer.MOVE) throw new AppError(JourneyErrors.CANCELLATION_ANSWER_INVALID, { field: 'answer' });
    const target = answer === CancellationAnswer.MOVE ? input.targetApplicationId : null;
    if (answer === CancellationAnswer.MOVE && (typeof target !== 'string' || !UUID_PATTERN.test(target))) {
      throw new AppError(JourneyErrors.CANCELLATION_ANSWER_INVALID, { field: 'targetApplicationId' });
    }
    const [ref] = await this.dataSource.query('SELECT id, application_id, donor_id FROM cancellation_choice WHERE id = $1', [input.choiceId]);
    if (!ref) throw new AppError(JourneyErrors.CANCELLATION_CHOICE_NOT_FOUND);
    if (ref.donor_id !== viewer.id) throw new AppError(JourneyErrors.CANCELLATION_CHOICE_NOT_YOURS);
    await this.apply(ref, answer, target ?? null, CancellationDecider.DONOR, { id: viewer.id, role: 'donor' });
    return (await this.read(this.dataSource.manager, { ids: [ref.id] }, 'donor'))[0]!;
  }

  /**
   * Applies one answer in one money transaction: the journeys locked (in id order), then the
   * choice's row; refused (and nothing written) when the choice is no longer open, the refund is
   * past the provider's window, or the target journey is not open or has not the room. `dueBy`:
   * the sweep's — applied only if the deadline has passed by then. Whether it was applied.
   */
  private async apply(
    ref: { id: string; application_id: string; donor_id: string },
    answer: CancellationAnswer,
    targetId: string | null,
    decider: CancellationDecider,
    actor: { id: string | null; role: 'donor' | 'system' },
    dueBy?: Date,
  ): Promise<boolean> {
    const now = this.clock();
    return this.money.transaction(async (money) => {
      const locked = await money.lock([ref.application_id, ...(targetId ? [targetId] : [])]);
      const [choice]: ChoiceRow[] = await money.manager.query(`SELECT ${CHOICE_COLUMNS} FROM cancellation_choice WHERE id = $1 FOR UPDATE`, [ref.id]);
      if (choice!.status !== CancellationChoiceStatus.OPEN) {
        if (dueBy) return false;
        throw new AppError(JourneyErrors.CANCELLATION_ANSWERED, { values: { status: choice!.status } });
      }
      if (dueBy && new Date(choice!.deadline_at) > dueBy) return false;
      const from = locked.get(ref.application_id)!;
      const gifts = await money.gifts(ref.application_id, ref.donor_id, now);
      // Its part, less what the journey or the donor no longer hold (a dispute, an admin's refund
      // meanwhile), zakat and sadaqah each within what the journey has not paid out of it (issue 31).
      const free = recoverable(from, gifts);
      const amount = Math.max(0, Math.min(choice!.refundable_cents, free.zakatCents + free.sadaqahCents));
      if (answer === CancellationAnswer.REFUND) {
        const refundable = recoverable(from, gifts, true);
        if (amount > refundable.zakatCents + refundable.sadaqahCents) throw new AppError(JourneyErrors.CANCELLATION_REFUND_WINDOW_PASSED, { values: { days: PROVIDER_REFUND_WINDOW_DAYS } });
        if (amount > 0) await money.refund(from, gifts, amount, actor);
      } else {
        const to = targetId ? locked.get(targetId) : undefined;
        if (!to || targetId === ref.application_id || !(await this.isOpen(money.manager, to))) throw new AppError(JourneyErrors.CANCELLATION_TARGET_NOT_OPEN, { field: 'targetApplicationId' });
        // Sadaqah moves first; any zakat in the part moves only to a zakat-eligible journey (issue 31).
        if (amount > free.sadaqahCents && !to.zakatCategory) throw new AppError(JourneyErrors.CANCELLATION_TARGET_NOT_ZAKAT_ELIGIBLE, { field: 'targetApplicationId' });
        if (amount > room(to)) {
          throw new AppError(JourneyErrors.CANCELLATION_TARGET_OVER_GOAL, { field: 'targetApplicationId', values: { room: dollars(room(to)), amount: dollars(amount) } });
        }
        if (amount > 0) await money.move(from, to, gifts, amount, actor);
      }
      const status = answer === CancellationAnswer.REFUND ? CancellationChoiceStatus.REFUNDED : CancellationChoiceStatus.MOVED;
      await money.manager.query(
        `UPDATE cancellation_choice SET status = $2, decided_by = $3, decided_at = $4, applied_cents = $5, target_application_id = $6 WHERE id = $1`,
        [ref.id, status, decider, now, amount, answer === CancellationAnswer.MOVE ? targetId : null],
      );
      await this.audit.record(money.manager, {
        actorId: actor.id, actorRole: actor.role, action: 'journey.cancellation_choice', subjectType: 'application', subjectId: ref.application_id,
        fromState: CancellationChoiceStatus.OPEN, toState: status,
        after: { choiceId: ref.id, donorId: ref.donor_id, decidedBy: decider, appliedCents: amount, targetApplicationId: answer === CancellationAnswer.MOVE ? targetId : null },
      });
      return true;
    });
  }

  /** Open for money: approved, not cancelled, below its goal, and at no stage an admin stored (fundraising). */
  private async isOpen(manager: EntityManager, funding: { applicationId: string; status: string; closed: boolean; collectedCents: number; requestedCents: number }): Promise<boolean> {
    if (funding.status !== 'approved' || funding.closed || funding.collectedCents >= funding.requestedCents) return false;
    const [stored] = await manager.query('SELECT 1 FROM journey WHERE application_id = $1', [funding.applicationId]);
    return !stored;
  }

  /**
   * Applies the admins' default to choices unanswered past their deadline (`now`). REFUND: back to
   * the card, or — past the provider's window — moved where most needed. MOVE: to the open journey
   * closest to its goal that the part fits in, or refunded when none fits. A choice answered
   * meanwhile is left as answered. Returns how many were applied.
   */
  async applyDefaults(now: Date = this.clock(), batch = 100): Promise<number> {
    const due: Array<{ id: string; application_id: string; donor_id: string; refundable_cents: number }> = await this.dataSource.query(
      `SELECT id, application_id, donor_id, refundable_cents FROM cancellation_choice WHERE status = 'open' AND deadline_at <= $1 ORDER BY deadline_at, id LIMIT ${batch}`,
      [now],
    );
    if (!due.length) return 0;
    const fallback = await this.defaultAnswer(this.dataSource.manager);
    let applied = 0;
    for (const choice of due) {
      const order = fallback === CancellationAnswer.MOVE ? [CancellationAnswer.MOVE, CancellationAnswer.REFUND] : [CancellationAnswer.REFUND, CancellationAnswer.MOVE];
      for (const answer of order) {
        if (await this.tryDefault(choice, answer, now)) {
          applied += 1;
          break;
        }
      }
    }
    return applied;
  }

  /** One default answer; false when it cannot be done (past the window, no journey fits) or the choice was made meanwhile. */
  private async tryDefault(choice: { id: string; application_id: string; donor_id: string; refundable_cents: number }, answer: CancellationAnswer, now: Date): Promise<boolean> {
    const system = { id: null, role: 'system' as const };
    const targets = answer === CancellationAnswer.MOVE ? (await this.moveTargets(choice.application_id)).filter((target) => target.roomCents >= choice.refundable_cents) : [null];
    for (const target of targets) {
      try {
        return await this.apply(choice, answer, target?.applicationId ?? null, CancellationDecider.DEFAULT, system, now);
      } catch (error) {
        const reason = error instanceof AppError ? error.reason : undefined;
        // Filled or closed meanwhile: the next journey closest to its goal; past the window: the other answer.
        if (
          reason === JourneyErrors.CANCELLATION_TARGET_OVER_GOAL.reason ||
          reason === JourneyErrors.CANCELLATION_TARGET_NOT_OPEN.reason ||
          reason === JourneyErrors.CANCELLATION_TARGET_NOT_ZAKAT_ELIGIBLE.reason
        ) {
          continue;
        }
        if (reason === JourneyErrors.CANCELLATION_REFUND_WINDOW_PASSED.reason) return false;
        throw error;
      }
    }
    return false;
  }

  /** The journeys a gift may move to, closest to its goal first (not `exceptId`, none an admin moved on from fundraising). */
  async moveTargets(exceptId: string | null): Promise<MoveTarget[]> {
    const manager = this.dataSource.manager;
    const open = await openJourneys(manager, exceptId ? [exceptId] : []);
    if (!open.length) return [];
    const staged: Array<{ application_id: string }> = await manager.query('SELECT application_id FROM journey WHERE application_id = ANY($1::uuid[])', [open.map((j) => j.applicationId)]);
    const moved = new Set(staged.map((row) => String(row.application_id)));
    return open
      .filter((journey) => !moved.has(journey.applicationId))
      .map((journey) => Object.assign(new MoveTarget(), { applicationId: journey.applicationId, firstName: firstName(journey.fullName), roomCents: journey.roomCents, room: journey.roomCents / 100, zakatEligible: journey.zakatEligible }));
  }

  /** The signed-in donor's choices, open ones first, newest first. */
  mine(donorId: string): Promise<CancellationChoice[]> {
    return this.read(this.dataSource.manager, { donorId }, 'donor');
  }

  /** A cancelled journey's choices (admins): every donor's, open first. */
  ofJourney(applicationId: string): Promise<CancellationChoice[]> {
    if (!UUID_PATTERN.test(applicationId)) throw new AppError(JourneyErrors.JOURNEY_NOT_FOUND);
    return this.read(this.dataSource.manager, { applicationId }, 'admin');
  }

  async settings(): Promise<CancellationSettings> {
    return Object.assign(new CancellationSettings(), { defaultAnswer: await this.defaultAnswer(this.dataSource.manager), days: CHOICE_DAYS });
  }

  /** The admins' default from now on (choices already open take it at their deadline). Audited. */
  async setDefault(viewer: Viewer, answer: string): Promise<CancellationSettings> {
    if (answer !== CancellationAnswer.REFUND && answer !== CancellationAnswer.MOVE) throw new AppError(JourneyErrors.CANCELLATION_DEFAULT_INVALID, { field: 'defaultAnswer' });
    await this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query('SELECT default_choice FROM cancellation_setting WHERE id FOR UPDATE');
      await manager.query('UPDATE cancellation_setting SET default_choice = $1, updated_by = $2, updated_at = now() WHERE id', [answer, viewer.id]);
      await this.audit.record(manager, {
        actorId: viewer.id, actorRole: viewer.role, action: 'journey.cancellation_default', subjectType: 'setting', subjectId: null,
        before: { defaultAnswer: before?.default_choice ?? null }, after: { defaultAnswer: answer },
      });
    });
    return this.settings();
  }

  private async defaultAnswer(manager: EntityManager): Promise<CancellationAnswer> {
    const [row] = await manager.query('SELECT default_choice FROM cancellation_setting WHERE id');
    return row?.default_choice === CancellationAnswer.MOVE ? CancellationAnswer.MOVE : CancellationAnswer.REFUND;
  }

  private async read(manager: EntityManager, where: { ids?: string[]; donorId?: string; applicationId?: string }, reader: 'donor' | 'admin'): Promise<CancellationChoice[]> {
    const [clause, value] = where.ids ? ['id = ANY($1::uuid[])', where.ids] : where.donorId ? ['donor_id = $1', where.donorId] : ['application_id = $1', where.applicationId];
    const rows: ChoiceRow[] = await manager.query(
      `SELECT ${CHOICE_COLUMNS} FROM cancellation_choice WHERE ${clause} ORDER BY status = 'open' DESC, opened_at DESC, id`,
      [value],
    );
    if (!rows.length) return [];
    const names = await applicantNames(manager, rows.flatMap((row) => [row.application_id, ...(row.target_application_id ? [row.target_application_id] : [])]));
    const donors = reader === 'admin' ? await accountNames(manager, rows.map((row) => row.donor_id)) : new Map<string, string>();
    const fallback = await this.defaultAnswer(manager);
    const now = this.clock();
    const result: CancellationChoice[] = [];
    for (const row of rows) {
      let refundPossible = false;
      let includesZakat = false;
      if (row.status === CancellationChoiceStatus.OPEN) {
        const gifts = await this.money.gifts(manager, row.application_id, row.donor_id, now);
        includesZakat = gifts.some((gift) => gift.zakat && gift.keptCents > 0);
        const refundable = gifts.filter((gift) => gift.refundable).reduce((sum, gift) => sum + gift.keptCents, 0);
        refundPossible = refundable >= Math.min(row.refundable_cents, gifts.reduce((sum, gift) => sum + gift.keptCents, 0));
      }
      result.push(
        Object.assign(new CancellationChoice(), {
          id: row.id,
          applicationId: row.application_id,
          firstName: firstName(names.get(row.application_id)),
          donorName: reader === 'admin' ? (donors.get(row.donor_id) ?? null) : null,
          keptCents: row.kept_cents,
          refundableCents: row.refundable_cents,
          refundable: row.refundable_cents / 100,
          unrecoverableCents: row.kept_cents - row.refundable_cents,
          unrecoverable: (row.kept_cents - row.refundable_cents) / 100,
          refundPossible,
          includesZakat,
          deadlineAt: new Date(row.deadline_at),
          defaultAnswer: fallback,
          status: row.status,
          decidedBy: row.decided_by,
          decidedAt: row.decided_at ? new Date(row.decided_at) : null,
          appliedCents: row.applied_cents,
          targetApplicationId: row.target_application_id,
          targetFirstName: row.target_application_id ? firstName(names.get(row.target_application_id)) : null,
        }),
      );
    }
    return result;
  }
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
