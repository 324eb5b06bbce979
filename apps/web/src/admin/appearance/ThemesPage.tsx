import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { WhenLoaded } from '../access/LoadState';
import { ThemeSwatch } from './ThemeSwatch';
import { useActivateTheme, useThemes } from './theme-api';

/**
 * appearance/theme/index: the built-in themes as cards, the live one marked. "Use this theme"
 * switches what shoppers see on their next page; "Customise" opens the theme's editor.
 */
export default function ThemesPage() {
  const { adminPath } = useShopConfig();
  const themes = useThemes();
  const activate = useActivateTheme();
  return (
    <>
      <PageHeading>Themes</PageHeading>
      <p className="text-body-secondary">
        A theme sets the storefront’s colours, fonts, buttons and the order of the home page. Shoppers see the
        live theme; changes show on their next page, with no rebuild.
      </p>
      <ErrorAlert error={activate.error} />
      <SuccessAlert show={activate.isSuccess}>
        {activate.data ? `${activate.data.theme.name} is now the live theme.` : ''}
      </SuccessAlert>
      <WhenLoaded queries={[themes]} lines={6}>
        {() => (
          <Row xs={1} md={2} xl={3} className="g-4">
            {themes.data?.themes.map((theme) => (
              <Col key={theme.id}>
                <Card
                  as="section"
                  className={`h-100 ${theme.active ? 'border-primary border-2' : ''}`}
                  aria-labelledby={`theme-${theme.id}-name`}
                >
                  <ThemeSwatch settings={theme.settings} name={theme.id} />
                  <Card.Body>
                    <Card.Title as="h2" className="h5 d-flex align-items-center gap-2">
                      <span id={`theme-${theme.id}-name`}>{theme.name}</span>
                      {theme.active && <Badge bg="success">Live</Badge>}
                      {theme.customised && (
                        <Badge bg="light" text="dark" className="border">
                          Customised
                        </Badge>
                      )}
                    </Card.Title>
                    <Card.Text className="small text-body-secondary">{theme.description}</Card.Text>
                  </Card.Body>
                  <Card.Footer className="bg-transparent d-flex gap-2">
                    {theme.active ? (
                      <span className="btn btn-outline-success disabled" aria-disabled="true">
                        Live theme
                      </span>
                    ) : (
                      <Button
                        onClick={() => activate.mutate(theme.id)}
                        disabled={activate.isPending}
                        aria-label={`Use this theme: ${theme.name}`}
                      >
                        Use this theme
                      </Button>
                    )}
                    <Link
                      to={`${adminPath}/appearance/theme/edit/${theme.id}`}
                      className="btn btn-outline-secondary"
                      aria-label={`Customise ${theme.name}`}
                    >
                      Customise
                    </Link>
                  </Card.Footer>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </WhenLoaded>
    </>
  );
}
