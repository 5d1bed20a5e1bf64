/**
 * A small XML reader: elements, attributes, text, CDATA, the five predefined entities and
 * character references. Comments and processing instructions are skipped; a DOCTYPE (hence any
 * custom or external entity) makes the document unreadable. Returns null, never throws.
 */

export interface XmlElement {
  /** Local name (namespace prefix removed). */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const MAX_XML_LENGTH = 2_000_000;
const MAX_DEPTH = 64;
const MAX_ELEMENTS = 50_000;
const NAME = /^[A-Za-z_][\w.:-]*$/;
const ATTRIBUTE = /\s*([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** Decodes entity and character references; null on a bare `&` or an unknown entity. */
function decodeText(raw: string): string | null {
  let invalid = false;
  const decoded = raw.replace(/&([^;&\s]{0,12});?/g, (match, body: string) => {
    if (!match.endsWith(';')) {
      invalid = true;
      return '';
    }
    const predefined = PREDEFINED[body];
    if (predefined !== undefined) return predefined;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
    const code = numeric ? parseInt(numeric[1] ?? numeric[2] ?? '', numeric[1] ? 16 : 10) : NaN;
    if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) {
      invalid = true;
      return '';
    }
    return String.fromCodePoint(code);
  });
  return invalid ? null : decoded;
}

/** Index of the `>` closing a start tag, skipping quoted attribute values; -1 if none. */
function endOfTag(source: string, from: number): number {
  let quote = '';
  for (let i = from; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return i;
    } else if (char === '<') {
      return -1;
    }
  }
  return -1;
}

function parseAttributes(raw: string): Record<string, string> | null {
  const attributes: Record<string, string> = {};
  let position = 0;
  while (position < raw.length) {
    if (/^\s*$/.test(raw.slice(position))) break;
    ATTRIBUTE.lastIndex = position;
    const match = ATTRIBUTE.exec(raw);
    if (!match) return null;
    const value = decodeText(match[2] ?? match[3] ?? '');
    if (value === null) return null;
    attributes[localName(match[1] ?? '')] = value;
    position = ATTRIBUTE.lastIndex;
  }
  return attributes;
}

function parseDocument(source: string): XmlElement | null {
  if (source.length > MAX_XML_LENGTH) return null;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let count = 0;
  let i = source.charCodeAt(0) === 0xfeff ? 1 : 0;

  while (i < source.length) {
    const open = source.indexOf('<', i);
    const textEnd = open === -1 ? source.length : open;
    if (textEnd > i) {
      const raw = source.slice(i, textEnd);
      const current = stack[stack.length - 1];
      if (current) {
        const text = decodeText(raw);
        if (text === null) return null;
        current.text += text;
      } else if (raw.trim()) {
        return null; // text outside the root element
      }
    }
    if (open === -1) break;

    if (source.startsWith('<?', open)) {
      const end = source.indexOf('?>', open + 2);
      if (end === -1) return null;
      i = end + 2;
    } else if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open + 4);
      if (end === -1) return null;
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', open)) {
      const end = source.indexOf(']]>', open + 9);
      const current = stack[stack.length - 1];
      if (end === -1 || !current) return null;
      current.text += source.slice(open + 9, end);
      i = end + 3;
    } else if (source.startsWith('<!', open)) {
      return null; // DOCTYPE and other declarations: refused
    } else if (source.startsWith('</', open)) {
      const end = source.indexOf('>', open + 2);
      if (end === -1) return null;
      const name = source.slice(open + 2, end).trim();
      const current = stack.pop();
      if (!current || localName(name) !== current.name || !NAME.test(name)) return null;
      i = end + 1;
    } else {
      const end = endOfTag(source, open + 1);
      if (end === -1) return null;
      let inside = source.slice(open + 1, end);
      const selfClosing = inside.endsWith('/');
      if (selfClosing) inside = inside.slice(0, -1);
      const name = /^[^\s/>]+/.exec(inside)?.[0] ?? '';
      if (!NAME.test(name)) return null;
      const attributes = parseAttributes(inside.slice(name.length));
      if (!attributes) return null;
      if (++count > MAX_ELEMENTS || stack.length >= MAX_DEPTH) return null;
      const element: XmlElement = { name: localName(name), attributes, children: [], text: '' };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root)
        return null; // a second root
      else root = element;
      if (!selfClosing) stack.push(element);
      i = end + 1;
    }
  }
  return root && stack.length === 0 ? root : null;
}

/** The document's root element, or null when the text is not well-formed XML we accept. */
export function parseXml(source: string): XmlElement | null {
  try {
    return typeof source === 'string' ? parseDocument(source) : null;
  } catch {
    return null;
  }
}

/** The first child element of that local name. */
export function child(element: XmlElement | null | undefined, name: string): XmlElement | null {
  return element?.children.find((candidate) => candidate.name === name) ?? null;
}

/** The text of that child, spaces collapsed and trimmed ('' when absent). */
export function childText(element: XmlElement, name: string): string {
  return (child(element, name)?.text ?? '').replace(/\s+/g, ' ').trim();
}
