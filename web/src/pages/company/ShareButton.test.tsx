// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../../components/testing/renderWithProviders';
import { ShareButton } from './ShareButton';

function renderShare() {
  window.history.replaceState(null, '', '/en/company/salon-lotus-1?c=beograd');
  render(
    <IntlProvider locale="en" messages={englishMessages}>
      <ShareButton title="Salon Lotus" />
    </IntlProvider>,
  );
  return screen.getByRole('button', { name: 'Share' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShareButton', () => {
  it("opens the device's share sheet with the venue's page where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    await userEvent.click(renderShare());
    expect(share).toHaveBeenCalledWith({
      title: 'Salon Lotus',
      url: 'http://localhost:3000/en/company/salon-lotus-1',
    });
  });

  it('elsewhere copies the address and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await userEvent.click(renderShare());
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/en/company/salon-lotus-1');
    expect(screen.getByRole('status').textContent).toBe('Link copied: paste it wherever you like.');
  });

  it('gives the address to copy where copying is refused', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await userEvent.click(renderShare());
    expect(screen.getByRole('status').textContent).toBe(
      'Link to share: http://localhost:3000/en/company/salon-lotus-1',
    );
  });
});
