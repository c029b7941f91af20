// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContext, type Shell } from '../../app/shell';
import { Image } from './Image';
import { candidateWidths, fallbackFormat, proxiedUrl, sizesFor } from './imageSources';

function renderImage(imageProxyUrl: string, priority = false) {
  const shell = {
    assets: { scripts: [], styles: [] },
    publicConfig: { imageProxyUrl },
  } as unknown as Shell;
  return render(
    <ShellContext value={shell}>
      <Image
        src="https://storage.termin.app/branches/7/cover.png"
        alt="Salon Lux"
        width={640}
        height={360}
        priority={priority}
      />
    </ShellContext>,
  );
}

describe('Image (spec §9)', () => {
  it('offers AVIF and WebP srcsets through the image proxy, with a fallback in the original format', () => {
    const { container } = renderImage('https://img.termin.app');
    const [avif, webp] = container.querySelectorAll('source');
    expect(avif!.getAttribute('type')).toBe('image/avif');
    expect(webp!.getAttribute('type')).toBe('image/webp');
    const src = encodeURIComponent('https://storage.termin.app/branches/7/cover.png');
    expect(avif!.getAttribute('srcset')).toBe(
      [320, 640, 1280].map((w) => `https://img.termin.app/f_avif,w_${w}/${src} ${w}w`).join(', '),
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`https://img.termin.app/f_png,w_640/${src}`);
    expect(img.getAttribute('sizes')).toBe('(max-width: 320px) 100vw, 640px');
  });

  it('loads lazily and reserves its box', () => {
    const img = renderImage('https://img.termin.app').container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);
    expect(img.style.aspectRatio).toBe('640 / 360');
    const eager = renderImage('https://img.termin.app', true).container.querySelector('img')!;
    expect(eager.getAttribute('loading')).toBe('eager');
  });

  it('shows the original when no proxy is configured', () => {
    const { container } = renderImage('');
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(
      'https://storage.termin.app/branches/7/cover.png',
    );
  });
});

describe('image sources', () => {
  it('covers every screen up to the image width at densities 1 and 2', () => {
    expect(candidateWidths(2000)).toEqual([320, 640, 1024, 1280, 1536, 2048, 2560, 3072]);
    expect(candidateWidths(300)).toEqual([300, 600]);
  });
  it('builds proxy URLs and sizes', () => {
    expect(proxiedUrl('https://img.test/', 'a.jpg', 320, 'webp')).toBe(
      'https://img.test/f_webp,w_320/a.jpg',
    );
    expect(sizesFor(1400)).toBe(
      '(max-width: 320px) 100vw, (max-width: 640px) 100vw, (max-width: 1024px) 100vw, (max-width: 1280px) 100vw, 1400px',
    );
    expect(fallbackFormat('x.JPG?v=1')).toBe('jpg');
    expect(fallbackFormat('x.gif')).toBe('jpeg');
  });
});
