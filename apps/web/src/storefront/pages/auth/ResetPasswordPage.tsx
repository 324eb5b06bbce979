import { PageHeading } from '../../../ui/PageHeading';

export default function ResetPasswordPage() {
  return <PageHeading>Reset Password</PageHeading>;
}
