import type { ComponentProps } from "react";
import { preload } from "react-dom";
import { focusKey, MODERN_FORMATS, srcSet, variantUrl, type Image } from "~/images/image";
import { PLACES, sizesFor, type PlaceName } from "~/images/places";
import styles from "./CreditedImage.module.css";

type ContentImageProps = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt"
> & {
  image: Image;
  /** Where the image is shown: decides `sizes`, so the browser picks the right file. */
  place: PlaceName;
  /** Replaces the image's own alternative text (e.g. "" where a caption next to it says it all). */
  alt?: string;
  /** The page's largest image: preloaded, loaded eagerly with high priority. Others load lazily. */
  priority?: boolean;
};

const sizesCache = new Map<string, string>();
function sizes(place: PlaceName, aspect: number): string {
  const key = `${place}:${aspect}`;
  let value = sizesCache.get(key);
  if (value === undefined) sizesCache.set(key, (value = sizesFor(place, aspect)));
  return value;
}

/**
 * Every image from content/: an SVG as it is, a raster image as `<picture>` with AVIF, WebP and
 * a JPEG/PNG fallback in the widths its place needs. Always with its intrinsic size (no layout
 * shift), its focal point and, until it loads, its dominant colour (rules from the build in
 * the release's image style sheet, as the Content-Security-Policy allows no inline styles).
 */
export function ContentImage({ image, place, alt, priority = false, ...rest }: ContentImageProps) {
  const { variants } = image;
  const covers = PLACES[place].fit.kind !== "contain";
  const props = {
    alt: alt ?? image.alt,
    width: image.width,
    height: image.height,
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : undefined,
    "data-tint": covers ? image.tint : undefined,
    "data-focus": image.focus ? focusKey(image.focus) : undefined,
    ...rest,
  } as const;
  if (image.markup)
    return <InlineSvg markup={image.markup} alt={props.alt} className={rest.className} />;
  if (!variants) return <img src={image.src} {...props} />;

  const imageSizes = sizes(place, image.width / image.height);
  if (priority) {
    const [best] = MODERN_FORMATS;
    preload(variantUrl(variants.base, Math.max(...variants.widths), best.ext), {
      as: "image",
      type: best.type,
      imageSrcSet: srcSet(image, best.ext),
      imageSizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      {MODERN_FORMATS.map((format) => (
        <source
          key={format.ext}
          type={format.type}
          srcSet={srcSet(image, format.ext)}
          sizes={imageSizes}
        />
      ))}
      <img
        src={image.src}
        srcSet={srcSet(image, variants.fallback)}
        sizes={imageSizes}
        {...props}
      />
    </picture>
  );
}

/** A header image with its photo credit underneath. */
export function CreditedImage({
  image,
  place,
  priority,
  className,
}: {
  image: Image;
  place: PlaceName;
  priority?: boolean;
  className?: string;
}) {
  return (
    <figure className={`${styles.figure} ${className ?? ""}`}>
      <ContentImage image={image} place={place} priority={priority} className={styles.image} />
      {image.credit && <figcaption className={styles.credit}>{image.credit}</figcaption>}
    </figure>
  );
}

/** An SVG written into the page (a place with `inline`): named like an `<img>` by its alt text. */
function InlineSvg({
  markup,
  alt,
  className,
}: {
  markup: string;
  alt: string;
  className?: string;
}) {
  const named = alt !== "";
  return (
    <span
      className={[styles.inlineSvg, className].filter(Boolean).join(" ")}
      role={named ? "img" : undefined}
      aria-label={named ? alt : undefined}
      aria-hidden={named ? undefined : true}
      dangerouslySetInnerHTML={{
        __html: markup.replace(/^<svg\b/, '<svg aria-hidden="true" focusable="false"'),
      }}
    />
  );
}
