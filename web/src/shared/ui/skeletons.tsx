// Loading skeletons shared by the pages: the shapes the real content will take. They are route
// fallbacks, painted before a page's code (and antd's) arrives, so they are plain elements drawn
// like antd's Skeleton (skeletons.css), not antd's Skeleton (docs/decisions.md).
import type { CSSProperties } from 'react';
import './skeletons.css';
import { t } from './texts';

type BoneShape = 'line' | 'button' | 'input' | 'input-sm' | 'image' | 'square';

/** One shimmering placeholder block. */
export function Bone({
  shape = 'line',
  block = false,
  size,
  className,
  style,
}: {
  shape?: BoneShape;
  block?: boolean;
  /** Width and height in px (squares). */
  size?: number;
  className?: string;
  style?: CSSProperties;
}) {
  const sized = size === undefined ? style : { inlineSize: size, blockSize: size, ...style };
  return (
    <span
      aria-hidden="true"
      className={`bone bone-${shape}${block ? ' bone-block' : ''}${className ? ` ${className}` : ''}`}
      style={sized}
    />
  );
}

/** A title line and paragraph lines (antd's Skeleton with title and paragraph). */
function TextBones({
  titleWidth,
  rows = 3,
  widths,
  style,
}: {
  titleWidth?: string;
  rows?: number;
  widths?: string[];
  style?: CSSProperties;
}) {
  return (
    <div className="bone-text" style={style}>
      <Bone className="bone-title" style={{ inlineSize: titleWidth ?? '38%' }} />
      {Array.from({ length: rows }, (_, i) => (
        <Bone key={i} style={{ inlineSize: widths?.[i] ?? (i === rows - 1 && rows > 1 ? '61%' : '100%') }} />
      ))}
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card-skeleton">
      <Bone shape="image" className="product-card-skeleton-image" />
      <TextBones titleWidth="80%" rows={2} widths={['50%', '40%']} />
      <Bone shape="button" block />
    </div>
  );
}

/** The spec's product list skeleton: 6 placeholder cards unless told otherwise. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label={t('shared.ui.loadingProducts')} className="product-grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function BreadcrumbSkeleton() {
  return <Bone shape="input-sm" style={{ inlineSize: 260 }} />;
}

export function PageSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div role="status" aria-label={t('shared.ui.loading')} className="page-skeleton">
      <TextBones titleWidth="40%" rows={rows} />
    </div>
  );
}

export function FormSkeleton({ fields = 4, width = 400 }: { fields?: number; width?: number }) {
  return (
    <div role="status" aria-label={t('shared.ui.loading')} className="form-skeleton" style={{ maxWidth: width }}>
      <Bone shape="input" style={{ inlineSize: 220, marginBlockEnd: 24 }} />
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="form-skeleton-field">
          <Bone shape="input-sm" style={{ inlineSize: 120 }} />
          <Bone shape="input" block />
        </div>
      ))}
      <Bone shape="button" style={{ inlineSize: 140 }} />
    </div>
  );
}

export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-label={t('shared.ui.loading')} className="table-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Bone key={i} shape="input" block style={{ marginBlockEnd: 12 }} />
      ))}
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div role="status" aria-label={t('shared.ui.loading')} className="detail-skeleton">
      <div>
        <Bone shape="image" className="detail-skeleton-image" />
        <div className="detail-skeleton-thumbs">
          {Array.from({ length: 4 }, (_, i) => (
            <Bone key={i} shape="square" size={65} />
          ))}
        </div>
      </div>
      <div>
        <TextBones titleWidth="70%" rows={3} />
        <Bone shape="button" style={{ inlineSize: 160, marginBlockStart: 16 }} />
        <TextBones rows={5} style={{ marginBlockStart: 32 }} />
      </div>
    </div>
  );
}
