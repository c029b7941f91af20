-- Counters the database keeps itself, so no endpoint can forget them and concurrent writers
-- cannot lose an update: each UPDATE below locks the counted rows until the transaction ends.
-- Statement-level triggers with transition tables apply one aggregated change per statement,
-- however many rows it wrote (row-level triggers made the bulk demo seed several times slower).
-- Each trigger turns its rows into signed changes (+ for rows added, − for rows removed) and
-- hands them to an apply function as parallel arrays.

-- branches and masters: rating_sum and review_count follow reviews; rating_average is a generated
-- column over them.
CREATE FUNCTION "reviews_apply_ratings"(
  "branch_ids" integer[], "master_ids" integer[], "ratings" integer[], "counts" integer[]
) RETURNS void LANGUAGE sql AS $$
  UPDATE "branches" AS b
    SET "rating_sum" = b."rating_sum" + d."rating", "review_count" = b."review_count" + d."n"
    FROM (SELECT c."branch_id", sum(c."rating")::integer AS "rating", sum(c."n")::integer AS "n"
          FROM unnest("branch_ids", "ratings", "counts") AS c("branch_id", "rating", "n")
          GROUP BY c."branch_id") AS d
    WHERE b."id" = d."branch_id" AND (d."rating" <> 0 OR d."n" <> 0);
  UPDATE "masters" AS m
    SET "rating_sum" = m."rating_sum" + d."rating", "review_count" = m."review_count" + d."n"
    FROM (SELECT c."master_id", sum(c."rating")::integer AS "rating", sum(c."n")::integer AS "n"
          FROM unnest("master_ids", "ratings", "counts") AS c("master_id", "rating", "n")
          WHERE c."master_id" IS NOT NULL
          GROUP BY c."master_id") AS d
    WHERE m."id" = d."master_id" AND (d."rating" <> 0 OR d."n" <> 0);
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_count_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "reviews_apply_ratings"(
      array_agg("branch_id"), array_agg("master_id"), array_agg("rating"::integer), array_agg(1))
    FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "reviews_apply_ratings"(
      array_agg("branch_id"), array_agg("master_id"), array_agg(-"rating"::integer), array_agg(-1))
    FROM "old_rows";
  ELSE
    PERFORM "reviews_apply_ratings"(
      array_agg(c."branch_id"), array_agg(c."master_id"), array_agg(c."rating"), array_agg(c."n"))
    FROM (SELECT "branch_id", "master_id", "rating"::integer AS "rating", 1 AS "n" FROM "new_rows"
          UNION ALL
          SELECT "branch_id", "master_id", -"rating"::integer, -1 FROM "old_rows") AS c;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_count_ratings_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_count_ratings"();--> statement-breakpoint
CREATE TRIGGER "reviews_count_ratings_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_count_ratings"();--> statement-breakpoint
CREATE TRIGGER "reviews_count_ratings_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_count_ratings"();--> statement-breakpoint

-- group_events.seats_taken: the seats of its bookings that are not cancelled. Booking past the
-- capacity makes the UPDATE break the CHECK group_events_seats (SQLSTATE 23514, constraint
-- group_events_seats), which fails the booking's INSERT or UPDATE with it.
CREATE FUNCTION "event_bookings_apply_seats"("event_ids" integer[], "seats" integer[])
RETURNS void LANGUAGE sql AS $$
  UPDATE "group_events" AS e
    SET "seats_taken" = e."seats_taken" + d."seats"
    FROM (SELECT c."event_id", sum(c."seats")::integer AS "seats"
          FROM unnest("event_ids", "seats") AS c("event_id", "seats")
          GROUP BY c."event_id") AS d
    WHERE e."id" = d."event_id" AND d."seats" <> 0;
$$;--> statement-breakpoint
CREATE FUNCTION "event_bookings_count_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "event_bookings_apply_seats"(array_agg("event_id"), array_agg("seats"::integer))
    FROM "new_rows" WHERE "status" <> 'cancelled';
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "event_bookings_apply_seats"(array_agg("event_id"), array_agg(-"seats"::integer))
    FROM "old_rows" WHERE "status" <> 'cancelled';
  ELSE
    PERFORM "event_bookings_apply_seats"(array_agg(c."event_id"), array_agg(c."seats"))
    FROM (SELECT "event_id", "seats"::integer AS "seats" FROM "new_rows" WHERE "status" <> 'cancelled'
          UNION ALL
          SELECT "event_id", -"seats"::integer FROM "old_rows" WHERE "status" <> 'cancelled') AS c;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_bookings_count_seats_insert" AFTER INSERT ON "event_bookings"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_bookings_count_seats"();--> statement-breakpoint
CREATE TRIGGER "event_bookings_count_seats_update" AFTER UPDATE ON "event_bookings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_bookings_count_seats"();--> statement-breakpoint
CREATE TRIGGER "event_bookings_count_seats_delete" AFTER DELETE ON "event_bookings"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_bookings_count_seats"();
