// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { hydrateAfterEntering, typeInto } from '../forms/hydrateAfterEntering';
import { englishMessages, renderWithProviders } from '../testing/renderWithProviders';
import { toE164 } from './e164';
import { PhoneInput, type PhoneValue } from './PhoneInput';
import { phoneRules } from './phoneRules';

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
/** Leaves the field, and lets the phone rules (loaded as the field is used) write the number out. */
const leave = async (field: HTMLElement) => {
  fireEvent.blur(field);
  await act(() => phoneRules());
};

describe('PhoneInput (spec §3 dial codes; numbers by @termin/phone-number)', () => {
  it('keeps every digit of a number written the Serbian way and writes it as Serbia does', async () => {
    renderWithProviders(<Harness initial={{ country: 'RS', number: '' }} />);
    const field = screen.getByLabelText('Phone number') as HTMLInputElement;
    typeNumber('0641234567');
    await leave(field);
    expect(shown()).toBe('RS|064 1234567');
    expect(field.value).toBe('064 1234567');
  });

  it('keeps letters as typed, for the form to refuse: dropped, "ext 5" became one digit more', async () => {
    renderWithProviders(<Harness initial={{ country: 'RS', number: '' }} />);
    const field = screen.getByLabelText('Phone number') as HTMLInputElement;
    typeNumber('064 1234567 ext 5');
    await leave(field);
    expect(shown()).toBe('RS|064 1234567 ext 5');
    expect(toE164({ country: 'RS', number: field.value })).toBeNull();
  });

  it('leaves a number that is not whole as typed, and follows a number typed with its code', async () => {
    renderWithProviders(<Harness initial={{ country: 'RS', number: '' }} />);
    const field = screen.getByLabelText('Phone number');
    typeNumber('06412');
    await leave(field);
    expect(shown()).toBe('RS|06412');
    typeNumber('+7 912 345 67 89');
    await leave(field);
    expect(shown()).toBe('RU|8 (912) 345-67-89');
  });

  it('never writes a number out over what was typed after it', async () => {
    renderWithProviders(<Harness initial={{ country: 'RS', number: '' }} />);
    const field = screen.getByLabelText('Phone number');
    typeNumber('0641234567');
    fireEvent.blur(field);
    // Back in the field before the rules answered: the later digits stay as typed.
    typeNumber('06412345678');
    await act(() => phoneRules());
    expect(shown()).toBe('RS|06412345678');
  });

  it('offers every dial code with its flag and reads the number in the chosen country', async () => {
    renderWithProviders(<Harness initial={{ country: 'RS', number: '067 123 456' }} />);
    const country = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(country.textContent).toContain('🇷🇸 Serbia +381');
    fireEvent.click(country);
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(240);
    fireEvent.click(screen.getByRole('option', { name: '🇲🇪 Montenegro +382' }));
    await waitFor(() => expect(shown()).toBe('ME|067 123 456'));
  });

  it('picks a country by typing its name, past the flag its label starts with', () => {
    renderWithProviders(
      <IntlProvider locale="ru" messages={englishMessages}>
        <Harness initial={{ country: 'RS', number: '' }} />
      </IntlProvider>,
    );
    const country = screen.getByRole('combobox', { name: 'Country calling code' });
    fireEvent.keyDown(country, { key: 'Р' });
    fireEvent.keyDown(country, { key: 'о' });
    expect(shown()).toBe('RU|');
    expect(country.textContent).toContain('🇷🇺 Россия +7');
  });

  it('keeps a number typed before hydration, written as its country does', async () => {
    hydrateAfterEntering(
      <IntlProvider locale="en" messages={englishMessages}>
        <Harness initial={{ country: 'RS', number: '' }} />
      </IntlProvider>,
      (page) => typeInto(page.querySelector('input[type="tel"]'), '0641234567'),
    );
    await waitFor(() => expect(shown()).toBe('RS|064 1234567'));
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('064 1234567');
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
