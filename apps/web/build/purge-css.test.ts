import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { purgeUnusedCss } from './purge-css';
import { reactBootstrapWords } from './react-bootstrap-words';

const bootstrapLike = `
.btn{padding:1px}.btn-sm{padding:2px}.btn-outline-primary{color:blue}.btn-outline-dark{color:black}
.card-body{margin:0}.card-group{display:flex}.invalid-feedback{color:red}.col-lg-4{width:33%}
.offcanvas{position:fixed}.fade{opacity:0}.show{opacity:1}.dropdown-menu[data-bs-popper]{top:100%}
@keyframes spinner-border{to{transform:rotate(360deg)}}@keyframes unused{to{opacity:0}}
.spinner-border{animation:spinner-border 1s}`;

describe('the storefront stylesheet purge', () => {
  it('reads what react-bootstrap makes of component names, prop values and flags', () => {
    const words = reactBootstrapWords(
      `<Card.Body><Button variant={held ? 'primary' : 'outline-secondary'} size="sm"/><Col lg={4} />
       <Table striped /><Form.Control.Feedback type="invalid" /><Badge bg={n > 0 ? 'info' : 'light'} pill>`,
    );
    expect(words).toEqual(
      expect.arrayContaining([
        'card-body',
        'btn-primary',
        'btn-outline-secondary',
        'btn-sm',
        'col-lg-4',
        'table-striped',
        'invalid-feedback',
        'bg-info',
        'text-bg-light',
      ]),
    );
    // A colour named outside a prop keeps no variant of it.
    expect(reactBootstrapWords('const note = "danger";')).not.toContain('btn-danger');
  });

  it('keeps the rules its sources use, drops the rest, and leaves other stylesheets alone', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'purge-'));
    mkdirSync(path.join(root, 'src/admin'), { recursive: true });
    writeFileSync(
      path.join(root, 'src/Page.tsx'),
      `<Card.Body><Button variant="outline-primary" size="sm" /><Form.Control.Feedback type="invalid" />
       <Col lg={4} /><Spinner animation="border" /><div className="dropdown-menu" data-bs-popper="static" />`,
    );
    writeFileSync(path.join(root, 'src/admin/Admin.tsx'), '<Offcanvas className="card-group" />');
    const plugin = purgeUnusedCss(root, [
      { file: 'src/shop.css', content: ['src/**/*.tsx'], skip: ['src/admin/**'] },
    ]);
    const purge = async (file: string) =>
      (await postcss([plugin]).process(bootstrapLike, { from: path.join(root, file) })).css;

    const kept = await purge('src/shop.css');
    for (const rule of [
      '.btn{',
      '.btn-sm',
      '.btn-outline-primary',
      '.card-body',
      '.invalid-feedback',
      '.col-lg-4',
    ])
      expect(kept).toContain(rule);
    // Set by react-bootstrap at run time, never named in a source.
    expect(kept).toContain('.fade');
    expect(kept).toContain('.show');
    expect(kept).toContain('[data-bs-popper]');
    expect(kept).toContain('@keyframes spinner-border');
    for (const rule of ['.btn-outline-dark', '.offcanvas', '.card-group', '@keyframes unused'])
      expect(kept).not.toContain(rule);

    expect(await purge('src/other.css')).toContain('.offcanvas');
  });
});
