export type NavChild = { label: string; href: string; description: string };
/** A top-level entry: a page link, or a group (a menu); a group with its own section keeps an href. */
export type NavItem = { label: string; href?: string; children?: readonly NavChild[] };

// Labels, hrefs and descriptions exactly as SPEC.md 2.
export const navItems: readonly NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Shop", href: "/shop" },
  {
    label: "Services",
    href: "/#services",
    children: [
      { label: "Automotive Tinting", href: "/#services-automotive", description: "Cooler rides, sleek looks." },
      { label: "Residential Tinting", href: "/#services-residential", description: "Enhance privacy and save energy." },
      { label: "Commercial Tinting", href: "/#services-commercial", description: "Protect assets and lower costs." },
    ],
  },
  {
    label: "Explore",
    children: [
      { label: "Gallery", href: "/gallery", description: "See our quality work." },
      { label: "Service Areas", href: "/service-areas", description: "Find us near you." },
      { label: "Blog", href: "/blog", description: "Expert tips and insights." },
      { label: "News", href: "/news", description: "Latest announcements." },
    ],
  },
  {
    label: "Company",
    children: [
      { label: "About Us", href: "/about", description: "Our story and mission." },
      { label: "Reviews", href: "/reviews", description: "What our clients say." },
      { label: "Contact", href: "/#contact", description: "Get in touch with us." },
    ],
  },
];

export const quoteHref = "/#contact";

export const footerQuickLinks: readonly { label: string; href: string }[] = [
  // The nav items that are places of their own (Explore and Company are only menus).
  ...navItems.flatMap(({ label, href }) => (href ? [{ label, href }] : [])),
  { label: "About Us", href: "/about" },
  { label: "Contact Us", href: "/#contact" },
];

export const footerServiceLinks: readonly { label: string; href: string }[] = [
  "Car Window Tinting",
  "Ceramic Tinting",
  "Home Window Tinting",
  "Commercial Tinting",
  "Mobile Window Tinting",
].map((label) => ({ label, href: "/#services" }));
