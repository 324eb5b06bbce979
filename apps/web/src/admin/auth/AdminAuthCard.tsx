import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useShopConfig } from '../../app/shop-config';
import '../layout/admin-shell.css';

/** The frame of the sign-in pages, which sit outside the admin layout. */
export function AdminAuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { shopName } = useShopConfig();
  return (
    <main className="admin-auth d-flex align-items-center justify-content-center min-vh-100 bg-body-tertiary p-3">
      <Card className="shadow-sm admin-auth-card">
        <Card.Body className="p-4">
          <div className="text-body-secondary small mb-1">{shopName}</div>
          <h1 className="h4 mb-4">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </main>
  );
}
