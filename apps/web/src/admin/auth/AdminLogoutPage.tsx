import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { adminTokenKey, clearToken } from '../../app/session';
import { useShopConfig } from '../../app/shop-config';
import { PageLoader } from '../../ui/PageLoader';

export default function AdminLogoutPage() {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  useEffect(() => {
    clearToken(adminTokenKey);
    navigate(`${adminPath}/login`, { replace: true });
  }, [adminPath, navigate]);
  return <PageLoader />;
}
