import type { Intent } from "./intents.ts";

// Example phrasings of each intent the classifier (classifier.server.ts)
// learns from, in customers' words. The rules in intents.ts decide first; the
// classifier only chooses an answer where they found none. Add a phrasing here
// when a question is missed; never a held-out round's words (eval/held-out/).

export const INTENT_EXAMPLES: Partial<Record<Intent, string[]>> = {
  person: [
    "can i speak to someone",
    "i want a human",
    "let me talk to an employee",
    "is there anybody there i can call",
    "connect me with staff",
    "get me a manager",
  ],
  hours: [
    "when do you open",
    "what time do you start in the morning",
    "what time do you finish",
    "how late do you work",
  ],
  phone: ["whats your number", "how do i call you", "can i text you", "number please"],
  price: [
    "how much is it",
    "how much for tint",
    "what does tint cost for my car",
    "whats the price on a truck",
    "how much do you charge",
    "price for an suv",
    "what would it run me",
    "how much to do my windows",
  ],
  law: [
    "is 5 percent legal",
    "how dark can i go",
    "what is the legal limit",
    "will i get a ticket for dark tint",
    "can i go limo on the front",
    "is this shade street legal",
    "can i do 20 all around",
  ],
  book: [
    "can i book",
    "how do i schedule",
    "when can you come out",
    "do you have time this week",
    "set up an appointment",
  ],
  quote: ["can i get a quote", "send me an estimate", "i want my car tinted", "i need a quote for my house"],
  areaList: ["what towns do you serve", "where do you go", "which areas do you cover"],
  services: ["what do you do", "what services do you offer", "do you tint homes", "do you do cars"],
  ceramic: ["what is ceramic tint", "why ceramic film", "does tint block heat", "difference between ceramic and dyed"],
  payment: [
    "do you take cards",
    "can i pay cash",
    "what payment do you accept",
    "do i pay up front",
    "is there a deposit",
  ],
  warranty: ["whats the warranty", "is it guaranteed", "what if it bubbles later", "does it peel"],
  discount: ["any discounts", "do you have a coupon", "military discount", "any deals going on"],
  shop: ["do you sell products", "where is your store", "can i buy the aftercare kit", "gift cards"],
  reviews: ["are you any good", "what do people say about you", "do you have reviews"],
  about: ["who owns the business", "how long have you been doing this", "are you licensed and insured"],
  mobile: [
    "do you come to me",
    "can you do it at my house",
    "do i have to bring it somewhere",
    "do you come to my job",
  ],
  location: ["where are you", "whats your address", "where is the shop"],
  deposit: [
    "what do i owe when i book",
    "is money due to lock in the date",
    "what if something comes up and i cant make it",
    "can i push my appointment back a few days",
  ],
  shipping: ["how fast will my order get here", "can you mail it to me", "how does the order reach me"],
  giftCard: ["present for my husband who loves his truck", "something i can give as a birthday present"],
  contents: ["whats included with that", "what exactly do i get"],
  care: ["what should i use on the inside of the glass", "how do i keep the film looking new"],
  removal: ["my old film is junk can it come off", "can you get rid of the purple stuff on my windows"],
  storm: ["will it stop glass flying everywhere", "does it keep thieves out"],
  permission: ["will my neighborhood rules allow it", "do i need approval from the building owner"],
  dayOf: ["how does the install day go", "what should i do before the installer shows up", "do i need to be there"],
  duration: ["how long will you be at my place", "is it an all day thing"],
};
