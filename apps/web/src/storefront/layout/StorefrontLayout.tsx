import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { TopBar } from '../banners/TopBar';
import { Footer } from './Footer';
import { Header } from './Header';

export function StorefrontLayout() {
  return (
    <div className="storefront d-flex flex-column min-vh-100">
      <TopBar />
      <Header />
      <Container as="main" className="flex-grow-1 py-4">
        <Outlet />
      </Container>
      <Footer />
    </div>
  );
}
