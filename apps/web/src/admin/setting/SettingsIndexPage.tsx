import type { SettingsSummaries } from '@emporia/contracts/settings-summaries';
import { useQuery } from '@tanstack/react-query';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { adminHttp } from '../../app/http';
import { useShopConfig } from '../../app/shop-config';
import { PageHeading } from '../../ui/PageHeading';
import { useStaffPermissions } from '../access/staff-permissions';
import { permissionAt, settingsAreas, settingsTopics } from '../layout/admin-menu';

/**
 * setting/index: every settings area the viewer's role may open, as a card with what it is for and,
 * once loaded, a line on what is set up there now.
 */
export default function SettingsIndexPage() {
  const { adminPath } = useShopConfig();
  const staff = useStaffPermissions();
  const summaries = useQuery({
    queryKey: ['admin', 'settings', 'summaries'],
    queryFn: async () =>
      (await adminHttp.get<{ data: SettingsSummaries }>('/api/v1/admin/settings/summaries')).data.data,
  });
  const areas = settingsAreas.filter((item) => staff.may(permissionAt(item.to)));
  return (
    <>
      <PageHeading>Settings</PageHeading>
      {settingsTopics.map((topic) => {
        const inTopic = areas.filter((item) => item.area?.topic === topic);
        if (inTopic.length === 0) return null;
        const headingId = `settings-topic-${topic.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <section key={topic} aria-labelledby={headingId} className="mb-4">
            <h2 id={headingId} className="h6 text-body-secondary text-uppercase small fw-semibold mb-3">
              {topic}
            </h2>
            <Row xs={1} md={2} xl={3} className="g-3">
              {inTopic.map((item) => {
                const Icon = item.area!.icon;
                return (
                  <Col key={item.to}>
                    <Link to={`${adminPath}/${item.to}`} className="admin-settings-card">
                      <span className="admin-settings-icon" aria-hidden="true">
                        <Icon size={20} />
                      </span>
                      <span className="flex-grow-1">
                        <span className="d-block fw-semibold">{item.label}</span>
                        {summaries.data?.[item.to] ? (
                          <span className="d-block small" data-testid="settings-summary">
                            {summaries.data[item.to]}
                          </span>
                        ) : null}
                        <span className="d-block small text-body-secondary">{item.area!.description}</span>
                      </span>
                      <ChevronRight
                        size={18}
                        className="text-body-tertiary align-self-center"
                        aria-hidden="true"
                      />
                    </Link>
                  </Col>
                );
              })}
            </Row>
          </section>
        );
      })}
    </>
  );
}
