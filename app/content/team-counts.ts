/** How many people (each counted once, whatever their departments) and departments a season has. */
export function teamCounts(team: { departments: { members: { name: string }[] }[] }): {
  people: number;
  departments: number;
} {
  const names = team.departments.flatMap((department) => department.members.map((m) => m.name));
  return { people: new Set(names).size, departments: team.departments.length };
}
