/**
 * The German texts of the shell and the pages' fixed parts (not the editors' content). Texts
 * with `{slot}`s are filled with `format`. The English catalogue has exactly the same keys.
 * Several labels are English in German too: the spec names them so. Where they are shown, the
 * element carries `lang="en"` on German pages (`useSpecLanguage`).
 */
export const uiDe = {
  languageSwitch: {
    /** Shown on the link to the other language, in that language. */
    label: "Deutsch",
    /** Accessible name of the link, in the target language. */
    description: "Diese Seite auf Deutsch",
  },
  skipToContent: "Zum Inhalt springen",
  /** Read after the name of a link that opens in a new tab. */
  opensInNewTab: "(öffnet in neuem Tab)",
  toolbar: {
    menu: "Menü",
    quickAccess: "Schnellzugriff",
    homeLogo: "{productName} – zur Startseite",
    formulaStudent: "Formula Student",
    team: "Team",
    garage: "Garage",
    supporters: "Supporters",
    news: "News",
    aboutUs: "About Us",
  },
  sideNav: {
    main: "Hauptnavigation",
    close: "Menü schließen",
    toggle: "Toggle {name}",
  },
  footer: {
    label: "Fußzeile",
    newsletterBefore: "Subscribe to our ",
    newsletter: "Newsletter",
    supporter: "Become a Supporter",
    imprint: "Imprint",
    dataProtection: "Data Protection",
    contact: "Contact",
  },
  findUs: {
    heading: "Find us",
    contactForm: "Contact Form",
    map: "Auf der Karte anzeigen",
  },
  mainSponsors: "Our main supporters",
  carousel: {
    slide: "Folie",
    slideLabel: "{index} von {count}",
    inViewOne: "Folie {index} von {count}",
    inViewMany: "Folien {list} von {count}",
    previous: "Vorherige Folie",
    next: "Nächste Folie",
    choose: "Folie wählen",
    position: "Zu Position {index} von {count}",
    more: "Mehr erfahren",
  },
  consent: {
    load: "Inhalt laden",
    openInTab: "Inhalt in neuem Tab öffnen",
    unload: "Externen Inhalt wieder ausblenden",
    remember: "Für diesen Besuch merken",
    noScript: "Ohne JavaScript können wir den Inhalt hier nicht einbetten.",
  },
  dialogOk: "OK",
  notFound: {
    heading: "Seite nicht gefunden",
    text: "Diese Seite gibt es bei uns nicht (mehr). Vielleicht hilft Ihnen einer dieser Wege weiter:",
    home: "Zur Startseite",
    team: "Unser Team",
    cars: "Unsere Fahrzeuge",
    contact: "Kontakt",
  },
  home: {
    discover: "{productName} entdecken",
    socialHeading: "Hautnah dabei",
    socialText:
      "Werkstattalltag, Testfahrten und Eventwochen: Auf Instagram nehmen wir Sie durch die ganze Saison mit.",
    instagram: "Folgen Sie uns auf Instagram",
    latestNews: "Neues aus dem Team",
    allNews: "Alle Neuigkeiten",
  },
  news: {
    backToList: "Alle Neuigkeiten",
    tags: "Schlagwörter",
    onlyGerman: "",
    feedTitle: "Neuigkeiten von {productName}",
  },
  aboutUs: {
    carousel: "Bilder aus dem Teamleben von {productName}",
  },
  formulaStudent: {
    maxTeams: "bis zu {count}",
    maxTeamsLabel: "Teams weltweit im Wettbewerb",
    since: "seit {year}",
    onTrack: "{productName} auf der Strecke",
    driverless: "fahrerlos im Wettbewerb",
    lead: "Neugierig, wo wir schon überall an den Start gegangen sind?",
    events: "Our event participations",
  },
  events: {
    lead: "Mehr über unsere Rennwagen und den Wettbewerb",
    cars: "Unsere Fahrzeuge",
    formulaStudent: "Was ist Formula Student?",
    location: "Austragungsort",
    participants: "Teilnehmende pro Jahr",
    participations: "Unsere Teilnahmen",
    none: "noch keine – wir arbeiten daran",
    once: "einmal dabei",
    times: "{count}-mal dabei",
    bestResult: "Bestes Ergebnis",
    noResult: "noch keine Platzierung in der Gesamtwertung",
  },
  team: {
    membersLabel: "im Team der Saison {season}",
    founded: "gegründet",
    since: "seit {year}",
    driverless: "auch fahrerlos im Wettbewerb",
    lead: "Lernen Sie die Menschen hinter dem Wagen kennen – oder werden Sie selbst Teil davon.",
    current: "Current Team",
    join: "Join our team",
  },
  teamSeason: {
    heading: "Team {season}",
    metaDescription:
      "Das {productName}-Team der Saison {season}: {people} Personen in {departments} Abteilungen, jeweils mit Foto, Aufgabe im Team und Kontakt.",
    notFoundTitle: "Keine Teamdaten für „{requested}“",
    noData: "Für die Saison {season} haben wir keine Teamdaten.",
    unknown:
      "„{requested}“ ist keine Saison, die wir kennen. Eine Saison schreiben Sie als Jahr (2025) oder als Kürzel (egn25).",
    range: "Teamseiten gibt es für die Saisons {oldest} bis {newest}:",
    withData: "Saisons mit Teamdaten",
    overview: "Zur Teamübersicht",
    currentSeason: "Unsere aktuelle Saison",
    season: "Die Saison",
    summary: "{people} Personen in {departments} Abteilungen.",
    others: "Andere Saisons",
    chooseSeason: "Saison wählen",
    departments: "Abteilungen dieser Saison",
    onePerson: "1 Person",
    people: "{count} Personen",
    lead: "Lust, in der nächsten Saison selbst auf dieser Seite zu stehen?",
  },
  joinUs: {
    lead: "Klingt nach Ihnen? Dann freuen wir uns auf Ihre Bewerbung.",
    apply: "Fill out our application form today",
  },
  garage: {
    season: "Saison {season}",
    metaTitle: "{car} (Saison {season}) – Garage",
    metaDescription:
      "Der Rennwagen {car} des Formula-Student-Teams {productName} aus der Saison {season}: Bilder, Renneinsätze, technische Daten und Weiterentwicklungen.",
    noCars: "Keine Fahrzeuge vorhanden",
    events: "Besuchte Events",
    details: "Technische Daten",
    feature: "Merkmal",
    value: "Wert",
    advancements: "Wichtigste Weiterentwicklungen",
    noData:
      "Zu diesem Fahrzeug haben wir hier noch keine Renneinsätze und technischen Daten zusammengestellt.",
    more: "Weitere Fahrzeuge",
    newer: "Neueres Fahrzeug: {car}",
    older: "Älteres Fahrzeug: {car}",
    navSeason: " (Saison {season})",
    all: "Alle Fahrzeuge in der Garage",
  },
  supporters: {
    seasonsTitle: "Sponsoren und Unterstützer",
    seasonsText:
      "Die Unternehmen und Partner, die unsere Saisons möglich machen – Saison für Saison und nach Partnerklassen sortiert.",
    alumniTitle: "Alumniverein",
    alumniText:
      "Unser Förderverein: Ehemalige, Freundinnen, Freunde und Förderer, die das Team mit Rat, Tat und Beiträgen begleiten.",
    universityTitle: "Hochschulpartner",
    universityText:
      "Unsere Universität und ihre Institute, die uns Räume, Prüfstände und fachliches Wissen zur Verfügung stellen.",
    missionTitle: "Mission {productName}",
    missionText:
      "Noch mehr Wege, uns zu unterstützen – zum Beispiel als Akku-Pate mit einer Spende für unsere Batteriezellen.",
    seasonTile: "Season {season}",
    seasonHeading: "Supporters of the {season} season",
    seasonDescription:
      "Alle Partner und Unterstützer, die das Formula-Student-Team {productName} in der Saison {season} möglich machen – nach Partnerklassen sortiert.",
    notFound: "Saison nicht gefunden",
    notFoundDescription: "Für diese Saison gibt es keine Liste unserer Unterstützer.",
    notFoundText:
      "Für „{requested}“ haben wir keine Liste unserer Unterstützer. Das kann an einem Tippfehler in der Adresse liegen – oder die Saison ist noch nicht (oder nicht mehr) online.",
    available: "Für diese Saisons zeigen wir alle Partner:",
    allSeasons: "Alle Saisons im Überblick",
    overview: "Zur Übersicht „Supporters“",
  },
  alumni: {
    /** The association's documents, by the name of their file under public/downloads. */
    downloads: {
      beitrittsdokumente: {
        label: "Beitrittsdokumente",
        description: "Mitgliedsantrag und SEPA-Lastschriftmandat",
      },
      beitragsordnung: {
        label: "Beitragsordnung",
        description: "Höhe und Fälligkeit der Mitgliedsbeiträge",
      },
      vereinssatzung: {
        label: "Vereinssatzung",
        description: "Zweck, Mitgliedschaft und Organe des Vereins",
      },
    },
    postalAddress: "Postanschrift",
    email: "E-Mail",
  },
  download: {
    action: "herunterladen",
    /** Number format of file sizes. */
    numberLocale: "de-DE",
  },
  dataProtection: {
    authorities: "Liste der Datenschutzbeauftragten und Aufsichtsbehörden in Deutschland",
  },
};

export type UiMessages = typeof uiDe;
