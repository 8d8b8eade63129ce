/** Intake rules the web needs without zod; intakes.ts re-exports them. */

/** Where an intake stands at `now`: before it opens, open, or closed. */
export function intakePhase(intake: { opensAt: string; closesAt: string }, now = Date.now()): 'upcoming' | 'open' | 'closed' {
  if (now < Date.parse(intake.opensAt)) return 'upcoming';
  return now < Date.parse(intake.closesAt) ? 'open' : 'closed';
}

/** The price after a waiver, in cents (rounded to the cent). */
export const waivedPriceCents = (priceCents: number, waiverPercent: number) => Math.round((priceCents * (100 - waiverPercent)) / 100);

/** The last day applications are taken, as YYYY-MM-DD in UTC, for a closing instant (its end is exclusive; decision 031). */
export const intakeLastDay = (closesAt: string | Date) => new Date(new Date(closesAt).getTime() - 1).toISOString().slice(0, 10);
