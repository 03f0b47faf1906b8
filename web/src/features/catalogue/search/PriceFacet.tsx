// Price (RangeInput on price): a minimum and a maximum in rupees; either may stay empty.
import { useEffect, useState } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { useRange } from 'react-instantsearch-core';
import { FacetSection } from './FacetSection';
import { PRICE_ATTRIBUTE } from './searchConfig';
import { t } from './texts';

const finite = (n: number | undefined): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null);

function clamp(value: number | null, min: number | null, max: number | null): number | undefined {
  if (value === null) return undefined;
  let v = value;
  if (min !== null && v < min) v = min;
  if (max !== null && v > max) v = max;
  return v;
}

export function PriceFacet() {
  const { start, range, canRefine, refine } = useRange({ attribute: PRICE_ATTRIBUTE });
  const [from, to] = start;
  const refinedMin = finite(from);
  const refinedMax = finite(to);
  const [min, setMin] = useState<number | null>(refinedMin);
  const [max, setMax] = useState<number | null>(refinedMax);

  // A restored URL, a removed filter or Back changes the refinement: the boxes follow.
  useEffect(() => {
    setMin(refinedMin);
    setMax(refinedMax);
  }, [refinedMin, refinedMax]);

  if (!canRefine && refinedMin === null && refinedMax === null) return null;
  const low = finite(range.min);
  const high = finite(range.max);

  return (
    <FacetSection title={t('catalogue.search.price')}>
      <form
        className="price-form"
        onSubmit={(e) => {
          e.preventDefault();
          let a = clamp(min, low, high);
          let b = clamp(max, low, high);
          if (a !== undefined && b !== undefined && a > b) [a, b] = [b, a];
          refine([a, b]);
        }}
      >
        <Space.Compact block>
          <InputNumber
            aria-label={t('catalogue.search.minPrice')}
            placeholder={low !== null ? String(low) : t('catalogue.search.min')}
            min={0}
            value={min}
            onChange={(v) => setMin(typeof v === 'number' ? v : null)}
            className="price-input"
          />
          <InputNumber
            aria-label={t('catalogue.search.maxPrice')}
            placeholder={high !== null ? String(high) : t('catalogue.search.max')}
            min={0}
            value={max}
            onChange={(v) => setMax(typeof v === 'number' ? v : null)}
            className="price-input"
          />
          <Button htmlType="submit" type="primary">
            {t('catalogue.search.go')}
          </Button>
        </Space.Compact>
      </form>
    </FacetSection>
  );
}
