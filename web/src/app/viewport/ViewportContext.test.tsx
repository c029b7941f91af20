// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBreakpoint, ViewportProvider } from './ViewportContext';

function Show() {
  return <p>{useBreakpoint()}</p>;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function stubViewport(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: false,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  listeners.clear();
  document.cookie = 'viewport=; Max-Age=0; Path=/';
});

describe('ViewportProvider', () => {
  it('starts with the server value, then follows the window and writes the cookie', () => {
    stubViewport(375);
    const cookies: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookies.push(value);
      descriptor.set!.call(document, value);
    });
    render(
      <ViewportProvider initial="lg">
        <Show />
      </ViewportProvider>,
    );
    expect(screen.getByText('xxs')).toBeTruthy();
    expect(cookies.at(-1)).toBe('viewport=xxs; Path=/; Max-Age=31536000; SameSite=Strict');

    vi.stubGlobal('innerWidth', 800);
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText('md')).toBeTruthy();
    expect(cookies.at(-1)).toMatch(/^viewport=md;/);
  });
});
