import type { Image, Member } from "~/content/schema";
import styles from "./TeamSeason.module.css";

/** Member photos are shown 300 px high, at most 280 px wide (cropped to fit). */
const PHOTO = { width: 280, height: 300 };

/**
 * How the photo loads: "lazy" below the fold; "eager" in the first row; "first" for the very
 * first photo, which is the largest image on a phone, so it also gets a high fetch priority.
 */
export type PhotoLoading = "lazy" | "eager" | "first";

/** One team member: photo (or the placeholder), name, job and, when given, the e-mail address. */
export function MemberCard({
  member,
  placeholder,
  loading = "lazy",
}: {
  member: Member;
  placeholder: Image;
  loading?: PhotoLoading;
}) {
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
        loading={loading === "lazy" ? "lazy" : "eager"}
        fetchPriority={loading === "first" ? "high" : undefined}
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
