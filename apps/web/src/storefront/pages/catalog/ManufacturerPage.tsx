import { PageHeading } from '../../../ui/PageHeading';

export default function ManufacturerPage() {
  return <PageHeading>Manufacturer</PageHeading>;
}
