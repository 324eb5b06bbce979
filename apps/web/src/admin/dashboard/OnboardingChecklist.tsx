import type { Onboarding } from '@emporia/contracts/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { adminHttp } from '../../app/http';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useStaffPermissions } from '../access/staff-permissions';

const onboardingKey = ['admin', 'onboarding'];

/**
 * A new shop's way to its launch (ADR 0077): each step ticked from the shop's real state, with
 * the page that does it; Launch ends it. Shown to staff who may change settings.
 */
export function OnboardingChecklist() {
  const { may } = useStaffPermissions();
  if (!may('settings')) return null;
  return <Checklist />;
}

function Checklist() {
  const { adminPath } = useShopConfig();
  const queryClient = useQueryClient();
  const checklist = useQuery({
    queryKey: onboardingKey,
    queryFn: async () => (await adminHttp.get<{ data: Onboarding }>('/api/v1/admin/onboarding')).data.data,
  });
  const act = useMutation({
    mutationFn: async (action: 'launch' | 'dismiss') =>
      (await adminHttp.post<{ data: Onboarding }>(`/api/v1/admin/onboarding/${action}`)).data.data,
    onSuccess: (data) => queryClient.setQueryData(onboardingKey, data),
  });
  // The dashboard's figures matter more: a checklist that cannot load stays out of the way.
  if (!checklist.data) return checklist.isError ? <ErrorAlert error={checklist.error} /> : null;
  const { steps, visible, deletion_due_at } = checklist.data;
  const deletion = deletion_due_at && (
    <Alert variant="danger">
      This shop is scheduled for deletion on {new Date(deletion_due_at).toLocaleDateString()}. Its data is
      kept until then. <Link to={`${adminPath}/setting/backup`}>Download a backup</Link>
    </Alert>
  );
  if (!visible) return deletion || null;
  const done = steps.filter((s) => s.done).length;
  return (
    <>
      {deletion}
      <Card className="mb-4" as="section" aria-label="Set up your shop">
        <Card.Header className="d-flex justify-content-between align-items-center">
          <h2 className="h6 mb-0">
            Set up your shop{' '}
            <span className="text-body-secondary fw-normal">
              ({done} of {steps.length} done)
            </span>
          </h2>
          <Button variant="link" size="sm" onClick={() => act.mutate('dismiss')} disabled={act.isPending}>
            Hide checklist
          </Button>
        </Card.Header>
        <ListGroup variant="flush">
          {steps.map((step) => (
            <ListGroup.Item key={step.key} className="d-flex gap-3 align-items-start" data-step={step.key}>
              <span
                className={step.done ? 'text-success' : 'text-body-secondary'}
                aria-label={step.done ? 'Done' : 'To do'}
                role="img"
              >
                {step.done ? '✔' : '○'}
              </span>
              <div className="flex-grow-1">
                <div className={step.done ? 'text-decoration-line-through' : 'fw-semibold'}>{step.title}</div>
                <div className="small text-body-secondary">{step.description}</div>
              </div>
              {step.path ? (
                !step.done && (
                  <Link className="btn btn-outline-primary btn-sm" to={`${adminPath}${step.path}`}>
                    {step.title}
                  </Link>
                )
              ) : (
                <Button size="sm" onClick={() => act.mutate('launch')} disabled={act.isPending}>
                  Launch
                </Button>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
        {act.isError && (
          <Card.Footer>
            <ErrorAlert error={act.error} />
          </Card.Footer>
        )}
      </Card>
    </>
  );
}
