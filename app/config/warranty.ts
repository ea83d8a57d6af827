// The warranty the certificate states (issue 25), per kind of job. The site's
// own pages say the same in general words (content/faq.json "Is there a
// warranty?", the Warranty section of each service page): a manufacturer-backed
// warranty against defects, the exact terms given in writing after the
// install. The certificate is that writing; these are its terms.

const claim =
  "To make a claim, contact us with this certificate and your invoice: we inspect the film and arrange the manufacturer's replacement.";

export const warranty = {
  title: "Warranty certificate",
  terms: {
    vehicle: [
      "The ceramic window film installed on this vehicle is covered by a manufacturer-backed warranty against defects such as bubbling, peeling, cracking and discoloration.",
      claim,
      "Florida's tint law applies to the vehicle as driven; a medical exemption, where recorded, belongs to the vehicle and must be kept in it.",
    ],
    home: [
      "The window film installed at this home is covered by a manufacturer-backed warranty against defects such as peeling, cracking and discoloration. Coverage depends on the film and the type of glass it is installed on.",
      claim,
    ],
    business: [
      "The window film installed at this business is covered by a manufacturer-backed warranty against defects such as peeling, bubbling and discoloration. Coverage depends on the film and the type of glass it is installed on.",
      claim,
    ],
    ppf: [
      "The paint protection film installed on this vehicle is covered by a manufacturer-backed warranty against defects such as yellowing, cracking and peeling.",
      claim,
    ],
  } satisfies Record<"vehicle" | "home" | "business" | "ppf", string[]>,
} as const;
