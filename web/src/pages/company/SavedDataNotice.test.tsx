// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../locales/company/en/data.json';
import ru from '../../../../locales/company/ru/data.json';
import sr from '../../../../locales/company/sr/data.json';
import { SavedDataNotice } from './SavedDataNotice';

function renderIn(locale: string, messages: Record<string, string>, shown: boolean) {
  render(
    <IntlProvider
      locale={locale}
      messages={messages}
      onError={(error) => {
        throw error;
      }}
    >
      <SavedDataNotice shown={shown} />
    </IntlProvider>,
  );
}

afterEach(cleanup);

describe('the saved-data notice of a venue page (booking service down)', () => {
  it.each([
    ['en', en, 'Showing saved information; booking is unavailable right now.'],
    ['sr-Latn-RS', sr, 'Prikazujemo sačuvane podatke; zakazivanje trenutno nije moguće.'],
    ['ru', ru, 'Показаны сохранённые данные; запись сейчас недоступна.'],
  ])(
    'tells visitors in %s that the page is saved data and booking is off',
    (locale, messages, text) => {
      renderIn(locale, messages, true);
      expect(screen.getByRole('status').textContent).toContain(text);
    },
  );

  it('says nothing while the booking service answers', () => {
    renderIn('en', en, false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
