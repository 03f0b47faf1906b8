// The product gallery (shopping.md §2): a main picture up to 400 px high, a thumbnail strip when
// there is more than one picture, and the full picture in a modal on click.
import { useState } from 'react';
import { Modal } from 'antd';
import { ZoomInOutlined } from '@ant-design/icons';
import { ThumbStrip } from './ThumbStrip';
import type { GalleryPicture } from './productView';
import { t } from './texts';

/** The demo store's pictures are 600 px squares: width and height reserve the space. */
const PICTURE_PX = 600;

export function ProductGallery({
  pictures,
  title,
  soldOut = false,
}: {
  pictures: ReadonlyArray<GalleryPicture>;
  title: string;
  soldOut?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = pictures[Math.min(index, pictures.length - 1)];

  if (!current) {
    return (
      <div className="product-gallery">
        <div className="gallery-main is-empty" role="img" aria-label={title}>
          🛒
        </div>
      </div>
    );
  }

  return (
    <div className="product-gallery">
      <button
        type="button"
        className={soldOut ? 'gallery-main is-sold-out' : 'gallery-main'}
        onClick={() => setOpen(true)}
        aria-label={t('catalogue.product.viewFull', { title })}
      >
        <img src={current.img} alt={title} width={PICTURE_PX} height={PICTURE_PX} draggable={false} />
        <span className="gallery-zoom" aria-hidden="true">
          <ZoomInOutlined />
        </span>
      </button>
      {pictures.length > 1 ? <ThumbStrip pictures={pictures} index={index} onSelect={setIndex} /> : null}
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        title={title}
        width={760}
        centered
        className="gallery-modal"
        destroyOnHidden
      >
        <img src={current.img} alt={title} className="gallery-modal-image" />
      </Modal>
    </div>
  );
}
