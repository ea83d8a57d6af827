// Kept apart from schema.ts so the gallery page's browser code does not pull in zod.
export const galleryCategories = ["Automotive", "Residential", "Commercial", "Paint Protection"] as const;
