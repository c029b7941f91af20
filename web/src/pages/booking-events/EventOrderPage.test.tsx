// @vitest-environment jsdom
// Booking places on an event: a field the action refused says so beside that field, in words
// that name it, and keeps what was typed.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellContext, type Shell } from '../../app/shell';
import { EnglishLocale } from '../../components/testing/renderWithProviders';
import { Component } from './EventOrderPage';
import type { EventOrderAnswer } from './EventOrderPage.data';

const shell = {
  publicConfig: { siteUrl: 'https://termin.test', region: 'eu', country: 'RS', hreflangs: {} },
  session: { loggedIn: true },
  assets: { scripts: [], styles: [] },
} as unknown as Shell;

const event = {
  id: '63',
  title: 'Morning hatha yoga',
  description: 'A calm practice.',
  status: 'SCHEDULED',
  startsAt: '2099-01-15T06:30:00.000Z',
  durationMinutes: 60,
  capacity: 14,
  seatsLeft: 4,
  bookable: true,
  hostName: 'Sanja Petrović',
  price: { amount: 110000, currency: 'RSD' },
  branch: {
    id: '7',
    slug: 'joga-studio-prana-7',
    name: 'Joga Studio Prana',
    address: 'Gospodar Jevremova 41',
    timeZone: 'Europe/Belgrade',
  },
};

const sent = {
  name: 'Ana Petrović',
  phone: { country: 'RS', number: '060 1234567' },
  email: 'ana@@example',
  comment: 'First class for me',
  seats: 2,
};

function showAnswer(answer: EventOrderAnswer) {
  const loaderData = { event, viewer: null, slug: event.branch.slug, prefix: 'en' };
  const router = createMemoryRouter(
    [
      {
        id: 'order',
        path: '/en/book-now/:slug/group/:eventId/order',
        loader: () => loaderData,
        action: () => answer,
        Component,
      },
    ],
    {
      initialEntries: ['/en/book-now/joga-studio-prana-7/group/63/order'],
      hydrationData: { loaderData: { order: loaderData }, actionData: { order: answer } },
    },
  );
  render(
    <ShellContext value={shell}>
      <EnglishLocale>
        <RouterProvider router={router} />
      </EnglishLocale>
    </ShellContext>,
  );
}

describe('EventOrderPage', () => {
  it('says beside the e-mail field that the address is not valid, and keeps what was typed', () => {
    showAnswer({ problems: [{ code: 'VALIDATION', field: 'email' }], sent, retryKey: null });
    const email = screen.getByLabelText('Email (optional)');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveProperty(
      'value',
      'ana@@example',
    );
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Please enter a valid email address, or leave it empty.');
    // Not the general "check this field" above the form, which names no field.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Please check this field.')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ana Petrović');
    expect(screen.getByLabelText('Comment (optional)')).toHaveProperty(
      'value',
      'First class for me',
    );
  });

  it('ties a refused phone number to its field', () => {
    showAnswer({ problems: [{ code: 'VALIDATION', field: 'phone' }], sent, retryKey: null });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a whole, valid phone number in digits only (is a digit missing?).',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
