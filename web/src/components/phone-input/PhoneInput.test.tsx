import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { hydrateAfterEntering, typeInto } from '../forms/hydrateAfterEntering';
import { englishMessages, renderWithProviders } from '../testing/renderWithProviders';
import { PhoneInput, type PhoneValue } from './PhoneInput';

function Harness({ initial }: { initial: PhoneValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput label="Phone number" value={value} onChange={setValue} />
      <output>{`${value.country}|${value.number}`}</output>
    </>
  );
}

const typeNumber = (text: string) =>
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: text } });
const shown = () => screen.getByRole('status').textContent;

describe('PhoneInput (spec §3 dial codes, §5 masks)', () => {
  it("writes the number in the country's mask and shows the mask as a placeholder", () => {
    renderWithProviders(<Harness initial={{ country: 'RS', number: '' }} />);
    expect(screen.getByLabelText('Phone number').getAttribute('placeholder')).toBe('__ ___ ____');
    typeNumber('64a1234567');
    expect(shown()).toBe('RS|64 123 4567');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('64 123 4567');
  });

  it('offers every dial code with its flag and re-masks the number for another country', () => {
    renderWithProviders(<Harness initial={{ country: 'RS', number: '64 123 4567' }} />);
    const country = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(country.textContent).toContain('🇷🇸 Serbia +381');
    fireEvent.click(country);
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(240);
    fireEvent.click(screen.getByRole('option', { name: '🇷🇺 Russia +7' }));
    expect(shown()).toBe('RU|641 234-56-7');
  });

  it('keeps a number typed before hydration, in the mask, and re-masks it for another country', () => {
    hydrateAfterEntering(
      <IntlProvider locale="en" messages={englishMessages}>
        <Harness initial={{ country: 'RS', number: '' }} />
      </IntlProvider>,
      (page) => typeInto(page.querySelector('input[type="tel"]'), '641234567'),
    );
    expect(shown()).toBe('RS|64 123 4567');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('64 123 4567');
    fireEvent.click(screen.getByRole('combobox', { name: 'Country calling code' }));
    fireEvent.click(screen.getByRole('option', { name: '🇷🇺 Russia +7' }));
    expect(shown()).toBe('RU|641 234-56-7');
  });

  it.each([
    ['sr-Latn-RS', '🇷🇸 Srbija +381', '🇷🇺 Rusija +7', ['Cipar', 'Čad', 'Češka', 'Đibuti']],
    ['ru', '🇷🇸 Сербия +381', '🇷🇺 Россия +7', ['Египет', 'Замбия', 'Эстония']],
  ])('names and sorts the countries in the page language (%s)', (locale, serbia, russia, order) => {
    renderWithProviders(
      <IntlProvider locale={locale} messages={englishMessages}>
        <Harness initial={{ country: 'RS', number: '' }} />
      </IntlProvider>,
    );
    const country = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(country.textContent).toContain(serbia);
    fireEvent.click(country);
    const names = screen
      .getAllByRole('option')
      .map((option) => option.textContent!.replace(/^\S+ | \+\d+$/g, ''));
    expect(names).toContain(russia.replace(/^\S+ | \+\d+$/g, ''));
    expect(names.some((name) => /[A-Za-z]/.test(name) !== (locale !== 'ru'))).toBe(false);
    const known = order.filter((name) => names.includes(name));
    expect(known).toEqual([...known].sort(new Intl.Collator(locale).compare));
    expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
    fireEvent.click(screen.getByRole('option', { name: russia }));
    expect(shown()).toBe('RU|');
  });
});
