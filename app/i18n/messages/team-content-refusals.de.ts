/**
 * What the content editor's use cases refuse, in German (server/content): part of the
 * `refusals` of `teamDe`. The German text is also the error's message, for the log.
 */
export const contentRefusalsDe = {
  /** Someone saved the item meanwhile (ConflictError); `{date}` is when. */
  conflictBy:
    "{name} hat diesen Inhalt inzwischen geändert ({date}). Ihre Änderung wurde nicht gespeichert. Bitte vergleichen Sie beide Fassungen und speichern Sie erneut.",
  conflict:
    "Dieser Inhalt wurde inzwischen geändert. Ihre Änderung wurde nicht gespeichert. Bitte laden Sie ihn neu und speichern Sie erneut.",
  remoteConflict:
    "Im gemeinsamen Repository wurde dieselbe Datei inzwischen anders geändert. Ihre Änderung wurde nicht gespeichert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  remotePendingConflict:
    "Gespeicherte Änderungen auf dem Server und im gemeinsamen Repository betreffen dieselben Dateien und lassen sich nicht automatisch zusammenführen. Bis das jemand mit Zugang zum Server behoben hat, kann nichts gespeichert werden.",
  remoteDirty:
    "Die Änderungen aus dem gemeinsamen Repository konnten nicht übernommen werden, weil Dateien auf dem Server ungespeicherte Änderungen haben. Bitte wenden Sie sich an jemanden mit Zugang zum Server.",
  remoteMergeFailed:
    "Die Änderungen aus dem gemeinsamen Repository konnten gerade nicht übernommen werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  remoteUnrelated:
    "Das gemeinsame Repository hat eine andere Versionsgeschichte als die Inhalte auf dem Server; sie lassen sich nicht zusammenführen. Bitte wenden Sie sich an jemanden mit Zugang zum Server.",
  remoteUnreachable:
    "Das gemeinsame Repository ist gerade nicht erreichbar; ohne es kann die Versionsgeschichte der Inhalte nicht angelegt werden. Bitte versuchen Sie es später erneut.",
  noBranch:
    "Im Repository der Inhalte ist kein Zweig ausgecheckt; so kann nichts mit dem gemeinsamen Repository abgeglichen werden.",
  saveFailed:
    "Die Änderung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  syncFailed:
    "Der Abgleich mit dem gemeinsamen Repository ist gerade fehlgeschlagen. Bitte versuchen Sie es später erneut.",
  readFailed:
    "Die Versionsgeschichte konnte gerade nicht gelesen werden. Bitte versuchen Sie es später erneut.",
  /** How the content's folder is set up on the server; `{dir}` is a folder there. */
  folderMissing: "Den Ordner {dir} für die Inhalte gibt es nicht.",
  folderSymlink:
    "Der Ordner {folder}/ ist ein symbolischer Link; git würde nur den Link führen, nicht die Inhalte. Bitte legen Sie die Inhalte selbst in diesen Ordner.",
  folderInGitDir: "Der Ordner {dir} liegt in einem git-Verzeichnis, nicht in einem Arbeitsbereich.",
  folderIgnored:
    "Der Ordner {folder}/ wird im git-Repository ignoriert (.gitignore); so kann keine Versionsgeschichte der Inhalte geführt werden.",
  fileIgnored:
    "Eine der Dateien wird im git-Repository ignoriert (.gitignore) und kann so nicht gespeichert werden.",
  versionUnknown: "Die Version {id} gibt es nicht.",
  notAFileThere: "{path} ist in dieser Version keine Datei.",
  /** What the content history refuses before it does anything (server/content/checks.ts). */
  pathMissing: "Es fehlt der Pfad einer Datei.",
  pathTooLong: "Der Pfad „{path}“ ist nicht erlaubt: er ist zu lang.",
  pathControl: "Der Pfad „{path}“ ist nicht erlaubt: er enthält Steuerzeichen.",
  pathBackslash: "Der Pfad „{path}“ ist nicht erlaubt: er enthält einen Backslash.",
  pathAbsolute: "Der Pfad „{path}“ ist nicht erlaubt: er ist absolut.",
  pathDots:
    "Der Pfad „{path}“ ist nicht erlaubt: er muss ohne „.“, „..“ und doppelte „/“ auskommen.",
  pathGit: "Der Pfad „{path}“ ist nicht erlaubt: Dateien von git sind ausgenommen.",
  pathNameTooLong: "Der Pfad „{path}“ ist nicht erlaubt: ein Name darin ist zu lang.",
  pathOutside: "Der Pfad „{path}“ ist nicht erlaubt: er muss in content/ liegen.",
  pathNoFile: "Der Pfad „{path}“ ist nicht erlaubt: er muss eine Datei nennen.",
  pathSymlink: "Der Pfad „{path}“ ist nicht erlaubt: er führt über einen symbolischen Link.",
  pathThroughFile: "Der Pfad „{path}“ ist nicht erlaubt: ein Teil davon ist eine Datei.",
  pathNotFile: "Der Pfad „{path}“ ist nicht erlaubt: er ist keine Datei.",
  filesMissing: "Es fehlt, was gespeichert werden soll.",
  contentMissing: "Für {path} fehlt der Inhalt.",
  pathTwice: "{path} ist doppelt angegeben.",
  authorName: "Wer speichert, braucht einen Namen (ohne < und >).",
  authorEmail: "Wer speichert, braucht eine gültige E-Mail-Adresse.",
  committerName: "Der Committer braucht einen Namen (ohne < und >).",
  committerEmail: "Der Committer braucht eine gültige E-Mail-Adresse.",
  descriptionMissing: "Es fehlt eine Beschreibung der Änderung.",
  descriptionInvalid: "Die Beschreibung der Änderung ist zu lang oder enthält Steuerzeichen.",
  versionInvalid: "Die Angabe der Version ist ungültig.",
  expectedVersionInvalid: "Die Angabe der erwarteten Version ist ungültig.",
  pageSizeInvalid: "Es können 1 bis 1000 Einträge auf einmal gelesen werden.",
  skipInvalid: "Die Zahl der übersprungenen Einträge ist ungültig.",
  remoteInvalid: "Die Adresse des gemeinsamen Repositorys ist ungültig.",
  /** The editor's forms (server/content/news-posts.ts, items.ts, pages.ts). */
  postExists: "Einen Beitrag mit diesem Datum und Namen gibt es schon.",
  photoMissing: "Bitte ein Foto wählen oder den Pfad eines Bildes angeben.",
  postGone: "Diesen Beitrag gibt es nicht mehr.",
  postUnknown: "Diesen Beitrag gibt es nicht.",
  itemDeletedMeanwhile: "Das gibt es nicht mehr: jemand hat es inzwischen gelöscht.",
  itemIdNotAllowed: "passt nicht zu den erlaubten Namen",
  itemExists: "„{id}“ gibt es schon.",
  fileNotRenamed: "Diese Datei lässt sich nicht umbenennen.",
  fileStays: "Diese Datei braucht die Website, sie bleibt.",
  itemGone: "Das gibt es nicht mehr.",
  itemUnknown: "Das gibt es nicht.",
  pageUnknown: "Diese Seite gibt es nicht.",
  pageNoDraft: "Diese Seite hat keinen Entwurf.",
  /** An uploaded photo (server/content/photos.ts). */
  photoEmpty: "Die Datei ist leer.",
  photoTooLarge: "Das Foto ist größer als 25 MB. Bitte ein kleineres wählen.",
  photoUnreadable: "Das ist kein lesbares Foto (JPEG, PNG, WebP oder AVIF).",
  photoFormat: "Fotos als JPEG, PNG, WebP oder AVIF, bitte; diese Datei ist {format}.",
  photoFormatUnknown: "Fotos als JPEG, PNG, WebP oder AVIF, bitte; diese Datei ist unbekannt.",
  photoDamaged: "Das Foto ist beschädigt oder zu groß (höchstens 100 Megapixel).",
  /** An uploaded SVG logo (server/content/svg.ts). */
  svgTooLarge: "Das SVG ist größer als 2 MB. Bitte ein einfacheres wählen.",
  svgNotUtf8: "Das SVG ist nicht in UTF-8 geschrieben.",
  svgDoctype: "Das SVG hat eine DOCTYPE-Angabe. Bitte ein SVG ohne das hochladen.",
  svgElement:
    "Das SVG enthält ein <{element}>-Element, das Code oder Fremdes laden kann. Bitte ein SVG ohne das hochladen.",
  svgEventHandler:
    "Das SVG hat einen Event-Handler ({attribute}). Bitte ein SVG ohne das hochladen.",
  svgReference:
    "Das SVG verweist auf eine andere Datei oder Adresse. Bitte ein SVG ohne das hochladen.",
  svgOutsideUrl: "Das SVG lädt etwas von außerhalb (url(…)). Bitte ein SVG ohne das hochladen.",
  svgOutsideStyle:
    "Das SVG lädt in seinem Stil etwas von außerhalb. Bitte ein SVG ohne das hochladen.",
  svgUnreadable: "Das ist kein lesbares SVG. Bitte ein SVG ohne das hochladen.",
  svgNotSvg: "Das ist kein SVG-Bild. Bitte ein SVG ohne das hochladen.",
};
