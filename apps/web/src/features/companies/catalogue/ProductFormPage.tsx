import { CodeType } from '@portal/contracts/codes/code-types';
import { useTranslation } from 'react-i18next';
import { ClassificationTreePicker } from '../../../components/form/ClassificationTreePicker.tsx';
import { useClassificationLoaders } from '../../../lib/codes/code-queries.ts';
import { type ProductFormValues, productFormSchema, productFormValues } from './catalogue-form.ts';
import type { Product } from '@portal/contracts/catalogue/products';
import { type CatalogueFormKind, CatalogueFormPage, type CatalogueZodForm } from './CatalogueForm.tsx';

/** The HS code: a leaf of the HS tree (code type 6). */
function HsCodeField({ form, item }: { form: CatalogueZodForm<ProductFormValues>; item: Product | null }) {
  const { t } = useTranslation('catalogue');
  const loaders = useClassificationLoaders(CodeType.productClass);
  return (
    <ClassificationTreePicker
      {...loaders}
      label={t('product.hs_code')}
      description={t('product.hs_code_hint')}
      dialogTitle={t('product.choose_hs')}
      withAsterisk
      value={form.values.fkProductClassificationId}
      onChange={(v) => {
        form.setFieldValue('fkProductClassificationId', v);
        form.clearFieldError('fkProductClassificationId');
      }}
      error={form.errors.fkProductClassificationId}
      knownNodes={
        item
          ? [{ id: item.fkProductClassificationId, name: `${item.classificationCode} ${item.classificationName}`, childenCount: 0 }]
          : undefined
      }
    />
  );
}

/** The product form: the HS code, then the shared fields. */
export const productForm: CatalogueFormKind<'product', ProductFormValues> = {
  kind: 'product',
  values: productFormValues,
  schema: productFormSchema,
  Classification: HsCodeField,
};

/** /company/{companyId}/products/form/{id?} */
export const ProductFormPage = () => <CatalogueFormPage config={productForm} />;
