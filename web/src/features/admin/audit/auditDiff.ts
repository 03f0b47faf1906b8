// An audit entry's before and after (JSON texts of the changed fields) as a small diff: each field that
// differs with its old and new value.
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

function parse(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: text };
  }
}

function show(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function auditDiff(before: string | null | undefined, after: string | null | undefined): FieldChange[] {
  const old = parse(before);
  const now = parse(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, before: show(old[field]), after: show(now[field]) }))
    .filter((c) => c.before !== c.after);
}
