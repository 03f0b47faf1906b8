// A text with elements inside it ('Call {phone}' where the phone is a link): the translator fills each
// placeholder with a marker, and the markers are swapped for the elements, so the words around them
// (and their order, which a right-to-left language may change) stay in the catalogue.
import { Fragment, type ReactNode } from 'react';
import type { TextValues } from './i18n';

const MARK = '\u2063';
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/** `render` is the translator call given the placeholders' values; `nodes` the elements for them. */
export function withNodes(render: (values: TextValues) => string, nodes: Record<string, ReactNode>): ReactNode {
  const marks: TextValues = {};
  for (const name of Object.keys(nodes)) marks[name] = `${MARK}${name}${MARK}`;
  const parts = render(marks).split(MARKED);
  // split() with a capture group alternates text and placeholder names: text, name, text, name, text.
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 1 ? nodes[part] : part}</Fragment>);
}
