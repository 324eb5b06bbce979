import { z } from 'zod';

/**
 * The shop's wording for what zod would otherwise say in its own
 * ('Too big: expected string to have <=255 characters'). A schema's own
 * message always wins; this only fills in where a schema gives none. Each
 * schema file of the contracts imports this module, so the server's answers
 * and the forms' messages read the same wherever a schema is used.
 */
type Issue = z.core.$ZodRawIssue;

const count = (n: unknown, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  switch (issue.origin) {
    case 'string':
      return `Use at most ${count(issue.maximum, 'character', 'characters')}.`;
    case 'array':
    case 'set':
      return `Choose at most ${issue.maximum}.`;
    default:
      return `Enter ${issue.maximum} or less.`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1
        ? 'This field is required.'
        : `Use at least ${count(issue.minimum, 'character', 'characters')}.`;
    case 'array':
    case 'set':
      return Number(issue.minimum) <= 1 ? 'Choose at least one.' : `Choose at least ${issue.minimum}.`;
    default:
      return `Enter ${issue.minimum} or more.`;
  }
}

function wrongType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return 'This field is required.';
  switch (issue.expected) {
    case 'int':
      return 'Enter a whole number.';
    case 'number':
    case 'bigint':
      return 'Enter a number.';
    case 'string':
      return 'Enter text.';
    case 'boolean':
      return 'Choose yes or no.';
    case 'date':
      return 'Enter a valid date.';
    case 'array':
      return 'Choose from the list.';
    default:
      return 'This is not in the expected form.';
  }
}

const formats: Record<string, string> = {
  email: 'Enter a valid e-mail address.',
  url: 'Enter a full web address, such as https://example.com.',
  datetime: 'Enter a valid date and time.',
  date: 'Enter a valid date.',
  time: 'Enter a valid time.',
  uuid: 'This is not a valid identifier.',
};

export function shopWording(issue: Issue): string {
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_type':
      return wrongType(issue);
    case 'invalid_format':
      return formats[issue.format] ?? 'This is not in the expected form.';
    case 'not_multiple_of':
      return Number(issue.divisor) === 0.01
        ? 'Use at most two decimals.'
        : `Enter a multiple of ${issue.divisor}.`;
    case 'invalid_value':
      return 'Choose one of the offered options.';
    case 'unrecognized_keys':
      return `Remove what is not asked for: ${issue.keys.join(', ')}.`;
    default:
      return 'This value is not valid.';
  }
}

z.config({ customError: shopWording });
