import type { ComponentProps } from "react";
import type { Image } from "~/content/schema";
import styles from "./CreditedImage.module.css";

type ContentImageProps = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  image: Image;
  /** Above the fold: load eagerly with high priority (the page's largest image). */
  priority?: boolean;
};

/** An image from content/, always with its intrinsic size so the layout never shifts. */
export function ContentImage({ image, priority = false, ...rest }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...rest}
    />
  );
}

/** A header image with its photo credit underneath. */
export function CreditedImage({
  image,
  priority,
  className,
}: {
  image: Image;
  priority?: boolean;
  className?: string;
}) {
  return (
    <figure className={`${styles.figure} ${className ?? ""}`}>
      <ContentImage image={image} priority={priority} className={styles.image} />
      {image.credit && <figcaption className={styles.credit}>{image.credit}</figcaption>}
    </figure>
  );
}
