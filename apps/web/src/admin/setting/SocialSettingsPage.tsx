import {
  type SocialLinks,
  type SocialLinksForm,
  socialLinksSchema,
  socialNetworkNames,
  socialNetworks,
} from '@emporia/contracts/social';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { adminHttp } from '../../app/http';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { SocialSignInSettingsCard } from './SocialSignInSettings';

const socialKey = ['admin', 'settings', 'social'] as const;

function SocialForm({ links }: { links: SocialLinks }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (form: SocialLinksForm) =>
      (await adminHttp.put<{ data: SocialLinks }>('/api/v1/admin/settings/social', form)).data.data,
    onSuccess: (saved) => queryClient.setQueryData(socialKey, saved),
  });
  const { register, handleSubmit, formState, setError } = useForm<SocialLinksForm>({
    resolver: shopResolver(socialLinksSchema),
    defaultValues: links,
  });
  useServerFieldErrors(save.error, setError);
  return (
    <Form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
      <ErrorAlert error={save.error} />
      <SuccessAlert show={save.isSuccess}>
        Updated! The storefront footer links to these profiles.
      </SuccessAlert>
      <Card body className="mb-3">
        <Card.Title as="h2" className="h5">
          Profile links
        </Card.Title>
        <p className="text-body-secondary small">
          The address of the shop’s page on each network, starting with https://. Empty ones are left out of
          the footer.
        </p>
        {socialNetworks.map((network) => (
          <Form.Group key={network} className="mb-3" controlId={`social-${network}`}>
            <Form.Label>{socialNetworkNames[network]}</Form.Label>
            <Form.Control
              type="url"
              inputMode="url"
              placeholder={`https://…`}
              isInvalid={!!formState.errors[network]}
              {...register(network)}
            />
            <Form.Control.Feedback type="invalid">{formState.errors[network]?.message}</Form.Control.Feedback>
          </Form.Group>
        ))}
      </Card>
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </Form>
  );
}

/** setting/social: the shop's social profiles (storefront footer) and shopper sign-in with them. */
export default function SocialSettingsPage() {
  const links = useQuery({
    queryKey: socialKey,
    queryFn: async () =>
      (await adminHttp.get<{ data: SocialLinks }>('/api/v1/admin/settings/social')).data.data,
  });
  return (
    <>
      <PageHeading>Social Networks</PageHeading>
      {links.isPending ? (
        <LoadingBlocks lines={6} />
      ) : links.isError ? (
        <ErrorAlert error={links.error} />
      ) : (
        <SocialForm links={links.data} />
      )}
      <hr className="my-4" />
      <SocialSignInSettingsCard />
    </>
  );
}
