import { redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { canonicalSlugPath } from './canonicalSlugPath';

export const CompanyPageQuery = graphql(`
  query CompanyPage($slug: ID!) {
    branch(id: $slug) {
      id
      slug
      name
      about
      phone
      address
      postalCode
      timeZone
      organization {
        name
      }
      sellsGiftCards
      coordinates {
        latitude
        longitude
      }
      city {
        slug
        title
      }
      area {
        slug
        title
      }
      photos {
        url
        alt
        width
        height
      }
      rating {
        average
        count
      }
      ratingBreakdown {
        stars
        count
      }
      treatments {
        id
        groupSlug
      }
      openingHours {
        weekday
        intervals {
          opensAt
          closesAt
        }
      }
      services {
        id
        services {
          id
          price {
            amount
            currency
          }
        }
      }
      ...CompanyServiceMenu_branch
      masters {
        id
        ...CompanyTeamMember_master
      }
      reviews(pageSize: 3) {
        total
        items {
          id
          ...CompanyReviewItem_review
        }
      }
    }
    # True while api does not answer: the page is what bff saved (issue 41).
    bookingUnavailable
    # The next four weeks: whether the venue runs classes at all, and how many are coming.
    groupEvents(branch: $slug, days: 28) {
      events {
        id
      }
    }
  }
`);

/**
 * A company page's data; a slug that is not the branch's own (an id alone, an old name) answers
 * a permanent redirect to the canonical one, keeping the query (spec §2 businessPage: c).
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const data = await loadPageQuery(
    context,
    request,
    CompanyPageQuery,
    { slug: params.slug ?? '' },
    { found: (result) => result.branch != null },
  );
  const canonical = canonicalSlugPath(request, params.slug, data.branch!.slug);
  if (canonical) throw redirect(canonical, 301);
  // "Open now" is read at this instant, on the server and again at hydration alike.
  return { ...data, loadedAt: Date.now() };
}
