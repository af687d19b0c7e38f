// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { CONTACT_FIELDS, contactInitialValues } from "~/forms/contact-form";
import type { ContactField, ContactMessage } from "~/forms/contact";
import { SubmitError, type SubmitOutcome } from "~/forms/submit-outcome";
import type { FormReplay } from "~/forms/replay";
import { pageFormTexts } from "~/i18n/forms-catalogue.server";
import { formsDe } from "~/i18n/messages/forms.de";
import { usePublicForm } from "./usePublicForm";

type Send = (fields: Record<string, string>, key: string) => Promise<SubmitOutcome>;

const INITIAL = contactInitialValues as unknown as Record<ContactField, string>;

function ContactHarness({ send, replay }: { send: Send; replay?: FormReplay }) {
  const form = usePublicForm<ContactField, ContactMessage, "contact">({
    kind: "contact",
    idPrefix: "kontakt",
    fields: CONTACT_FIELDS,
    initialValues: INITIAL,
    loadValidator: () => import("~/forms/contact").then((schema) => schema.validateContactForm),
    successDialog: (message) => ({ title: `Danke, ${message.name}`, message: "" }),
    replay: replay ?? null,
    send,
  });
  return (
    <form
      ref={form.formRef}
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      onBlur={form.onBlur}
    >
      {form.summary?.kind === "fields" && (
        <ul aria-label="Fehlerliste">
          {form.summary.items.map((item) => (
            <li key={item.field}>
              <a href={item.href}>{item.message}</a>
            </li>
          ))}
        </ul>
      )}
      {form.summary?.kind === "failure" && <p>{form.summary.message}</p>}
      {(["name", "email", "message"] as const).map((field) => {
        const { error, ...props } = form.textProps(field);
        return <input key={field} aria-label={field} aria-invalid={Boolean(error)} {...props} />;
      })}
      <input ref={form.honeypotRef} name="website" aria-label="website" />
      <button disabled={form.sending}>Senden</button>
      <p role="status">{form.announcement}</p>
      {form.dialog && <p role="alert">{form.dialog.title}</p>}
    </form>
  );
}

function renderForm(send: Send, replay?: FormReplay) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <ContactHarness send={send} replay={replay} />,
      loader: () => ({ formMessages: pageFormTexts("de", "contact") }),
    },
  ]);
  render(<Stub />);
}

const type = (field: string, value: string) =>
  fireEvent.input(screen.getByLabelText(field), { target: { value } });

async function fillIn() {
  await screen.findByRole("button", { name: "Senden" });
  type("name", "Ada Lovelace");
  type("email", "ada@example.org");
  type("message", "Wann ist der nächste Rollout?");
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Senden" }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("usePublicForm", () => {
  it("sends nothing while a required field is empty, and lists and announces what is missing", async () => {
    const send = vi.fn<Send>();
    renderForm(send);
    await screen.findByRole("button", { name: "Senden" });
    type("email", "ada@example.org");
    submit();
    const list = await screen.findByRole("list", { name: "Fehlerliste" });
    expect(list.textContent).toContain(formsDe.validation.missingName);
    expect(list.textContent).toContain(formsDe.validation.missingMessage);
    expect(screen.getByRole("status").textContent).toContain("2");
    expect(screen.getByLabelText("name").getAttribute("aria-invalid")).toBe("true");
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the typed values with honeypot and start time, then thanks and empties the form", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const send = vi.fn<Send>().mockResolvedValue({ status: "success" });
    renderForm(send);
    await fillIn();
    vi.setSystemTime(Date.now() + 60_000);
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Danke, Ada Lovelace");
    const [fields, key] = send.mock.calls[0]!;
    expect(fields).toMatchObject({ name: "Ada Lovelace", email: "ada@example.org", website: "" });
    expect(Number(fields.startedAt)).toBeGreaterThan(0);
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect((screen.getByLabelText("name") as HTMLInputElement).value).toBe(""));
  });

  it("sends the same values again with the same key after a failure that may be retried", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const lost: SubmitOutcome = { status: "failed", retryable: true, error: new SubmitError("x") };
    const send = vi.fn<Send>().mockResolvedValueOnce(lost).mockResolvedValue({ status: "success" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderForm(send);
    await fillIn();
    vi.setSystemTime(Date.now() + 60_000);
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe(formsDe.common.errorTitle);
    submit();
    await screen.findByText("Danke, Ada Lovelace");
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    logged.mockRestore();
  });

  it("shows the route action's refusal at its field", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const send = vi.fn<Send>().mockResolvedValue({
      status: "invalid",
      errors: { email: "Diese Adresse nimmt keine Post an." },
    });
    renderForm(send);
    await fillIn();
    vi.setSystemTime(Date.now() + 60_000);
    submit();
    const list = await screen.findByRole("list", { name: "Fehlerliste" });
    expect(list.textContent).toBe("Diese Adresse nimmt keine Post an.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("renders a refused post without JavaScript back with the visitor's values and errors", async () => {
    renderForm(vi.fn<Send>(), {
      form: "contact",
      values: { name: "Ada", email: "ada@", message: "Hallo" },
      errors: { email: "Bitte prüfen Sie die E-Mail-Adresse." },
    });
    const list = await screen.findByRole("list", { name: "Fehlerliste" });
    expect(list.textContent).toBe("Bitte prüfen Sie die E-Mail-Adresse.");
    expect((screen.getByLabelText("email") as HTMLInputElement).value).toBe("ada@");
    expect(screen.getByRole("link").getAttribute("href")).toBe("#kontakt-email");
  });
});
