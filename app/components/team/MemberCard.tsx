import { ContentImage } from "~/components/ContentImage";
import type { Image, Member } from "~/content/schema";
import styles from "./TeamSeason.module.css";

/** One team member: photo (or the placeholder), name, job and, when given, the e-mail address. */
export function MemberCard({
  member,
  placeholder,
  priority = false,
}: {
  member: Member;
  placeholder: Image;
  /** The page's first photo, its largest image on a phone: loaded with the page. Others load lazily. */
  priority?: boolean;
}) {
  return (
    <article className={styles.card}>
      {/* Shown 300 px high, at most 280 px wide, cropped to fit (TeamSeason.module.css). */}
      <ContentImage
        image={member.image ?? placeholder}
        place="memberPhoto"
        className={styles.photo}
        priority={priority}
        data-placeholder={member.image ? undefined : ""}
      />
      <div className={styles.cardBody}>
        <h3 className={styles.name}>{member.name}</h3>
        <p className={styles.job}>{member.job}</p>
        {member.email && (
          <p className={styles.email}>
            <a href={`mailto:${member.email}`}>
              <EmailText email={member.email} />
            </a>
          </p>
        )}
      </div>
    </article>
  );
}

/** Lets a long address wrap before the "@" rather than at a hyphen in the domain. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 1) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      <span className={styles.emailDomain}>{email.slice(at)}</span>
    </>
  );
}
