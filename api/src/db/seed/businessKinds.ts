// What each kind of business typically offers, as treatment slugs from categories.ts. A branch
// gets a seeded subset of its kind's list, so branches of one kind differ a little.

export const businessKinds = {
  'hair-salon': [
    'haircut',
    'hair-colouring',
    'blow-dry',
    'kids-haircut',
    'hair-extensions',
    'keratin-treatment',
  ],
  barbershop: ['haircut', 'beard-trim', 'classic-shave', 'kids-haircut'],
  'nail-studio': ['manicure', 'gel-polish', 'pedicure', 'nail-extensions', 'nail-art'],
  'beauty-salon': [
    'haircut',
    'blow-dry',
    'hair-colouring',
    'manicure',
    'gel-polish',
    'pedicure',
    'facial',
    'eyebrow-shaping',
    'makeup',
    'waxing',
  ],
  'brow-lash-studio': [
    'eyebrow-shaping',
    'eyelash-extensions',
    'lash-lift',
    'makeup',
    'permanent-makeup',
  ],
  cosmetology: ['facial', 'chemical-peel', 'laser-hair-removal', 'eyebrow-shaping', 'waxing'],
  'massage-studio': [
    'massage',
    'anti-cellulite-massage',
    'thai-massage',
    'aromatherapy',
    'body-wrap',
  ],
  spa: ['massage', 'sauna', 'hammam', 'aromatherapy', 'body-wrap', 'facial'],
  dental: ['dental-check-up', 'teeth-whitening'],
  physio: ['physiotherapy', 'chiropractic', 'massage'],
  fitness: ['personal-training', 'pilates', 'stretching', 'nutritionist'],
  yoga: ['yoga', 'pilates', 'stretching'],
  tattoo: ['tattoo', 'piercing', 'tattoo-removal', 'permanent-makeup'],
} as const satisfies Record<string, readonly string[]>;

export type BusinessKind = keyof typeof businessKinds;
