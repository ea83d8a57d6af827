// What the public pages show of a review (no server code: components import it).

export type PublicReview = {
  id: string;
  name: string;
  town: string;
  service: string;
  rating: number;
  /** The day it was written, YYYY-MM-DD. */
  date: string;
  text: string;
  /** The owner's public reply, if any. */
  reply: string | null;
};

export type ReviewSummary = { count: number; average: number };

/** How many reviews and their average rating, to one decimal. */
export function summarizeReviews(list: readonly { rating: number }[]): ReviewSummary {
  const count = list.length;
  const average = count === 0 ? 0 : list.reduce((sum, r) => sum + r.rating, 0) / count;
  return { count, average: Math.round(average * 10) / 10 };
}
