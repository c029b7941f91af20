import { graphql } from '../../__generated__';

/** Where a venue's events are held, as their structured data names it (eventListJsonLd.ts). */
export const EventVenueFields = graphql(`
  fragment EventVenueFields on Branch {
    id
    organization {
      id
      name
    }
    city {
      slug
      title
    }
    postalCode
    coordinates {
      latitude
      longitude
    }
    photos {
      url
    }
  }
`);

/** A venue's events, and where they are held for the list's structured data. */
export const GroupEventsQuery = graphql(`
  query GroupEvents($branch: ID!) {
    branchGeneral(id: $branch) {
      id
      slug
      name
    }
    groupEvents(branch: $branch, days: 21) {
      events {
        ...GroupEventFields
      }
    }
    branch(id: $branch) {
      ...EventVenueFields
    }
  }
`);

/** An event's page: the event, and its venue's address and owner for the structured data. */
export const GroupEventQuery = graphql(`
  query GroupEvent($id: ID!, $branch: ID!) {
    groupEvent(id: $id) {
      ...GroupEventFields
    }
    branch(id: $branch) {
      ...EventVenueFields
    }
  }
`);

export const EventOrderQuery = graphql(`
  query EventOrder($id: ID!) {
    groupEvent(id: $id) {
      ...GroupEventFields
    }
    viewer {
      id
      firstName
      lastName
      email
      phoneEntry {
        country
        number
      }
    }
  }
`);

export const EventBookingQuery = graphql(`
  query EventBooking($guid: ID!) {
    eventBooking(guid: $guid) {
      ...EventBookingFields
    }
  }
`);

export const BookEventMutation = graphql(`
  mutation BookEvent($input: BookEventInput!) {
    bookEvent(input: $input) {
      booking {
        guid
        eventId
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

export const CancelEventBookingMutation = graphql(`
  mutation CancelEventBooking($input: CancelEventBookingInput!) {
    cancelEventBooking(input: $input) {
      booking {
        ...EventBookingFields
      }
      errors {
        code
        message
        cancellableUntil
      }
    }
  }
`);

export const ReviewEventBookingMutation = graphql(`
  mutation ReviewEventBooking($input: ReviewEventBookingInput!) {
    reviewEventBooking(input: $input) {
      review {
        ...ReviewShownFields
      }
      errors {
        code
        message
      }
    }
  }
`);
