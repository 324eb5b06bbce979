import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ProductCard, type ProductCardProduct } from '../../../../ui/ProductCard';

/** Cards four to a row on large screens and two on small ones. */
export function ProductGrid({ products }: { products: ProductCardProduct[] }) {
  return (
    <Row xs={2} lg={4} className="g-3 product-grid">
      {products.map((product) => (
        <Col key={product.id}>
          <ProductCard product={product} />
        </Col>
      ))}
    </Row>
  );
}
