// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { FormDetails } from "./FormDetails";

const answer = vi.hoisted(() => ({ for: "" }));
vi.mock("./form-answer", () => ({
  useAnswered: (forms: { intent: string }[]) => forms.some((form) => form.intent === answer.for),
}));

function Page() {
  return (
    <>
      <FormDetails summary="Nr. 1" forms={[{ intent: "replace", hidden: {} }]}>
        <p>Formular 1</p>
      </FormDetails>
      <FormDetails summary="Nr. 2" forms={[{ intent: "cancel", hidden: {} }]}>
        <p>Formular 2</p>
      </FormDetails>
    </>
  );
}

const openStates = (container: HTMLElement) =>
  [...container.querySelectorAll("details")].map((details) => details.open);

describe("FormDetails", () => {
  afterEach(() => {
    cleanup();
    answer.for = "";
  });

  it("is folded until an answer is for one of its forms", () => {
    const { container, rerender } = render(<Page />);
    expect(openStates(container)).toEqual([false, false]);
    answer.for = "replace";
    rerender(<Page />);
    expect(openStates(container)).toEqual([true, false]);
  });

  it("stays open when the next answer is for a form elsewhere", () => {
    answer.for = "replace";
    const { container, rerender } = render(<Page />);
    answer.for = "cancel";
    rerender(<Page />);
    expect(openStates(container)).toEqual([true, true]);
    answer.for = "";
    rerender(<Page />);
    expect(openStates(container)).toEqual([true, true]);
  });

  it("leaves a section opened by hand open", () => {
    const { container, rerender } = render(<Page />);
    container.querySelector("details")!.open = true;
    answer.for = "cancel";
    rerender(<Page />);
    expect(openStates(container)).toEqual([true, true]);
  });
});
