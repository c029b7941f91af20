// Writes the people and what they booked: customers, the web sign-in client, orders and their
// items, group events and their bookings, reviews, gift cards. The database's triggers fill the
// rating counters and the events' seats_taken as these rows arrive.
import type { Database } from '../connect.js';
import {
  authClients,
  customerFavorites,
  customers,
  eventBookings,
  giftCardRedemptions,
  giftCards,
  groupEvents,
  orderItems,
  orders,
  reviews,
} from '../schema/index.js';
import type { Cancellation, Contact } from './bookingTypes.js';
import { insertRows, KeyedRows } from './insertRows.js';
import type { SeedPlan } from './seedPlan.js';
import type { CatalogIds } from './writeCatalog.js';
import type { TeamIds } from './writeTeams.js';

const contactColumns = (contact: Contact, customerIds: KeyedRows<{ id: number }>) => ({
  customerId: contact.customer === undefined ? null : customerIds.get(contact.customer).id,
  contactName: contact.contactName,
  contactPhone: contact.contactPhone,
  contactEmail: contact.contactEmail ?? null,
  language: contact.language,
});

const cancellationColumns = (cancellation: Cancellation | undefined) => ({
  cancelledAt: cancellation?.cancelledAt ?? null,
  cancelledBy: cancellation?.cancelledBy ?? null,
  cancellationReason: cancellation?.cancellationReason ?? null,
});

export async function writeBookings(
  db: Database,
  plan: SeedPlan,
  ids: CatalogIds & TeamIds,
): Promise<void> {
  const customerRows = await db
    .insert(customers)
    .values(
      plan.customers.map((customer) => ({
        email: customer.email,
        passwordHash: customer.passwordHash ?? null,
        firstName: customer.firstName,
        lastName: customer.lastName,
        phone: customer.phone,
        language: customer.language,
        ...(customer.notificationSettings
          ? { notificationSettings: customer.notificationSettings }
          : {}),
        emailVerifiedAt: customer.createdAt,
        createdAt: customer.createdAt,
        updatedAt: customer.createdAt,
      })),
    )
    .returning({ id: customers.id, email: customers.email });
  const customerIds = new KeyedRows(customerRows, (row) => row.email);
  const branchId = (name: string) => ids.branches.get(name).id;

  await db.insert(customerFavorites).values(
    plan.favorites.map((favorite) => ({
      customerId: customerIds.get(favorite.customer).id,
      branchId: branchId(favorite.branch),
    })),
  );
  await db.insert(authClients).values(
    plan.authClients.map((client) => ({
      ...client,
      redirectUrls: [...client.redirectUrls],
    })),
  );

  await insertRows(
    db,
    orders,
    plan.orders.map((order) => ({
      guid: order.guid,
      ...contactColumns(order, customerIds),
      branchId: branchId(order.branch),
      status: order.status,
      startsAt: order.items[0]!.startsAt,
      endsAt: order.items[order.items.length - 1]!.endsAt,
      cancellableUntil: order.cancellableUntil,
      total: order.total,
      currency: order.currency,
      giftCardAmount: order.giftCardAmount,
      comment: order.comment ?? null,
      createdAt: order.createdAt,
      updatedAt: order.cancellation?.cancelledAt ?? order.createdAt,
      ...cancellationColumns(order.cancellation),
    })),
  );
  const orderIds = new KeyedRows(
    await db.select({ id: orders.id, guid: orders.guid }).from(orders),
    (row) => row.guid,
  );
  await insertRows(
    db,
    orderItems,
    plan.orders.flatMap((order) => {
      const branch = branchId(order.branch);
      return order.items.map((item) => ({
        orderId: orderIds.get(order.guid).id,
        serviceId: ids.services.get(`${branch}/${item.service}`).id,
        masterId: ids.masters.get(`${branch}/${item.master}`).id,
        startsAt: item.startsAt,
        endsAt: item.endsAt,
        price: item.price,
        // A cancelled order's time is free again (the exclusion constraint skips inactive items).
        active: order.status !== 'cancelled',
      }));
    }),
  );

  const eventKey = (branch: number, startsAt: Date, title: string) =>
    `${branch}/${startsAt.toISOString()}/${title}`;
  await insertRows(
    db,
    groupEvents,
    plan.groupEvents.map((event) => {
      const branch = branchId(event.branch);
      return {
        branchId: branch,
        categoryId: ids.treatments.get(event.treatment).id,
        masterId: event.host === undefined ? null : ids.masters.get(`${branch}/${event.host}`).id,
        title: event.title,
        description: event.description,
        startsAt: event.startsAt,
        durationMinutes: event.durationMinutes,
        capacity: event.capacity,
        price: event.price,
        currency: event.currency,
      };
    }),
  );
  const eventIds = new KeyedRows(
    await db
      .select({
        id: groupEvents.id,
        branchId: groupEvents.branchId,
        startsAt: groupEvents.startsAt,
        title: groupEvents.title,
      })
      .from(groupEvents),
    (row) => eventKey(row.branchId, row.startsAt, row.title.en),
  );
  const eventId = (index: number) => {
    const event = plan.groupEvents[index]!;
    return eventIds.get(eventKey(branchId(event.branch), event.startsAt, event.title.en)).id;
  };
  await insertRows(
    db,
    eventBookings,
    plan.eventBookings.map((booking) => ({
      guid: booking.guid,
      eventId: eventId(booking.event),
      ...contactColumns(booking, customerIds),
      seats: booking.seats,
      status: booking.status,
      total: booking.total,
      currency: booking.currency,
      cancellableUntil: booking.cancellableUntil,
      createdAt: booking.createdAt,
      updatedAt: booking.cancellation?.cancelledAt ?? booking.createdAt,
      ...cancellationColumns(booking.cancellation),
    })),
  );
  const bookingIds = new KeyedRows(
    await db.select({ id: eventBookings.id, guid: eventBookings.guid }).from(eventBookings),
    (row) => row.guid,
  );

  await insertRows(
    db,
    reviews,
    plan.reviews.map((review) => {
      const branch = branchId(review.branch);
      return {
        orderId: review.order === undefined ? null : orderIds.get(review.order).id,
        eventBookingId:
          review.eventBooking === undefined ? null : bookingIds.get(review.eventBooking).id,
        branchId: branch,
        masterId:
          review.master === undefined ? null : ids.masters.get(`${branch}/${review.master}`).id,
        customerId: customerIds.get(review.customer).id,
        rating: review.rating,
        text: review.text ?? null,
        language: review.language,
        replyText: review.reply?.text ?? null,
        repliedAt: review.reply?.at ?? null,
        createdAt: review.createdAt,
      };
    }),
  );

  const spent = new Map<string, number>();
  for (const redemption of plan.giftCardRedemptions) {
    spent.set(redemption.code, (spent.get(redemption.code) ?? 0) + redemption.amount);
  }
  const cardRows = await db
    .insert(giftCards)
    .values(
      plan.giftCards.map((card) => ({
        code: card.code,
        organizationId: ids.organizations.get(
          `${card.organization.country}/${card.organization.name}`,
        ).id,
        branchId: card.branch === undefined ? null : branchId(card.branch),
        initialAmount: card.initialAmount,
        // What is left is what was not spent: the balance agrees with the redemptions.
        balance: card.initialAmount - (spent.get(card.code) ?? 0),
        currency: card.currency,
        buyerCustomerId: card.buyer === undefined ? null : customerIds.get(card.buyer).id,
        recipientName: card.recipientName ?? null,
        recipientEmail: card.recipientEmail ?? null,
        message: card.message ?? null,
        status: card.status,
        createdAt: card.createdAt,
        expiresAt: card.expiresAt,
      })),
    )
    .returning({ id: giftCards.id, code: giftCards.code });
  const cardIds = new KeyedRows(cardRows, (row) => row.code);
  if (plan.giftCardRedemptions.length > 0) {
    await db.insert(giftCardRedemptions).values(
      plan.giftCardRedemptions.map((redemption) => ({
        giftCardId: cardIds.get(redemption.code).id,
        orderId: orderIds.get(redemption.order).id,
        amount: redemption.amount,
        createdAt: plan.orders.find((order) => order.guid === redemption.order)!.createdAt,
      })),
    );
  }
}
