import type { AdminMe } from '@emporia/contracts/admin-account';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup } from './api';

/** Turn 2FA on (scan the QR code, confirm with a code) or off (confirm with a code). */
export function TwoFactorCard({ me }: { me: AdminMe }) {
  const [code, setCode] = useState('');
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const on = me.enable_2fa === 1;
  const confirm = on ? disable : enable;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        setup.reset();
      },
    });
  };

  return (
    <Card className="mb-4">
      <Card.Header>Two-Factor Authentication</Card.Header>
      <Card.Body>
        <p>
          Status: <strong>{on ? 'On' : 'Off'}</strong>. With it on, logging in also asks for a code from an
          authenticator app.
        </p>
        <ErrorAlert error={setup.error ?? confirm.error} />
        <SuccessAlert show={enable.isSuccess && on}>Two-factor authentication is on.</SuccessAlert>
        <SuccessAlert show={disable.isSuccess && !on}>Two-factor authentication is off.</SuccessAlert>
        {!on && !setup.data && (
          <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
            Set up two-factor authentication
          </Button>
        )}
        {!on && setup.data && (
          <div className="mb-3">
            <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
            <img src={setup.data.qr_code} alt="QR code for the authenticator app" width={220} height={220} />
            <p className="small text-body-secondary mt-2">
              Or type this key: <code data-testid="totp-secret">{setup.data.secret}</code>
            </p>
          </div>
        )}
        {(on || setup.data) && (
          <Form onSubmit={submit} className="mt-2" style={{ maxWidth: '22rem' }}>
            <Form.Label htmlFor="admin-2fa-confirm">
              {on ? 'Code to turn it off' : 'Code from the app'}
            </Form.Label>
            <InputGroup>
              <Form.Control
                id="admin-2fa-confirm"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button type="submit" variant={on ? 'outline-danger' : 'primary'} disabled={confirm.isPending}>
                {on ? 'Turn off' : 'Turn on'}
              </Button>
            </InputGroup>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
