/** Where the field of `field=value` ends: the first `=` outside brackets (`sections[_key=="a"].title=…`); -1 when there is none. */
function assignmentAt(arg: string): number {
  let depth = 0;
  for (let at = 0; at < arg.length; at += 1) {
    const char = arg[at];
    if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === '=' && depth === 0) return at;
  }
  return -1;
}

/**
 * `npm run publish` arguments: `field=text` sets a field to that text, `field:=json` to a JSON value
 * (a number, true, an object), each field an attribute path (`title`, `slug.current`,
 * `sections[_key=="intro"].title`). Returns the patch's `set`, or the first argument it cannot read.
 */
export function readAssignments(args: readonly string[]): { set: Record<string, unknown> } | { error: string } {
  const set: Record<string, unknown> = {};
  for (const arg of args) {
    const at = assignmentAt(arg);
    const json = at > 0 && arg[at - 1] === ':';
    const field = at > 0 ? arg.slice(0, json ? at - 1 : at) : '';
    if (!/^[A-Za-z_]/.test(field)) return { error: `"${arg}" is not field=value (or field:=json)` };
    const value = arg.slice(at + 1);
    if (!json) {
      set[field] = value;
      continue;
    }
    try {
      set[field] = JSON.parse(value);
    } catch {
      return { error: `"${value}" (after ${field}:=) is not JSON` };
    }
  }
  return Object.keys(set).length > 0 ? { set } : { error: 'nothing to change: give at least one field=value' };
}
