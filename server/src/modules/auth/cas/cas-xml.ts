/**
 * The CAS 3.0 answers we read, as plain values: the ticket validation answer of /p3/serviceValidate and the
 * back-channel logout request (https://apereo.github.io/cas/development/protocol/CAS-Protocol-Specification.html,
 * sections 2.5 and 2.3.3). Namespace prefixes are dropped: servers spell them differently (cas:, samlp:, none).
 */
import { XMLParser } from 'fast-xml-parser';

export type ValidationAnswer =
  | { kind: 'success'; user: string; attributes: Record<string, string[]> }
  | { kind: 'failure'; code: string; message: string }
  /** Neither: not XML, or XML that is no CAS answer. */
  | { kind: 'malformed' };

// Every value stays text (a number 0012 is not 12). CAS answers carry no DOCTYPE, so one is refused outright rather
// than trusting a parser's limits on entity expansion.
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: false, attributeNamePrefix: '@', ignoreDeclaration: true });

type Node = Record<string, unknown>;

function parse(xml: string): Node | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  try {
    const doc: unknown = parser.parse(xml);
    return doc && typeof doc === 'object' ? (doc as Node) : null;
  } catch {
    return null;
  }
}

/** The text of an element that holds only text (fast-xml-parser gives `#text` when it has attributes too). */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && typeof (value as Node)['#text'] === 'string') return ((value as Node)['#text'] as string).trim();
  return null;
}

/** Each attribute as a list: CAS repeats an element for a value with several entries (groups, affiliations). */
function attributesOf(node: unknown): Record<string, string[]> {
  if (!node || typeof node !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(node as Node)) {
    const values = (Array.isArray(value) ? value : [value]).map(text).filter((v): v is string => v !== null);
    if (values.length > 0) out[name] = values;
  }
  return out;
}

export function parseValidationAnswer(xml: string): ValidationAnswer {
  const answer = parse(xml)?.serviceResponse as Node | undefined;
  if (!answer || typeof answer !== 'object') return { kind: 'malformed' };
  const success = answer.authenticationSuccess as Node | undefined;
  const user = success ? text(success.user) : null;
  if (user) return { kind: 'success', user, attributes: attributesOf(success?.attributes) };
  const failure = answer.authenticationFailure;
  if (failure === undefined) return { kind: 'malformed' };
  const code = failure && typeof failure === 'object' ? String((failure as Node)['@code'] ?? '') : '';
  return { kind: 'failure', code, message: text(failure) ?? '' };
}

/** The service ticket a logout request names (its SessionIndex), or null when it is no logout request. */
export function logoutRequestTicket(xml: string): string | null {
  const request = parse(xml)?.LogoutRequest as Node | undefined;
  const ticket = request && typeof request === 'object' ? text(request.SessionIndex) : null;
  return ticket || null;
}
