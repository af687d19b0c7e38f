import type { Department, Image } from "~/content/schema";
import { slug } from "~/components/prose/sections";
import { MemberCard } from "./MemberCard";
import styles from "./TeamSeason.module.css";

/** A department of one season: its name as a heading and a grid of member cards. */
export function DepartmentSection({
  department,
  placeholder,
}: {
  department: Department;
  placeholder: Image;
}) {
  const id = `abteilung-${slug(department.name)}`;
  return (
    <section className={styles.department} aria-labelledby={id}>
      <h2 id={id}>
        {department.name}
        <span className={styles.count}>
          {department.members.length === 1 ? "1 Person" : `${department.members.length} Personen`}
        </span>
      </h2>
      <ul className={styles.grid}>
        {department.members.map((member, index) => (
          <li key={`${member.name}-${index}`}>
            <MemberCard member={member} placeholder={placeholder} />
          </li>
        ))}
      </ul>
    </section>
  );
}
