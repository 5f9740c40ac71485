import { matchPath } from 'react-router-dom';
import { pathOf, screenSourceOf, sectionsOfBuild } from './routeTable.ts';
import { literalStartOf, screenOf } from './screenOf.ts';

/** What screenOf answered when it tried every route with the router's matchPath, in order. */
function everyRouteTried(path: string) {
  for (const section of sectionsOfBuild()) {
    for (const route of section.screens) {
      const match = matchPath({ path: route.path, end: true }, path);
      if (match) return { ...screenSourceOf(section, route), params: match.params };
    }
  }
  return null;
}

describe('screenOf tries only the routes a path can match', () => {
  const routes = sectionsOfBuild().flatMap((section) => section.screens);

  it('reads the literal start of a route path', () => {
    expect(literalStartOf('/user/:id/balance')).toBe('/user');
    expect(literalStartOf('/Users')).toBe('/users');
    expect(literalStartOf('/p2p/deal/:id')).toBe('/p2p/deal');
    expect(literalStartOf('/')).toBe('');
  });

  it('finds the same screen and parameters as trying every route, for every screen of the build', () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const path = pathOf(route, { id: '42', tab: 'x', kind: 'y' });
      // as typed, in capitals (the router ignores case) and with a trailing slash
      for (const variant of [path, path.toUpperCase(), `${path}/`]) {
        expect({ variant, screen: screenOf(variant) }).toEqual({ variant, screen: everyRouteTried(variant) });
      }
      // every screen of the build is found (a path two screens share finds the first, as the router does)
      expect(screenOf(path)).not.toBeNull();
    }
  });

  it('finds nothing where trying every route finds nothing', () => {
    for (const path of ['/no/such/page', '/user', '/userx/42', '/users/extra/segments', '/login']) {
      expect(everyRouteTried(path)).toBeNull();
      expect(screenOf(path)).toBeNull();
    }
  });
});
