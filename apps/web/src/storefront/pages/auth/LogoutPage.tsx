import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../ui/PageLoader';
import { logoutCustomer } from './api/logout-customer';
import { useCustomerSignOut } from './customer-session';

/** SPEC §4: logout ends the session on the server, clears the customer's data and cart and removes the token. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const signOut = useCustomerSignOut();
  useEffect(() => {
    let left = false;
    // An expired token or a network failure must not keep the shopper signed in here.
    logoutCustomer()
      .catch(() => {})
      .finally(() => {
        if (left) return;
        signOut();
        navigate('/', { replace: true });
      });
    return () => {
      left = true;
    };
  }, [navigate, signOut]);
  return <PageLoader />;
}
