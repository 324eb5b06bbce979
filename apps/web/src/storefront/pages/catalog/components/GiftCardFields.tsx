import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../../app/translation';

export interface GiftCardMeta {
  gc_receiver_name: string;
  gc_email_to: string;
  gc_message: string;
}

/** SPEC §3 gift-card lines: Receiver, Email to and Message, sent with the cart line. */
export function GiftCardFields({
  value,
  onChange,
}: {
  value: GiftCardMeta;
  onChange: (value: GiftCardMeta) => void;
}) {
  const { t } = useTranslation();
  const field = (key: keyof GiftCardMeta) => ({
    value: value[key],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <fieldset className="gift-card-fields mb-3">
      <Form.Group className="mb-2" controlId="gc-receiver">
        <Form.Label>{t('catalog.gift_card.receiver')}</Form.Label>
        <Form.Control {...field('gc_receiver_name')} />
      </Form.Group>
      <Form.Group className="mb-2" controlId="gc-email">
        <Form.Label>{t('catalog.gift_card.email_to')}</Form.Label>
        <Form.Control type="email" {...field('gc_email_to')} />
      </Form.Group>
      <Form.Group className="mb-2" controlId="gc-message">
        <Form.Label>{t('catalog.gift_card.message')}</Form.Label>
        <Form.Control as="textarea" rows={3} {...field('gc_message')} />
      </Form.Group>
    </fieldset>
  );
}
