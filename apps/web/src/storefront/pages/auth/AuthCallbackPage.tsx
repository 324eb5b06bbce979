import { PageHeading } from '../../../ui/PageHeading';

export default function AuthCallbackPage() {
  return <PageHeading>Signing In</PageHeading>;
}
