import { PageHeading } from '../../../ui/PageHeading';

export default function ForgotPasswordPage() {
  return <PageHeading>Forgot Your Password?</PageHeading>;
}
