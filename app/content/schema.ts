import { z } from "zod/mini";
import { en } from "zod/locales";
import { calendarDay } from "../lib/calendar-day";
import type { Image } from "../images/image";
import type { PlaceName } from "../images/places";
import type { Locale } from "../i18n/locale";
import { checkMessage } from "./check-message";
import { editorHints } from "./editor-hints";
import {
  altText,
  Localized,
  localizedText,
  optionalLocalizedText,
  sameOrLocalizedText,
} from "./localized";

// zod/mini loads no locale: a check without a message of ours answers in English where content
// is parsed without CONTENT_ISSUES (check-message.ts), as it did with classic zod.
z.config(en());

const url = z.url({ protocol: /^https?$/ });
const optionalUrl = z.union([z.literal(""), url]);
const email = z.email();
const nonEmpty = z.string().check(z.trim(), z.minLength(1, checkMessage("nonEmpty")));
const integer = z.number().check(z.int());
const positiveInteger = z.number().check(z.int(), z.positive());
const year = z.string().check(z.regex(/^\d{4}$/, checkMessage("year")));

/** File types the build turns into web images (case does not matter: IMG_0042.JPG is fine). */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "svg"] as const;

/** A file under content/images, written as `/images/…`. */
const imagePath = z.string().check(
  z.regex(/^\/images\/[\w./-]+$/, checkMessage("imagePath")),
  z.superRefine((path: string, ctx) => {
    const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
    if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return;
    ctx.addIssue({
      code: "custom",
      message:
        ext === "heic" || ext === "heif"
          ? checkMessage("imageHeic")
          : checkMessage("imageType", {
              ext,
              allowed: IMAGE_EXTENSIONS.map((e) => `.${e}`).join(", "),
            }),
    });
  }),
);

/** `"50% 20%"`: the point to keep in view when the image is cropped, from the left and the top. */
const focus = z.pipe(
  z.string().check(z.regex(/^\d{1,3}% \d{1,3}%$/, checkMessage("focusFormat"))),
  z.transform((text: string, ctx) => {
    const [x = 50, y = 50] = text.split(" ").map((part) => Number.parseInt(part, 10));
    if (x > 100 || y > 100) {
      ctx.issues.push({
        code: "custom",
        message: checkMessage("focusRange"),
        input: text,
      });
      return z.NEVER;
    }
    // 5 % steps: the stylesheet has one rule per point in use.
    return { x: Math.round(x / 5) * 5, y: Math.round(y / 5) * 5 };
  }),
);

interface ImageFields {
  src: string;
  /** Set for images made outside the content (tests); content images keep theirs in `texts`. */
  alt?: string;
  credit?: string;
  focus?: { x: number; y: number };
}

/** What an image says in each language: its alternative text and its credit. */
export interface ImageTexts {
  alt?: Localized<string>;
  credit?: Localized<string>;
}

/**
 * An image reference as editors write it, with the places it is shown in (which decide the
 * widths the build generates). The build replaces every one with an {@link Image}.
 */
export class ImageRef {
  /** Where it was written, for error messages: set by parseContent. */
  origin = { file: "", entry: "" };
  constructor(
    readonly fields: ImageFields,
    readonly places: readonly PlaceName[],
    readonly texts: ImageTexts = {},
  ) {}
  withAlt(alt: Localized<string>): ImageRef {
    const ref = new ImageRef(this.fields, this.places, {
      ...this.texts,
      alt: this.texts.alt ?? alt,
    });
    ref.origin = this.origin;
    return ref;
  }
  /** The image the build made of this reference, with its texts in one language. */
  inLocale(image: Image, locale: Locale): Image {
    const { alt, credit } = this.texts;
    return {
      ...image,
      ...(alt ? { alt: alt[locale] } : {}),
      ...(credit ? { credit: credit[locale] } : {}),
    };
  }
}

const imageFields = {
  src: imagePath,
  credit: z.optional(sameOrLocalizedText),
  focus: z.optional(focus),
};

/** `{ "src": "/images/…", "alt": { "de": "…", "en": "…" } }`, optionally with `credit` and `focus`. */
export function imageSchema(...places: PlaceName[]) {
  return z
    .pipe(
      z.object({ ...imageFields, alt: altText }),
      z.transform(({ alt, credit, ...fields }) => new ImageRef(fields, places, { alt, credit })),
    )
    .register(editorHints, { kind: "image", short: false });
}

/** Just the path, or an object whose `alt` may be left out (it is derived from the entry). */
function namedImageSchema(...places: PlaceName[]) {
  return z
    .pipe(
      z.transform((value: unknown) => (typeof value === "string" ? { src: value } : value)),
      z.pipe(
        z.object({ ...imageFields, alt: z.optional(altText) }),
        z.transform(({ alt, credit, ...fields }) => new ImageRef(fields, places, { alt, credit })),
      ),
    )
    .register(editorHints, { kind: "image", short: true });
}

/**
 * A parsed content type as one language's pages get it: every {@link ImageRef} replaced by the
 * {@link Image} the build made, every {@link Localized} text by that language's text.
 */
export type Resolved<T> =
  T extends Localized<infer U>
    ? Resolved<U>
    : T extends ImageRef
      ? Image
      : T extends readonly (infer U)[]
        ? Resolved<U>[]
        : T extends object
          ? { [K in keyof T]: Resolved<T[K]> }
          : T;

export const addressSchema = z.object({
  name: sameOrLocalizedText,
  lines: z.array(nonEmpty).check(z.minLength(1)),
});

export const siteConfigSchema = z.object({
  productName: nonEmpty,
  associationName: nonEmpty,
  /** The public address of the site, used for canonical links, the sitemap and sharing. */
  origin: z.url({ protocol: /^https?$/ }).check(z.regex(/[^/]$/, "ohne / am Ende")),
  tagline: localizedText,
  facts: z.object({
    founded: integer,
    competingSince: integer,
    driverlessSince: integer,
    maxTeams: positiveInteger,
    partnershipsPerYear: positiveInteger,
    alumniFounded: localizedText,
    alumniOpenSince: localizedText,
    copyrightYear: integer,
  }),
  emails: z.object({ general: email, alumni: email, privacy: email }),
  postalAddress: addressSchema,
  workshopAddress: addressSchema,
  alumniAddress: addressSchema,
  alumniAssociationName: nonEmpty,
  bank: z.object({
    holder: nonEmpty,
    iban: z.string().check(z.regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}$/, checkMessage("iban"))),
    bic: nonEmpty,
    bankName: nonEmpty,
    donationReference: nonEmpty,
  }),
  register: z.object({ court: nonEmpty, number: nonEmpty }),
  vatId: nonEmpty,
  boardChairs: z.array(nonEmpty).check(z.length(2)),
  social: z.object({ instagram: url, linkedin: url, youtube: url, tiktok: url }),
  links: z.object({
    /** Empty: a map search for the postal address. */
    map: optionalUrl,
    applicationForm: url,
    charityShopping: url,
    supervisoryAuthorities: url,
    newsletterForm: optionalUrl,
  }),
  mainSponsors: z
    .array(z.object({ name: nonEmpty, logo: imageSchema("sponsorStrip") }))
    .check(z.length(3)),
  logos: z.object({
    toolbar: imageSchema("toolbarLogo"),
    footer: imageSchema("footerLogo"),
    dataProtection: imageSchema("dataProtectionLogo"),
  }),
  images: z.object({
    landingHero: imageSchema("hero"),
    universityHeader: imageSchema("hero"),
    donationHeader: imageSchema("hero"),
    memberPlaceholder: imageSchema("memberPhoto"),
    share: imageSchema("share"),
  }),
});

export const carSchema = z.object({
  name: z.string().check(z.regex(/^egn\d{2}(-(ev|dv))?$/, checkMessage("carName"))),
  season: year,
  image: imageSchema("carTile", "carDetail"),
  events: z.optional(z.array(localizedText)),
  details: z.optional(z.array(z.object({ title: localizedText, value: localizedText }))),
  advancements: z.optional(z.array(localizedText)),
});

export const eventSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: nonEmpty,
  location: localizedText,
  participantsPerYear: localizedText,
  participationYears: z.array(integer),
  bestResult: optionalLocalizedText,
  logo: imageSchema("eventLogo"),
  image: z.optional(imageSchema("eventImage")),
});
export const eventListSchema = z.array(eventSchema).check(z.minLength(1));

export const carouselCardSchema = z.object({
  name: localizedText,
  description: localizedText,
  image: imageSchema("landingCard"),
  link: nonEmpty,
});
export const aboutUsItemSchema = z.object({ title: localizedText, image: imageSchema("aboutUs") });
export const landingCarouselSchema = z.array(carouselCardSchema).check(z.length(3));
export const aboutUsCarouselSchema = z.array(aboutUsItemSchema).check(z.minLength(1));

export const memberSchema = z.pipe(
  z.object({
    name: nonEmpty,
    job: sameOrLocalizedText,
    email: z.union([z.literal(""), email]),
    image: z.optional(namedImageSchema("memberPhoto")),
  }),
  z.transform((member) => ({
    ...member,
    image: member.image?.withAlt(
      new Localized(`Porträt von ${member.name}`, `Portrait of ${member.name}`),
    ),
  })),
);
export const departmentSchema = z.object({
  name: sameOrLocalizedText,
  members: z.array(memberSchema),
});
export const teamSeasonSchema = z.object({
  id: z.string().check(z.regex(/^egn\d{2}$/, checkMessage("teamName"))),
  season: year,
  departments: z.array(departmentSchema).check(z.minLength(1)),
});

export const supporterSchema = z.pipe(
  z.object({
    name: nonEmpty,
    website: optionalUrl,
    logo: namedImageSchema("supporterLogo"),
    text: optionalLocalizedText,
  }),
  z.transform((supporter) => ({
    ...supporter,
    logo: supporter.logo.withAlt(new Localized(supporter.name, supporter.name)),
  })),
);
export const partnerClassSchema = z.object({
  name: localizedText,
  supporters: z.array(supporterSchema).check(z.minLength(1)),
});
export const supporterSeasonSchema = z.object({
  season: year,
  tileImage: imageSchema("seasonTile"),
  headerImage: imageSchema("banner"),
  classes: z.array(partnerClassSchema).check(z.minLength(1)),
});

export type NavigationItem = {
  name: string;
  link: string;
  children?: NavigationItem[];
  /** The name's language when it is not the page's (the spec's English names on German pages). */
  lang?: string;
};
export const navigationItemSchema: z.ZodMiniType<NavigationItem> = z.lazy(() =>
  z.object({
    name: nonEmpty,
    link: nonEmpty,
    children: z.optional(z.array(navigationItemSchema)),
  }),
);

export const pageSchema = z.object({
  title: nonEmpty,
  description: z
    .string()
    .check(
      z.minLength(50, checkMessage("minChars", { min: 50 })),
      z.maxLength(170, checkMessage("maxChars", { max: 170 })),
    ),
  heading: nonEmpty,
  html: z.string(),
});

/** `2025-06-14`: a calendar date that exists. */
const isoDate = calendarDay({
  missing: checkMessage("date"),
  format: checkMessage("date"),
  invalid: checkMessage("dateInvalid"),
});

/** A news post's German file, `content/news/<date>-<slug>.md`: it holds what both languages share. */
export const postSchema = z.object({
  title: nonEmpty,
  date: isoDate,
  summary: z
    .string()
    .check(
      z.trim(),
      z.minLength(50, checkMessage("minChars", { min: 50 })),
      z.maxLength(300, checkMessage("maxChars", { max: 300 })),
    ),
  image: imageSchema("newsCard", "newsLead", "share"),
  /** Shown with the post: "egn25" for both languages, `{ de: "Saison 2025", en: "Season 2025" }`. */
  tags: z._default(
    z.array(
      z.pipe(
        z.transform((tag: unknown) => (typeof tag === "number" ? String(tag) : tag)),
        sameOrLocalizedText,
      ),
    ),
    [],
  ),
  /** A draft is validated like any post but is never on the public site, the sitemap or a feed. */
  draft: z._default(z.boolean(), false),
  html: z.string(),
});

/** The English text of a post beside the German one, `content/news/en/<date>-<slug>.md`. */
export const postTranslationSchema = z.pick(postSchema, { title: true, summary: true, html: true });

export type { Image };
export type Address = Resolved<z.output<typeof addressSchema>>;
export type SiteConfig = Resolved<z.output<typeof siteConfigSchema>>;
export type Car = Resolved<z.output<typeof carSchema>>;
export type RaceEvent = Resolved<z.output<typeof eventSchema>>;
export type CarouselCard = Resolved<z.output<typeof carouselCardSchema>>;
export type AboutUsItem = Resolved<z.output<typeof aboutUsItemSchema>>;
export type Member = Resolved<z.output<typeof memberSchema>>;
export type Department = Resolved<z.output<typeof departmentSchema>>;
export type TeamSeason = Resolved<z.output<typeof teamSeasonSchema>>;
export type Supporter = Resolved<z.output<typeof supporterSchema>>;
export type PartnerClass = Resolved<z.output<typeof partnerClassSchema>>;
export type SupporterSeason = Resolved<z.output<typeof supporterSeasonSchema>>;
export type Page = z.infer<typeof pageSchema>;
