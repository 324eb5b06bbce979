import { describe, expect, it } from 'vitest';
import { inLayout, renderHtml, renderSubject, sanitizeMailHtml, templateProblems, textOf } from './render';
import { definitionOf, templateDefinitions, variablesOf } from './templates';

const variables = {
  'shop.name': '',
  'customer.firstname': '',
  'order.items': '',
  'order.items.name': '',
  'order.items.quantity': '',
  'order.comment': '',
};

describe('e-mail template rendering', () => {
  it('escapes every value and keeps a value’s line breaks', () => {
    const html = renderHtml('<p>Hello {{customer.firstname}}</p><p>{{order.comment}}</p>', {
      customer: { firstname: '<script>alert(1)</script> & "Co"' },
      order: { comment: 'Line one\nLine <two>' },
    });
    expect(html).toBe(
      '<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</p><p>Line one<br>Line &lt;two&gt;</p>',
    );
  });

  it('writes subjects as plain text on one line', () => {
    expect(
      renderSubject('{{shop.name}} - Hi {{customer.firstname}}', {
        shop: { name: 'A & B' },
        customer: { firstname: 'Ann\r\nBcc: x' },
      }),
    ).toBe('A & B - Hi Ann Bcc: x');
  });

  it('refuses unknown names, unescaped output and partials, and knows a list’s fields inside its section', () => {
    expect(
      templateProblems(
        '{{#order.items}}{{quantity}} × {{name}}{{/order.items}} {{customer.firstname}}',
        variables,
      ),
    ).toEqual([]);
    expect(templateProblems('{{order.total}}', variables)).toEqual(['Unknown variable {{order.total}}.']);
    expect(templateProblems('{{name}}', variables)).toEqual(['Unknown variable {{name}}.']);
    // A list's field by its full name would render nothing: the message says how to write it.
    expect(templateProblems('{{order.items.name}}', variables)).toEqual([
      'Write {{name}} inside {{#order.items}}…{{/order.items}}.',
    ]);
    expect(templateProblems('{{#order.items}}{{order.items.name}}{{/order.items}}', variables)).toEqual([
      'Write {{name}} for {{order.items.name}}.',
    ]);
    expect(templateProblems('{{{customer.firstname}}}', variables)[0]).toMatch(/not allowed/);
    expect(templateProblems('{{& customer.firstname}}', variables)[0]).toMatch(/not allowed/);
    expect(templateProblems('{{> footer}}', variables)[0]).toMatch(/Partials/);
    expect(templateProblems('{{#order.items}}', variables)[0]).toMatch(/cannot be read/);
  });

  it('derives the text part from the HTML: paragraphs, list lines and links written out', () => {
    const text = textOf(
      '<p>Hello Ann,</p><ul><li>2 × Stove</li></ul><p>Track: <a href="https://x.example/t?k=1">https://x.example/t?k=1</a><br>More: <a href="https://x.example/m">here</a></p><img src="https://x.example/logo.png" alt="Logo">',
    );
    expect(text).toBe(
      'Hello Ann,\n\n * 2 × Stove\n\nTrack: https://x.example/t?k=1\nMore: here https://x.example/m',
    );
  });

  it('puts the body into the layout once, even when the body holds text that looks like a tag', () => {
    const html = inLayout(
      '<div>{{shop.name}}|{{content}}|</div>',
      { shop: { name: 'S' } },
      '<p>{{content}} $& body</p>',
    );
    expect(html).toBe('<div>S|<p>{{content}} $& body</p>|</div>');
  });

  it('keeps e-mail markup and mustache tags, drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeMailHtml(
      '<table style="width:100%"><tr><td><a href="{{order.track_link}}" onclick="x()">Track</a></td></tr></table><script>alert(1)</script><a href="javascript:alert(1)">x</a>{{#order.items}}<p>{{name}}</p>{{/order.items}}',
    );
    expect(clean).toContain('<a href="{{order.track_link}}">Track</a>');
    expect(clean).toContain('style="width:100%"');
    expect(clean).toContain('{{#order.items}}<p>{{name}}</p>{{/order.items}}');
    expect(clean).not.toMatch(/script|onclick|javascript/);
  });

  it('ships defaults that use only their own names and survive the sanitiser unchanged', () => {
    for (const key of ['layout', ...Object.keys(templateDefinitions)] as const) {
      const definition = definitionOf(key as keyof typeof templateDefinitions);
      expect(templateProblems(definition.html, variablesOf(key as 'layout')), key).toEqual([]);
      expect(templateProblems(definition.subject, variablesOf(key as 'layout')), key).toEqual([]);
      expect(sanitizeMailHtml(definition.html), key).toBe(definition.html);
    }
  });
});
