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

  it("fails the build for a page's data module with neither loader nor action", () => {
    const data = '/repo/web/src/pages/company/CompanyPage.data.ts';
    expect(parsed(data, ['CompanyPageQuery'])).toEqual([
      expect.stringContaining('exports neither loader nor action'),
    ]);
    expect(parsed(data, ['loader'])).toEqual([]);
    expect(parsed('/repo/web/src/pages/booking/flow/OrderPage.data.ts', ['action'])).toEqual([]);
  });

  it('fails the client build for a data module merged into a shared chunk', () => {
    const own = '/repo/web/src/pages/company/CompanyReviewsPage.data.ts';
    const merged = '/repo/web/src/pages/company/CompanyPage.data.ts';
    const errors: string[] = [];
    const hook = routeModulesPlugin().generateBundle as (
      this: unknown,
      options: unknown,
      bundle: Record<string, unknown>,
    ) => void;
    const context = (name: string) => ({
      environment: { name },
      getModuleIds: () => [own, merged].values(),
      error: (message: string) => {
        errors.push(message);
      },
    });
    const bundle = {
      'a.js': { type: 'chunk', facadeModuleId: own },
      'b.js': { type: 'chunk', facadeModuleId: null },
    };
    hook.call(context('ssr'), {}, bundle);
    expect(errors).toEqual([]);
    hook.call(context('client'), {}, bundle);
    expect(errors).toEqual([
      expect.stringContaining('CompanyPage.data.ts has no chunk of its own'),
    ]);
  });
});
