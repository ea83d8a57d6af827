// The look of a radio button or checkbox drawn as a card (the home page's quote
// form, /book): gold edge and sand fill when chosen, a gold ring on keyboard focus.

export const choiceCardClass =
  "flex cursor-pointer items-center border border-slate-300 bg-white text-sm font-medium text-ink-900 transition-colors hover:border-slate-400 has-checked:border-gold-500 has-checked:bg-sand-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-500";

/** The control inside the card: the quote form's gold accent, its own outline left to the card. */
export const choiceControlClass = "size-4 shrink-0 accent-gold-600 focus-visible:outline-none";
