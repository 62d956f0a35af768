/**
 * Seats for live streams (issue 26, point 2): the per-session and per-address limits counted in the
 * database (table live_stream_seats), so that two server processes together keep them, as they keep the
 * login limits. A stream takes a seat as it opens and gives it back as it ends; its process refreshes the
 * seats of its open streams every KEEP_SEATS_MS, and a seat not refreshed for STALE_SEAT_SECONDS (its
 * process was killed) is cleared by the next stream that opens.
 */
import { eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { liveStreamSeats } from '../db/schema.ts';

export const KEEP_SEATS_MS = 30_000;
export const STALE_SEAT_SECONDS = 90;

export interface SeatLimits {
  perSession: number;
  perAddress: number;
}

/** A seat for a stream of `session` from `address` while both are under their limits; null when one is full. */
export function takeStreamSeat(db: Db, session: string, address: string, limits: SeatLimits): Promise<number | null> {
  return db.transaction(async (tx) => {
    // One stream opens at a time across processes, so two cannot both take the last seat.
    await tx.execute(sql`lock table ${liveStreamSeats} in exclusive mode`);
    await tx.delete(liveStreamSeats).where(lt(liveStreamSeats.seenAt, sql`now() - make_interval(secs => ${STALE_SEAT_SECONDS})`));
    const [counts] = await tx
      .select({
        ofSession: sql<number>`count(*) filter (where ${liveStreamSeats.session} = ${session})`.mapWith(Number),
        ofAddress: sql<number>`count(*) filter (where ${liveStreamSeats.address} = ${address})`.mapWith(Number),
      })
      .from(liveStreamSeats)
      .where(or(eq(liveStreamSeats.session, session), eq(liveStreamSeats.address, address)));
    if ((counts?.ofSession ?? 0) >= limits.perSession || (counts?.ofAddress ?? 0) >= limits.perAddress) return null;
    const [seat] = await tx.insert(liveStreamSeats).values({ session, address }).returning({ id: liveStreamSeats.id });
    return seat!.id;
  });
}

export async function giveBackStreamSeat(db: Db, seat: number): Promise<void> {
  await db.delete(liveStreamSeats).where(eq(liveStreamSeats.id, seat));
}

/** Marks the seats of this process's open streams as still held. */
export async function keepStreamSeats(db: Db, seats: readonly number[]): Promise<void> {
  if (seats.length === 0) return;
  await db.update(liveStreamSeats).set({ seenAt: sql`now()` }).where(inArray(liveStreamSeats.id, [...seats]));
}
