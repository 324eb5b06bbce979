import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { AdminProductHooks } from '../../extensions/product-hooks';
import { useDeleteProduct, useProduct, useSaveProduct } from '../api/products';
import { ProductForm } from './ProductForm';
import { ProductImagesCard } from './ProductImagesCard';

/** product/new and product/{id}: the product form; pictures and variants once the product exists. */
export default function ProductEditPage() {
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : undefined;
  const navigate = useNavigate();
  const product = useProduct(id);
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const [saved, setSaved] = useState(false);

  if (id !== undefined && product.error) return <ErrorAlert error={product.error} />;
  if (id !== undefined && !product.data) return <LoadingBlocks lines={10} />;
  const current = product.data;
  const name = current?.translations[0]?.name;

  return (
    <>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <PageHeading>{current ? `Edit Product: ${name}` : 'Add Product'}</PageHeading>
        <div className="d-flex gap-2">
          {current?.type === 'configurable' && (
            <Link
              to={`../children-products/${current.id}`}
              relative="path"
              className="btn btn-outline-primary"
            >
              Variants
            </Link>
          )}
          {current && (
            <ConfirmButton
              variant="outline-danger"
              question={{ title: `Delete ${name}?`, action: 'Delete' }}
              onConfirm={() =>
                remove.mutate(current.id, { onSuccess: () => navigate('../all', { relative: 'path' }) })
              }
            >
              Delete
            </ConfirmButton>
          )}
        </div>
      </div>
      <ErrorAlert error={remove.error} />
      <SuccessAlert show={Boolean(saved)} onClose={() => setSaved(false)}>
        Saved.
      </SuccessAlert>
      {current && <ProductImagesCard product={current} />}
      <ProductForm
        key={current?.id ?? 'new'}
        product={current}
        saving={save.isPending}
        error={save.error}
        onSave={async (input) => {
          setSaved(false);
          const result = await save.mutateAsync({ id: current?.id, input });
          setSaved(true);
          // A new product gets its own page, where pictures and variants can be added.
          if (!current) navigate(`../${result.id}`, { relative: 'path', replace: true });
        }}
      />
      <div className="mt-3">
        <AdminProductHooks productId={current?.id ?? null} />
      </div>
    </>
  );
}
