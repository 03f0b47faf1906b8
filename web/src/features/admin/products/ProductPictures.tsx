// A product's picture and gallery in its form (owner, manager): PictureField and GalleryField, each change
// saved at once with staffSetProductPictures and the version the form shows (the answer updates the cached
// product, so the form's next save sends the new version). A stale version shows the 'changed' warning with
// 'Reload'; a refused picture shows under its field.
import { useMutation } from '@apollo/client/react';
import { StaffSetProductPicturesDocument } from '../pictures/pictures.generated';
import { PictureField } from '../pictures/PictureField';
import { GalleryField } from '../pictures/GalleryField';
import { shownGallery, shownPicture, type PictureValue } from '../pictures/pictureValue';
import { usePicturesSave } from '../pictures/usePicturesSave';
import { FormProblem } from '../staff/FormProblem';
import type { StaffProductFieldsFragment } from '../admin.generated';
import { t as adminText } from '../texts';
import { t } from '../pictures/texts';
import '../pictures/pictures.css';

const FIELDS = ['picture', 'gallery'] as const;

interface Props {
  product: StaffProductFieldsFragment & { _id: string };
  onReload: () => void;
}

export function ProductPictures({ product, onReload }: Props) {
  const [setPictures] = useMutation(StaffSetProductPicturesDocument);
  const pictures = usePicturesSave(FIELDS, 'PRODUCT_CHANGED');
  const picture = shownPicture(product.picture, product.picture_thumb);
  const gallery = shownGallery(product.gallery);

  const save = (next: { picture: PictureValue | null; gallery: PictureValue[] }) =>
    pictures.save(async () => {
      const r = await setPictures({
        variables: {
          product_id: product._id,
          version: product.version ?? 0,
          picture: next.picture?.ref ?? null,
          gallery: next.gallery.map((g) => g.ref),
        },
      });
      return { answer: r.data?.staffSetProductPictures, error: r.error };
    });

  return (
    <section className="admin-pictures" aria-label={adminText('admin.products.pictures')}>
      <h2 className="admin-pictures-title">{adminText('admin.products.pictures')}</h2>
      <p className="admin-muted">{t('admin.pictures.productHelp')}</p>
      <FormProblem
        problem={pictures.problem}
        reloadLabel={adminText('admin.products.reload')}
        onReload={() => {
          pictures.clearProblem();
          onReload();
        }}
        onClose={pictures.clearProblem}
      />
      <PictureField
        label={t('admin.pictures.productPicture')}
        value={picture}
        busy={pictures.busy}
        error={pictures.errorOf('picture')}
        onChange={(value) => void save({ picture: value, gallery })}
      />
      <GalleryField
        label={t('admin.pictures.gallery')}
        value={gallery}
        busy={pictures.busy}
        error={pictures.errorOf('gallery')}
        onChange={(value) => void save({ picture, gallery: value })}
      />
    </section>
  );
}
