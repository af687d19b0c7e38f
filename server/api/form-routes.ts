import type { FastifyInstance } from "fastify";
import { NEWSLETTER_MAX_CHARS } from "../../app/forms/newsletter";
import { NEWSLETTER_PATHS } from "../../app/forms/transport";
import type { Db } from "../db/client";
import { signUpForNewsletter } from "../newsletter/sign-up";
import type { RateLimits } from "../security/rate-limit";
import { createSubmissionService } from "../submissions/submit";
import { formLocale } from "../web/request-locale";
import { formDefinitions } from "./forms";
import { registerNewsletterRoutes } from "./newsletter";
import { newsletterPageAnswer, registerNewsletterPages } from "./newsletter-pages";
import {
  pagePostAnswer,
  registerPageForms,
  submissionOf,
  type PageFormOptions,
  type PageFormTarget,
  type PagePostAnswer,
} from "./page-forms";
import { registerSubmitRoutes } from "./submit";

/** The newsletter's sign-up form, answered on its page (`/news`) like the other forms. */
const NEWSLETTER_SIGN_UP: PageFormTarget = {
  kind: "newsletter",
  formPage: NEWSLETTER_PATHS.signUpPage,
  maxChars: NEWSLETTER_MAX_CHARS,
};

export interface FormRouteOptions {
  db: Db;
  rateLimits: RateLimits;
  /** The product's name, in the donation page's address. */
  productName: string;
  minFillMs: number;
  /** Called after a submission or a newsletter e-mail was stored (wakes the outbox's sender). */
  onStored: () => void;
  /** Serve the built-in newsletter's API and pages (0081). */
  builtInNewsletter: boolean;
  mailConfigured: boolean;
  pageForms: PageFormOptions;
}

/**
 * The built-in newsletter's routes: its API and its confirm and unsubscribe pages; answers the
 * sign-up form's plain posts, for {@link registerPageForms}.
 */
function registerNewsletter(app: FastifyInstance, options: FormRouteOptions): PagePostAnswer {
  const { db, rateLimits, onStored: onQueued } = options;
  const signUpPageAnswer = pagePostAnswer(
    NEWSLETTER_SIGN_UP,
    (request, body) =>
      signUpForNewsletter({
        db,
        body,
        locale: formLocale(request),
        takeRateLimit: () => rateLimits.takeSubmission(request),
        onQueued,
        log: request.log,
      }),
    options.pageForms,
  );
  const pageAnswer = newsletterPageAnswer({ db, rateLimits, onQueued, ...options.pageForms });
  registerNewsletterPages(app, pageAnswer, rateLimits);
  registerNewsletterRoutes(app, {
    db,
    rateLimits,
    onQueued,
    signUpPageAnswer,
    pageAnswer,
    mailConfigured: options.mailConfigured,
  });
  return signUpPageAnswer;
}

/**
 * The site's forms: donation pledges and contact messages (their API and their pages' posts)
 * and the newsletter's. A form posted without JavaScript is answered by its page's route action.
 */
export function registerFormRoutes(app: FastifyInstance, options: FormRouteOptions): void {
  const { rateLimits } = options;
  const submit = createSubmissionService({
    db: options.db,
    minFillMs: options.minFillMs,
    onStored: options.onStored,
  });
  const pagePosts = new Map(
    formDefinitions(options.productName).map((form) => [
      form,
      pagePostAnswer(form, submissionOf(form, submit, rateLimits), options.pageForms),
    ]),
  );
  registerSubmitRoutes(app, { pagePosts, submit, rateLimits });
  const formPages = new Map<PageFormTarget, PagePostAnswer>(pagePosts);
  if (options.builtInNewsletter)
    formPages.set(NEWSLETTER_SIGN_UP, registerNewsletter(app, options));
  registerPageForms(app, formPages, rateLimits);
}
