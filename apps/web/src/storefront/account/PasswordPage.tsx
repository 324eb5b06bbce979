import { PageHeading } from '../../ui/PageHeading';

export default function PasswordPage() {
  return <PageHeading>Change Password</PageHeading>;
}
