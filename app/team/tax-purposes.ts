/**
 * The purposes of § 52 Abs. 2 Satz 1 Nr. 1–26 AO, worded as the law names them, from which the
 * settings choose the association's. `feesNotDeductible` marks those for which § 10b Abs. 1
 * Satz 8 EStG excludes membership fees from the deduction: then the receipt carries the Muster's
 * sentence that the gift is no such fee. Of Nr. 5, the cultural activities that mainly serve
 * leisure (§ 10b Abs. 1 Satz 8 Nr. 2 EStG) are a choice of their own.
 */
export interface TaxPurpose {
  /** What the settings store: the number, "5-freizeit" for the leisure part of Nr. 5. */
  id: string;
  /** "Nr. 7". */
  number: string;
  wording: string;
  feesNotDeductible: boolean;
}

const purpose = (id: string, wording: string, feesNotDeductible = false): TaxPurpose => ({
  id,
  number: `Nr. ${id.split("-")[0]}`,
  wording,
  feesNotDeductible,
});

export const TAX_PURPOSES: readonly TaxPurpose[] = [
  purpose("1", "die Förderung von Wissenschaft und Forschung"),
  purpose("2", "die Förderung der Religion"),
  purpose(
    "3",
    "die Förderung des öffentlichen Gesundheitswesens und der öffentlichen Gesundheitspflege, insbesondere die Verhütung und Bekämpfung von übertragbaren Krankheiten, auch durch Krankenhäuser im Sinne des § 67 AO, und von Tierseuchen",
  ),
  purpose("4", "die Förderung der Jugend- und Altenhilfe"),
  purpose("5", "die Förderung von Kunst und Kultur"),
  purpose(
    "5-freizeit",
    "die Förderung kultureller Betätigungen, die in erster Linie der Freizeitgestaltung dienen (Teil der Förderung von Kunst und Kultur)",
    true,
  ),
  purpose("6", "die Förderung des Denkmalschutzes und der Denkmalpflege"),
  purpose(
    "7",
    "die Förderung der Erziehung, Volks- und Berufsbildung einschließlich der Studentenhilfe",
  ),
  purpose(
    "8",
    "die Förderung des Naturschutzes und der Landschaftspflege im Sinne des Bundesnaturschutzgesetzes und der Naturschutzgesetze der Länder, des Umweltschutzes, einschließlich des Klimaschutzes, des Küstenschutzes und des Hochwasserschutzes",
  ),
  purpose(
    "9",
    "die Förderung des Wohlfahrtswesens, insbesondere der Zwecke der amtlich anerkannten Verbände der freien Wohlfahrtspflege, ihrer Unterverbände und ihrer angeschlossenen Einrichtungen und Anstalten",
  ),
  purpose(
    "10",
    "die Förderung der Hilfe für politisch, rassisch oder religiös Verfolgte, für Flüchtlinge, Vertriebene, Aussiedler, Spätaussiedler, Kriegsopfer, Kriegshinterbliebene, Kriegsbeschädigte und Kriegsgefangene, Zivilbeschädigte und Behinderte sowie Hilfe für Opfer von Straftaten; Förderung des Andenkens an Verfolgte, Kriegs- und Katastrophenopfer; Förderung des Suchdienstes für Vermisste, Förderung der Hilfe für Menschen, die auf Grund ihrer geschlechtlichen Identität oder ihrer geschlechtlichen Orientierung diskriminiert werden",
  ),
  purpose("11", "die Förderung der Rettung aus Lebensgefahr"),
  purpose(
    "12",
    "die Förderung des Feuer-, Arbeits-, Katastrophen- und Zivilschutzes sowie der Unfallverhütung",
  ),
  purpose(
    "13",
    "die Förderung internationaler Gesinnung, der Toleranz auf allen Gebieten der Kultur und des Völkerverständigungsgedankens",
  ),
  purpose("14", "die Förderung des Tierschutzes"),
  purpose("15", "die Förderung der Entwicklungszusammenarbeit"),
  purpose("16", "die Förderung von Verbraucherberatung und Verbraucherschutz"),
  purpose("17", "die Förderung der Fürsorge für Strafgefangene und ehemalige Strafgefangene"),
  purpose("18", "die Förderung der Gleichberechtigung von Frauen und Männern"),
  purpose("19", "die Förderung des Schutzes von Ehe und Familie"),
  purpose("20", "die Förderung der Kriminalprävention"),
  purpose("21", "die Förderung des Sports (Schach gilt als Sport)", true),
  purpose("22", "die Förderung der Heimatpflege, Heimatkunde und der Ortsverschönerung", true),
  purpose(
    "23",
    "die Förderung der Tierzucht, der Pflanzenzucht, der Kleingärtnerei, des traditionellen Brauchtums einschließlich des Karnevals, der Fastnacht und des Faschings, der Soldaten- und Reservistenbetreuung, des Amateurfunkens, des Freifunks, des Modellflugs und des Hundesports",
    true,
  ),
  purpose(
    "24",
    "die allgemeine Förderung des demokratischen Staatswesens im Geltungsbereich der Abgabenordnung",
  ),
  purpose(
    "25",
    "die Förderung des bürgerschaftlichen Engagements zugunsten gemeinnütziger, mildtätiger und kirchlicher Zwecke",
  ),
  purpose(
    "26",
    "die Förderung der Unterhaltung und Pflege von Friedhöfen und die Förderung der Unterhaltung von Gedenkstätten für nichtbestattbare Angehörige von Tot- und Fehlgeburten",
  ),
];

export const TAX_PURPOSE_IDS = TAX_PURPOSES.map((p) => p.id) as [string, ...string[]];

/** Membership fees to an association with any of these purposes are not deductible. */
export const feesNotDeductible = (purposeIds: readonly string[]) =>
  TAX_PURPOSES.some((p) => p.feesNotDeductible && purposeIds.includes(p.id));
