// The printables' paper: A4 by default, or an 80 mm receipt roll (?paper=80mm: narrow, no images). The
// @page rule is written for the chosen paper, since print CSS cannot pick @page by a class.
export type Paper = 'a4' | '80mm';

export function paperOf(search: URLSearchParams): Paper {
  return search.get('paper') === '80mm' ? '80mm' : 'a4';
}

export function pageRule(paper: Paper): string {
  return paper === '80mm' ? '@page { size: 80mm auto; margin: 3mm; }' : '@page { size: A4; margin: 12mm; }';
}

/** How many of a line go in the bag: none when not found or canceled, else deliverable, picked or ordered. */
export function packedQty(line: {
  qty?: number | null;
  pickedQty?: number | null;
  notFound?: boolean | null;
  deliverable_qty?: number | null;
  delivery_status?: string | null;
}): number {
  if (line.notFound || line.delivery_status === 'canceled') return 0;
  return line.deliverable_qty ?? line.pickedQty ?? line.qty ?? 0;
}
