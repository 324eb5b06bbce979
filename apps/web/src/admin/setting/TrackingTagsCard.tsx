import type { GeneralSettingsSaveForm } from '@emporia/contracts/store-settings';
import type { TrackingTags, TrackingTagsInput } from '@emporia/contracts/tracking-tags';
import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { adminHttp } from '../../app/http';

export const trackingTagsKey = ['admin', 'tracking-tags'] as const;

export const useTrackingTags = () =>
  useQuery({
    queryKey: trackingTagsKey,
    queryFn: async () =>
      (await adminHttp.get<{ data: TrackingTags }>('/api/v1/admin/settings/tracking-tags')).data.data,
  });

/** The form's values of saved tags: the sealed secret is never sent back, so it starts empty. */
export const tagValuesOf = (tags: TrackingTags): TrackingTagsInput => ({
  ga_measurement_id: tags.ga_measurement_id,
  recaptcha_site_key: tags.recaptcha_site_key,
  recaptcha_secret_key: '',
  social_pixel_id: tags.social_pixel_id,
});

/**
 * setting/general's tags: the third-party scripts the storefront loads (never the admin), as
 * fields of the page's one form (saved with its Save). The shop's pages allow exactly these tags'
 * hosts in their Content-Security-Policy.
 */
export function TrackingTagsCard({
  tags,
  register,
  errors,
}: {
  tags: TrackingTags;
  register: UseFormRegister<GeneralSettingsSaveForm>;
  errors: FieldErrors<GeneralSettingsSaveForm>['tracking_tags'];
}) {
  const field = (name: keyof TrackingTagsInput, label: string, hint: string, placeholder = '') => (
    <Form.Group className="mb-3" controlId={`tags-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={name === 'recaptcha_secret_key' ? 'password' : 'text'}
        autoComplete="off"
        placeholder={placeholder}
        isInvalid={!!errors?.[name]}
        {...register(`tracking_tags.${name}`)}
      />
      <Form.Text>{hint}</Form.Text>
      <Form.Control.Feedback type="invalid">{errors?.[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <Card as="section" className="mb-3" aria-labelledby="tracking-tags-heading">
      <Card.Header className="bg-white">
        <h2 id="tracking-tags-heading" className="h5 mb-0">
          Tags and tracking
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary small">The storefront loads these tags from its next page.</p>
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
      </Card.Body>
    </Card>
  );
}
