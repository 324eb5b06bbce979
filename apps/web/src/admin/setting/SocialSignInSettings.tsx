import {
  type SocialSignInForm,
  type SocialSignInSettings,
  signInProviderNames,
  signInProviders,
  socialSignInSaveSchema,
} from '@emporia/contracts/social-sign-in';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { adminHttp } from '../../app/http';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { SecretInput, useSavedSecrets } from '../../ui/SecretInput';
import { SuccessAlert } from '../../ui/SuccessAlert';

const signInKey = ['admin', 'settings', 'social-sign-in'] as const;
const url = '/api/v1/admin/settings/social_sign_in';

/** Where each provider's console takes the client id, secret and redirect URI. */
const consoles = {
  google: 'Google Cloud console → APIs & Services → Credentials → OAuth client ID (Web application)',
  facebook: 'Meta for Developers → your app → Facebook Login → Settings',
} as const;

function SignInForm({ settings }: { settings: SocialSignInSettings }) {
  const queryClient = useQueryClient();
  const secrets = useSavedSecrets(settings.secrets_set);
  const form = useForm<SocialSignInForm>({
    resolver: shopResolver(socialSignInSaveSchema),
    defaultValues: { google: settings.google, facebook: settings.facebook },
  });
  const save = useMutation({
    mutationFn: async (body: SocialSignInForm) =>
      (await adminHttp.put<{ data: SocialSignInSettings }>(url, body)).data.data,
    onSuccess: (saved) => {
      queryClient.setQueryData(signInKey, saved);
      // What was typed in a secret field is saved now, and never shown again.
      form.reset({ google: saved.google, facebook: saved.facebook });
      secrets.forget();
    },
  });
  useServerFieldErrors(save.error, form.setError);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    const clear = signInProviders.filter((p) => secrets.isCleared(p) && !values[p]?.client_secret);
    save.mutate({ ...values, ...(clear.length > 0 ? { secrets_clear: clear } : {}) });
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Social sign-in">
      <Card body className="mb-3">
        <Card.Title as="h2" className="h5">
          Social sign-in
        </Card.Title>
        <p className="text-body-secondary small">
          Shoppers can sign in and register with their Google or Facebook account. Create an app at the
          provider, register this redirect URI, and paste its client ID and secret here.
        </p>
        <Form.Group className="mb-3" controlId="social-redirect-uri">
          <Form.Label>Redirect URI to register</Form.Label>
          <Form.Control readOnly value={settings.redirect_uri} onFocus={(e) => e.currentTarget.select()} />
        </Form.Group>
        <ErrorAlert error={save.error} />
        <SuccessAlert show={save.isSuccess} onClose={() => save.reset()}>
          Updated! Shoppers see a button for each provider that is on.
        </SuccessAlert>
        {signInProviders.map((p) => {
          const name = signInProviderNames[p];
          return (
            <fieldset key={p} className="border rounded p-3 mb-3">
              <legend className="h6 float-none w-auto px-1 mb-0">{name}</legend>
              <p className="text-body-secondary small mb-2">{consoles[p]}</p>
              <Form.Check
                type="switch"
                id={`signin-${p}-enabled`}
                className="mb-2"
                label={`Sign-in with ${name}`}
                {...form.register(`${p}.enabled`)}
              />
              <Form.Group className="mb-2" controlId={`signin-${p}-client-id`}>
                <Form.Label>{name} client ID</Form.Label>
                <Form.Control
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  isInvalid={!!errors[p]?.client_id}
                  {...form.register(`${p}.client_id`)}
                />
                <Form.Control.Feedback type="invalid">{errors[p]?.client_id?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId={`signin-${p}-client-secret`}>
                <Form.Label>{name} client secret</Form.Label>
                <SecretInput
                  name={p}
                  label={`${name} client secret`}
                  secrets={secrets}
                  registration={form.register(`${p}.client_secret`)}
                  isInvalid={!!errors[p]?.client_secret}
                />
              </Form.Group>
            </fieldset>
          );
        })}
        <Button type="submit" disabled={save.isPending}>
          Save sign-in settings
        </Button>
      </Card>
    </Form>
  );
}

/** setting/social, second part: shopper sign-in with Google and Facebook (client secrets write-only). */
export function SocialSignInSettingsCard() {
  const settings = useQuery({
    queryKey: signInKey,
    queryFn: async () => (await adminHttp.get<{ data: SocialSignInSettings }>(url)).data.data,
  });
  if (settings.isPending) return <LoadingBlocks lines={6} />;
  if (settings.isError) return <ErrorAlert error={settings.error} />;
  return <SignInForm settings={settings.data} />;
}
