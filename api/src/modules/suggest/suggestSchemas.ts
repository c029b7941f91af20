// GET /network/suggest: venues and treatments matching typed text (spec §3, §7).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { component, ref } from '../../http/sharedSchemas.js';

export const suggestionLimits = { branches: 5, categories: 8 } as const;

export const BranchSuggestion = component(
  'BranchSuggestion',
  Type.Object(
    {
      id: Type.String({ description: 'The branch id (digits).' }),
      slug: Type.String({ description: 'URL slug ending in -<id>, e.g. salon-lotus-vracar-1.' }),
      title: Type.String({ description: "The business's own name." }),
      mapAddress: Type.Object(
        {
          title: Type.String({
            description: "Street address and city, e.g. 'Njegoševa 45, Belgrade'.",
          }),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
);

export const CategorySuggestion = component(
  'CategorySuggestion',
  Type.Object(
    {
      id: Type.String({ description: 'The category id (digits).' }),
      slug: Type.String(),
      title: Type.String({ description: "The category's name in the request's language." }),
      node: Type.Enum(['category', 'branch'], {
        description: "What the suggestion opens; categories answered here are always 'category'.",
      }),
    },
    { additionalProperties: false },
  ),
);

export const Suggestions = component(
  'Suggestions',
  Type.Object(
    {
      branches: Type.Array(ref(BranchSuggestion), { maxItems: suggestionLimits.branches }),
      categories: Type.Array(ref(CategorySuggestion), { maxItems: suggestionLimits.categories }),
    },
    { additionalProperties: false },
  ),
);
export type Suggestions = Static<typeof Suggestions>;

export const SuggestQuery = Type.Object({
  s: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '\\S',
    description:
      'Search text, matched case- and accent-insensitively (nis finds Niš) against venue names and ' +
      'treatment names in every language. Must contain a non-space character.',
  }),
  d: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'City slug (a value from GET /countries). Empty means the whole country; a city the ' +
        'project country does not have answers 404.',
    }),
  ),
});
export type SuggestQuery = Static<typeof SuggestQuery>;
