import type { AdminProduct } from '@emporia/contracts/catalog-admin';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useDeleteProductImage, useOrderProductImages, useUploadProductImage } from '../api/products';
import { PictureUpload } from '../shared/PictureUpload';

/** The product's pictures: upload (with progress; all sizes are made on the server), make main, remove. */
export function ProductImagesCard({ product }: { product: AdminProduct }) {
  const upload = useUploadProductImage();
  const remove = useDeleteProductImage();
  const order = useOrderProductImages();
  const ids = product.images.map((i) => i.id);
  return (
    <Card className="mb-3 product-images">
      <Card.Header>Images</Card.Header>
      <Card.Body>
        <ErrorAlert error={upload.error ?? remove.error ?? order.error} />
        <div className="d-flex flex-wrap gap-3 mb-3">
          {product.images.length === 0 && <p className="text-body-secondary mb-0">No pictures yet.</p>}
          {product.images.map((image, index) => (
            <figure key={image.id} className="text-center mb-0">
              <img src={image.thumbnail} alt="" width={120} height={120} className="rounded border d-block" />
              <figcaption className="d-flex gap-1 justify-content-center mt-1">
                {index === 0 ? (
                  <span className="badge text-bg-primary align-self-center">Main</span>
                ) : (
                  <Button
                    size="sm"
                    variant="link"
                    onClick={() =>
                      order.mutate({
                        id: product.id,
                        ids: [image.id, ...ids.filter((id) => id !== image.id)],
                      })
                    }
                  >
                    Make main
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  onClick={() => remove.mutate({ id: product.id, imageId: image.id })}
                >
                  Remove
                </Button>
              </figcaption>
            </figure>
          ))}
        </div>
        <PictureUpload
          label="Upload a picture"
          upload={(file, onProgress) => upload.mutateAsync({ id: product.id, file, onProgress })}
        />
      </Card.Body>
    </Card>
  );
}
