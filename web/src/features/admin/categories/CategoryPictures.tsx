// A category's title picture and menu background in its drawer (owner, manager): two PictureFields, each
// change saved at once with staffSetCategoryPictures and the version read with the pictures (the answer
// updates the cached category, so the tree and the form follow). CATEGORY_CHANGED shows the 'changed'
// warning with 'Reload'; a refused picture shows under its field.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { StaffCategoryPicturesDocument, StaffSetCategoryPicturesDocument } from '../pictures/pictures.generated';
import { PictureField } from '../pictures/PictureField';
import { shownPicture, type PictureValue } from '../pictures/pictureValue';
import { payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { useToast } from '../../../shared/ui/toast';
import { FormProblem, type FormProblemValue } from '../staff/FormProblem';
import { t as categoryText } from './texts';
import { t } from '../pictures/texts';
import '../pictures/pictures.css';

type Slot = 'title_img' | 'menu_bg_img';

export function CategoryPictures({ categoryId, onReload }: { categoryId: string; onReload: () => void }) {
  const { data, refetch } = useQuery(StaffCategoryPicturesDocument, { fetchPolicy: 'cache-and-network' });
  const [setPictures] = useMutation(StaffSetCategoryPicturesDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblemValue | null>(null);
  const [fieldError, setFieldError] = useState<{ field: Slot; message: string } | null>(null);
  const toast = useToast();
  const category = data?.staffCategories?.find((c) => c?._id === categoryId);
  if (!category) return null;
  const title = shownPicture(category.title_img, category.title_img_thumb);
  const menu = shownPicture(category.menu_bg_img, category.menu_bg_img_thumb);

  const save = async (next: Record<Slot, PictureValue | null>) => {
    setBusy(true);
    setProblem(null);
    setFieldError(null);
    let failed: string | null = null;
    let refusal: { message?: string | null; textCode?: string | null; details?: string | null } | null = null;
    try {
      const r = await setPictures({
        variables: {
          category_id: categoryId,
          version: category.version ?? 0,
          title_img: next.title_img?.ref ?? null,
          menu_bg_img: next.menu_bg_img?.ref ?? null,
        },
      });
      const answer = r.data?.staffSetCategoryPictures;
      refusal = answer?.error ?? null;
      if (!refusal && !answer?._id) failed = serverMessage(r.error) ?? t('admin.pictures.network');
    } catch (thrown) {
      failed = serverMessage(thrown) ?? t('admin.pictures.network');
    }
    setBusy(false);
    if (failed) return setProblem({ kind: 'alert', message: failed });
    if (refusal) {
      const message = payloadText(refusal) ?? '';
      if (refusal.textCode === 'CATEGORY_CHANGED') return setProblem({ kind: 'changed', message });
      if (refusal.details === 'title_img' || refusal.details === 'menu_bg_img')
        return setFieldError({ field: refusal.details, message });
      return setProblem({ kind: 'alert', message });
    }
    toast.success(t('admin.pictures.saved'));
  };

  return (
    <section className="admin-category-pictures" aria-label={t('admin.pictures.categoryPictures')}>
      <p className="admin-muted">{t('admin.pictures.categoryHelp')}</p>
      <FormProblem
        problem={problem}
        reloadLabel={categoryText('admin.categories.reload')}
        onReload={() => {
          setProblem(null);
          void refetch();
          onReload();
        }}
        onClose={() => setProblem(null)}
      />
      <PictureField
        label={t('admin.pictures.titleImg')}
        value={title}
        busy={busy}
        error={fieldError?.field === 'title_img' ? fieldError.message : null}
        onChange={(value) => void save({ title_img: value, menu_bg_img: menu })}
      />
      <PictureField
        label={t('admin.pictures.menuBgImg')}
        value={menu}
        busy={busy}
        error={fieldError?.field === 'menu_bg_img' ? fieldError.message : null}
        onChange={(value) => void save({ title_img: title, menu_bg_img: value })}
      />
    </section>
  );
}
