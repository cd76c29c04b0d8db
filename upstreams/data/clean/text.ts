/**
 * Text repairs of the open data, applied when it is loaded: what a visitor must never read.
 *
 * Mojibake: some exhibition texts went through a pipeline that replaced each byte of a UTF-8
 * punctuation mark it could not read with "ï¿_" (the replacement character, itself mangled), keeping
 * fragments of some ("Castleï¿_Ûªs"). The marks they stood for are read back from what is left and
 * from the context; the rest of a lost letter is dropped. Text decoded twice (UTF-8 read as
 * Windows-1252, "Ã©" for "é") is read back too.
 *
 * Script text: a few descriptions were scraped with the page's inline script (a Flash embed), which
 * then read as prose. Lines of code are dropped, with the instructions for the player they embedded.
 */

/** The lost-byte marker of the mangled texts. */
const LOST = 'ï¿_';

/** Words whose lost letter the context cannot give back, spelled out (each occurs in the sources). */
const KNOWN_WORDS: Readonly<Record<string, string>> = {
  'Mirï¿__': 'Miró',
  'artï¿_ï¿_SITES': 'art•SITES',
};

/** Three lost bytes: one three-byte punctuation mark, told apart by what surrounds it. */
function threeByteMark(before: string, after: string): string {
  if (/\d$/.test(before) && /^\d/.test(after)) return '–';
  // At the start, or after a space or an opening bracket, before a word: an opening quote.
  if ((before === '' || /[\s([]$/.test(before)) && /^[^\s]/.test(after)) return '“';
  return '—';
}

function repairLostBytes(text: string): string {
  let repaired = text;
  for (const [word, spelling] of Object.entries(KNOWN_WORDS)) repaired = repaired.split(word).join(spelling);
  repaired = repaired.replaceAll(`${LOST}Ûª`, '’').replaceAll(`${LOST}Ûù`, '”');
  repaired = repaired.replace(/(\s*)ï¿_ï¿_ï¿_(\s*)/g, (_match, spaceBefore: string, spaceAfter: string, offset: number, whole: string) => {
    const before = whole.slice(0, offset) + spaceBefore;
    const after = spaceAfter + whole.slice(offset + _match.length);
    const mark = threeByteMark(before, after);
    if (mark === '—' && (spaceBefore || spaceAfter)) return ' — ';
    return `${spaceBefore}${mark}${mark === '“' ? '' : spaceAfter}`;
  });
  // Whatever is left of a lost character carries no meaning a reader could use.
  return repaired.replace(/(?:ï¿_)+_*/g, '').replace(/\uFFFD/g, '');
}

/** Windows-1252's characters for bytes 0x80–0x9F, for reading double-decoded text back. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function cp1252Byte(char: string): number | null {
  const code = char.charCodeAt(0);
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  const index = CP1252_HIGH.indexOf(char);
  return index >= 0 ? 0x80 + index : null;
}

/** UTF-8 read as Windows-1252 ("CafÃ© â€“"), read back; text that is not such stays as it is. */
function repairDoubleDecoding(text: string): string {
  if (!/[ÃÂâ][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/.test(text)) return text;
  const bytes: number[] = [];
  for (const char of text) {
    const byte = cp1252Byte(char);
    if (byte === null) return text;
    bytes.push(byte);
  }
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(Uint8Array.from(bytes));
  return decoded.includes('\uFFFD') ? text : decoded;
}

/** Mojibake repaired, as far as the text allows. */
export function repairMojibake(text: string): string {
  return repairLostBytes(repairDoubleDecoding(text));
}

/** Lines of JavaScript as scraped pages carry them: statements, blocks, calls and argument lists. */
const CODE_LINES: readonly RegExp[] = [
  /^(?:if|for|while|switch)\s*\(.*\)\s*\{?$/,
  /^(?:var|let|const)\s+[\w$]+\s*=/,
  /^function\b.*[({]$/,
  /^\}?\s*else\s*(?:if\s*\(.*\)\s*)?\{?$/,
  /^[\w$.]+\s*=\s*[^=].*;$/,
  /^[\w$.]+\s*\(.*\)\s*;$/,
  /^[\w$.]+\s*\($/,
  /^[})\];,\s]+(?:\/\/.*)?$/,
  /^\/\/.*$/,
  /^(?:'[^']*'|"[^"]*")(?:\s*,\s*(?:'[^']*'|"[^"]*"))*\s*,?$/,
];

function isCodeLine(line: string): boolean {
  const text = line.trim();
  return text !== '' && CODE_LINES.some((pattern) => pattern.test(text));
}

/** After an embed's code, a paragraph telling how to work its player means nothing without it. */
const PLAYER_INSTRUCTIONS = /\b(?:slide ?show|player|toolbar)\b/i;

/**
 * Text with script removed: `<script>` elements and runs of JavaScript lines (at least two, so a
 * sentence that happens to end in a semicolon is never taken for code), and the player instructions
 * right after them. Blank lines left behind collapse.
 */
export function stripScript(text: string): string {
  const withoutElements = text.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '');
  const lines = withoutElements.split('\n');
  const code = lines.map(isCodeLine);
  const codeCount = code.filter(Boolean).length;
  if (codeCount < 2) return withoutElements;
  const kept: string[] = [];
  let afterCode = false;
  for (const [index, line] of lines.entries()) {
    if (code[index]) {
      afterCode = true;
      continue;
    }
    if (line.trim() === '') {
      kept.push(line);
      continue;
    }
    if (afterCode && PLAYER_INSTRUCTIONS.test(line)) continue;
    afterCode = false;
    kept.push(line);
  }
  return kept.join('\n').replace(/\n\s*\n(?:\s*\n)+/g, '\n\n').trim();
}

/** Prose as a visitor may read it: no mojibake, no script (a missing text stays missing). */
export function cleanProse(text: string): string;
export function cleanProse<Missing extends null | undefined>(text: string | Missing): string | Missing;
export function cleanProse(text: string | null | undefined): string | null | undefined {
  return typeof text === 'string' ? stripScript(repairMojibake(text)) : text;
}

/** Sentences by Unicode's rules (UAX #29): "Washington, D.C. artist" is one sentence, not two. */
const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * The first whole sentences of a text, up to about `length` characters (at least one sentence,
 * cut at `hardLimit`): what a card's summary says. Splitting at every full stop cut summaries
 * mid-name ("C. artist known only…" for "Washington, D.C. artist").
 */
export function leadSentences(text: string, length = 200, hardLimit = 300): string {
  let summary = '';
  for (const { segment } of SENTENCES.segment(text.replace(/\s+/g, ' ').trim())) {
    if (summary && summary.length + segment.length > length) break;
    summary += segment;
  }
  return summary.trim().slice(0, hardLimit);
}
