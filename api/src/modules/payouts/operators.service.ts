import { OPERATOR_LABELS, operatorSchema, UUID_PATTERN } from '@sabil/contracts';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { updateReturning } from '../../db/update-returning';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../validation/parse-input';
import type { AuditService } from '../audit/audit.service';
import { Operator } from './payout.types';
import { PayoutErrors } from './payouts.errors';

const UNIQUE_VIOLATION = '23505';

interface OperatorRow {
  id: string;
  name: string;
  country: string;
  licence_number: string;
  contact: string;
  created_at: Date;
  updated_at: Date;
}

export const OPERATOR_COLUMNS = 'o.id, o.name, o.country, o.licence_number, o.contact, o.created_at, o.updated_at';

export function toOperator(row: OperatorRow): Operator {
  return Object.assign(new Operator(), {
    id: row.id,
    name: row.name,
    country: row.country,
    licenceNumber: row.licence_number,
    contact: row.contact,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  });
}

/** The licensed operators admins pay (issue 30): a short list, every change on the audit trail. */
export class OperatorsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Every operator, by name. The list is a few dozen rows: read whole. */
  async list(): Promise<Operator[]> {
    const rows: OperatorRow[] = await this.dataSource.query(`SELECT ${OPERATOR_COLUMNS} FROM operator o ORDER BY lower(o.name), o.id`);
    return rows.map(toOperator);
  }

  async get(id: string): Promise<Operator> {
    if (!UUID_PATTERN.test(id)) throw new AppError(PayoutErrors.OPERATOR_NOT_FOUND);
    const [row]: OperatorRow[] = await this.dataSource.query(`SELECT ${OPERATOR_COLUMNS} FROM operator o WHERE o.id = $1`, [id]);
    if (!row) throw new AppError(PayoutErrors.OPERATOR_NOT_FOUND);
    return toOperator(row);
  }

  async create(viewer: Viewer, input: unknown): Promise<Operator> {
    const fields = parseInput(operatorSchema, input, OPERATOR_LABELS);
    return this.unique(() =>
      this.dataSource.transaction(async (manager) => {
        const [row]: OperatorRow[] = await manager.query(
          `INSERT INTO operator AS o (name, country, licence_number, contact) VALUES ($1, $2, $3, $4) RETURNING ${OPERATOR_COLUMNS}`,
          [fields.name, fields.country, fields.licenceNumber, fields.contact],
        );
        await this.audit.record(manager, { actorId: viewer.id, actorRole: viewer.role, action: 'operator.created', subjectType: 'operator', subjectId: row!.id, after: fields });
        return toOperator(row!);
      }),
    );
  }

  async update(viewer: Viewer, id: string, input: unknown): Promise<Operator> {
    const fields = parseInput(operatorSchema, input, OPERATOR_LABELS);
    if (!UUID_PATTERN.test(id)) throw new AppError(PayoutErrors.OPERATOR_NOT_FOUND);
    return this.unique(() =>
      this.dataSource.transaction(async (manager) => {
        const [before]: OperatorRow[] = await manager.query(`SELECT ${OPERATOR_COLUMNS} FROM operator o WHERE o.id = $1 FOR UPDATE`, [id]);
        if (!before) throw new AppError(PayoutErrors.OPERATOR_NOT_FOUND);
        const [row] = await updateReturning<OperatorRow>(
          manager,
          `UPDATE operator AS o SET name = $2, country = $3, licence_number = $4, contact = $5, updated_at = now() WHERE o.id = $1 RETURNING ${OPERATOR_COLUMNS}`,
          [id, fields.name, fields.country, fields.licenceNumber, fields.contact],
        );
        await this.audit.record(manager, {
          actorId: viewer.id,
          actorRole: viewer.role,
          action: 'operator.updated',
          subjectType: 'operator',
          subjectId: id,
          before: { name: before.name, country: before.country, licenceNumber: before.licence_number, contact: before.contact },
          after: fields,
        });
        return toOperator(row!);
      }),
    );
  }

  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string; driverError?: { code?: string } }).code ?? (error as { driverError?: { code?: string } }).driverError?.code;
      if (code === UNIQUE_VIOLATION) throw new AppError(PayoutErrors.OPERATOR_LICENCE_TAKEN, { field: 'licenceNumber' });
      throw error;
    }
  }
}
