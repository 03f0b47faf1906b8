// The pure parts of the products page's CSV export and import (issue 18): the export's file name and
// variables, the size check made in the browser before a file is sent (the server's own limits, so a
// too-large file is refused without an upload), and what the preview table shows (every row, or only
// the rows with errors; a row's key).
import type { StaffImportPlanFieldsFragment } from './productImport.generated';
import type { ProductFilters } from './productFilters';

/** The server's limits (docs/api.md 'Staff: product import'). */
export const IMPORT_MAX_BYTES = 900 * 1024;

export type ImportPlan = StaffImportPlanFieldsFragment;
export type ImportRow = NonNullable<NonNullable<ImportPlan['rows']>[number]>;

/** The export's variables: the list's filters without its page. */
export function exportVariables(filters: ProductFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.catId ? { cat_id: filters.catId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.stock ? { stock: filters.stock } : {}),
  };
}

/** "products-2026-11-26.csv" (the local date). */
export function exportFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `products-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`;
}

/** A file's size checked before it is read: 'too-large' past the server's limit, 'empty' for 0 bytes. */
export function fileProblem(size: number): 'too-large' | 'empty' | null {
  if (size === 0) return 'empty';
  return size > IMPORT_MAX_BYTES ? 'too-large' : null;
}

/** The plan's rows the table shows: all, or only those with an error. */
export function rowsToShow(plan: ImportPlan | null | undefined, onlyErrors: boolean): ImportRow[] {
  const rows = (plan?.rows ?? []).filter((r): r is ImportRow => !!r);
  return onlyErrors ? rows.filter((r) => (r.errors ?? []).length > 0) : rows;
}

/** True when the plan may be applied: changes to write and no row's error (the server refuses otherwise). */
export function canApply(plan: ImportPlan | null | undefined): boolean {
  return !!plan && !plan.error && (plan.failed ?? 0) === 0 && (plan.changed ?? 0) > 0;
}

/** A row's product as the table names it: its title, else the barcode or slug the file gave. */
export function rowProduct(row: Pick<ImportRow, 'title' | 'barcode' | 'slug'>): string {
  return row.title || row.barcode || row.slug || '';
}
