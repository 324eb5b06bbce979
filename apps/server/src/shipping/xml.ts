import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The XML the USPS and Canada Post rating services speak, read and written by
 * fast-xml-parser (ADR 0031). Answers become a small element tree; namespaces
 * are kept as written but looked up by local name.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
  cdataPropName: '#cdata',
});

/** fast-xml-parser's ordered form: { tag: [children], ':@': {attributes} } or { '#text': … }. */
type OrderedNode = Record<string, unknown>;

function toElement(name: string, node: OrderedNode): XmlElement {
  const element: XmlElement = {
    name,
    attributes: { ...(node[':@'] as Record<string, string> | undefined) },
    children: [],
    text: '',
  };
  for (const child of node[name] as OrderedNode[]) {
    if ('#text' in child) element.text += String(child['#text']);
    else if ('#cdata' in child)
      element.text += (child['#cdata'] as OrderedNode[]).map((t) => t['#text']).join('');
    else {
      const childName = Object.keys(child).find((key) => key !== ':@');
      if (childName) element.children.push(toElement(childName, child));
    }
  }
  element.text = element.text.trim();
  return element;
}

/** Parses a document into its root element; throws on malformed input. */
export function parseXml(source: string): XmlElement {
  const valid = XMLValidator.validate(source);
  if (valid !== true) throw new Error(`Malformed XML: ${valid.err.msg}`);
  const nodes = parser.parse(source) as OrderedNode[];
  const root = nodes.find((node) => !Object.keys(node).some((key) => key.startsWith('?') || key === '#text'));
  const name = root && Object.keys(root).find((key) => key !== ':@');
  if (!root || !name) throw new Error('Empty XML document');
  return toElement(name, root);
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
});

/**
 * Writes a request document: keys are elements in order, `@name` keys are
 * attributes, arrays repeat an element, '' is an empty element. Text is escaped.
 */
export const buildXml = (document: Record<string, unknown>): string => builder.build(document);

/** Direct children named `name` (local name, namespace prefix ignored). */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((c) => isNamed(c, name));

/** The text of the first direct child named `name`, or ''. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text ?? '';

/** Every descendant named `name`, depth first. */
export function descendantsNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(isNamed(child, name) ? [child] : []),
    ...descendantsNamed(child, name),
  ]);
}

export const isNamed = (element: XmlElement, name: string) =>
  element.name.slice(element.name.indexOf(':') + 1) === name;
