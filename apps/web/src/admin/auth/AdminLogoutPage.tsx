import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { adminHttp } from '../../app/http';
import { adminTokenKey, clearToken } from '../../app/session';
import { useShopConfig } from '../../app/shop-config';
import { PageLoader } from '../../ui/PageLoader';

export default function AdminLogoutPage() {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  useEffect(() => {
    // The session ends on the server too; an expired one must not keep the admin here.
    adminHttp
      .post('/api/v1/admin/logout')
      .catch(() => {})
      .finally(() => {
        clearToken(adminTokenKey);
        navigate(`${adminPath}/login`, { replace: true });
      });
  }, [adminPath, navigate]);
  return <PageLoader />;
}
