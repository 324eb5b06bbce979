import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearToken, customerTokenKey } from '../../../app/session';
import { PageLoader } from '../../../ui/PageLoader';

/** SPEC §4: logging out removes the customer's token; the shopper lands on the home page. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    clearToken(customerTokenKey);
    navigate('/', { replace: true });
  }, [navigate]);
  return <PageLoader />;
}
