import type { PlaceName } from "../../images/places";
import type { ContentChecks } from "./content-checks.de";

export const contentChecksEn: ContentChecks = {
  missing: "is missing",
  notText: "must be a text",
  nonEmpty: "must not be empty",
  bothLanguages: 'needs a text in each language: { "de": "…", "en": "…" }',
  altEmpty: 'must not be empty (only for pure decoration: "alt": "")',
  year: "must be a four-digit year",
  imagePath:
    "must start with /images/ and name a file under content/images/ (only letters a–z, digits, - _ . /)",
  imageHeic: "The build cannot read HEIC photos: please export them as JPEG (.jpg)",
  imageType: 'File type ".{ext}" cannot be used: allowed are {allowed}',
  focusFormat: 'like "50% 20%": across first, then down, in per cent from the top left',
  focusRange: "Percentages go from 0% to 100%",
  iban: "must be an IBAN",
  carName: 'must look like "egn25" or "egn19-ev"',
  teamName: 'must look like "egn25"',
  minChars: "should have at least {min} characters",
  maxChars: "at most {max} characters",
  date: "must be a date like 2025-06-14",
  dateInvalid: "this date does not exist",
  slugFormat: "only a–z, digits and hyphens, e.g. rollout-egn26",
  slugTaken: "is reserved as a name",
  tagsMatch: "as many tags as in German, in the same order",
  zod: "{en}",
  wholeFile: "(whole file)",
  fileMissing: "file is missing",
  notJson: "not valid JSON ({detail})",
  duplicate: '{what} "{key}" already exists in {other}',
  fileName: '"{expected}" does not match the file name (expected {expected}.json)',
  folderEmpty: "at least one file is needed",
  teamId: 'must be "{id}"',
  inlineStyle:
    "{tag}: the page's Content Security Policy blocks inline styles (style attributes, <style>) (see docs/content-guide.md)",
  imageInPage:
    "Images in a page's text are not possible; they belong in the content files (see docs/content-guide.md)",
  unknownPlaceholder: "unknown placeholder {placeholder} (see docs/content-guide.md)",
  postNameTaken: '"{name}" is reserved as a name, please choose another one',
  postFileName:
    "the file name must be <date>-<short-name>.md, e.g. 2025-06-14-testtag.md (only a–z, digits and -)",
  imageInPost: 'Images in the text are not possible; a post\'s photo goes in "image"',
  postDate: '"{date}" does not match the date in the file name ({fileDate})',
  germanPostMissing: "this English post has no German one ({file})",
  slugTwice: '"{slug}" exists twice ({other}, {date})',
  imageMissing: 'image "{src}" is missing (expected under content{src})',
  imageUnreadable: 'image "{src}" is not a readable image file ({detail})',
  imageNotSvg: 'image "{src}" is not an SVG file but {format}',
  imageNotRaster: 'image "{src}" is not a JPEG, PNG, WebP or AVIF file but {format}',
  imageNoSize: 'image "{src}" has no readable size',
  imageSvgText:
    'image "{src}" holds its lettering as text (<text>); please convert the text to paths (Inkscape: Path › Object to Path; Illustrator: Type › Create Outlines)',
  imageTooNarrow:
    'image "{src}" is too small for the {place}: {width} × {height} pixels, it must be at least {minWidth} pixels wide',
  imageTooLow:
    'image "{src}" is too small for the {place}: {width} × {height} pixels, it must be at least {minHeight} pixels high',
  imageTooSmall:
    'image "{src}" is too small for the {place}: {width} × {height} pixels, it must be at least {minWidth} pixels wide and {minHeight} pixels high',
  imageBroken: 'image "{src}" is damaged or cannot be read ({detail})',
  photoInPublic:
    "Images belong in content/images/ (public/ is served as it is, metadata such as the GPS position included)",
};

export const imagePlacesEn: Record<PlaceName, string> = {
  hero: "header image",
  banner: "header image in the page",
  memberPhoto: "team photo",
  carTile: "car tile",
  seasonTile: "season tile",
  carDetail: "car image",
  landingCard: "card on the home page",
  aboutUs: "image on “About us”",
  eventLogo: "event logo",
  eventImage: "event image",
  supporterLogo: "supporter logo",
  sponsorStrip: "logo in the main sponsors’ strip",
  toolbarLogo: "logo in the header bar",
  footerLogo: "logo in the footer",
  dataProtectionLogo: "logo on the privacy page",
  newsCard: "image of a post in the list",
  newsLead: "lead image of a post",
  share: "preview image for shared links",
};
