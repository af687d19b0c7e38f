/**
 * The team area's names for the fields of the content files (app/content/schema.ts), by the
 * schema's key: the forms are made from the schemas, their labels from here. A key of a schema
 * without a label here fails app/content/editor/field-labels.test.ts.
 */
export interface FieldText {
  label: string;
  hint?: string;
  /** A text of several lines: its rows. */
  rows?: number;
  /** For a list: what one of its entries is called ("Mitglied"). */
  item?: string;
}

export const contentFieldsDe = {
  // An image and its parts (imageSchema).
  src: {
    label: "Bilddatei",
    hint: "Pfad unter content/images, z. B. /images/team/2026/anna.jpg, oder unten ein neues Bild hochladen.",
  },
  alt: {
    label: "Bildbeschreibung",
    hint: "Was auf dem Bild zu sehen ist, für alle, die es nicht sehen. Leer in beiden Sprachen nur bei reiner Dekoration.",
  },
  credit: { label: "Bildnachweis (optional)" },
  focus: {
    label: "Bildmitte beim Zuschneiden (optional)",
    hint: "„50% 20%“: waagerecht, dann senkrecht, in Prozent von links oben.",
  },
  // The team (teamSeasonSchema).
  id: { label: "Kennung", hint: "Für das Team „egn“ und die Saison zweistellig, z. B. egn26." },
  season: { label: "Saison", hint: "Vierstellig, z. B. 2026; die Datei heißt danach." },
  departments: { label: "Abteilungen", item: "Abteilung" },
  members: { label: "Mitglieder", item: "Mitglied" },
  name: { label: "Name" },
  job: { label: "Aufgabe", hint: "Z. B. „Head of Chassis“; Englisch nur, wenn es anders heißt." },
  email: { label: "E-Mail (optional)" },
  image: { label: "Bild" },
  // Supporters (supporterSeasonSchema).
  tileImage: { label: "Kachelbild der Saison" },
  headerImage: { label: "Kopfbild der Saison" },
  classes: { label: "Partnerklassen", item: "Partnerklasse" },
  supporters: { label: "Unterstützer", item: "Unterstützer" },
  website: { label: "Website (optional)", hint: "Mit https://, z. B. https://www.beispiel.de" },
  logo: {
    label: "Logo",
    hint: "SVG, PNG oder JPEG; SVGs nur ohne Skripte und ohne Verweise nach außen.",
  },
  text: { label: "Text (optional)", rows: 3 },
  // Cars (carSchema).
  events: { label: "Wettbewerbe", item: "Wettbewerb" },
  details: { label: "Technische Daten", item: "Angabe" },
  title: { label: "Titel" },
  value: { label: "Wert" },
  advancements: { label: "Weiterentwicklungen", item: "Weiterentwicklung" },
  // Events (eventSchema) and the carousels.
  items: { label: "Einträge", item: "Eintrag" },
  location: { label: "Ort" },
  participantsPerYear: { label: "Teilnehmende pro Jahr" },
  participationYears: {
    label: "Jahre unserer Teilnahme",
    hint: "Durch Kommas getrennt, z. B. 2019, 2021, 2022.",
  },
  bestResult: { label: "Bestes Ergebnis (optional)" },
  description: { label: "Beschreibung", rows: 3 },
  link: {
    label: "Link",
    hint: "Eine Seite der Website, z. B. /aboutus, oder eine Adresse mit https://.",
  },
  // The site's settings (siteConfigSchema).
  productName: { label: "Name des Teams" },
  associationName: { label: "Name des Vereins" },
  origin: { label: "Adresse der Website", hint: "Mit https://, ohne / am Ende." },
  tagline: { label: "Leitsatz" },
  facts: { label: "Zahlen und Daten" },
  founded: { label: "Gegründet (Jahr)" },
  competingSince: { label: "Im Wettbewerb seit (Jahr)" },
  driverlessSince: { label: "Fahrerlos seit (Jahr)" },
  maxTeams: { label: "Höchstzahl Teams weltweit" },
  partnershipsPerYear: { label: "Partnerschaften pro Jahr" },
  alumniFounded: { label: "Förderverein gegründet" },
  alumniOpenSince: { label: "Förderverein offen seit" },
  copyrightYear: { label: "Jahr im Copyright" },
  emails: { label: "E-Mail-Adressen" },
  general: { label: "Allgemein" },
  alumni: { label: "Förderverein" },
  privacy: { label: "Datenschutz" },
  postalAddress: { label: "Postanschrift" },
  workshopAddress: { label: "Werkstatt" },
  alumniAddress: { label: "Anschrift des Fördervereins" },
  lines: { label: "Zeilen der Anschrift", hint: "Eine Zeile je Zeile.", rows: 3 },
  alumniAssociationName: { label: "Name des Fördervereins" },
  bank: { label: "Bankverbindung" },
  holder: { label: "Kontoinhaber" },
  iban: { label: "IBAN" },
  bic: { label: "BIC" },
  bankName: { label: "Bank" },
  donationReference: { label: "Verwendungszweck für Spenden" },
  register: { label: "Vereinsregister" },
  court: { label: "Registergericht" },
  number: { label: "Registernummer" },
  vatId: { label: "USt-IdNr." },
  boardChairs: { label: "Vorstand", hint: "Zwei Namen, einer je Zeile.", rows: 2 },
  social: { label: "Soziale Netzwerke" },
  instagram: { label: "Instagram" },
  linkedin: { label: "LinkedIn" },
  youtube: { label: "YouTube" },
  tiktok: { label: "TikTok" },
  links: { label: "Links" },
  map: { label: "Karte (optional)", hint: "Leer: eine Kartensuche nach der Postanschrift." },
  applicationForm: { label: "Bewerbungsformular" },
  charityShopping: { label: "Charity-Shopping" },
  supervisoryAuthorities: { label: "Aufsichtsbehörden (Datenschutz)" },
  newsletterForm: { label: "Newsletter-Formular eines Anbieters (optional)" },
  mainSponsors: { label: "Hauptsponsoren", item: "Hauptsponsor" },
  logos: { label: "Logos" },
  toolbar: { label: "Logo oben" },
  footer: { label: "Logo unten" },
  dataProtection: { label: "Logo der Datenschutzseite" },
  images: { label: "Bilder" },
  landingHero: { label: "Titelbild der Startseite" },
  universityHeader: { label: "Kopfbild „Hochschule“" },
  donationHeader: { label: "Kopfbild „Spenden“" },
  memberPlaceholder: { label: "Bild für Mitglieder ohne Foto" },
  share: { label: "Bild beim Teilen in sozialen Netzwerken" },
} satisfies Record<string, FieldText>;

export type ContentFieldKey = keyof typeof contentFieldsDe;

/** The texts of the forms made from the schemas (app/intern/components/SchemaFields.tsx). */
export const contentItemDe = {
  german: "Deutsch",
  english: "Englisch",
  upload: "Neues Bild hochladen (optional)",
  uploadHint:
    "JPEG, PNG, WebP, AVIF bis 25 MB oder ein SVG-Logo bis 2 MB; ersetzt die Bilddatei oben. Ortsangaben und Kameradaten werden entfernt.",
  imageTexts: "Beschreibung, Nachweis, Bildmitte",
  entry: "Eintrag",
  add: "{item} hinzufügen",
  remove: "Entfernen",
  removeLabel: "{title} entfernen",
  moveUp: "Nach oben",
  moveUpLabel: "{title} nach oben",
  moveDown: "Nach unten",
  moveDownLabel: "{title} nach unten",
  dragLabel: "{title} verschieben",
  dragRole: "verschiebbarer Eintrag",
  dragHelp:
    "Zum Verschieben die Leertaste drücken, mit den Pfeiltasten bewegen und mit der Leertaste ablegen; Escape bricht ab.",
  dragPickedUp: "{title} aufgenommen, Position {position} von {count}.",
  dragOver: "{title} über Position {position} von {count}.",
  dragDropped: "{title} auf Position {position} von {count} abgelegt.",
  dragCancelled: "Verschieben abgebrochen, {title} bleibt auf Position {position}.",
};

export interface KindTexts {
  /** The heading of its list in the overview, and of the form of a whole file. */
  title: string;
  intro: string;
  /** "Team {id}": the form of one item. */
  item: string;
  newItem: string;
  delete: string;
}

/** The preview of a page or a content file (routes/intern/content-preview.tsx). */
export const contentPreviewDe = {
  title: "Vorschau",
  button: "Vorschau",
  buttonHint: "Zeigt die Seite mit den Änderungen in einem neuen Tab, ohne zu speichern.",
  intro:
    "So sähe die Seite nach dem nächsten Veröffentlichen aus. Nichts davon ist gespeichert oder online; Suchmaschinen sehen diese Vorschau nicht.",
  unsaved: "Ungespeicherte Änderungen",
  saved: "Gespeicherte Fassung (mit Entwürfen)",
  language: "Sprache der Vorschau",
  pages: "Seiten mit dieser Änderung",
  frameTitle: "Vorschau von {path}",
  back: "Zurück zum Formular",
  gone: "Diese Vorschau gibt es nicht mehr (sie gilt einige Stunden). Bitte im Formular erneut auf „Vorschau“ klicken.",
  badPath: "Diese Seite kann die Vorschau nicht zeigen.",
  newImages: "Neu gewählte Bilder zeigt die Vorschau erst, wenn sie gespeichert sind.",
};

/** The content files edited in forms (app/routes/intern/content-item.tsx, content.tsx). */
export const contentKindsDe = {
  kinds: {
    team: {
      title: "Teams",
      intro:
        "Eine Saison des Teams: Abteilungen und Mitglieder mit Aufgabe, E-Mail und Foto. Die Seite /team zeigt die neueste Saison.",
      item: "Team {id}",
      newItem: "Neue Saison des Teams",
      delete: "Diese Saison löschen",
    },
    supporters: {
      title: "Unterstützer",
      intro: "Die Partner einer Saison, nach Partnerklassen, mit Logo und Link.",
      item: "Unterstützer {id}",
      newItem: "Neue Saison der Unterstützer",
      delete: "Diese Saison löschen",
    },
    car: {
      title: "Autos",
      intro: "Ein Rennwagen mit Bild, Wettbewerben, technischen Daten und Weiterentwicklungen.",
      item: "Auto {id}",
      newItem: "Neues Auto",
      delete: "Dieses Auto löschen",
    },
    events: {
      title: "Veranstaltungen",
      intro: "Die Wettbewerbe, an denen das Team teilnimmt, mit Logo und Jahren der Teilnahme.",
      item: "Veranstaltungen",
      newItem: "Veranstaltungen",
      delete: "",
    },
    "landing-carousel": {
      title: "Karussell der Startseite",
      intro: "Die drei Karten auf der Startseite, jede mit Bild, Text und Link.",
      item: "Karussell der Startseite",
      newItem: "Karussell der Startseite",
      delete: "",
    },
    "aboutus-carousel": {
      title: "Karussell „Über uns“",
      intro: "Die Bilder der Seite „Über uns“.",
      item: "Karussell „Über uns“",
      newItem: "Karussell „Über uns“",
      delete: "",
    },
    site: {
      title: "Website-Einstellungen",
      intro:
        "Anschriften, Bankverbindung, Vorstand, Links und die Bilder der Website. Nur für Admins: Fehler hier sieht jede Seite.",
      item: "Website-Einstellungen",
      newItem: "Website-Einstellungen",
      delete: "",
    },
  } satisfies Record<string, KindTexts>,
  back: "Alle Inhalte",
  history: "Verlauf",
  edit: "Bearbeiten",
  save: "Speichern",
  saved: "Gespeichert. Online ist es nach dem nächsten Veröffentlichen.",
  unchanged: "Nichts geändert.",
  fromTemplate:
    "Vorausgefüllt mit {id}: ändere, was in der neuen Saison anders ist, und gib ihr ihren Namen.",
  conflictTheirs: "Die neuere Fassung der Datei",
  conflictDeleted: "(inzwischen gelöscht)",
  deleteQuestion: "Wirklich löschen? Es bleibt im Verlauf und lässt sich wiederherstellen.",
  deleteConfirm: "Ja, „{title}“ löschen",
  notFound: "Das gibt es nicht (mehr).",
  newItem: "Neu",
  none: "Noch keine Einträge.",
};

/** The form of a page's texts (app/routes/intern/page-text.tsx). */
export const pageTextsDe = {
  title: "Seite: {page}",
  intro:
    "Die Texte einer Seite der Website, Deutsch und Englisch nebeneinander. Platzhalter wie {{ memberCount }} und Markierungen wie <!-- slot:… --> bleiben stehen: an ihrer Stelle setzt die Website Zahlen und Bausteine ein.",
  back: "Alle Inhalte",
  history: "Verlauf",
  pageTitle: "Titel im Browser-Tab",
  pageTitleHint: "Kurz; die Website hängt den Namen des Teams an.",
  description: "Beschreibung für Suchmaschinen",
  descriptionHint: "50 bis 170 Zeichen: was die Seite bietet.",
  heading: "Überschrift",
  body: "Text (Markdown)",
  bodyHint: "## Zwischenüberschrift, **fett**, [Link](/joinus), Listen mit „- “.",
  save: "Speichern",
  saved: "Gespeichert. Online ist es nach dem nächsten Veröffentlichen.",
  unchanged: "Nichts geändert.",
  saveDraft: "Als Entwurf speichern",
  draftSaved:
    "Als Entwurf gespeichert. Die Website zeigt weiter den veröffentlichten Text, bis der Entwurf veröffentlicht wird.",
  draftState:
    "Diese Seite hat einen Entwurf: das Formular zeigt ihn. Online bleibt der veröffentlichte Text, bis der Entwurf veröffentlicht wird.",
  publishDraft: "Entwurf veröffentlichen",
  draftPublished:
    "Der Entwurf ist jetzt der Text der Seite. Online ist er nach dem nächsten Veröffentlichen.",
  discardDraft: "Entwurf verwerfen",
  discardQuestion:
    "Der Entwurf wird gelöscht (im Verlauf bleibt er); die Seite behält ihren veröffentlichten Text.",
  draftDiscarded: "Entwurf verworfen. Das Formular zeigt wieder den veröffentlichten Text.",
  previewSaved: "Vorschau der gespeicherten Fassung",
  notFound: "Diese Seite gibt es nicht.",
  pages: "Seiten",
  pagesIntro: "Die Texte der festen Seiten der Website.",
};
