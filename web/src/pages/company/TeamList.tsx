import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { tracker } from '../../app/analytics/tracker';
import { Image } from '../../components/image/Image';
import { formatRating } from './companyFormat';
import styles from './CompanyPage.module.css';

export const TeamMemberFragment = graphql(`
  fragment CompanyTeamMember_master on Master {
    id
    name
    title
    photo {
      url
      alt
      width
      height
    }
    rating {
      average
      count
    }
  }
`);

/** The team: who works here, what they do and how customers rate them. */
export function TeamList({
  masters,
  branchId,
  bookingLink,
}: {
  masters: readonly FragmentType<typeof TeamMemberFragment>[];
  branchId: string;
  /** The booking with a specialist chosen (routing/paths.ts). */
  bookingLink: (masterId: string) => string;
}) {
  const intl = useIntl();
  const team = masters.map((master) => getFragmentData(TeamMemberFragment, master));
  return (
    <ul className={styles.team}>
      {team.map((master) => (
        <li key={master.id} className={styles.member}>
          {master.photo ? (
            <Image src={master.photo.url} alt="" width={64} height={64} className={styles.avatar} />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {master.name.slice(0, 1)}
            </span>
          )}
          <span className={styles.memberText}>
            <Link
              className={styles.memberName}
              to={bookingLink(master.id)}
              onClick={() => tracker.track('click_employee', { branchId, masterId: master.id })}
              aria-label={intl.formatMessage(
                { id: 'company.team.bookWith' },
                { name: master.name },
              )}
            >
              {master.name}
            </Link>
            <span className={styles.muted}>{master.title}</span>
            {master.rating.count > 0 && master.rating.average != null && (
              <span className={styles.muted}>
                <FormattedMessage
                  id="company.team.rating"
                  values={{
                    rating: formatRating(intl, master.rating.average),
                    count: master.rating.count,
                  }}
                />
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
