import type { Department, Image } from "~/content/schema";
import { slug } from "~/components/prose/sections";
import { format } from "~/i18n/format";
import { useMessages } from "~/i18n/useMessages";
import { MemberCard } from "./MemberCard";
import styles from "./TeamSeason.module.css";

/** A department of one season: its name as a heading and a grid of member cards. */
export function DepartmentSection({
  department,
  placeholder,
  priorityPhoto = false,
}: {
  department: Department;
  placeholder: Image;
  /** Whether the first photo is the page's largest image (the first department on top). */
  priorityPhoto?: boolean;
}) {
  const id = `abteilung-${slug(department.name)}`;
  const texts = useMessages("teamSeason").teamSeason;
  const count = department.members.length;
  return (
    <section className={styles.department} aria-labelledby={id}>
      <h2 id={id}>
        {department.name}
        <span className={styles.count}>
          {count === 1 ? texts.onePerson : format(texts.people, { count })}
        </span>
      </h2>
      <ul className={styles.grid}>
        {department.members.map((member, index) => (
          <li key={`${member.name}-${index}`}>
            <MemberCard
              member={member}
              placeholder={placeholder}
              priority={priorityPhoto && index === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
