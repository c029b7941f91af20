-- The day a gift card is e-mailed to its recipient, when the buyer chose one (issue 42 item 6).
ALTER TABLE "gift_cards" ADD COLUMN "send_on" date;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_send_on" CHECK ("gift_cards"."send_on" is null or "gift_cards"."recipient_email" is not null);