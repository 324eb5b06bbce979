import type { AccessibilityStatementView } from '@emporia/contracts/accessibility-statement';
import { statementWordingIn } from './wording';

/** The day as words, the same on the server and in the browser (the date has no time of day). */
const dayIn = (date: string, language: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime())
    ? date
    : day.toLocaleDateString(language, { dateStyle: 'long', timeZone: 'UTC' });
};

/**
 * The accessibility statement's sections (EU model statement order), shared by the storefront's
 * /accessibility and the admin's preview beside the form. `headingLevel` is the level of its
 * section headings, so it sits under the page's own heading wherever it is shown.
 */
export function StatementBody({
  statement: s,
  language,
  headingLevel = 2,
}: {
  statement: AccessibilityStatementView;
  language: string;
  headingLevel?: 2 | 3;
}) {
  const w = statementWordingIn(language);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const body = s.enforcement_body;
  return (
    <div className="article-body">
      <p>{w.intro(s.shop_name)}</p>
      <H>{w.statusHeading}</H>
      <p data-testid="conformance-status">{w.status[s.status](s.shop_name)}</p>
      {s.exceptions.length > 0 && (
        <>
          <H>{w.exceptionsHeading}</H>
          <p>{w.exceptionsIntro}</p>
          <ul>
            {s.exceptions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <H>{w.contactHeading}</H>
      <p>{w.contactIntro}</p>
      {s.contact_email || s.contact_phone ? (
        <ul>
          {s.contact_email && (
            <li>
              {w.email}: <a href={`mailto:${s.contact_email}`}>{s.contact_email}</a>
            </li>
          )}
          {s.contact_phone && (
            <li>
              {w.phone}: <a href={`tel:${s.contact_phone.replace(/[^\d+]/g, '')}`}>{s.contact_phone}</a>
            </li>
          )}
        </ul>
      ) : (
        <p>
          <a href="/contact-us">{w.noContact}</a>
        </p>
      )}
      {body && (
        <>
          <H>{w.enforcementHeading}</H>
          <p>{w.enforcementIntro}</p>
          <address>
            {body.name}
            {body.address && (
              <>
                <br />
                {body.address}
              </>
            )}
            <br />
            {w.website}: <a href={body.website}>{body.website.replace(/^https:\/\//, '')}</a>
          </address>
        </>
      )}
      <H>{w.preparedHeading}</H>
      <p>{w.prepared(dayIn(s.prepared_on, language))}</p>
    </div>
  );
}
