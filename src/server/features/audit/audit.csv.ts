import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type CsvColumn, csvExport, time } from '#server/http/csv-export.ts';
import type { AuditEntry, AuditQuery } from '#shared/schemas/audit.ts';
import { type AuditRow, auditExportQuery } from './audit.queries.ts';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

const columns: CsvColumn<AuditEntry>[] = [
  { header: 'Id', value: (a) => a.id, raw: true },
  time('Date', (a) => a.created_at),
  { header: 'Actor e-mail', value: (a) => a.actor_email },
  { header: 'Action', value: (a) => a.action },
  { header: 'Target type', value: (a) => a.target_type },
  { header: 'Target id', value: (a) => a.target_id },
  { header: 'Customer name', value: (a) => a.target_name },
  { header: 'Customer e-mail', value: (a) => a.target_email },
  { header: 'Before (JSON)', value: (a) => json(a.before) },
  { header: 'After (JSON)', value: (a) => json(a.after) },
  { header: 'Actor id', value: (a) => a.actor_id, raw: true },
];

const toEntry = (r: AuditRow): AuditEntry => ({ ...r, created_at: r.created_at.toISOString() });

/** Every audit row the filters match, as CSV (the export's own row comes after them). */
export const exportAudit = (c: Context<AppEnv>, query: AuditQuery) =>
  csvExport(c, {
    list: 'audit-log',
    filters: query,
    query: auditExportQuery(query),
    toItem: toEntry,
    columns,
  });
