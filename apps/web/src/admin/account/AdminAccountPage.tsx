import { type ChangePasswordForm, changePasswordSchema } from '@emporia/contracts/account';
import { type AdminMe, type AdminProfileForm, adminProfileSchema } from '@emporia/contracts/admin-account';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormProvider, useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/forms/Field';
import { EmailField, NewPasswordFields } from '../../ui/forms/PersonFields';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useAdminAccount, useChangeAdminPassword, useUpdateAdminAccount } from './api';
import { TwoFactorCard } from './TwoFactorCard';

function ProfileCard({ me }: { me: AdminMe }) {
  const save = useUpdateAdminAccount();
  const form = useForm<AdminProfileForm>({
    resolver: shopResolver(adminProfileSchema),
    defaultValues: { name: me.name, email: me.email },
  });
  const { register, handleSubmit, formState, setError } = form;
  useServerFieldErrors(save.error, setError);
  return (
    <Card className="mb-4">
      <Card.Header>Profile</Card.Header>
      <Card.Body>
        <FormProvider {...form}>
          <Form noValidate onSubmit={handleSubmit((body) => save.mutate(body))}>
            <ErrorAlert error={save.error} />
            <SuccessAlert show={save.isSuccess}>Updated!</SuccessAlert>
            <Field
              label="Name"
              autoComplete="name"
              error={formState.errors.name?.message}
              {...register('name')}
            />
            <EmailField label="Email" />
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </Form>
        </FormProvider>
      </Card.Body>
    </Card>
  );
}

function PasswordCard() {
  const change = useChangeAdminPassword();
  const form = useForm<ChangePasswordForm>({
    resolver: shopResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', confirm: '' },
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  useServerFieldErrors(change.error, setError);
  return (
    <Card className="mb-4">
      <Card.Header>Change Password</Card.Header>
      <Card.Body>
        <FormProvider {...form}>
          <Form
            noValidate
            onSubmit={handleSubmit((body) => change.mutate(body, { onSuccess: () => reset() }))}
          >
            <ErrorAlert error={change.error} />
            <SuccessAlert show={Boolean(change.data)}>{change.data}</SuccessAlert>
            <Field
              label="Current password"
              type="password"
              autoComplete="current-password"
              error={formState.errors.current_password?.message}
              {...register('current_password')}
            />
            <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
            <Button type="submit" disabled={change.isPending}>
              Change Password
            </Button>
          </Form>
        </FormProvider>
      </Card.Body>
    </Card>
  );
}

/** Admin account page: own profile, password and two-factor authentication. */
export default function AdminAccountPage() {
  const account = useAdminAccount();
  return (
    <>
      <PageHeading>My Account</PageHeading>
      <ErrorAlert error={account.error} />
      {account.isPending && <LoadingBlocks lines={6} />}
      {account.data && (
        <Row className="g-4">
          <Col lg={6}>
            <ProfileCard me={account.data} />
            <PasswordCard />
          </Col>
          <Col lg={6}>
            <TwoFactorCard me={account.data} />
          </Col>
        </Row>
      )}
    </>
  );
}
