// A category's title picture and menu background in its drawer (owner, manager): two PictureFields, each
// change saved at once with staffSetCategoryPictures and the version read with the pictures (the answer
// updates the cached category, so the tree and the form follow). CATEGORY_CHANGED shows the 'changed'
// warning with 'Reload'; a refused picture shows under its field.
import { useMutation, useQuery } from '@apollo/client/react';
import { StaffCategoryPicturesDocument, StaffSetCategoryPicturesDocument } from '../pictures/pictures.generated';
import { PictureField } from '../pictures/PictureField';
import { shownPicture, type PictureValue } from '../pictures/pictureValue';
import { usePicturesSave } from '../pictures/usePicturesSave';
import { FormProblem } from '../staff/FormProblem';
import { t as categoryText } from './texts';
import { t } from '../pictures/texts';
import '../pictures/pictures.css';

const SLOTS = ['title_img', 'menu_bg_img'] as const;
type Slot = (typeof SLOTS)[number];

export function CategoryPictures({ categoryId, onReload }: { categoryId: string; onReload: () => void }) {
  const { data, refetch } = useQuery(StaffCategoryPicturesDocument, { fetchPolicy: 'cache-and-network' });
  const [setPictures] = useMutation(StaffSetCategoryPicturesDocument);
  const pictures = usePicturesSave(SLOTS, 'CATEGORY_CHANGED');
  const category = data?.staffCategories?.find((c) => c?._id === categoryId);
  if (!category) return null;
  const title = shownPicture(category.title_img, category.title_img_thumb);
  const menu = shownPicture(category.menu_bg_img, category.menu_bg_img_thumb);

  const save = (next: Record<Slot, PictureValue | null>) =>
    pictures.save(async () => {
      const r = await setPictures({
        variables: {
          category_id: categoryId,
          version: category.version ?? 0,
          title_img: next.title_img?.ref ?? null,
          menu_bg_img: next.menu_bg_img?.ref ?? null,
        },
      });
      return { answer: r.data?.staffSetCategoryPictures, error: r.error };
    });

  return (
    <section className="admin-category-pictures" aria-label={t('admin.pictures.categoryPictures')}>
      <p className="admin-muted">{t('admin.pictures.categoryHelp')}</p>
      <FormProblem
        problem={pictures.problem}
        reloadLabel={categoryText('admin.categories.reload')}
        onReload={() => {
          pictures.clearProblem();
          void refetch();
          onReload();
        }}
        onClose={pictures.clearProblem}
      />
      <PictureField
        label={t('admin.pictures.titleImg')}
        value={title}
        busy={pictures.busy}
        error={pictures.errorOf('title_img')}
        onChange={(value) => void save({ title_img: value, menu_bg_img: menu })}
      />
      <PictureField
        label={t('admin.pictures.menuBgImg')}
        value={menu}
        busy={pictures.busy}
        error={pictures.errorOf('menu_bg_img')}
        onChange={(value) => void save({ title_img: title, menu_bg_img: value })}
      />
    </section>
  );
}
