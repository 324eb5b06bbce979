import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { firstScreenOf, ProductCard, type ProductCardProduct } from '../../../../ui/ProductCard';

/**
 * Cards four to a row on large screens and two on small ones. A grid at the top of its page
 * (`leading`) loads its first row's pictures at once, those of a phone's row first of all.
 */
export function ProductGrid({
  products,
  leading = false,
}: {
  products: ProductCardProduct[];
  leading?: boolean;
}) {
  return (
    <Row xs={2} lg={4} className="g-3 product-grid">
      {products.map((product, index) => (
        <Col key={product.id}>
          <ProductCard product={product} firstScreen={leading ? firstScreenOf(index) : 'no'} />
        </Col>
      ))}
    </Row>
  );
}
