// The picking view's model: the order's lines grouped by category (the server sorts them by category
// title, then title), each line's picked quantity or 'not found', and the lines staffRecordPicking takes.
import type { StaffOrderView } from '../staff/orderMutation';

export type OrderLine = NonNullable<NonNullable<StaffOrderView['lines']>[number]>;

export interface Pick {
  pickedQty: number;
  notFound: boolean;
}

export type Picks = Record<string, Pick>;

export function linesByCategory(lines: StaffOrderView['lines']): { title: string; lines: OrderLine[] }[] {
  const groups: { title: string; lines: OrderLine[] }[] = [];
  for (const line of lines ?? []) {
    if (!line?.product_id) continue;
    const title = line.cat_title ?? '';
    const group = groups.find((g) => g.title === title);
    if (group) group.lines.push(line);
    else groups.push({ title, lines: [line] });
  }
  return groups;
}

/** What was recorded, else the ordered quantity (a picker confirms, or changes what differs). */
export function initialPicks(lines: StaffOrderView['lines']): Picks {
  const picks: Picks = {};
  for (const line of lines ?? []) {
    if (!line?.product_id) continue;
    picks[line.product_id] = { pickedQty: line.pickedQty ?? line.qty ?? 0, notFound: line.notFound ?? false };
  }
  return picks;
}

/** Every line, a not-found one with 0 picked. */
export function pickingInput(picks: Picks): { product_id: string; pickedQty: number; notFound: boolean }[] {
  return Object.entries(picks).map(([product_id, pick]) => ({
    product_id,
    pickedQty: pick.notFound ? 0 : pick.pickedQty,
    notFound: pick.notFound,
  }));
}
