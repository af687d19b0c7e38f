import type { PlaceName } from "../../images/places";

/**
 * What the content check says about a field or a file (app/content): in the build's output and,
 * in the member's language, in the team area's editor. Slots: `{name}`.
 */
export const contentChecksDe = {
  missing: "fehlt",
  notText: "muss ein Text sein",
  nonEmpty: "darf nicht leer sein",
  bothLanguages: 'braucht einen Text je Sprache: { "de": "…", "en": "…" }',
  altEmpty: 'darf nicht leer sein (nur bei reiner Dekoration: "alt": "")',
  year: "muss eine vierstellige Jahreszahl sein",
  imagePath:
    "muss mit /images/ beginnen und eine Datei unter content/images/ nennen (nur Buchstaben a–z, Ziffern, - _ . /)",
  imageHeic: "HEIC-Fotos kann der Build nicht lesen: bitte als JPEG exportieren (.jpg)",
  imageType: 'Dateityp ".{ext}" geht nicht: erlaubt sind {allowed}',
  focusFormat: 'wie "50% 20%": erst waagerecht, dann senkrecht, in Prozent von links oben',
  focusRange: "Prozentwerte gehen von 0% bis 100%",
  iban: "muss eine IBAN sein",
  carName: 'muss wie "egn25" oder "egn19-ev" aussehen',
  teamName: 'muss wie "egn25" aussehen',
  minChars: "soll mindestens {min} Zeichen haben",
  maxChars: "höchstens {max} Zeichen",
  date: "muss ein Datum wie 2025-06-14 sein",
  dateInvalid: "dieses Datum gibt es nicht",
  slugFormat: "nur a–z, Ziffern und Bindestriche, z. B. rollout-egn26",
  slugTaken: "ist als Name vergeben",
  tagsMatch: "so viele Schlagwörter wie auf Deutsch, in derselben Reihenfolge",
  /** A check of zod's own, in zod's German. */
  zod: "{de}",
  wholeFile: "(ganze Datei)",
  fileMissing: "Datei fehlt",
  notJson: "kein gültiges JSON ({detail})",
  duplicate: '{what} "{key}" gibt es schon in {other}',
  fileName: '"{expected}" passt nicht zum Dateinamen (erwartet {expected}.json)',
  folderEmpty: "mindestens eine Datei wird gebraucht",
  teamId: 'muss "{id}" sein',
  inlineStyle:
    "{tag}: Inline-Styles (style-Attribute, <style>) blockiert die Content-Security-Policy der Seite (siehe docs/content-guide.md)",
  imageInPage:
    "Bilder im Seitentext gehen nicht; sie gehören in die Inhaltsdateien (siehe docs/content-guide.md)",
  unknownPlaceholder: "unbekannter Platzhalter {placeholder} (siehe docs/content-guide.md)",
  postNameTaken: '"{name}" ist als Name vergeben, bitte einen anderen wählen',
  postFileName:
    "der Dateiname muss <Datum>-<kurzer-name>.md sein, z. B. 2025-06-14-testtag.md (nur a–z, Ziffern und -)",
  imageInPost: 'Bilder im Text gehen nicht; das Foto einer Meldung steht in "image"',
  postDate: '"{date}" passt nicht zum Datum im Dateinamen ({fileDate})',
  germanPostMissing: "zu dieser englischen Meldung fehlt die deutsche ({file})",
  slugTwice: '"{slug}" gibt es zweimal ({other}, {date})',
  imageMissing: 'Bild "{src}" fehlt (erwartet unter content{src})',
  imageUnreadable: 'Bild "{src}" ist keine lesbare Bilddatei ({detail})',
  imageNotSvg: 'Bild "{src}" ist keine SVG-Datei, sondern {format}',
  imageNotRaster: 'Bild "{src}" ist keine JPEG-, PNG-, WebP- oder AVIF-Datei, sondern {format}',
  imageNoSize: 'Bild "{src}" hat keine lesbare Größe',
  imageSvgText:
    'Bild "{src}" enthält Schrift als Text (<text>); bitte die Schrift in Pfade umwandeln (Inkscape: Pfad › Objekt in Pfad umwandeln; Illustrator: Schrift › In Pfade umwandeln)',
  imageTooNarrow:
    'Bild "{src}" ist zu klein für {place}: {width} × {height} Pixel, es muss mindestens {minWidth} Pixel breit sein',
  imageTooLow:
    'Bild "{src}" ist zu klein für {place}: {width} × {height} Pixel, es muss mindestens {minHeight} Pixel hoch sein',
  imageTooSmall:
    'Bild "{src}" ist zu klein für {place}: {width} × {height} Pixel, es muss mindestens {minWidth} Pixel breit und {minHeight} Pixel hoch sein',
  imageBroken: 'Bild "{src}" ist beschädigt oder nicht lesbar ({detail})',
  photoInPublic:
    "Bilder gehören nach content/images/ (public/ wird unverändert ausgeliefert, samt Metadaten wie GPS-Position)",
};

/** The places an image is shown in (app/images/places.ts), as the `{place}` of a check. */
export const imagePlacesDe: Record<PlaceName, string> = {
  hero: "Kopfbild",
  banner: "Kopfbild in der Seite",
  memberPhoto: "Teamfoto",
  carTile: "Fahrzeugkachel",
  seasonTile: "Saisonkachel",
  carDetail: "Fahrzeugbild",
  landingCard: "Karte auf der Startseite",
  aboutUs: "Bild auf „Über uns“",
  eventLogo: "Event-Logo",
  eventImage: "Event-Bild",
  supporterLogo: "Unterstützer-Logo",
  sponsorStrip: "Logo im Hauptsponsoren-Streifen",
  toolbarLogo: "Logo in der Kopfleiste",
  footerLogo: "Logo in der Fußzeile",
  dataProtectionLogo: "Logo auf der Datenschutzseite",
  newsCard: "Bild einer Meldung in der Liste",
  newsLead: "Aufmacherbild einer Meldung",
  share: "Vorschaubild für geteilte Links",
};

export type ContentChecks = typeof contentChecksDe;
export type ContentCheckKey = keyof ContentChecks;
