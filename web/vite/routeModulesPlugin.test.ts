import { describe, expect, it } from 'vitest';
import { routeModulesPlugin } from './routeModulesPlugin';

function parsed(id: string, exports: string[]) {
  const errors: string[] = [];
  const context = {
    error: (message: string) => {
      errors.push(message);
    },
  };
  const hook = routeModulesPlugin().moduleParsed as (
    this: unknown,
    info: { id: string; exports: string[] },
  ) => void;
  hook.call(context, { id, exports });
  return errors;
}

describe('routeModulesPlugin', () => {
  it('fails the build for a page module without a Component export, naming it', () => {
    expect(parsed('/repo/web/src/pages/start/StartPage.tsx', ['loader', 'StartPage'])).toEqual([
      expect.stringContaining(
        'src/pages/start/StartPage.tsx is a page module but exports no Component',
      ),
    ]);
    expect(parsed('/repo/web/src/pages/booking/flow/CalendarPage.tsx', [])).toHaveLength(1);
  });

  it('passes page modules that export Component, and other modules', () => {
    expect(parsed('/repo/web/src/pages/start/StartPage.tsx', ['Component', 'loader'])).toEqual([]);
    expect(parsed('/repo/web/src/pages/error/ErrorPage.tsx', ['ErrorPage'])).toEqual([]);
    expect(parsed('/repo/web/src/pages/start/startLoader.ts', ['loader'])).toEqual([]);
  });
});
