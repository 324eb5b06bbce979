import { restockFormSchema } from '@emporia/contracts/catalog';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../app/form-errors';
import { useShopConfig } from '../app/shop-config';
import { useTranslation } from '../app/translation';
import { useCustomerBasics } from './api/customer-profile';
import { useRestockNotify } from './api/restock-notify';
import { botToken } from './bot-token';

const fieldsSchema = restockFormSchema.pick({ email: true, name: true });
type Fields = { email: string; name: string };

export type RestockOutcome = { ok: true; message: string } | { ok: false; error: unknown };

/**
 * SPEC §2/§4/§5/§7 restock modal: e-mail and name (prefilled for a signed-in
 * customer), a bot-protection token when the shop has a site key, then
 * catalog_product_restock_notify. It closes after success, failure or
 * dismissal; the opener shows the outcome.
 */
export function RestockModal({
  productId,
  productName,
  show,
  onClose,
}: {
  productId: number;
  productName: string;
  show: boolean;
  onClose: (outcome?: RestockOutcome) => void;
}) {
  const { t, i18n } = useTranslation();
  const { config } = useShopConfig();
  const profile = useCustomerBasics();
  const notify = useRestockNotify();
  const { register, handleSubmit, formState, reset, setError } = useForm<Fields>({
    resolver: shopResolver(fieldsSchema),
    defaultValues: { email: '', name: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (show) reset({ email: profile.data?.email ?? '', name: profile.data?.firstname ?? '' });
  }, [show, profile.data, reset]);

  const submit = handleSubmit(async (fields) => {
    try {
      const token = config.recaptcha_site_key ? await botToken(config.recaptcha_site_key) : undefined;
      const answer = await notify.mutateAsync({
        ...fields,
        product_id: productId,
        locale: i18n.language,
        ...(token ? { grecaptcha_token: token } : {}),
      });
      onClose({ ok: true, message: answer.message });
    } catch (error) {
      onClose({ ok: false, error });
    }
  });

  useServerFieldErrors(notify.error, setError);
  return (
    <Modal show={show} onHide={() => onClose()} centered aria-labelledby={`restock-title-${productId}`}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" id={`restock-title-${productId}`} className="h5">
            {t('catalog.restock.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">{t('catalog.restock.intro', { name: productName })}</p>
          <Form.Group className="mb-3" controlId={`restock-email-${productId}`}>
            <Form.Label>{t('catalog.restock.email')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              isInvalid={!!errors.email}
              {...register('email')}
            />
            <Form.Control.Feedback type="invalid">{errors.email?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-1" controlId={`restock-name-${productId}`}>
            <Form.Label>{t('catalog.restock.name')}</Form.Label>
            <Form.Control autoComplete="given-name" isInvalid={!!errors.name} {...register('name')} />
            <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => onClose()}>
            {t('catalog.restock.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('catalog.restock.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
