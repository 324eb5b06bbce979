import { PageHeading } from '../../../ui/PageHeading';

export default function ContactUsPage() {
  return <PageHeading>Contact Us</PageHeading>;
}
