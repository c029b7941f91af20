import { describe, expect, it } from 'vitest';
import { branchIdFromSlug, slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Salon Lotus Vračar', 'salon-lotus-vracar'],
    ['Brow & Lash Studio Senjak', 'brow-lash-studio-senjak'],
    ['Frizerski salon Baščaršija', 'frizerski-salon-bascarsija'],
    ['Stomatološka ordinacija Osmijeh', 'stomatoloska-ordinacija-osmijeh'],
    ['Đurđa', 'djurdja'],
    ['Салон красоты Жасмин', 'salon-krasoty-zhasmin'],
    ['Студия йоги Асана', 'studiya-yogi-asana'],
    ['Фитнес-клуб Плотинка', 'fitnes-klub-plotinka'],
    ['Ђурђевак Љубав', 'djurdjevak-ljubav'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('branchIdFromSlug (spec §3: the slug is reduced to its last piece)', () => {
  it.each([
    ['salon-lotus-12', 12],
    ['salon-lotus-vracar-1', 1],
    ['12', 12],
    ['fit-zona-2024-7', 7],
  ])('%j → %d', (slug, id) => {
    expect(branchIdFromSlug(slug)).toBe(id);
  });

  it.each([
    'salon-lotus',
    'salon-lotus-',
    'salon-12a',
    'salon-0',
    'salon-007',
    'x-99999999999',
    '',
  ])('finds no id in %j', (slug) => {
    expect(branchIdFromSlug(slug)).toBeUndefined();
  });
});
