/**
 * The little XML the USPS and Canada Post rating services speak: elements,
 * attributes, text, entities, CDATA; namespaces are kept as written but
 * looked up by local name. Not a general XML parser (no DTDs), and it need
 * not be: it reads the carriers' answers and nothing else.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    return entities[ref] ?? whole;
  });
}

export function escapeXml(text: string | number): string {
  return String(text).replace(
    /[<>&"']/g,
    (c) => `&${Object.entries(entities).find(([, v]) => v === c)![0]};`,
  );
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses a document into its root element; throws on malformed input. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const token =
    /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  let consumed = 0;
  for (let match = token.exec(source); match; match = token.exec(source)) {
    if (match.index !== consumed) break;
    consumed = token.lastIndex;
    const current = stack[stack.length - 1]!;
    const [, cdata, closing, opening, attributeText, selfClosing, text] = match;
    if (cdata !== undefined) current.text += cdata;
    else if (text !== undefined) current.text += decodeEntities(text);
    else if (closing !== undefined) {
      if (stack.length < 2 || current.name !== closing) throw new Error(`Unexpected </${closing}>`);
      current.text = current.text.trim();
      stack.pop();
    } else if (opening !== undefined) {
      const element: XmlElement = { name: opening, attributes: {}, children: [], text: '' };
      for (const [, key, quoted] of (attributeText ?? '').matchAll(/([^\s=]+)\s*=\s*("[^"]*"|'[^']*')/g)) {
        element.attributes[key!] = decodeEntities(quoted!.slice(1, -1));
      }
      current.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (consumed !== source.length || stack.length !== 1) throw new Error('Malformed XML');
  const [document] = root.children;
  if (!document) throw new Error('Empty XML document');
  return document;
}

/** Direct children named `name` (local name, namespace prefix ignored). */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((c) => localName(c.name) === name);

/** The text of the first direct child named `name`, or ''. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text ?? '';

/** Every descendant named `name`, depth first. */
export function descendantsNamed(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of element.children) {
    if (localName(child.name) === name) found.push(child);
    found.push(...descendantsNamed(child, name));
  }
  return found;
}

export const isNamed = (element: XmlElement, name: string) => localName(element.name) === name;
