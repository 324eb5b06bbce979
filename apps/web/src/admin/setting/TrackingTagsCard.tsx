import {
  type TrackingTags,
  type TrackingTagsInput,
  trackingTagsInputSchema,
} from '@emporia/contracts/tracking-tags';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { adminHttp } from '../../app/http';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { SuccessAlert } from '../../ui/SuccessAlert';

const url = '/api/v1/admin/settings/tracking-tags';
const tagsKey = ['admin', 'tracking-tags'] as const;

function TagsForm({ tags }: { tags: TrackingTags }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: async (input: z.output<typeof trackingTagsInputSchema>) =>
      (await adminHttp.put<{ data: TrackingTags }>(url, input)).data.data,
    onSuccess: (saved) => {
      client.setQueryData(tagsKey, saved);
      reset({ ...valuesOf(saved) });
    },
  });
  const valuesOf = (t: TrackingTags): TrackingTagsInput => ({
    ga_measurement_id: t.ga_measurement_id,
    recaptcha_site_key: t.recaptcha_site_key,
    recaptcha_secret_key: '',
    social_pixel_id: t.social_pixel_id,
  });
  const { register, handleSubmit, formState, setError, reset } = useForm<
    TrackingTagsInput,
    unknown,
    z.output<typeof trackingTagsInputSchema>
  >({ resolver: shopResolver(trackingTagsInputSchema), defaultValues: valuesOf(tags) });
  useServerFieldErrors(save.error, setError);
  const { errors } = formState;
  const field = (name: keyof TrackingTagsInput, label: string, hint: string, placeholder = '') => (
    <Form.Group className="mb-3" controlId={`tags-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={name === 'recaptcha_secret_key' ? 'password' : 'text'}
        autoComplete="off"
        placeholder={placeholder}
        isInvalid={!!errors[name]}
        {...register(name)}
      />
      <Form.Text>{hint}</Form.Text>
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit((input) => save.mutate(input))(event)}>
      <ErrorAlert error={save.error} />
      <SuccessAlert show={save.isSuccess}>
        Saved. The storefront loads these tags from its next page.
      </SuccessAlert>
      {field(
        'ga_measurement_id',
        'Analytics measurement id',
        'Google Analytics 4: page views follow shoppers through the shop. Empty: no analytics tag.',
        'G-XXXXXXXXXX',
      )}
      {field(
        'recaptcha_site_key',
        'Bot protection site key',
        'reCAPTCHA v3: sign-up, sign-in, contact and restock forms check shoppers are people. Empty: off.',
      )}
      {field(
        'recaptcha_secret_key',
        'Bot protection secret key',
        'Kept sealed and never shown again.',
        tags.has_recaptcha_secret ? 'Saved — leave empty to keep it' : '',
      )}
      {field(
        'social_pixel_id',
        'Social-ad pixel id',
        'Meta Pixel: page views, product views, adds to cart and purchases for your ad campaigns. Empty: off.',
      )}
      <Button type="submit" disabled={save.isPending}>
        Update tags
      </Button>
    </Form>
  );
}

/**
 * setting/general's tags: the third-party scripts the storefront loads (never the admin). The
 * shop's pages allow exactly these tags' hosts in their Content-Security-Policy.
 */
export function TrackingTagsCard() {
  const tags = useQuery({
    queryKey: tagsKey,
    queryFn: async () => (await adminHttp.get<{ data: TrackingTags }>(url)).data.data,
  });
  return (
    <Card as="section" className="mt-4" aria-labelledby="tracking-tags-heading">
      <Card.Header className="bg-white">
        <h2 id="tracking-tags-heading" className="h5 mb-0">
          Tags and tracking
        </h2>
      </Card.Header>
      <Card.Body>
        {tags.isPending ? (
          <LoadingBlocks lines={4} />
        ) : tags.isError ? (
          <ErrorAlert error={tags.error} />
        ) : (
          <TagsForm tags={tags.data} />
        )}
      </Card.Body>
    </Card>
  );
}
