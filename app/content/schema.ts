import { z } from "zod";

/** A path under `public/` (served from the site root) or a full https URL. */
const assetPath = z
  .string()
  .regex(
    /^(\/[\w./-]+|https:\/\/\S+)$/,
    "muss mit / beginnen (Datei unter public/) oder https:// sein",
  );
const url = z.url({ protocol: /^https?$/ });
const optionalUrl = z.union([z.literal(""), url]);
const email = z.email();
const nonEmpty = z.string().trim().min(1, "darf nicht leer sein");
const year = z.string().regex(/^\d{4}$/, "muss eine vierstellige Jahreszahl sein");

export const imageSchema = z.object({
  src: assetPath,
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  credit: z.string().optional(),
});

export const addressSchema = z.object({
  name: nonEmpty,
  lines: z.array(nonEmpty).min(1),
});

export const siteConfigSchema = z.object({
  productName: nonEmpty,
  associationName: nonEmpty,
  /** The public address of the site, used for canonical links, the sitemap and sharing. */
  origin: z.url({ protocol: /^https?$/ }).regex(/[^/]$/, "ohne / am Ende"),
  tagline: nonEmpty,
  facts: z.object({
    founded: z.number().int(),
    members: z.number().int().positive(),
    competingSince: z.number().int(),
    driverlessSince: z.number().int(),
    maxTeams: z.number().int().positive(),
    partnershipsPerYear: z.number().int().positive(),
    alumniFounded: nonEmpty,
    alumniOpenSince: nonEmpty,
    copyrightYear: z.number().int(),
  }),
  emails: z.object({ general: email, alumni: email, privacy: email }),
  postalAddress: addressSchema,
  workshopAddress: addressSchema,
  alumniAddress: addressSchema,
  alumniAssociationName: nonEmpty,
  bank: z.object({
    holder: nonEmpty,
    iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}$/, "muss eine IBAN sein"),
    bic: nonEmpty,
    bankName: nonEmpty,
    donationReference: nonEmpty,
  }),
  register: z.object({ court: nonEmpty, number: nonEmpty }),
  vatId: nonEmpty,
  boardChairs: z.array(nonEmpty).length(2),
  social: z.object({ instagram: url, linkedin: url, youtube: url, tiktok: url }),
  links: z.object({
    map: url,
    applicationForm: url,
    charityShopping: url,
    supervisoryAuthorities: url,
    newsletterForm: optionalUrl,
  }),
  mainSponsors: z.array(z.object({ name: nonEmpty, logo: imageSchema })).length(3),
  logos: z.object({ toolbar: imageSchema, footer: imageSchema, dataProtection: imageSchema }),
  images: z.object({
    landingHero: imageSchema,
    universityHeader: imageSchema,
    donationHeader: imageSchema,
    memberPlaceholder: imageSchema,
    share: imageSchema,
  }),
});

export const carSchema = z.object({
  name: z.string().regex(/^egn\d{2}(-(ev|dv))?$/, 'muss wie "egn25" oder "egn19-ev" aussehen'),
  season: year,
  image: imageSchema,
  events: z.array(nonEmpty).optional(),
  details: z.array(z.object({ title: nonEmpty, value: nonEmpty })).optional(),
  advancements: z.array(nonEmpty).optional(),
});

export const eventSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: nonEmpty,
  location: nonEmpty,
  participantsPerYear: nonEmpty,
  participationYears: z.array(z.number().int()),
  bestResult: z.string(),
  logo: imageSchema,
  image: imageSchema.optional(),
});
export const eventListSchema = z.array(eventSchema).min(1);

export const carouselCardSchema = z.object({
  name: nonEmpty,
  description: nonEmpty,
  image: imageSchema,
  link: nonEmpty,
});
export const aboutUsItemSchema = z.object({ title: nonEmpty, image: imageSchema });

export const memberSchema = z.object({
  name: nonEmpty,
  job: nonEmpty,
  email: z.union([z.literal(""), email]),
  image: assetPath.optional(),
});
export const departmentSchema = z.object({ name: nonEmpty, members: z.array(memberSchema) });
export const teamSeasonSchema = z.object({
  id: z.string().regex(/^egn\d{2}$/, 'muss wie "egn25" aussehen'),
  season: year,
  departments: z.array(departmentSchema).min(1),
});

export const supporterSchema = z.object({
  name: nonEmpty,
  website: optionalUrl,
  logo: assetPath,
  text: z.string(),
});
export const partnerClassSchema = z.object({
  name: nonEmpty,
  supporters: z.array(supporterSchema).min(1),
});
export const supporterSeasonSchema = z.object({
  season: year,
  tileImage: imageSchema,
  headerImage: imageSchema,
  classes: z.array(partnerClassSchema).min(1),
});

export const seasonTileSchema = z.object({ name: nonEmpty, image: imageSchema, season: year });

export type NavigationItem = { name: string; link: string; children?: NavigationItem[] };
export const navigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.object({
    name: nonEmpty,
    link: nonEmpty,
    children: z.array(navigationItemSchema).optional(),
  }),
);

export const pageSchema = z.object({
  title: nonEmpty,
  description: z.string().min(50, "soll mindestens 50 Zeichen haben").max(170),
  heading: nonEmpty,
  html: z.string(),
});

export type Image = z.infer<typeof imageSchema>;
export type Address = z.infer<typeof addressSchema>;
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Car = z.infer<typeof carSchema>;
export type RaceEvent = z.infer<typeof eventSchema>;
export type CarouselCard = z.infer<typeof carouselCardSchema>;
export type AboutUsItem = z.infer<typeof aboutUsItemSchema>;
export type Member = z.infer<typeof memberSchema>;
export type Department = z.infer<typeof departmentSchema>;
export type TeamSeason = z.infer<typeof teamSeasonSchema>;
export type Supporter = z.infer<typeof supporterSchema>;
export type PartnerClass = z.infer<typeof partnerClassSchema>;
export type SupporterSeason = z.infer<typeof supporterSeasonSchema>;
export type SeasonTile = z.infer<typeof seasonTileSchema>;
export type Page = z.infer<typeof pageSchema>;
