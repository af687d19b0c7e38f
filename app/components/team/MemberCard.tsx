import type { Image, Member } from "~/content/schema";
import styles from "./TeamSeason.module.css";

/** Member photos are shown 300 px high, at most 280 px wide (cropped to fit). */
const PHOTO = { width: 280, height: 300 };

/** One team member: photo (or the placeholder), name, job and, when given, the e-mail address. */
export function MemberCard({ member, placeholder }: { member: Member; placeholder: Image }) {
  const photo = member.image
    ? { src: member.image, alt: `Porträt von ${member.name}` }
    : { src: placeholder.src, alt: placeholder.alt };
  return (
    <article className={styles.card}>
      <img
        className={styles.photo}
        src={photo.src}
        alt={photo.alt}
        width={PHOTO.width}
        height={PHOTO.height}
        loading="lazy"
        decoding="async"
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
