import { isNumberProperty, nestedClass, rulesByProperty, type InputClass } from './input-metadata.js';

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A browser form sends what its number inputs hold as text ("1200", "" when left empty). In a REST body,
 * every property the input class validates as a number (nested objects and lists of them included) reads
 * numeric text as the number and empty text as "not given", so the required check or the default applies.
 * Other text is left for validation to refuse with its message. One rule for every REST body: before this,
 * some bodies took "1200" and others refused it.
 */
export function restNumbersFromText(target: InputClass, body: unknown): unknown {
  if (!isPlain(body)) return body;
  const rules = rulesByProperty(target);
  const out: Record<string, unknown> = { ...body };
  for (const [property, value] of Object.entries(body)) {
    const propertyRules = rules.get(property);
    if (!propertyRules) continue;
    const nested = nestedClass(target, property, propertyRules);
    if (nested) {
      out[property] = Array.isArray(value) ? value.map((v) => restNumbersFromText(nested, v)) : restNumbersFromText(nested, value);
    } else if (typeof value === 'string' && isNumberProperty(target, property, propertyRules)) {
      const text = value.trim();
      if (text === '') delete out[property];
      else if (NUMERIC_TEXT.test(text)) out[property] = Number(text);
    }
  }
  return out;
}
