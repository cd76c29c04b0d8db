import { IANAZone } from 'luxon';

const HOUR_MS = 3_600_000;
/** Hours remembered before the memo starts over (about eleven years of them): a long-running process stays bounded. */
const MAX_REMEMBERED_HOURS = 100_000;

/**
 * An IANA zone that remembers its UTC offset per hour. Luxon asks `Intl` for the offset of every
 * DateTime it makes or moves in a named zone (`formatToParts`, the largest single cost of a cold
 * calendar page), yet an offset changes only at a transition. An hour whose first and last
 * millisecond share an offset has it throughout (zones never make two transitions within an hour);
 * an hour with a transition inside is asked of `Intl` at each instant, as Luxon does.
 * It stays an "iana" zone of the same name: it formats and compares as Luxon's own.
 */
export class HourlyOffsetZone extends IANAZone {
  readonly #offsets = new Map<number, number>();

  override offset(ts: number): number {
    const hour = Math.floor(ts / HOUR_MS);
    const remembered = this.#offsets.get(hour);
    if (remembered !== undefined) return remembered;
    const atStart = super.offset(hour * HOUR_MS);
    if (atStart !== super.offset(hour * HOUR_MS + HOUR_MS - 1)) return super.offset(ts);
    if (this.#offsets.size >= MAX_REMEMBERED_HOURS) this.#offsets.clear();
    this.#offsets.set(hour, atStart);
    return atStart;
  }
}
