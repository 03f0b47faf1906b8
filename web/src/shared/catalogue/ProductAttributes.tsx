// The attribute values a customer sees (show_in_store 1 or more), each with its code.
import { visibleAttributes, type ProductCardData } from './product';

export function ProductAttributes({
  attributes,
  className,
}: {
  attributes: ProductCardData['attributes_v2'];
  className?: string;
}) {
  const shown = visibleAttributes(attributes);
  if (shown.length === 0) return null;
  return (
    <ul className={['product-attributes', className].filter(Boolean).join(' ')}>
      {shown.map((a) => (
        <li key={a.key} className="product-attribute">
          {a.code ? (
            <abbr className="product-attribute-code" title={a.title || undefined}>
              {a.code}
            </abbr>
          ) : null}
          <span className="product-attribute-value">{a.value}</span>
        </li>
      ))}
    </ul>
  );
}
