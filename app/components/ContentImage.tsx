import type { ComponentProps } from "react";
import type { Image } from "~/content/schema";

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
    <figure className={className} style={{ margin: 0 }}>
      <ContentImage
        image={image}
        priority={priority}
        style={{ display: "block", width: "100%", height: "auto" }}
      />
      {image.credit && (
        <figcaption
          style={{
            fontSize: "var(--step--1)",
            color: "var(--color-text-muted)",
            padding: "var(--space-1) var(--space-3)",
          }}
        >
          {image.credit}
        </figcaption>
      )}
    </figure>
  );
}
