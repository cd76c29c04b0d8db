import { describe, expect, it } from 'vitest';
import { lazyPart, loadNamedParts } from '../../../client/components/deferred/lazyPart';

const View = () => null;

describe('the parts a page names, loaded before hydration', () => {
  it('loads every part declared with a named module, two views of one module alike, and nothing else', async () => {
    const loaded: string[] = [];
    const load = (name: string) => () => {
      loaded.push(name);
      return Promise.resolve(View);
    };
    lazyPart(load('web package'), 'test/CollectionViews.tsx');
    lazyPart(load('object group'), 'test/CollectionViews.tsx');
    lazyPart(load('other page type'), 'test/OtherView.tsx');
    lazyPart(load('a part that waits for the visitor'));
    await loadNamedParts(['test/Page.tsx', 'test/CollectionViews.tsx']);
    expect(loaded.sort()).toEqual(['object group', 'web package']);
  });

  it('loads a part that named code declares as it loads (a view’s carousel)', async () => {
    const loaded: string[] = [];
    lazyPart(() => {
      loaded.push('view');
      lazyPart(() => {
        loaded.push('carousel');
        return Promise.resolve(View);
      }, 'test/Carousel.tsx');
      return Promise.resolve(View);
    }, 'test/HomeView.tsx');
    await loadNamedParts(['test/HomeView.tsx', 'test/Carousel.tsx']);
    expect(loaded).toEqual(['view', 'carousel']);
  });
});
