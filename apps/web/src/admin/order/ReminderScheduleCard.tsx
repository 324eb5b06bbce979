import { abandonedCartScheduleSchema } from '@emporia/contracts/admin-orders';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { SectionCard } from '../../ui/SectionCard';
import { useReminderSchedule, useSaveReminderSchedule } from './api/orders';

/**
 * The merchant's reminder schedule on the Abandoned Carts page: whether
 * reminders go out on their own, and after how many idle hours each one does.
 * Addresses that unsubscribed never get one.
 */
export function ReminderScheduleCard() {
  const schedule = useReminderSchedule();
  const save = useSaveReminderSchedule();
  const [auto, setAuto] = useState(false);
  const [delays, setDelays] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!schedule.data) return;
    setAuto(schedule.data.auto_send);
    setDelays(schedule.data.delays_hours.join(', '));
  }, [schedule.data]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = abandonedCartScheduleSchema.safeParse({
      auto_send: auto,
      delays_hours: delays
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean)
        .map(Number),
    });
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the delays.'));
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <SectionCard id="reminder-schedule" title="Automatic Reminders">
      <ErrorAlert error={schedule.error} />
      {schedule.isPending && <LoadingBlocks lines={2} />}
      {schedule.data && (
        <Form onSubmit={submit} noValidate aria-label="Reminder schedule">
          {save.isSuccess && <Alert variant="success">The reminder schedule is saved.</Alert>}
          <ErrorAlert error={save.error} />
          <Form.Check
            type="switch"
            id="reminders-auto"
            className="mb-3"
            label="Send reminders automatically"
            checked={auto}
            onChange={(e) => setAuto(e.target.checked)}
          />
          <Form.Group controlId="reminders-delays" className="mb-3" style={{ maxWidth: '24rem' }}>
            <Form.Label>Send after (hours idle)</Form.Label>
            <Form.Control value={delays} isInvalid={!!problem} onChange={(e) => setDelays(e.target.value)} />
            <Form.Text muted>Up to three, e.g. 1, 24, 72: one reminder at each, never twice.</Form.Text>
            <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </Form>
      )}
    </SectionCard>
  );
}
