import { PageHeading } from '../../ui/PageHeading';

export default function ProfilePage() {
  return <PageHeading>My Profile</PageHeading>;
}
