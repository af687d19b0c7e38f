import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../../server/content/news-posts";
import { formOfPost, postOfForm } from "./news-post-form";

const post = {
  de: {
    front: {
      title: "Rollout",
      date: "2026-11-30",
      summary: "Kurz",
      image: { src: "/images/news/a.jpg", alt: { de: "Bild", en: "Picture" }, focus: "50% 20%" },
      tags: ["egn26"],
      extra: "bleibt",
    },
    body: "Text",
  },
  en: { front: { title: "Rollout", summary: "Short" }, body: "Text" },
};

describe("the news post's form", () => {
  it("keeps the photo's focal point and the keys it does not know", () => {
    const form = formOfPost("2026-11-30-rollout", post, "v1");
    expect(form.image.focus).toBe("50% 20%");
    const saved = postOfForm(
      { ...form, image: { ...form.image, focus: "30% 70%" } },
      form.image.src,
      post,
    );
    expect(saved.de.front).toMatchObject({ image: { focus: "30% 70%" }, extra: "bleibt" });
    const cleared = postOfForm(
      { ...form, image: { ...form.image, focus: "" } },
      form.image.src,
      post,
    );
    expect((cleared.de.front as { image: object }).image).not.toHaveProperty("focus");
  });

  it("puts the build's complaint about the focal point at its field", () => {
    const errors = fieldErrors(
      ["content/news/2026-11-30-rollout.md: image.focus: Prozentwerte gehen von 0% bis 100%"],
      "2026-11-30-rollout",
    );
    expect(errors).toEqual({ "image.focus": ["Prozentwerte gehen von 0% bis 100%"] });
  });
});
