import { PageHeading } from '../../../ui/PageHeading';

export default function RegisterPage() {
  return <PageHeading>Create an Account</PageHeading>;
}
