import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useEmailSettings } from './api';
import { DeliveryLogCard } from './DeliveryLogCard';
import { EmailSettingsForm } from './EmailSettingsForm';
import { TestMailCard } from './TestMailCard';

/** setting/email: how and from whom the shop's e-mails leave, a test mail, and what became of each mail. */
export default function EmailSettingsPage() {
  const settings = useEmailSettings();
  return (
    <>
      <PageHeading>Email Settings</PageHeading>
      {settings.isPending ? (
        <LoadingBlocks lines={8} />
      ) : settings.isError ? (
        <ErrorAlert error={settings.error} />
      ) : (
        <EmailSettingsForm view={settings.data} />
      )}
      <div className="mt-4">
        <TestMailCard />
        <DeliveryLogCard />
      </div>
    </>
  );
}
