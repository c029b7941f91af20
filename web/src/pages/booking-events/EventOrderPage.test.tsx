// @vitest-environment jsdom
// Booking places on an event: a field the action refused says so beside that field, in words
// that name it, and keeps what was typed.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component } from './EventOrderPage';
import type { EventOrderAnswer } from './EventOrderPage.data';
import { renderEventPage, testEvent } from './testEvent';

const sent = {
  name: 'Ana Petrović',
  phone: { country: 'RS', number: '060 1234567' },
  email: 'ana@@example',
  comment: 'First class for me',
  seats: 2,
};

const showAnswer = (answer: EventOrderAnswer, event = testEvent) =>
  renderEventPage(Component, {
    rest: '/order',
    loaderData: { event, viewer: null, slug: event.branch.slug, prefix: 'en' },
    actionData: answer,
  });

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

describe('EventOrderPage of an event that takes no bookings', () => {
  it('says it has started, with places still left, and offers no form', () => {
    const started = { ...testEvent, bookable: false, closedReason: 'STARTED' as const };
    showAnswer({ problems: [], sent, retryKey: null }, started);
    expect(
      screen.getByText('This event has already started, so it can no longer be booked.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  it('says it is full after a refusal took the last places', () => {
    const full = { ...testEvent, seatsLeft: 0, bookable: false, closedReason: 'FULL' as const };
    showAnswer({ problems: [{ code: 'SOLD_OUT' }], sent, retryKey: null }, full);
    expect(screen.getByText('This event is full: no places are left to book.')).toBeTruthy();
    expect(screen.queryByText(/cancelled or has already started/)).toBeNull();
  });
});
