/** `/missionegnition` for the product name "e-gnition": "mission" plus the name's letters and digits. */
export function donationPath(productName: string): string {
  return `/mission${productName.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
}
