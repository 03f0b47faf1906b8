// The gallery's strip of 65 px thumbnails: drag it (or swipe), or step with the arrow buttons.
import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { scrollChildIntoView, useDragScroll } from '../../../shared/catalogue/useDragScroll';
import type { GalleryPicture } from './productView';
import { t } from './texts';

export const THUMB_SIZE_PX = 65;

export function ThumbStrip({
  pictures,
  index,
  onSelect,
}: {
  pictures: ReadonlyArray<GalleryPicture>;
  index: number;
  onSelect: (index: number) => void;
}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const drag = useDragScroll(trackRef);

  useEffect(() => scrollChildIntoView(trackRef.current, index), [index]);

  return (
    <div className="thumb-strip">
      <Button
        className="thumb-strip-arrow"
        shape="circle"
        size="small"
        icon={<LeftOutlined />}
        aria-label={t('catalogue.product.previousImage')}
        disabled={index <= 0}
        onClick={() => onSelect(index - 1)}
      />
      <ul className="thumb-strip-track" ref={trackRef} aria-label={t('catalogue.product.images')} {...drag}>
        {pictures.map((picture, i) => (
          <li key={picture.key}>
            <button
              type="button"
              className={i === index ? 'thumb-strip-item is-active' : 'thumb-strip-item'}
              aria-label={t('catalogue.product.imageOf', { n: i + 1, count: pictures.length })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onSelect(i)}
            >
              <img
                src={picture.thumb}
                alt=""
                width={THUMB_SIZE_PX}
                height={THUMB_SIZE_PX}
                loading="lazy"
                draggable={false}
              />
            </button>
          </li>
        ))}
      </ul>
      <Button
        className="thumb-strip-arrow"
        shape="circle"
        size="small"
        icon={<RightOutlined />}
        aria-label={t('catalogue.product.nextImage')}
        disabled={index >= pictures.length - 1}
        onClick={() => onSelect(index + 1)}
      />
    </div>
  );
}
