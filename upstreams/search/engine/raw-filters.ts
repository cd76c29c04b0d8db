import type { DateTime } from 'luxon';
import type { FieldValue, SearchDocument } from '../documents';
import { dateSpan } from './dates';
import { fieldValue, keywordKey, scalarValues } from './fields';
import { asList, isObject, RequestError, type JsonObject } from './request-error';

type Scalar = string | number;
type RangeOperator = 'gte' | 'gt' | 'lte' | 'lt';
const RANGE_OPERATORS: RangeOperator[] = ['gte', 'gt', 'lte', 'lt'];

/** The Elasticsearch-style query clauses rawFilters may hold. */
export type Clause =
  | { kind: 'range'; field: string; bounds: Partial<Record<RangeOperator, Scalar>> }
  | { kind: 'term'; field: string; values: string[] }
  | { kind: 'exists'; field: string }
  | { kind: 'bool'; must: Clause[]; should: Clause[]; mustNot: Clause[] };

function singleEntry(value: JsonObject, what: string): [string, unknown] {
  const entries = Object.entries(value);
  const [entry] = entries;
  if (entries.length !== 1 || !entry) throw new RequestError(`${what} needs exactly one field`);
  return entry;
}

function parseRange(value: unknown): Clause {
  if (!isObject(value)) throw new RequestError('range must be an object');
  const [field, spec] = singleEntry(value, 'range');
  if (!isObject(spec)) throw new RequestError(`range.${field} must be an object of gte, gt, lte, lt`);
  const bounds: Partial<Record<RangeOperator, Scalar>> = {};
  for (const [operator, bound] of Object.entries(spec)) {
    if (operator === 'format' || operator === 'time_zone') continue;
    if (!RANGE_OPERATORS.includes(operator as RangeOperator)) throw new RequestError(`range.${field}: unknown operator ${operator}`);
    if (typeof bound !== 'string' && typeof bound !== 'number') throw new RequestError(`range.${field}.${operator} must be a string or number`);
    bounds[operator as RangeOperator] = bound;
  }
  return { kind: 'range', field, bounds };
}

function parseTerm(value: unknown, name: string): Clause {
  if (!isObject(value)) throw new RequestError(`${name} must be an object`);
  const [field, raw] = singleEntry(value, name);
  const values = asList(isObject(raw) ? raw.value : raw).map((item) => {
    if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') throw new RequestError(`${name}.${field} values must be scalars`);
    return keywordKey(item);
  });
  return { kind: 'term', field, values };
}

function parseBool(value: JsonObject): Clause {
  const list = (key: string) => asList(value[key]).map(parseClause);
  return { kind: 'bool', must: [...list('must'), ...list('filter')], should: list('should'), mustNot: list('must_not') };
}

/** Reads one clause: {range}, {term}, {terms}, {match}, {exists}, {bool:{must, filter, should, must_not}} or a bare {must, …}. */
export function parseClause(input: unknown): Clause {
  if (!isObject(input)) throw new RequestError('each rawFilters entry must be an object');
  if ('range' in input) return parseRange(input.range);
  if ('term' in input) return parseTerm(input.term, 'term');
  if ('terms' in input) return parseTerm(input.terms, 'terms');
  if ('match' in input) return parseTerm(input.match, 'match');
  if ('exists' in input) {
    const exists = input.exists;
    if (!isObject(exists) || typeof exists.field !== 'string') throw new RequestError('exists needs a field');
    return { kind: 'exists', field: exists.field };
  }
  if ('bool' in input && isObject(input.bool)) return parseBool(input.bool);
  if (['must', 'filter', 'should', 'must_not'].some((key) => key in input)) return parseBool(input);
  throw new RequestError(`unknown rawFilters clause: ${Object.keys(input).join(', ') || '(empty)'}`);
}

function compare(left: number | string, operator: RangeOperator, right: number | string): boolean {
  switch (operator) {
    case 'gte':
      return left >= right;
    case 'gt':
      return left > right;
    case 'lte':
      return left <= right;
    case 'lt':
      return left < right;
  }
}

/** Compares one document value with a bound: numbers numerically, dates as instants (date-only bounds cover their day), else text. */
function satisfies(value: string | number | boolean, operator: RangeOperator, bound: Scalar, now: DateTime): boolean {
  if (typeof value === 'number') return compare(value, operator, Number(bound));
  if (typeof value === 'string' && typeof bound === 'string') {
    const valueSpan = dateSpan(value, now);
    const boundSpan = valueSpan && dateSpan(bound, now);
    // Like Elasticsearch, lte and gt round a date-only bound up to the end of its day.
    if (valueSpan && boundSpan) return compare(valueSpan.start, operator, operator === 'lte' || operator === 'gt' ? boundSpan.end : boundSpan.start);
  }
  return compare(String(value), operator, String(bound));
}

function someValue(value: FieldValue | undefined, test: (scalar: string | number | boolean) => boolean): boolean {
  return scalarValues(value).some(test);
}

/** Whether a document satisfies a clause. */
export function matchesClause(document: SearchDocument, clause: Clause, now: DateTime): boolean {
  switch (clause.kind) {
    case 'range': {
      const bounds = Object.entries(clause.bounds) as [RangeOperator, Scalar][];
      return someValue(fieldValue(document, clause.field), (scalar) => bounds.every(([operator, bound]) => satisfies(scalar, operator, bound, now)));
    }
    case 'term':
      return someValue(fieldValue(document, clause.field), (scalar) => clause.values.includes(keywordKey(scalar)));
    case 'exists':
      return scalarValues(fieldValue(document, clause.field)).length > 0;
    case 'bool':
      return (
        clause.must.every((inner) => matchesClause(document, inner, now)) &&
        (clause.should.length === 0 || clause.should.some((inner) => matchesClause(document, inner, now))) &&
        !clause.mustNot.some((inner) => matchesClause(document, inner, now))
      );
  }
}
