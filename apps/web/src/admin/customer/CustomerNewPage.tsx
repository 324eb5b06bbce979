import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useCreateCustomer, useCustomerGroups } from './api';
import { CustomerForm } from './CustomerForm';

/** customer/new */
export default function CustomerNewPage() {
  const navigate = useNavigate();
  const groups = useCustomerGroups();
  const create = useCreateCustomer();
  return (
    <>
      <PageHeading>Add Customer</PageHeading>
      <ErrorAlert error={groups.error ?? create.error} />
      {groups.data ? (
        <div className="bg-white p-4 border rounded" style={{ maxWidth: '48rem' }}>
          <CustomerForm
            isNew
            groups={groups.data}
            pending={create.isPending}
            failure={create.error}
            initial={{
              firstname: '',
              lastname: '',
              email: '',
              telephone: '',
              newsletter: false,
              sms_opt_in: false,
              customer_group_id: null,
              status: 'active',
            }}
            onSave={(form) =>
              create.mutate(form, {
                onSuccess: (customer) => navigate(`../${customer.id}`, { relative: 'path' }),
              })
            }
          />
        </div>
      ) : (
        !groups.error && <LoadingBlocks lines={6} />
      )}
    </>
  );
}
