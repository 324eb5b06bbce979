import { PageHeading } from '../../../ui/PageHeading';

export default function LoginPage() {
  return <PageHeading>Login</PageHeading>;
}
