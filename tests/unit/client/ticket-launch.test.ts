import { describe, expect, it } from 'vitest';
import { launchesStore, launchFromDataset, launchFromQuery, launchLabel, storeUrl, withoutLaunch } from '../../../client/components/tickets/ticketLaunch';

describe('ticket launches', () => {
  it('read keyword, promocode and packageID from query-only links; `?` is a plain launch', () => {
    expect(launchFromQuery('?keyword=GALA')).toEqual({ keyword: 'GALA', promocode: null, packageId: null });
    expect(launchFromQuery('?promocode=SPRING&packageId=7')).toEqual({ keyword: null, promocode: 'SPRING', packageId: '7' });
    expect(launchFromQuery('?')).toEqual({ keyword: null, promocode: null, packageId: null });
    expect(launchFromDataset({ keyword: ' JAZZ ', packageid: 'P1' })).toEqual({ keyword: 'JAZZ', promocode: null, packageId: 'P1' });
  });

  it('tell a page address that opens the store, and take the launch out of it', () => {
    expect(launchesStore('?keyword=GALA&utm_source=mail')).toBe(true);
    expect(launchesStore('?q=monet')).toBe(false);
    expect(launchesStore('?keyword=')).toBe(false);
    expect(withoutLaunch('?keyword=GALA&utm_source=mail&packageID=3')).toBe('?utm_source=mail');
    expect(withoutLaunch('?promocode=X')).toBe('');
  });

  it("build the store's address the store's way (packageID), and name the dialog", () => {
    expect(storeUrl('https://tickets.example.org/store', { keyword: 'A B', promocode: null, packageId: '7' })).toBe('https://tickets.example.org/store?keyword=A+B&packageID=7');
    expect(storeUrl('https://tickets.example.org', { keyword: null, promocode: null, packageId: null })).toBe('https://tickets.example.org/');
    expect(launchLabel({ keyword: 'GALA', promocode: null, packageId: null })).toBe('Tickets: GALA');
    // A button that knows what it sells titles the dialog with it, not with the store's keyword.
    expect(launchLabel({ keyword: 'THREADS', promocode: null, packageId: null, title: 'Threads of Light: Textiles from Four Centuries' })).toBe('Tickets: Threads of Light: Textiles from Four Centuries');
    expect(launchLabel({ keyword: null, promocode: 'X', packageId: null })).toBe('Tickets');
  });
});
