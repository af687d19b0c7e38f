/** A map search for a postal address: its street and town lines (the name would not be found). */
export function mapSearchUrl(address: { lines: string[] }): string {
  const query = address.lines.join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
