import type { AuditEntry } from '#shared/schemas/audit.ts';

/** The action, and under it the customer the entry is about (a user, a wallet's or a request's owner). */
export function ActionAndCustomer({ entry }: { entry: AuditEntry }) {
  return (
    <div className="grid gap-1">
      <span className="font-mono text-xs break-all">{entry.action}</span>
      {(entry.target_name || entry.target_email) && (
        <span className="grid text-xs">
          {entry.target_name && <span className="font-medium">{entry.target_name}</span>}
          {entry.target_email && (
            <span className="break-all text-muted-foreground">{entry.target_email}</span>
          )}
        </span>
      )}
    </div>
  );
}

/** The record changed: its type and id. */
export function TargetRecord({ entry }: { entry: AuditEntry }) {
  return (
    <span className="grid min-w-0">
      <span>{entry.target_type.replaceAll('_', ' ')}</span>
      {entry.target_id && (
        <span className="max-w-56 font-mono text-xs break-all whitespace-normal text-muted-foreground">
          {entry.target_id}
        </span>
      )}
    </span>
  );
}
