// A product's picture and gallery in its form (owner, manager): PictureField and GalleryField, each change
// saved at once with staffSetProductPictures and the version the form shows (the answer updates the cached
// product, so the form's next save sends the new version). A stale version shows the 'changed' warning with
// 'Reload'; a refused picture shows under its field.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { StaffSetProductPicturesDocument } from '../pictures/pictures.generated';
import { PictureField } from '../pictures/PictureField';
import { GalleryField } from '../pictures/GalleryField';
import { shownGallery, shownPicture, type PictureValue } from '../pictures/pictureValue';
import { payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { useToast } from '../../../shared/ui/toast';
import { FormProblem, type FormProblemValue } from '../staff/FormProblem';
import type { StaffProductFieldsFragment } from '../admin.generated';
import { t as adminText } from '../texts';
import { t } from '../pictures/texts';
import '../pictures/pictures.css';

interface Props {
  product: StaffProductFieldsFragment & { _id: string };
  onReload: () => void;
}

export function ProductPictures({ product, onReload }: Props) {
  const [setPictures] = useMutation(StaffSetProductPicturesDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblemValue | null>(null);
  const [fieldError, setFieldError] = useState<{ field: 'picture' | 'gallery'; message: string } | null>(null);
  const toast = useToast();
  const picture = shownPicture(product.picture, product.picture_thumb);
  const gallery = shownGallery(product.gallery);

  const save = async (next: { picture: PictureValue | null; gallery: PictureValue[] }) => {
    setBusy(true);
    setProblem(null);
    setFieldError(null);
    let failed: string | null = null;
    let refusal: {
      message?: string | null;
      code?: string | null;
      textCode?: string | null;
      details?: string | null;
    } | null = null;
    try {
      const r = await setPictures({
        variables: {
          product_id: product._id,
          version: product.version ?? 0,
          picture: next.picture?.ref ?? null,
          gallery: next.gallery.map((g) => g.ref),
        },
      });
      const answer = r.data?.staffSetProductPictures;
      refusal = answer?.error ?? null;
      if (!refusal && !answer?._id) failed = serverMessage(r.error) ?? t('admin.pictures.network');
    } catch (thrown) {
      failed = serverMessage(thrown) ?? t('admin.pictures.network');
    }
    setBusy(false);
    if (failed) return setProblem({ kind: 'alert', message: failed });
    if (refusal) {
      const message = payloadText(refusal) ?? '';
      if (refusal.textCode === 'PRODUCT_CHANGED') return setProblem({ kind: 'changed', message });
      if (refusal.details === 'picture' || refusal.details === 'gallery')
        return setFieldError({ field: refusal.details, message });
      return setProblem({ kind: 'alert', message });
    }
    toast.success(t('admin.pictures.saved'));
  };

  return (
    <section className="admin-pictures" aria-label={adminText('admin.products.pictures')}>
      <h2 className="admin-pictures-title">{adminText('admin.products.pictures')}</h2>
      <p className="admin-muted">{t('admin.pictures.productHelp')}</p>
      <FormProblem
        problem={problem}
        reloadLabel={adminText('admin.products.reload')}
        onReload={() => {
          setProblem(null);
          onReload();
        }}
        onClose={() => setProblem(null)}
      />
      <PictureField
        label={t('admin.pictures.productPicture')}
        value={picture}
        busy={busy}
        error={fieldError?.field === 'picture' ? fieldError.message : null}
        onChange={(value) => void save({ picture: value, gallery })}
      />
      <GalleryField
        label={t('admin.pictures.gallery')}
        value={gallery}
        busy={busy}
        error={fieldError?.field === 'gallery' ? fieldError.message : null}
        onChange={(value) => void save({ picture, gallery: value })}
      />
    </section>
  );
}
